import { LOGO_HEIGHT } from '@shop/contract/constants'
import { pickText } from '@shop/contract/localized'
import { directionsUrl } from '../lib/directions.ts'
import { useTranslation } from '../lib/i18n.tsx'
import { useLocale, useRootData } from '../lib/use-root-data.ts'
import { BackToTop } from './back-to-top.tsx'
import { LocalizedLink } from './localized-link.tsx'
import { NewsletterForm } from './newsletter-form.tsx'

/** Footer from the footer configuration (spec §2, §3 Footer configuration). */
export function Footer() {
  const { t } = useTranslation()
  const root = useRootData()
  const locale = useLocale()
  if (!root) return null
  const { footer, site } = root.config
  const info = footer.store_information
  // the showrooms booking offers, never an address of the footer's own (issue 30, ADR 054)
  const showrooms = root.config.showrooms ?? []
  return (
    <footer className="mt-16 border-t border-stone-200 bg-brand-50 text-sm dark:border-stone-800 dark:bg-stone-900">
      <div className="container-shop grid gap-10 py-12 md:grid-cols-2 xl:grid-cols-5">
        <div className="xl:col-span-2">
          <img
            src={`${footer.logo}?height=${LOGO_HEIGHT.footer}`}
            alt={pickText(site.title, locale)}
            height={LOGO_HEIGHT.footer}
            width={LOGO_HEIGHT.footer * 5}
            loading="lazy"
            className="logo h-[50px] w-auto"
          />
          <p className="mt-4 max-w-md text-stone-600 dark:text-stone-300">
            {pickText(footer.description, locale)}
          </p>
          <p className="mt-4 font-semibold">{t('footer.followUs')}</p>
          <ul className="mt-2 flex gap-3">
            {footer.social_media.map((social, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: links are shown in the order saved
              <li key={index}>
                <a
                  href={social.url}
                  rel="noopener noreferrer"
                  target="_blank"
                  data-icon={social.fa_icon}
                  className="underline-offset-4 hover:underline"
                >
                  {social.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <address className="not-italic" data-testid="footer-showrooms">
          <p className="font-semibold">{pickText(info.title, locale)}</p>
          <ul className="footer-links">
            {showrooms.map((room) => (
              <li key={room._id} data-testid="footer-showroom">
                <a
                  href={directionsUrl(pickText(room.address, locale))}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  <span className="block font-medium">{pickText(room.name, locale)}</span>
                  <bdi dir="auto">{pickText(room.address, locale)}</bdi>
                </a>
              </li>
            ))}
            <li>
              <a href={info.phone.url}>
                <bdi dir="ltr">{pickText(info.phone.title, locale)}</bdi>
              </a>
            </li>
            <li>
              <a href={info.email.url}>
                <bdi dir="ltr">{pickText(info.email.title, locale)}</bdi>
              </a>
            </li>
          </ul>
        </address>
        <section aria-labelledby="footer-newsletter" data-testid="footer-newsletter">
          <h2 id="footer-newsletter" className="font-semibold">
            {t('newsletter.footerHeading')}
          </h2>
          <p className="mt-1 mb-3 text-stone-600 dark:text-stone-300">
            {t('newsletter.footerIntro')}
          </p>
          <NewsletterForm source="footer" />
        </section>
        {footer.sections.map((section, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: groups are shown in the order saved
          <nav key={index} aria-label={pickText(section.title, locale)}>
            <p className="font-semibold">{pickText(section.title, locale)}</p>
            <ul className="footer-links">
              {section.links.map((link, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: links are shown in the order saved
                <li key={index}>
                  <LocalizedLink to={link.url}>{pickText(link.title, locale)}</LocalizedLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-stone-200 dark:border-stone-800">
        <div className="container-shop flex flex-wrap items-center justify-between gap-2 py-4 text-stone-600 dark:text-stone-400">
          <LocalizedLink
            to="/shop/main/order/guest"
            className="underline-offset-4 hover:underline"
            data-testid="footer-guest-order"
          >
            {t('orders.guest.link')}
          </LocalizedLink>
          <p data-testid="copyright">
            {t('footer.copyright', { year: root.year, name: pickText(footer.powered_by, locale) })}
          </p>
        </div>
      </div>
      <BackToTop />
    </footer>
  )
}
