import type { Configuration } from '@shop/contract/configuration'
import {
  HTML_LANG,
  LOCALES,
  type Locale,
  localizePath,
  splitLocalePath,
} from '@shop/contract/locales'
import { keepLocale } from '@shop/contract/localized'
import { useEffect } from 'react'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'
import { ErrorPage } from './components/error-page.tsx'
import { Footer } from './components/footer.tsx'
import { Header } from './components/header.tsx'
import { IconSprite } from './components/icons.tsx'
import { KeptFormNotice } from './components/kept-form-notice.tsx'
import { NewsletterPrompt } from './components/newsletter-prompt.tsx'
import { ProgressBar } from './components/progress-bar.tsx'
import { SkipLink } from './components/skip-link.tsx'
import { ToastProvider } from './components/toast.tsx'
import { isAdminPath } from './lib/admin-path.ts'
import { getConfiguration } from './lib/api.server.ts'
import { authMiddleware, currentToken, getUser } from './lib/auth.server.ts'
import { catalogueOf, loadCatalogue } from './lib/catalogues.ts'
import { publicOrigin } from './lib/env.server.ts'
import { frameText } from './lib/frame.ts'
import { I18nProvider, useTranslation } from './lib/i18n.tsx'
import { useNotePostedForms } from './lib/kept-form.ts'
import { useNonce } from './lib/nonce.tsx'
import { pageUrl } from './lib/page-url.ts'
import { loadPersonalCounts } from './lib/personal.server.ts'
import { PersonalProvider, usePersonalOverlay } from './lib/personal.tsx'
import { readPreferences } from './lib/preferences.server.ts'
import { siteMeta } from './lib/seo.ts'
import { CART_PAGE, type RootLoaderData, useRootData } from './lib/use-root-data.ts'

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData && 'admin' in loaderData ? [] : siteMeta(loaderData, location.pathname)

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

/** Session, CSRF check and token refresh for every request (spec §6 global auth middleware). */
export const middleware: Route.MiddlewareFunction[] = [authMiddleware]

// in the browser, the page's interface texts start downloading with the first route module;
// entry.client.tsx waits for them before hydrating
if (typeof document !== 'undefined') void loadCatalogue(splitLocalePath(location.pathname).locale)

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request)
  // the back office brings its own data and texts (routes/admin/frame.tsx): nothing of the shop's
  if (isAdminPath(url.pathname)) return { admin: true as const }
  const { locale, path } = splitLocalePath(url.pathname)
  const [config, user, counts] = await Promise.all([
    getConfiguration(context),
    getUser(context),
    // the cart page's own call brings the header's counts (issue 31): none of the root's there
    path === CART_PAGE ? null : loadPersonalCounts(context),
  ])
  return {
    user: user
      ? { username: user.account.username, login_id: user.login_id, email: user.account.email }
      : null,
    locale,
    origin: publicOrigin(request),
    ...pageConfiguration(config, locale, user !== null),
    preferences: readPreferences(request),
    year: new Date().getFullYear(),
    cartCount: counts ? counts.total_qty : null,
    wishlistCount: counts ? counts.wishlist.total : null,
    // ADR 057: nothing of a session went into this data, so the page may be shared
    shared: !currentToken(context),
  }
}

/**
 * What a page carries of the configuration, made once per configuration, language and kind of
 * visitor.
 */
const pageConfigurations = new WeakMap<Configuration, Map<string, PageConfiguration>>()
type PageConfiguration = ReturnType<typeof localizedConfiguration>

function pageConfiguration(config: Configuration, locale: Locale, signedIn: boolean) {
  // the configuration is one object until it changes (lib/api.server.ts): so is this, which also
  // lets kept markup key on it without writing it out (components/kept-markup.tsx)
  const made = pageConfigurations.get(config) ?? new Map<string, PageConfiguration>()
  pageConfigurations.set(config, made)
  const key = `${locale} ${signedIn}`
  const page = made.get(key) ?? localizedConfiguration(config, locale, signedIn)
  made.set(key, page)
  return page
}

function localizedConfiguration(config: Configuration, locale: Locale, signedIn: boolean) {
  // the page's language only: every page carries this, so a third of the bytes
  return {
    config: keepLocale(
      {
        site: config.site,
        // only a signed-in visitor's header draws it; signing in is a post, which reloads this
        account_menu: signedIn ? config.account_menu : [],
        // the earn rate behind "Earn N points" on product pages (issue 16); absent: none shown
        membership: config.membership,
        // "Ask us on WhatsApp" (issue 30): the number only, when the owner gave one
        whatsapp: config.shop?.whatsapp || null,
      },
      locale,
    ),
    frame: frameText(
      keepLocale(
        // the showrooms booking offers: the footer and contact page list these (ADR 054)
        { menu: config.menu, footer: config.footer, showrooms: config.showrooms },
        locale,
      ),
    ),
  }
}

/** A page in another language renders once that language's interface texts are here. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader()
  // back-office pages bring their own texts (routes/admin/frame.tsx)
  if ('locale' in data && data.locale) await loadCatalogue(data.locale)
  return data
}

/**
 * The configuration changes rarely: reload it after form posts and language changes only. After a
 * refused post too (spec §8: a failed add to cart reloads the cart): the header counts then show
 * what the server holds, not the last loaded figures.
 */
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (isAdminPath(currentUrl.pathname) || isAdminPath(nextUrl.pathname)) {
    return isAdminPath(currentUrl.pathname) !== isAdminPath(nextUrl.pathname)
  }
  if (formMethod && formMethod !== 'GET') {
    return actionStatus !== undefined && actionStatus >= 400 ? true : defaultShouldRevalidate
  }
  const from = splitLocalePath(currentUrl.pathname)
  const to = splitLocalePath(nextUrl.pathname)
  // leaving the cart page, whose root data holds no counts of its own (the page brought them)
  if (from.path === CART_PAGE && to.path !== CART_PAGE) return true
  return from.locale !== to.locale
}

// spec §8: a chunk that fails to load after a deploy reloads the page once per 60 s
const CHUNK_RELOAD_SCRIPT = `addEventListener('vite:preloadError',function(e){try{var k='store_chunk_reload_at',l=+sessionStorage.getItem(k)||0,n=Date.now();if(n-l>=60000){e.preventDefault();sessionStorage.setItem(k,n);location.reload()}}catch(_){}})`

/** A page whose address differs per language (a product's slug) gives it through its handle. */
type AlternateHandle = { alternatePath?(data: unknown, locale: Locale): string | null }

/** Canonical and hreflang alternates for all three languages plus x-default (spec §2). */
function AlternateLinks() {
  const root = useRootData()
  const location = useLocation()
  const matches = useMatches()
  if (!root) return null
  const page = matches.at(-1)
  const handle = page?.handle as AlternateHandle | undefined
  const { path } = splitLocalePath(location.pathname)
  const href = (locale: Locale) =>
    new URL(
      localizePath(handle?.alternatePath?.(page?.loaderData, locale) ?? path, locale),
      root.origin,
    ).toString()
  return (
    <>
      <link rel="canonical" href={href(root.locale)} />
      {LOCALES.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={HTML_LANG[locale]} href={href(locale)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href('en')} />
    </>
  )
}

function SkipToContent() {
  const { t } = useTranslation()
  return <SkipLink target="main">{t('common.skipToContent')}</SkipLink>
}

/**
 * A back-office page's document: no storefront header, footer, configuration or texts, never
 * indexed (the response also says so in X-Robots-Tag, entry.server.tsx). Its language is the
 * member's (routes/admin/frame.tsx).
 */
function AdminDocument({ children, nonce }: { children: React.ReactNode; nonce?: string }) {
  const frame = useRouteLoaderData('routes/admin/frame') as { language?: 'en' | 'zh' } | undefined
  return (
    <html lang={frame?.language === 'zh' ? HTML_LANG.zh : 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant inline script */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CHUNK_RELOAD_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-stone-50">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData()
  const location = useLocation()
  const locale = root?.locale ?? splitLocalePath(location.pathname).locale
  const preferences = root?.preferences
  const nonce = useNonce()
  // ADR 057: a shared page fills in the shopper's own header and hearts once it is up
  const personal = usePersonalOverlay(useRouteLoaderData('root') as RootLoaderData | undefined)
  // marks the page once its script has taken over (journeys wait for it before using script)
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  // a form posted as the session ends is kept for after sign-in (lib/kept-form.ts)
  useNotePostedForms()
  if (isAdminPath(location.pathname)) return <AdminDocument nonce={nonce}>{children}</AdminDocument>
  return (
    <html
      lang={HTML_LANG[locale]}
      dir={preferences?.dir ?? 'ltr'}
      className={preferences?.theme === 'dark' ? 'dark' : undefined}
      data-theme={preferences?.theme ?? 'light'}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant inline script */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CHUNK_RELOAD_SCRIPT }} />
        <Meta />
        <Links />
        <AlternateLinks />
      </head>
      <body id="top" className="flex min-h-screen flex-col">
        <IconSprite />
        <PersonalProvider value={personal}>
          <I18nProvider locale={locale} messages={catalogueOf(locale)}>
            <ToastProvider>
              <SkipToContent />
              <ProgressBar />
              <Header />
              <main id="main" className="flex-1">
                <KeptFormNotice />
                {children}
              </main>
              <Footer />
              <NewsletterPrompt />
            </ToastProvider>
          </I18nProvider>
        </PersonalProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />
}
