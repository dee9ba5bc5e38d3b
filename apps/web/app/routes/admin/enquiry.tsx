import {
  adminEnquiryDetails,
  adminEnquiryReplyBody,
  adminEnquiryUpdateBody,
  ENQUIRY_REPLY_MAX,
} from '@shop/contract'
import { useId } from 'react'
import { data, Form, Link } from 'react-router'
import { ResultNotice } from '../../components/admin/people/result-notice.tsx'
import { IntentButton } from '../../components/admin/people/submit.tsx'
import { usePeopleTexts } from '../../components/admin/people/texts.ts'
import { adminRequest, requireStaffUser } from '../../lib/admin.server.ts'
import {
  checkForm,
  type PeopleResult,
  peopleFailure,
  peopleOk,
  peopleRefused,
  text,
} from '../../lib/admin-people.server.ts'
import { ApiError } from '../../lib/api.server.ts'
import { formatDateTime } from '../../lib/format-date.ts'
import type { Route } from './+types/enquiry'

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.enquiry.subject ?? 'Enquiry' }]

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaffUser(request, context)
  try {
    const enquiry = await adminRequest(
      context,
      `/admin/enquiries/${encodeURIComponent(params.id)}`,
      adminEnquiryDetails,
    )
    return { enquiry }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
}

/** Reply (e-mailed through the outbox and kept in the thread), close, or open again. */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireStaffUser(request, context)
  const form = await request.formData()
  const intent = text(form, 'intent')
  const path = `/admin/enquiries/${encodeURIComponent(params.id)}`
  if (intent === 'reply') {
    const typed = { body: text(form, 'body') }
    const checked = checkForm(intent, adminEnquiryReplyBody, typed, typed)
    if (!checked.ok) return checked.response
    try {
      await adminRequest(context, `${path}/replies`, adminEnquiryDetails, {
        method: 'POST',
        body: JSON.stringify(checked.body),
      })
    } catch (error) {
      return peopleFailure(intent, error, typed)
    }
    return peopleOk(intent, 'enquiries.sent')
  }
  if (intent === 'close' || intent === 'reopen') {
    const body = { status: intent === 'close' ? 'closed' : 'new' }
    const checked = checkForm(intent, adminEnquiryUpdateBody, body)
    if (!checked.ok) return checked.response
    try {
      await adminRequest(context, path, adminEnquiryDetails, {
        method: 'PUT',
        body: JSON.stringify(checked.body),
      })
    } catch (error) {
      return peopleFailure(intent, error)
    }
    return peopleOk(intent, intent === 'close' ? 'enquiries.closedDone' : 'enquiries.reopenedDone')
  }
  return peopleRefused(intent, 400, 'errors.failed')
}

export default function Enquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiry } = loaderData
  const result = actionData as PeopleResult | undefined
  const { texts, fill, say } = usePeopleTexts()
  const t = texts.enquiries
  const replyId = useId()
  const replyError = result?.intent === 'reply' ? result.fieldErrors?.body : undefined
  const section = 'space-y-3 rounded border border-stone-200 p-4 dark:border-stone-700'
  // a sent reply empties the box; a refused one keeps what was typed
  const formKey = result?.intent === 'reply' && result.ok ? `sent-${enquiry.reply_count}` : 'open'
  return (
    <div className="space-y-6" data-testid="enquiry-page">
      <p>
        <Link to="/admin/enquiries" className="text-sm underline underline-offset-2">
          ← {t.back}
        </Link>
      </p>
      <header className="space-y-1">
        <h1 className="break-words text-2xl font-semibold">{enquiry.subject}</h1>
        <p className="flex flex-wrap gap-2 text-sm">
          <span className="rounded bg-stone-100 px-1.5 dark:bg-stone-800" data-testid="enquiry-status">
            {t.status[enquiry.status]}
          </span>
          <span dir="ltr">{enquiry.reference}</span>
          <span>{formatDateTime(enquiry.created_at)}</span>
        </p>
      </header>

      <ResultNotice result={result} />

      <section className={section} aria-labelledby="message-heading">
        <h2 id="message-heading" className="font-semibold">
          {t.message}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt>{t.from}</dt>
          <dd className="break-all">
            {enquiry.name}
            {enquiry.email && ` · ${enquiry.email}`}
            {enquiry.phone && (
              <span dir="ltr">
                {' · '}
                {enquiry.phone}
              </span>
            )}
          </dd>
          <dt>{t.languageLabel}</dt>
          <dd>{t.language[enquiry.language]}</dd>
        </dl>
        <p className="whitespace-pre-wrap break-words" data-testid="enquiry-message">
          {enquiry.description}
        </p>
      </section>

      <section className={section} aria-labelledby="thread-heading">
        <h2 id="thread-heading" className="font-semibold">
          {t.thread}
        </h2>
        {enquiry.replies.length === 0 ? (
          <p className="text-sm">{t.noReplies}</p>
        ) : (
          <ol className="space-y-3" data-testid="enquiry-thread">
            {enquiry.replies.map((reply) => (
              <li key={reply._id} className="rounded bg-stone-50 p-3 dark:bg-stone-900">
                <p className="text-xs text-stone-600 dark:text-stone-300">
                  {fill(t.repliedBy, { name: reply.staff.name, date: formatDateTime(reply.created_at) })}
                </p>
                <p className="mt-1 whitespace-pre-wrap break-words">{reply.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section className={section} aria-labelledby="reply-heading">
        <h2 id="reply-heading" className="font-semibold">
          {t.replyLabel}
        </h2>
        <Form method="post" key={formKey} className="space-y-3" data-testid="reply-form" noValidate>
          <label htmlFor={replyId} className="sr-only">
            {t.replyLabel}
          </label>
          <textarea
            id={replyId}
            name="body"
            rows={6}
            required
            maxLength={ENQUIRY_REPLY_MAX}
            defaultValue={result?.intent === 'reply' && !result.ok ? (result.typed?.body ?? '') : ''}
            aria-invalid={replyError ? true : undefined}
            aria-describedby={`${replyId}-hint${replyError ? ` ${replyId}-error` : ''}`}
            className="w-full rounded border border-stone-300 bg-white px-3 py-2 aria-[invalid=true]:border-red-600 dark:border-stone-600 dark:bg-stone-900"
          />
          <p id={`${replyId}-hint`} className="text-xs text-stone-600 dark:text-stone-300">
            {t.replyHint}
          </p>
          {replyError && (
            <p id={`${replyId}-error`} className="text-sm text-red-700 dark:text-red-400">
              {say(replyError)}
            </p>
          )}
          <IntentButton intent="reply" busy={t.sending} testId="send-reply">
            {t.send}
          </IntentButton>
        </Form>
      </section>

      <Form method="post">
        {enquiry.status === 'closed' ? (
          <IntentButton intent="reopen" busy={t.reopening} tone="plain" testId="reopen-enquiry">
            {t.reopen}
          </IntentButton>
        ) : (
          <IntentButton intent="close" busy={t.closing} tone="plain" testId="close-enquiry">
            {t.close}
          </IntentButton>
        )}
      </Form>
    </div>
  )
}
