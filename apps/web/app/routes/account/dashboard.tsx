import { data } from 'react-router'
import { DeliverySection } from '#web/components/account/delivery-section.tsx'
import { NewsletterToggle } from '#web/components/account/newsletter-toggle.tsx'
import { NotificationsSection } from '#web/components/account/notifications-section.tsx'
import { OverviewSection } from '#web/components/account/overview-section.tsx'
import { PasswordSection } from '#web/components/account/password-section.tsx'
import { ProfileSection } from '#web/components/account/profile-section.tsx'
import { AccountSideMenu } from '#web/components/account/side-menu.tsx'
import { loadSection, saveSection } from '#web/lib/account.server.ts'
import { ACCOUNT_SECTIONS, LATER_SECTIONS } from '#web/lib/account-forms.ts'
import { requireUser } from '#web/lib/auth.server.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { saveMemberNewsletter } from '#web/lib/newsletter.server.ts'
import { pageMeta } from '#web/lib/seo.ts'
import type { Route } from './+types/dashboard'

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'pages.account'),
  { name: 'robots', content: 'noindex' },
]

/** `account/{slug}`: a known section, a later capability's placeholder, or 404 (spec §2, §8). */
function sectionOf(slug: string | undefined): string {
  const section = slug ?? ''
  const known = (ACCOUNT_SECTIONS as readonly string[]).includes(section)
  if (!known && !LATER_SECTIONS.includes(section)) throw data(null, { status: 404 })
  return section
}

/** spec §2, §6: registered-only. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context)
  const section = sectionOf(params.slug)
  if (LATER_SECTIONS.includes(section)) return { section: 'later' as const }
  return { ...(await loadSection(context, section)), verified: user.account.is_verified }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireUser(request, context)
  const section = sectionOf(params.slug)
  const form = await request.formData()
  // the newsletter toggle sits on the notifications page with its own small form
  if (section === 'notifications' && form.get('intent') === 'newsletter') {
    return { ...(await saveMemberNewsletter(request, context, form)), newsletter: true as const }
  }
  return saveSection(context, section, form)
}

function Panel({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  switch (loaderData.section) {
    case 'profile':
      return <ProfileSection account={loaderData.account} actionData={actionData} />
    case 'delivery-recipient':
      return <DeliverySection recipient={loaderData.recipient} actionData={actionData} />
    case 'notifications': {
      const toggled = actionData && 'newsletter' in actionData ? actionData : undefined
      return (
        <div className="space-y-10">
          <NotificationsSection
            settings={loaderData.settings}
            actionData={toggled ? undefined : actionData}
          />
          <NewsletterToggle newsletter={loaderData.newsletter} actionData={toggled} />
        </div>
      )
    }
    case 'password':
      return <PasswordSection actionData={actionData} />
    case 'later':
      return (
        <p className="rounded-lg bg-brand-50 p-6 dark:bg-stone-800" data-testid="coming-soon">
          {t('account.comingSoon')}
        </p>
      )
    default:
      return <OverviewSection verified={loaderData.verified} />
  }
}

export default function AccountDashboard(props: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <div className="container-shop py-10">
      <h1 className="mb-6 text-3xl font-semibold">{t('pages.account')}</h1>
      <div className="flex flex-col gap-8 md:flex-row">
        <AccountSideMenu />
        <div className="min-w-0 flex-1">
          <Panel {...props} />
        </div>
      </div>
    </div>
  )
}
