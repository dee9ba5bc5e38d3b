import { localizePath } from '@shop/contract/client'
import { useActionData } from 'react-router'
import { AccountSideMenu } from '#web/components/account/side-menu.tsx'
import { AddressCard } from '#web/components/addresses/address-card.tsx'
import { SavedAddressForm } from '#web/components/addresses/address-form.tsx'
import { FormStatus } from '#web/components/form-field.tsx'
import { type AddressActionData, valuesOfAddress } from '#web/lib/address-form.ts'
import { changeAddresses, loadAddresses } from '#web/lib/addresses.server.ts'
import { requireUser } from '#web/lib/auth.server.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { pageUrl } from '#web/lib/page-url.ts'
import { pageMeta } from '#web/lib/seo.ts'
import { useLocale } from '#web/lib/use-root-data.ts'
import type { Route } from './+types/addresses'

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'addresses.title'),
  { name: 'robots', content: 'noindex' },
]

/**
 * The address book (issue 30, ADR 066); registered members only. `?edit={id}` opens one address's
 * form in place of its card (a GET link, so it works without script); an unknown id shows the list.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context)
  const book = await loadAddresses(context)
  const edit = pageUrl(request).searchParams.get('edit') ?? ''
  return { book, editing: book.data.some((a) => a._id === edit) ? edit : '' }
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context)
  return changeAddresses(context, await request.formData())
}

export default function Addresses({ loaderData }: Route.ComponentProps) {
  const { book } = loaderData
  const { t } = useTranslation()
  const locale = useLocale()
  const result = useActionData<AddressActionData>()
  // a refused edit comes back with its form open, whatever the address says
  const editing = (result && !result.ok ? result.editing : undefined) ?? loaderData.editing
  const refused = result && !result.ok && result.values ? result : undefined
  const action = localizePath('/account/addresses', locale)
  const full = book.data.length >= book.max
  const formOf = (id: string) => (
    <SavedAddressForm
      key={`${id}:${book.data.length}`}
      id={id}
      values={
        refused && (refused.editing ?? '') === id && refused.values
          ? refused.values
          : valuesOfAddress(book.data.find((a) => a._id === id))
      }
      result={refused && (refused.editing ?? '') === id ? refused : undefined}
      locale={locale}
      action={action}
      cancel={Boolean(id)}
    />
  )
  return (
    <div className="container-shop py-10">
      <h1 className="mb-6 text-3xl font-semibold">{t('pages.account')}</h1>
      <div className="flex flex-col gap-8 md:flex-row">
        <AccountSideMenu />
        <section className="min-w-0 flex-1 space-y-4" aria-labelledby="addresses-heading">
          <h2 id="addresses-heading" className="text-xl font-semibold">
            {t('addresses.title')}
          </h2>
          <p className="text-sm text-stone-600 dark:text-stone-300">
            {t('addresses.intro', { max: book.max })}
          </p>
          <FormStatus result={result && (result.ok || !result.values) ? result : undefined} />
          {book.data.length === 0 && (
            <p
              className="rounded-lg bg-brand-50 p-6 dark:bg-stone-800"
              data-testid="addresses-empty"
            >
              {t('addresses.empty')}
            </p>
          )}
          <ul
            className="divide-y divide-stone-200 dark:divide-stone-700"
            data-testid="saved-addresses"
          >
            {book.data.map((address) =>
              address._id === editing ? (
                <li key={address._id} className="py-4">
                  {formOf(address._id)}
                </li>
              ) : (
                <AddressCard key={address._id} address={address} locale={locale} action={action} />
              ),
            )}
          </ul>
          {full ? (
            <p role="note" className="text-sm" data-testid="addresses-full">
              {t('errors.addressBookFull')}
            </p>
          ) : (
            !editing && formOf('')
          )}
        </section>
      </div>
    </div>
  )
}
