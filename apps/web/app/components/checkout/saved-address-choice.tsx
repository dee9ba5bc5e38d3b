import type { SavedAddress } from '@shop/contract'
import { formatHkAddress, type Locale } from '@shop/contract/client'
import { useTranslation } from '#web/lib/i18n.tsx'
import { LocalizedLink } from '../localized-link.tsx'

type Props = {
  addresses: SavedAddress[]
  chosen: string
  from: 'saved' | 'last_order' | ''
  locale: Locale
  /** The checkout step's address with `address={id}` added. */
  hrefOf: (id: string) => string
}

/**
 * The member's saved addresses at checkout (ADR 066): each a GET link that reloads the step with
 * its fields filled in, so choosing works without script; the chosen one is marked current.
 */
export function SavedAddressChoice({ addresses, chosen, from, locale, hrefOf }: Props) {
  const { t } = useTranslation()
  const current = addresses.find((a) => a._id === chosen)
  return (
    <div className="space-y-2" data-testid="saved-address-choice">
      {from && (
        <p role="status" className="text-sm text-stone-600 dark:text-stone-300">
          {current
            ? t('checkout.savedAddressChosen', {
                label: current.label || t('addresses.untitled'),
              })
            : t('checkout.lastOrderAddress')}
        </p>
      )}
      {addresses.length > 0 && (
        <nav aria-labelledby="saved-addresses-heading">
          <h3 id="saved-addresses-heading" className="font-semibold">
            {t('checkout.savedAddresses')}
          </h3>
          <ul className="mt-2 space-y-2">
            {addresses.map((address) => (
              <li key={address._id}>
                <LocalizedLink
                  to={hrefOf(address._id)}
                  aria-current={address._id === chosen ? 'true' : undefined}
                  preventScrollReset
                  className="block rounded border border-stone-300 px-3 py-2 text-sm break-words hover:bg-stone-100 aria-[current=true]:border-brand-700 aria-[current=true]:bg-brand-50 dark:border-stone-600 dark:hover:bg-stone-800 dark:aria-[current=true]:bg-stone-800"
                  data-testid="saved-address-option"
                >
                  <span className="font-medium">
                    {address.label || t('addresses.untitled')}
                    {address.is_default && ` · ${t('addresses.isDefault')}`}
                  </span>
                  <span className="block">
                    {address.name} · {formatHkAddress(address.address, locale)}
                  </span>
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  )
}
