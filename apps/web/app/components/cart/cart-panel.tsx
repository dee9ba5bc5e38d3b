import { useEffect } from 'react'
import { useFetcher } from 'react-router'
import { useTranslation } from '../../lib/i18n.tsx'
import { formatHkd } from '../../lib/product-list.ts'
import { useLocale } from '../../lib/use-root-data.ts'
import type { CartPanelData } from '../../routes/resources.cart-panel.ts'
import { LocalizedLink } from '../localized-link.tsx'
import { Modal } from '../modal.tsx'

const button =
  'block rounded px-4 py-2 text-center text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2'

/**
 * The header's cart panel (spec §4 Visual states; §9 side cart panel 300 px wide): the lines with
 * quantity and price, the subtotal, and the way to the cart page and checkout. A side sheet on the
 * native `<dialog>`, so focus stays inside and Escape closes it; without script the header link
 * simply opens the cart page. Loaded on first use, so pages carry none of it up front.
 */
export default function CartPanel({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const fetcher = useFetcher<CartPanelData>()
  const { load } = fetcher
  // the lines are read each time the panel opens: the cart may have changed in another tab
  useEffect(() => {
    if (open) void load(`/resources/cart-panel?locale=${locale}`)
  }, [open, load, locale])
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
                <li key={line.id} className="flex gap-3 py-3" data-testid="cart-panel-line">
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
                      <p className="text-stone-600 dark:text-stone-300">{line.variant}</p>
                    )}
                    <p className="mt-1 flex justify-between gap-2">
                      <span>{t('cart.panelQuantity', { count: line.qty })}</span>
                      <span>
                        {line.points > 0
                          ? t('cart.pointsValue', { count: line.points })
                          : formatHkd(line.subtotal, locale)}
                      </span>
                    </p>
                    {!line.available && (
                      <p className="text-red-700 dark:text-red-400">{t('cart.unavailable')}</p>
                    )}
                  </div>
                </li>
              ))}
            </ul>
            <p
              className="flex justify-between border-t border-stone-200 pt-3 font-semibold dark:border-stone-700"
              data-testid="cart-panel-subtotal"
            >
              <span>{t('cart.subtotal')}</span>
              <span>{formatHkd(data.subtotal, locale)}</span>
            </p>
            <div className="mt-4 grid gap-2">
              <LocalizedLink
                to="/shop/main/cart?step=checkout"
                onClick={onClose}
                className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
              >
                {t('checkout.proceed')}
              </LocalizedLink>
              <LocalizedLink
                to="/shop/main/cart"
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
