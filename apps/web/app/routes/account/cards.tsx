import { Form, useActionData, useFetchers } from 'react-router'
import { AccountSideMenu } from '#web/components/account/side-menu.tsx'
import { CARD_FETCHER_PREFIX, CardRow } from '#web/components/cards/card-row.tsx'
import { FormStatus } from '#web/components/form-field.tsx'
import { requireUser } from '#web/lib/auth.server.ts'
import { changeCards, loadCards } from '#web/lib/cards.server.ts'
import type { FormResult } from '#web/lib/forms.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { pageMeta } from '#web/lib/seo.ts'
import { useIntentPending } from '#web/lib/use-intent-pending.ts'
import type { Route } from './+types/cards'

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'pages.cards'),
  { name: 'robots', content: 'noindex' },
]

/** Saved cards (account menu "Saved cards"); registered-only (spec §6, §7 Credit cards). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context)
  return loadCards(context)
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context)
  return changeCards(request, context, await request.formData())
}

/**
 * spec §4: the default switches and a deleted card leaves the list at once, from the posts in
 * flight; the server's list replaces it after each post (and after a refusal, see CardRow).
 */
function usePendingCardChanges() {
  const posts = useFetchers().filter(
    (f) => f.key.startsWith(CARD_FETCHER_PREFIX) && f.state !== 'idle' && f.formData,
  )
  const of = (intent: string) =>
    posts
      .filter((f) => f.formData?.get('intent') === intent)
      .map((f) => String(f.formData?.get('card_id')))
  return { deleting: new Set(of('delete')), defaulting: of('default').at(-1) }
}

export default function Cards({ loaderData: list }: Route.ComponentProps) {
  const { t } = useTranslation()
  const result = useActionData<FormResult>()
  const binding = useIntentPending('bind')
  const { deleting, defaulting } = usePendingCardChanges()
  const defaultId = defaulting ?? list.data.find((card) => card.is_default)?._id
  const shown = list.data.filter((card) => !deleting.has(card._id))
  return (
    <div className="container-shop py-10">
      <h1 className="mb-6 text-3xl font-semibold">{t('pages.account')}</h1>
      <div className="flex flex-col gap-8 md:flex-row">
        <AccountSideMenu />
        <section className="min-w-0 flex-1 space-y-4" aria-labelledby="cards-heading">
          <h2 id="cards-heading" className="text-xl font-semibold">
            {t('cards.title')}
          </h2>
          <p className="text-sm text-stone-600 dark:text-stone-300">{t('cards.intro')}</p>
          <FormStatus result={result} />
          {shown.length === 0 && (
            <p className="rounded-lg bg-brand-50 p-6 dark:bg-stone-800" data-testid="cards-empty">
              {t('cards.empty')}
            </p>
          )}
          <ul className="divide-y divide-stone-200 dark:divide-stone-700" data-testid="saved-cards">
            {list.data.map((card) => (
              <CardRow
                key={card._id}
                card={card}
                isDefault={card._id === defaultId}
                hidden={deleting.has(card._id)}
              />
            ))}
          </ul>
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value="bind"
              disabled={binding}
              aria-busy={binding || undefined}
              className="rounded bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
            >
              {t('cards.add')}
            </button>
          </Form>
        </section>
      </div>
    </div>
  )
}
