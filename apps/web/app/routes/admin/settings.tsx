import {
  type AdminSettings,
  adminSettings,
  bannerSettingsBody,
  deliveryRulesBody,
  footerSettingsBody,
  homeSettingsBody,
  paymentDetailsBody,
  seoSettingsBody,
  settingsHistory,
  shopDetailsBody,
} from '@shop/contract'
import { data, useSearchParams } from 'react-router'
import type { z } from 'zod'
import { BannersForm } from '#web/components/admin/settings/banners-form.tsx'
import { DeliveryForm } from '#web/components/admin/settings/delivery-form.tsx'
import { FooterForm } from '#web/components/admin/settings/footer-form.tsx'
import { HeroForm } from '#web/components/admin/settings/hero-form.tsx'
import { SettingsHistoryList } from '#web/components/admin/settings/history-list.tsx'
import { PaymentsForm } from '#web/components/admin/settings/payments-form.tsx'
import { SeoForm } from '#web/components/admin/settings/seo-form.tsx'
import { ShopForm } from '#web/components/admin/settings/shop-form.tsx'
import { FormStatus } from '#web/components/form-field.tsx'
import {
  AdminApiError,
  adminRequest,
  requirePermission,
  requireStaffUser,
} from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { adminMeta } from '#web/lib/admin-meta.ts'
import { apiFailure, formFailure } from '#web/lib/form-action.server.ts'
import { formatDateTime } from '#web/lib/format-date.ts'
import { pageUrl } from '#web/lib/page-url.ts'
import { uploadHeroPictures } from '#web/lib/settings.server.ts'
import {
  bannersForm,
  deliveryBody,
  type FormRows,
  footerForm,
  homeBody,
  paymentsBody,
  postedValues,
  seoBody,
  settingsFieldErrors,
  settingsValues,
  shopBody,
} from '#web/lib/settings-form.ts'
import type { Route } from './+types/settings'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'settings.title')

/** The latest settings and a page of their versions (issue 27). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'settings.view')
  const page = Math.max(1, Math.min(1000, Number(pageUrl(request).searchParams.get('page')) || 1))
  const [settings, history] = await Promise.all([
    adminRequest(context, '/admin/settings', adminSettings),
    adminRequest(context, `/admin/settings/history?page=${page}&per_page=10`, settingsHistory),
  ])
  return { settings, history, page }
}

const SECTIONS = {
  shop: { path: '/admin/settings/shop', schema: shopDetailsBody, body: shopBody },
  home: { path: '/admin/settings/home', schema: homeSettingsBody, body: homeBody },
  payments: { path: '/admin/settings/payments', schema: paymentDetailsBody, body: paymentsBody },
  delivery: { path: '/admin/settings/delivery', schema: deliveryRulesBody, body: deliveryBody },
  seo: { path: '/admin/settings/seo', schema: seoSettingsBody, body: seoBody },
  banners: {
    path: '/admin/settings/banners',
    schema: bannerSettingsBody,
    body: (form: FormData) => bannersForm(form).body,
    rows: (form: FormData) => bannersForm(form).rows,
  },
  footer: {
    path: '/admin/settings/footer',
    schema: footerSettingsBody,
    body: (form: FormData) => footerForm(form).body,
    rows: (form: FormData) => footerForm(form).rows,
  },
} as const satisfies Record<
  string,
  {
    path: string
    schema: z.ZodType
    body: (form: FormData) => unknown
    /** Where the body's rows came from in the form (rows removed or left empty are dropped). */
    rows?: (form: FormData) => FormRows
  }
>
type Section = keyof typeof SECTIONS

/**
 * Saves one section (`intent` shop, home, banners, payments, seo, footer or delivery) or restores a version. The hero's pictures
 * chosen on the form are uploaded once the rest is right (checked by the API) and their addresses
 * saved. A refusal answers each field's error with everything typed; a save made meanwhile by someone else answers 409 and
 * the page shows their version.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireStaffUser(request, context)
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '')
  const values = postedValues(form)
  if (intent === 'restore') {
    requirePermission(me, 'settings.manage')
    const from = Number(form.get('restore'))
    try {
      const saved = await adminRequest(
        context,
        `/admin/settings/history/${encodeURIComponent(String(from))}/restore`,
        adminSettings,
        { method: 'POST', body: JSON.stringify({ version: Number(form.get('version')) }) },
      )
      return done(intent, 'admin.settings.restored', { from, version: saved.version })
    } catch (error) {
      return refusal(error, intent, values)
    }
  }
  if (!(intent in SECTIONS)) throw data('NOT_FOUND', { status: 404 })
  const section: (typeof SECTIONS)[Section] = SECTIONS[intent as Section]
  requirePermission(me, intent === 'payments' ? 'settings.payments' : 'settings.manage')
  const rows = 'rows' in section ? section.rows(form) : {}
  const refused = (parsed: { error: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    formFailure<string>(
      settingsFieldErrors(parsed.error.issues, rows),
      'admin.settings.errors.fixForm',
      { intent, values: postedValues(form) },
    )
  let parsed = section.schema.safeParse(section.body(form))
  if (!parsed.success) return refused(parsed)
  // the hero's pictures go up only once the rest of the form is right
  if (intent === 'home') {
    try {
      const pictures = await uploadHeroPictures(context, form)
      if (!pictures.ok)
        return formFailure<string>({ [pictures.field]: pictures.error }, pictures.error, {
          intent,
          values,
        })
    } catch (error) {
      return refusal(error, intent, values)
    }
    parsed = section.schema.safeParse(section.body(form))
    if (!parsed.success) return refused(parsed)
  }
  try {
    const saved = await adminRequest(context, section.path, adminSettings, {
      method: 'PUT',
      body: JSON.stringify(parsed.data),
    })
    return done(intent, 'admin.settings.saved', { version: saved.version })
  } catch (error) {
    return refusal(error, intent, postedValues(form), rows)
  }
}

const done = (intent: string, message: string, values: Record<string, number>) => ({
  ok: true as const,
  intent,
  message,
  values,
})

function refusal(
  error: unknown,
  intent: string,
  values: Record<string, string>,
  rows: FormRows = {},
) {
  if (error instanceof AdminApiError && error.body?.code === 'SETTINGS_CHANGED')
    return formFailure<string>({}, 'admin.settings.errors.changed', { status: 409, intent })
  if (error instanceof AdminApiError && error.body?.code === 'VERSION_NOT_FOUND')
    return formFailure<string>({}, 'admin.settings.errors.versionNotFound', { status: 404, intent })
  if (error instanceof AdminApiError && error.status === 400)
    return formFailure<string>(
      settingsFieldErrors(error.body?.errors ?? [], rows),
      'admin.settings.errors.fixForm',
      { intent, values },
    )
  return apiFailure(error, { intent, values })
}

type Part = 'shop' | 'home' | 'banners' | 'payments' | 'seo' | 'footer' | 'delivery'

/**
 * A form's key: its part as saved, so saving one part (a new version of the whole) remounts only
 * that form, never one where the owner is still typing.
 */
function partKey(settings: AdminSettings, part: Part): string {
  const text = JSON.stringify(settings[part])
  let hash = 0
  for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0
  return `${part}-${(hash >>> 0).toString(36)}-${text.length}`
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, history, page } = loaderData
  const { t } = useAdminT()
  const [search] = useSearchParams()
  const saved = settingsValues(settings as AdminSettings)
  // a refused post shows what was typed in its own form; the others show what is saved
  const valuesFor = (intent: string) =>
    actionData && !actionData.ok && actionData.intent === intent && actionData.values
      ? (actionData.values as Record<string, string>)
      : saved
  const resultFor = (intent: string) => (actionData?.intent === intent ? actionData : undefined)
  const restoring = actionData?.ok ? null : Number(search.get('restore')) || null
  return (
    <div className="max-w-4xl space-y-6" data-testid="settings-page">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">{t('settings.title')}</h1>
        <p className="text-sm text-stone-700">{t('settings.intro')}</p>
        <p className="text-sm text-stone-600" data-testid="settings-version">
          {t('settings.version', {
            version: settings.version,
            when: formatDateTime(settings.updated_at),
          })}
        </p>
      </div>
      <div aria-live="polite">
        {actionData?.intent === 'restore' && <FormStatus result={actionData} />}
      </div>
      {/* a form remounts when its own part changed: it shows what was saved (OpenCC-filled texts
          too), while what is typed in the other forms stays */}
      <ShopForm
        key={partKey(settings, 'shop')}
        version={settings.version}
        values={valuesFor('shop')}
        result={resultFor('shop')}
      />
      <HeroForm
        key={partKey(settings, 'home')}
        version={settings.version}
        values={valuesFor('home')}
        result={resultFor('home')}
      />
      <BannersForm
        key={partKey(settings, 'banners')}
        version={settings.version}
        values={valuesFor('banners')}
        result={resultFor('banners')}
      />
      <PaymentsForm
        key={partKey(settings, 'payments')}
        version={settings.version}
        values={valuesFor('payments')}
        result={resultFor('payments')}
      />
      <SeoForm
        key={partKey(settings, 'seo')}
        version={settings.version}
        values={valuesFor('seo')}
        result={resultFor('seo')}
      />
      <FooterForm
        key={partKey(settings, 'footer')}
        version={settings.version}
        values={valuesFor('footer')}
        result={resultFor('footer')}
      />
      <DeliveryForm
        key={partKey(settings, 'delivery')}
        version={settings.version}
        values={valuesFor('delivery')}
        result={resultFor('delivery')}
      />
      <SettingsHistoryList
        history={history}
        page={page}
        version={settings.version}
        restoring={restoring}
      />
    </div>
  )
}
