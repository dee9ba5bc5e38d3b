import {
  type HeroSlide,
  type HomeBanner,
  MAIN_STORE_ID,
  type ProductSummary,
  productList,
} from '@shop/contract'
import {
  localeFromAcceptLanguage,
  localePrefix,
  pickText,
  ROOT_REDIRECT_STATUS,
} from '@shop/contract/client'
import { redirect } from 'react-router'
import { ProductCard } from '../components/catalog/product-card.tsx'
import { LatestPosts } from '../components/latest-posts.tsx'
import { LocalizedLink } from '../components/localized-link.tsx'
import { apiRequest, getConfiguration } from '../lib/api.server.ts'
import { BANNER_TONE_CLASSES } from '../lib/banner-tones.ts'
import { useFrame } from '../lib/frame.ts'
import { useTranslation } from '../lib/i18n.tsx'
import { pageUrl } from '../lib/page-url.ts'
import type { SharedPageHandle } from '../lib/personal.tsx'
import { latestPosts } from '../lib/posts.server.ts'
import { cookieLocale } from '../lib/preferences.server.ts'
import { pageMeta } from '../lib/seo.ts'
import { useLocale } from '../lib/use-root-data.ts'
import { likedIds } from '../lib/wishlist.server.ts'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'pages.home')

// the same page for every visitor without an account: the server may keep it (ADR 035)
export const handle = {
  anonymousPage: true as const,
  // ADR 057: the hearts a shopper's own request fills in on the shared page
  productIds: (data: { featured: { _id: string }[]; newest: { _id: string }[] }) =>
    [...data.featured, ...data.newest].map((product) => product._id),
} satisfies SharedPageHandle

/**
 * spec §2: language detection redirects (302) only from the root: cookie store_i18n, then the
 * browser's Accept-Language, then English.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request)
  if (url.pathname === '/') {
    const preferred =
      cookieLocale(request) ?? localeFromAcceptLanguage(request.headers.get('accept-language'))
    if (preferred && preferred !== 'en') {
      throw redirect(`${localePrefix(preferred)}${url.search}`, {
        status: ROOT_REDIRECT_STATUS,
        headers: { Vary: 'Cookie, Accept-Language' },
      })
    }
  }
  const catalogue = `/stores/${MAIN_STORE_ID}/product-management/products/filter`
  const [featured, newest, posts, config] = await Promise.all([
    apiRequest(context, `${catalogue}?sort=recommended&per_page=8`, productList),
    apiRequest(context, `${catalogue}?sort=newest&per_page=4`, productList),
    latestPosts(context),
    getConfiguration(context),
  ])
  const liked = await likedIds(
    context,
    [...featured.data, ...newest.data].map((p) => p._id),
  )
  // the owner's hero slides (site settings), kept with the configuration a few seconds
  const hero = config.home?.hero ?? []
  // and the offer banners (the API answers the shop's first two for a version without any)
  const banners = config.home?.banners ?? []
  return { featured: featured.data, newest: newest.data, latestPosts: posts, liked, hero, banners }
}

export function headers() {
  return { Vary: 'Cookie, Accept-Language' }
}

const tones = [
  'bg-[linear-gradient(120deg,#f6f3ee_0%,#ebe3d6_55%,#d9c7ae_100%)] dark:bg-[linear-gradient(120deg,#1c1917,#292524)]',
  'bg-[linear-gradient(120deg,#eef0e6_0%,#d9dfc8_60%,#b9c4a0_100%)] dark:bg-[linear-gradient(120deg,#1a1e16,#2a3122)]',
  'bg-[linear-gradient(120deg,#f3ebe4_0%,#e8d3c2_60%,#d5ab8c_100%)] dark:bg-[linear-gradient(120deg,#22180f,#3a2716)]',
] as const

/** The built-in slides, until the owner saves the hero in the back office's settings. */
const builtInSlides = [
  { title: 'home.heroTitle', body: 'home.heroBody', cta: 'home.shopNow', to: '/shop/main/product' },
  {
    title: 'home.servicesTitle',
    body: 'home.servicesBody',
    cta: 'home.bookDesign',
    to: '/shop/main/product?category=services',
  },
  {
    title: 'home.outdoorTitle',
    body: 'home.outdoorBody',
    cta: 'home.shopOutdoor',
    to: '/shop/main/product?category=outdoor',
  },
] as const

type Slide = { id: string; title: string; body: string; cta: string; to: string; image: string }

/** The owner's hero slides (site settings, issue 27) in the page's language, or the built-in ones. */
function useSlides(hero: HeroSlide[]): Slide[] {
  const { t } = useTranslation()
  const locale = useLocale()
  if (hero.length > 0)
    return hero.map((slide, index) => ({
      id: `slide-${index + 1}`,
      title: pickText(slide.title, locale),
      body: pickText(slide.text, locale),
      cta: pickText(slide.cta, locale),
      to: slide.link,
      image: slide.image,
    }))
  return builtInSlides.map((slide, index) => ({
    id: `slide-${index + 1}`,
    title: t(slide.title),
    body: t(slide.body),
    cta: t(slide.cta),
    to: slide.to,
    image: '',
  }))
}

/** Hero slider (spec §2 home with sliders): scroll-snap slides and dot links; no script needed. */
function HeroSlider({ hero }: { hero: HeroSlide[] }) {
  const { t } = useTranslation()
  const slides = useSlides(hero)
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('catalog.heroSlides')}
      className="relative"
      data-testid="home-hero"
    >
      <ul className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]">
        {slides.map((slide, index) => (
          <li
            key={slide.id}
            id={slide.id}
            aria-roledescription="slide"
            aria-label={t('catalog.slideN', { n: index + 1 })}
            className={`w-full shrink-0 snap-start ${tones[index % tones.length]}`}
          >
            <div className="container-shop flex flex-col gap-8 py-16 md:flex-row md:items-center md:py-24">
              <div className="flex-1">
                {index === 0 ? (
                  <h1 className="max-w-2xl text-4xl font-semibold tracking-tight text-balance md:text-5xl">
                    {slide.title}
                  </h1>
                ) : (
                  <h2 className="max-w-2xl text-4xl font-semibold tracking-tight text-balance md:text-5xl">
                    {slide.title}
                  </h2>
                )}
                {slide.body && (
                  <p className="mt-4 max-w-xl text-lg text-stone-700 dark:text-stone-300">
                    {slide.body}
                  </p>
                )}
                <LocalizedLink
                  to={slide.to}
                  className="mt-8 inline-block rounded bg-brand-700 px-5 py-3 text-white hover:bg-brand-900"
                >
                  {slide.cta}
                </LocalizedLink>
              </div>
              {slide.image && (
                <img
                  src={slide.image}
                  alt=""
                  loading={index === 0 ? 'eager' : 'lazy'}
                  className="max-h-72 w-full rounded-lg object-cover md:w-2/5"
                />
              )}
            </div>
          </li>
        ))}
      </ul>
      <ul className="absolute inset-x-0 bottom-2 flex justify-center gap-1">
        {slides.map((slide, index) => (
          <li key={slide.id}>
            <a
              href={`#slide-${index + 1}`}
              className="group/dot flex size-6 items-center justify-center rounded-full"
            >
              <span
                aria-hidden
                className="block size-3 rounded-full border border-brand-700 bg-white/70 group-hover/dot:bg-brand-700"
              />
              <span className="sr-only">{t('catalog.slideN', { n: index + 1 })}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

function ProductRow({
  id,
  title,
  products,
  liked,
}: {
  id: string
  title: string
  products: ProductSummary[]
  liked: string[]
}) {
  const { t } = useTranslation()
  if (products.length === 0) return null
  return (
    <section className="container-shop py-12" aria-labelledby={id}>
      <div className="mb-6 flex items-baseline justify-between gap-4">
        <h2 id={id} className="text-2xl font-semibold">
          {title}
        </h2>
        <LocalizedLink to="/shop/main/product" className="text-sm underline hover:text-brand-700">
          {t('catalog.viewAll')}
        </LocalizedLink>
      </div>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-4">
        {products.map((product) => (
          <li key={product._id}>
            <ProductCard product={product} liked={liked.includes(product._id)} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The owner's offer banners (site settings, issue 27); none: no offers section. */
function OfferBanners({ banners }: { banners: HomeBanner[] }) {
  const { t } = useTranslation()
  const locale = useLocale()
  if (banners.length === 0) return null
  return (
    <section
      className="container-shop grid gap-4 py-6 md:grid-cols-2"
      aria-label={t('home.offers')}
      data-testid="home-offers"
    >
      {banners.map((banner, index) => (
        <LocalizedLink
          // biome-ignore lint/suspicious/noArrayIndexKey: banners are shown in the order saved
          key={index}
          to={banner.link}
          className={`block rounded-lg p-8 hover:ring-2 hover:ring-brand-600 ${BANNER_TONE_CLASSES[banner.tone]}`}
        >
          <p className="text-2xl font-semibold">{pickText(banner.title, locale)}</p>
          <p className="mt-2 text-stone-700 dark:text-stone-300">{pickText(banner.text, locale)}</p>
        </LocalizedLink>
      ))}
    </section>
  )
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const menu = useFrame()?.menu ?? []
  const rooms = menu.find((item) => item.megamenu)?.children ?? []
  return (
    <>
      <HeroSlider hero={loaderData.hero} />
      {rooms.length > 0 && (
        <section className="container-shop py-12" aria-labelledby="rooms-heading">
          <h2 id="rooms-heading" className="mb-6 text-2xl font-semibold">
            {t('catalog.shopByRoom')}
          </h2>
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {rooms.map((room) => (
              <li key={room.path}>
                <LocalizedLink
                  to={room.path}
                  className="block rounded-lg border border-stone-200 p-6 text-center font-medium hover:border-brand-600 dark:border-stone-700"
                >
                  {pickText(room.title, locale)}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ProductRow
        id="featured-heading"
        title={t('catalog.featured')}
        products={loaderData.featured}
        liked={loaderData.liked}
      />
      <OfferBanners banners={loaderData.banners} />
      <ProductRow
        id="newest-heading"
        title={t('catalog.newArrivals')}
        products={loaderData.newest}
        liked={loaderData.liked}
      />
      <LatestPosts posts={loaderData.latestPosts} />
    </>
  )
}
