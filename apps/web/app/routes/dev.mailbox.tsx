import { Fragment } from 'react'
import { Form } from 'react-router'
import { loadOutbox } from '../lib/dev-mailbox.server.ts'
import { formatDateTime } from '../lib/format-date.ts'
import { useTranslation } from '../lib/i18n.tsx'
import { pageMeta } from '../lib/seo.ts'
import type { Route } from './+types/dev.mailbox'

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'mailbox.title'),
  { name: 'robots', content: 'noindex' },
]

/**
 * Messages the API kept in its outbox instead of sending (no SMTP or SMS provider configured), so
 * sign-up and recovery can be tried end to end. Like the API's `/dev/outbox` it exists only when
 * switched on (DEV_MAILBOX=1) outside production mode: the links it shows take over accounts.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const recipient = new URL(request.url).searchParams.get('recipient')?.trim() ?? ''
  return { recipient, messages: await loadOutbox(context, recipient) }
}

/** Plain text of a message body: links of an HTML body are kept as their addresses. */
function plainText(body: string): string {
  if (!body.includes('<')) return body
  return body
    .replace(/<a\b[^>]*href="([^"]+)"[^>]*>/gi, ' $1 ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
}

/** The body with every web address clickable. */
function Linkified({ body }: { body: string }) {
  const text = plainText(body)
  const parts: { at: number; text: string; link: boolean }[] = []
  let at = 0
  for (const match of text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    parts.push({ at, text: text.slice(at, match.index), link: false })
    parts.push({ at: match.index, text: match[0], link: true })
    at = match.index + match[0].length
  }
  parts.push({ at, text: text.slice(at), link: false })
  return (
    <p className="whitespace-pre-wrap break-words text-sm">
      {parts.map((part) =>
        part.link ? (
          <a
            key={`l${part.at}`}
            href={part.text}
            className="text-brand-700 underline dark:text-brand-100"
          >
            {part.text}
          </a>
        ) : (
          <Fragment key={`t${part.at}`}>{part.text}</Fragment>
        ),
      )}
    </p>
  )
}

export default function Mailbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { recipient, messages } = loaderData
  return (
    <div className="container-shop space-y-6 py-10">
      <h1 className="text-3xl font-semibold">{t('mailbox.title')}</h1>
      <Form method="get" className="flex items-end gap-3">
        <label className="flex-1 space-y-1 text-sm">
          <span className="block font-medium">{t('mailbox.recipient')}</span>
          <input
            name="recipient"
            defaultValue={recipient}
            className="w-full rounded border border-stone-300 px-3 py-2 dark:border-stone-600 dark:bg-stone-900"
          />
        </label>
        <button type="submit" className="rounded bg-brand-700 px-4 py-2 text-white">
          {t('mailbox.filter')}
        </button>
      </Form>
      {messages.length === 0 && <p>{t('mailbox.empty')}</p>}
      <ol className="space-y-4">
        {messages.map((message) => (
          <li
            key={message._id}
            data-testid="mail"
            className="space-y-2 rounded-lg border border-stone-200 p-4 dark:border-stone-800"
          >
            <h2 className="font-semibold">{message.subject}</h2>
            <p className="text-xs text-stone-500">
              {t('mailbox.to')}: {message.recipient} · {message.channel} · {t('mailbox.sentAt')}:{' '}
              <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
            </p>
            <Linkified body={message.body} />
            {message.attachments.length > 0 && (
              <p className="text-sm">
                {t('mailbox.attachments')}:{' '}
                {message.attachments.map((file, index) => (
                  <a
                    key={file.filename}
                    href={`/dev/mailbox/${message._id}/${index}?${new URLSearchParams({ recipient: message.recipient })}`}
                    download={file.filename}
                    className="me-3 text-brand-700 underline dark:text-brand-100"
                    data-testid="mail-attachment"
                  >
                    {file.filename}
                  </a>
                ))}
              </p>
            )}
          </li>
        ))}
      </ol>
    </div>
  )
}
