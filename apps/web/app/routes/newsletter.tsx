import { Form, useActionData, useNavigation } from 'react-router'
import { NewsletterForm } from '../components/newsletter-form.tsx'
import { useTranslation } from '../lib/i18n.tsx'
import { newsletterAction } from '../lib/newsletter.server.ts'
import type { NewsletterResult } from '../lib/newsletter.ts'
import { pageMeta } from '../lib/seo.ts'
import type { Route } from './+types/newsletter'

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'newsletter.title'),
  ...(args.location.search ? [{ name: 'robots', content: 'noindex' }] : []),
]

/**
 * `/newsletter` (issue 30, ADR 063): the sign-up without script (where every sign-up form posts),
 * and where the e-mails' links land: `?confirm=…` and `?unsubscribe=…` show one button that does
 * it (opening a link changes nothing, so a mail scanner cannot confirm or unsubscribe anyone).
 */
export function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams
  const confirm = search.get('confirm')
  const unsubscribe = search.get('unsubscribe')
  if (unsubscribe) return { mode: 'unsubscribe' as const, token: unsubscribe.slice(0, 200) }
  if (confirm) return { mode: 'confirm' as const, token: confirm.slice(0, 200) }
  return { mode: 'signup' as const, token: '' }
}

export async function action({ request, context }: Route.ActionArgs) {
  return newsletterAction(request, context)
}

export default function NewsletterPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const answer = useActionData<NewsletterResult>()
  const pending = useNavigation().state === 'submitting'
  const { mode, token } = loaderData
  const linkAnswer = answer && answer.intent === mode && mode !== 'signup' ? answer : undefined
  const title =
    mode === 'confirm'
      ? t('newsletter.confirmTitle')
      : mode === 'unsubscribe'
        ? t('newsletter.unsubscribeTitle')
        : t('newsletter.heading')
  return (
    <div className="container-shop py-10">
      <section aria-labelledby="newsletter-heading" className="max-w-lg space-y-4">
        <h1 id="newsletter-heading" className="text-3xl font-semibold">
          {title}
        </h1>
        {mode === 'signup' ? (
          <>
            <p className="text-stone-700 dark:text-stone-300">{t('newsletter.intro')}</p>
            <NewsletterForm source="page" showPageAnswer />
          </>
        ) : linkAnswer?.ok ? (
          <p
            role="status"
            className="text-green-800 dark:text-green-300"
            data-testid="newsletter-done"
          >
            {t(mode === 'confirm' ? 'newsletter.confirmed' : 'newsletter.unsubscribed', {
              email: linkAnswer.email,
            })}
          </p>
        ) : (
          <Form method="post" className="space-y-4" data-testid={`newsletter-${mode}`}>
            <p className="text-stone-700 dark:text-stone-300">
              {t(mode === 'confirm' ? 'newsletter.confirmIntro' : 'newsletter.unsubscribeIntro')}
            </p>
            <input type="hidden" name="intent" value={mode} />
            <input type="hidden" name="token" value={token} />
            {linkAnswer && !linkAnswer.ok && (
              <p role="alert" className="text-red-700 dark:text-red-400">
                {t(linkAnswer.error)}
              </p>
            )}
            <button
              type="submit"
              disabled={pending}
              aria-busy={pending || undefined}
              className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
            >
              {t(mode === 'confirm' ? 'newsletter.confirmSubmit' : 'newsletter.unsubscribeSubmit')}
            </button>
          </Form>
        )}
      </section>
    </div>
  )
}
