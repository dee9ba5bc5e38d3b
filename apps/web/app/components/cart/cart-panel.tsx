import { formatMoney, splitLocalePath, toCents } from '@shop/contract/client'
import { useEffect } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { cartSearch, readCartOptions } from '#web/lib/cart-options.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { useLocale } from '#web/lib/use-root-data.ts'
import type { CartPanelData } from '#web/routes/resources.cart-panel.ts'
import { LocalizedLink } from '../localized-link.tsx'
import { Modal } from '../modal.tsx'

const button =
  'block rounded px-4 py-2 text-center text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2'

/**
 * The header's cart panel (spec §4 Visual states; §9 side cart panel 300 px wide): the lines with
 * quantity and price, the subtotal, and the way to the cart page and checkout. A side sheet on the
 * native `<dialog>`, so focus stays inside and Escape closes it; without script the header link
 * simply opens the cart page. Loaded on first use, so pages carry none of it up front.
 *
 * Its Subtotal and Sale discount are the cart page's for the same lines: opened on the cart page
 * it takes that page's ticks (and its links keep them); elsewhere every line counts, as on a cart
 * page where nothing has been unticked yet. A line left out is marked so, never silently summed.
 */
export default function CartPanel({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const fetcher = useFetcher<CartPanelData>()
  const { load } = fetcher
  const location = useLocation()
  const onCartPage = splitLocalePath(location.pathname).path === '/shop/main/cart'
  const options = readCartOptions(new URLSearchParams(onCartPage ? location.search : ''))
  const selected = options.selected?.join(',') ?? null
  // the lines are read each time the panel opens: the cart may have changed in another tab
  useEffect(() => {
    if (!open) return
    const query = new URLSearchParams({ locale })
    if (selected !== null) query.set('selected', selected)
    void load(`/resources/cart-panel?${query}`)
  }, [open, load, locale, selected])
  const data = fetcher.data
  const loading = fetcher.state === 'loading'
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('pages.cart')}
      className="m-0 ms-auto h-dvh max-h-none w-[300px] max-w-full p-5"
    >
      <div
        data-testid="cart-panel"
        aria-busy={loading}
        className="mt-4 flex h-[calc(100%-2.5rem)] flex-col"
      >
        {!data ? (
          <p role="status" className="text-sm text-stone-600 dark:text-stone-300">
            {t('cart.loading')}
          </p>
        ) : data.lines.length === 0 ? (
          <>
            <p className="text-sm">{t('cart.empty')}</p>
            <LocalizedLink
              to="/shop/main/product"
              onClick={onClose}
              className={`${button} mt-4 bg-brand-700 text-white hover:bg-brand-800`}
            >
              {t('cart.browse')}
            </LocalizedLink>
          </>
        ) : (
          <>
            <ul className="-me-2 flex-1 divide-y divide-stone-200 overflow-y-auto pe-2 dark:divide-stone-700">
              {data.lines.map((line) => (
                <li
                  key={line.id}
                  className={`flex gap-3 py-3 ${line.selected ? '' : 'opacity-70'}`}
                  data-testid="cart-panel-line"
                >
                  <div className="size-16 shrink-0 overflow-hidden rounded bg-stone-100 dark:bg-stone-800">
                    {line.image && (
                      <img
                        src={`${line.image}?width=128`}
                        alt=""
                        width={64}
                        height={64}
                        loading="lazy"
                        className="size-full object-cover"
                      />
                    )}
                  </div>
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="font-medium">{line.title}</p>
                    {line.variant && (
                      <p dir="auto" className="text-stone-600 dark:text-stone-300">
                        {line.variant}
                      </p>
                    )}
                    <p className="mt-1 flex justify-between gap-2">
                      <span>{t('cart.panelQuantity', { count: line.qty })}</span>
                      <span>
                        {line.points > 0
                          ? t('cart.pointsValue', { count: line.points })
                          : formatMoney(line.subtotal, locale)}
                      </span>
                    </p>
                    {!line.selected && (
                      <p className="text-stone-600 dark:text-stone-300">{t('cart.notSelected')}</p>
                    )}
                    {!line.available && (
                      <p className="text-red-700 dark:text-red-400">{t('cart.unavailable')}</p>
                    )}
                  </div>
                </li>
              ))}
            </ul>
            <dl className="border-t border-stone-200 pt-3 text-sm dark:border-stone-700">
              <div className="flex justify-between font-semibold" data-testid="cart-panel-subtotal">
                <dt>{t('cart.subtotal')}</dt>
                <dd>{formatMoney(data.subtotal, locale)}</dd>
              </div>
              {toCents(data.saleDiscount) > 0 && (
                <div className="mt-1 flex justify-between" data-testid="cart-panel-local">
                  <dt>{t('cart.localDiscount')}</dt>
                  <dd>−{formatMoney(data.saleDiscount, locale)}</dd>
                </div>
              )}
            </dl>
            <div className="mt-4 grid gap-2">
              <LocalizedLink
                to={`/shop/main/cart${cartSearch({ ...options, step: 'checkout' })}`}
                onClick={onClose}
                className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
              >
                {t('checkout.proceed')}
              </LocalizedLink>
              <LocalizedLink
                to={`/shop/main/cart${cartSearch({ ...options, step: '' })}`}
                onClick={onClose}
                className={`${button} border border-stone-300 hover:bg-stone-100 dark:border-stone-600 dark:hover:bg-stone-800`}
              >
                {t('cart.view')}
              </LocalizedLink>
            </div>
          </>
        )}
      </div>
    </Modal>
  )
}
