import { adminCatalogue } from '@shop/contract/i18n/admin/index'
import { Outlet, useRouteLoaderData } from 'react-router'
import { AdminErrorPage } from '#web/components/admin/admin-error-page.tsx'
import { adminMiddleware, staffLanguageOf } from '#web/lib/admin.server.ts'
import { AdminI18nProvider } from '#web/lib/admin-i18n.tsx'
import { pageUrl } from '#web/lib/page-url.ts'
import type { Route } from './+types/frame'

/**
 * Every `/admin` page: the staff cookies (adminMiddleware) and the back office's texts in the
 * page's language, the member's preference once signed in. No storefront data: the root renders
 * a bare document for these paths (root.tsx).
 */
export const middleware: Route.MiddlewareFunction[] = [adminMiddleware]

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.catalogue.admin.shell.siteName ?? 'Back office' },
]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const invitation = pageUrl(request).pathname.startsWith('/admin/invitation/')
  const language = await staffLanguageOf(request, context, invitation ? params.token : undefined)
  return { language, catalogue: adminCatalogue(language) }
}

export type AdminFrameData = Awaited<ReturnType<typeof loader>>

/** The frame's data (language, texts) from any admin page or the root document. */
export function useAdminFrame(): AdminFrameData | undefined {
  return useRouteLoaderData('routes/admin/frame') as AdminFrameData | undefined
}

export function AdminTexts({ children }: { children: React.ReactNode }) {
  const frame = useAdminFrame()
  return (
    <AdminI18nProvider language={frame?.language ?? 'en'} catalogue={frame?.catalogue}>
      {children}
    </AdminI18nProvider>
  )
}

export default function AdminFrame() {
  return (
    <AdminTexts>
      <Outlet />
    </AdminTexts>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AdminTexts>
      <main id="main" className="mx-auto max-w-2xl px-4 py-10">
        <AdminErrorPage error={error} />
      </main>
    </AdminTexts>
  )
}
