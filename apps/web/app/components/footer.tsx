import type { Configuration } from '@shop/contract/configuration'
import { LOGO_HEIGHT } from '@shop/contract/constants'
import type { Locale } from '@shop/contract/locales'
import { pickText } from '@shop/contract/localized'
import { directionsUrl } from '../lib/directions.ts'
import { useFrame } from '../lib/frame.ts'
import { useTranslation } from '../lib/i18n.tsx'
import { useLocale, useRootData } from '../lib/use-root-data.ts'
import { BackToTop } from './back-to-top.tsx'
import { KeptMarkup } from './kept-markup.tsx'
import { LinkIn, LocalizedLink } from './localized-link.tsx'
import { NewsletterForm } from './newsletter-form.tsx'

type FooterConfig = Configuration['footer']

/**
 * Footer from the footer configuration (spec §2, §3 Footer configuration). What is the same for
 * everyone is kept markup (kept-markup.tsx); the newsletter form around it is drawn for each page.
 */
export function Footer() {
  const { t } = useTranslation()
  const root = useRootData()
  const locale = useLocale()
  const frame = useFrame()
  if (!root || !frame) return null
  const { site } = root.config
  const { footer } = frame
  // the showrooms booking offers, never an address of the footer's own (issue 30, ADR 054)
  const showrooms = frame.showrooms
  return (
    <footer className="mt-16 border-t border-stone-200 bg-brand-50 text-sm dark:border-stone-800 dark:bg-stone-900">
      <div className="container-shop grid gap-10 py-12 md:grid-cols-2 xl:grid-cols-5">
        <KeptMarkup
          name="footer-about"
          deps={[
            footer.logo,
            footer.description,
            footer.social_media,
            footer.store_information,
            showrooms,
            site.title,
          ]}
          className="contents"
        >
          <FooterAbout footer={footer} site={site} showrooms={showrooms} locale={locale} />
        </KeptMarkup>
        <section aria-labelledby="footer-newsletter" data-testid="footer-newsletter">
          <h2 id="footer-newsletter" className="font-semibold">
            {t('newsletter.footerHeading')}
          </h2>
          <p className="mt-1 mb-3 text-stone-600 dark:text-stone-300">
            {t('newsletter.footerIntro')}
          </p>
          <NewsletterForm source="footer" />
        </section>
        <KeptMarkup name="footer-links" deps={[footer.sections]} className="contents">
          <FooterSections sections={footer.sections} locale={locale} />
        </KeptMarkup>
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

/** The logo, the owner's words, the social links and the showrooms' addresses. */
function FooterAbout({
  footer,
  site,
  showrooms,
  locale,
}: {
  footer: FooterConfig
  site: Configuration['site']
  showrooms: Configuration['showrooms']
  locale: Locale
}) {
  const { t } = useTranslation()
  const info = footer.store_information
  return (
    <>
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
    </>
  )
}

/** The owner's groups of links. */
function FooterSections({
  sections,
  locale,
}: {
  sections: FooterConfig['sections']
  locale: Locale
}) {
  return sections.map((section, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: groups are shown in the order saved
    <nav key={index} aria-label={pickText(section.title, locale)}>
      <p className="font-semibold">{pickText(section.title, locale)}</p>
      <ul className="footer-links">
        {section.links.map((link, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: links are shown in the order saved
          <li key={index}>
            <LinkIn locale={locale} to={link.url}>
              {pickText(link.title, locale)}
            </LinkIn>
          </li>
        ))}
      </ul>
    </nav>
  ))
}
