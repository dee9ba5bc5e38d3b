import { isRouteErrorResponse, Link } from 'react-router'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { ADMIN_HOME } from '#web/lib/admin-path.ts'

/** 403, 404 or "something went wrong", in the member's language. */
export function AdminErrorPage({ error }: { error: unknown }) {
  const { t } = useAdminT()
  const status = isRouteErrorResponse(error) ? error.status : 500
  const area = status === 403 ? 'forbidden' : status === 404 ? 'notFound' : 'unexpected'
  return (
    <section className="space-y-3" data-status={status}>
      <h1 className="text-2xl font-semibold">{t(`shell.${area}.title`)}</h1>
      <p>{t(`shell.${area}.body`)}</p>
      <p>
        <Link to={ADMIN_HOME} className="underline">
          {t('shell.backToDashboard')}
        </Link>
      </p>
    </section>
  )
}
