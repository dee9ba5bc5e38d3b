import type { SavedAddress } from '@shop/contract'
import { formatHkAddress, formatPhone, type Locale } from '@shop/contract/client'
import { Form } from 'react-router'
import { useTranslation } from '#web/lib/i18n.tsx'
import { LocalizedLink } from '../localized-link.tsx'

const button =
  'rounded border border-stone-300 px-3 py-1.5 text-sm hover:bg-stone-100 dark:border-stone-600 dark:hover:bg-stone-800'

type Props = { address: SavedAddress; locale: Locale; action: string }

/**
 * One saved address: label, recipient, the address as the language writes it, and how the
 * courier gets in; "Edit" opens its form (a GET link), "Make default" and "Delete" are plain posts.
 * The buttons' visible words start their names; the label follows for screen readers.
 */
export function AddressCard({ address, locale, action }: Props) {
  const { t } = useTranslation()
  const label = address.label || t('addresses.untitled')
  const phone = address.phone ? formatPhone(address.phone, address.area_code) : ''
  const access =
    address.address.access === 'STAIRS'
      ? t('addresses.stairs', { floors: address.address.stairs_floors })
      : t('addresses.lift')
  const hidden = <span className="sr-only"> {label}</span>
  return (
    <li className="space-y-3 py-4" data-testid="saved-address">
      <div className="min-w-0 space-y-1">
        <p className="font-medium break-words">
          {label}
          {address.is_default && (
            <span
              className="ms-2 rounded bg-brand-100 px-2 py-0.5 text-xs text-brand-900"
              data-testid="default-badge"
            >
              {t('addresses.isDefault')}
            </span>
          )}
        </p>
        <p className="text-sm break-words">
          {address.name}
          {phone && ` · ${phone}`}
        </p>
        <p className="text-sm break-words text-stone-600 dark:text-stone-300">
          {formatHkAddress(address.address, locale)}
        </p>
        <p className="text-sm text-stone-600 dark:text-stone-300">{access}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <LocalizedLink
          to={`/account/addresses?edit=${address._id}`}
          className={button}
          data-testid="edit-address"
        >
          {t('addresses.editShort')}
          {hidden}
        </LocalizedLink>
        {!address.is_default && (
          <Form method="post" action={action}>
            <input type="hidden" name="address_id" value={address._id} />
            <button type="submit" name="intent" value="default" className={button}>
              {t('addresses.makeDefaultShort')}
              {hidden}
            </button>
          </Form>
        )}
        <Form method="post" action={action}>
          <input type="hidden" name="address_id" value={address._id} />
          <button
            type="submit"
            name="intent"
            value="delete"
            className={button}
            data-testid="delete-address"
          >
            {t('addresses.removeShort')}
            {hidden}
          </button>
        </Form>
      </div>
    </li>
  )
}
