import { staffMe, totpEnableBody, totpSetup } from '@shop/contract'
import { Form, Link, useNavigation } from 'react-router'
import { AdminCard } from '#web/components/admin/admin-card.tsx'
import { Field, FormStatus, SubmitButton } from '#web/components/form-field.tsx'
import { adminRequest, requireStaffUser } from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { adminMeta } from '#web/lib/admin-meta.ts'
import { ADMIN_HOME } from '#web/lib/admin-path.ts'
import { apiFailure, formFailure, readForm } from '#web/lib/form-action.server.ts'
import { text } from '#web/lib/forms.ts'
import { qrCodeSvg } from '#web/lib/qr-code.server.ts'
import { groupsOfFour } from '#web/lib/secret-groups.ts'
import type { Route } from './+types/two-factor'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'auth.twoFactor.title')

/** A new key for the app, its QR code and set-up link; nothing is saved until a code matches. */
async function newSetUp(context: Route.LoaderArgs['context']) {
  const setup = await adminRequest(context, '/admin/auth/totp/setup', totpSetup, { method: 'POST' })
  return {
    secret: setup.secret,
    grouped: groupsOfFour(setup.secret),
    otpauthUrl: setup.otpauth_url,
    qr: await qrCodeSvg(setup.otpauth_url),
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  if (me.totp_enabled) return { me, setup: null }
  return { me, setup: await newSetUp(context) }
}

function toBody(form: FormData) {
  return { secret: text(form, 'secret'), code: text(form, 'code') }
}

/** Turns two-factor sign-in on with the key shown and a code the app shows now. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireStaffUser(request, context)
  const form = await readForm(request, totpEnableBody, toBody)
  // a refused code keeps the same key on screen, so the app already set up still matches
  const otpauthUrl = text(form.form, 'otpauth_url')
  const values = {
    secret: text(form.form, 'secret'),
    otpauth_url: otpauthUrl,
    qr: otpauthUrl.startsWith('otpauth://') ? await qrCodeSvg(otpauthUrl) : '',
  }
  if (!form.ok) return formFailure<string>(form.fieldErrors, form.error, { values })
  try {
    await adminRequest(context, '/admin/auth/totp/enable', staffMe, {
      method: 'POST',
      body: JSON.stringify(form.body),
    })
  } catch (error) {
    return apiFailure(error, { values })
  }
  return { ok: true as const, message: 'admin.auth.twoFactor.enabled' }
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminT()
  const pending = useNavigation().state === 'submitting'
  const { me, setup } = loaderData
  const failed = actionData && !actionData.ok ? actionData : undefined
  const kept = failed?.values
  // after a refused code the page shows the key the member already scanned, not a new one
  const shown =
    kept && typeof kept.secret === 'string' && kept.secret
      ? {
          secret: kept.secret,
          grouped: groupsOfFour(kept.secret),
          otpauthUrl: String(kept.otpauth_url ?? ''),
          qr: String(kept.qr ?? ''),
        }
      : setup
  return (
    <>
      <div className="flex justify-end gap-2 px-4 pt-4 text-sm">
        <span className="self-center" data-testid="admin-member">
          {t('shell.signedInAs', { name: me.name })}
        </span>
        {/* an owner who must turn it on first has no menu yet: sign-out is here */}
        <Form method="post" action="/admin/logout">
          <button
            type="submit"
            className="rounded border border-stone-400 px-2 py-1 hover:bg-stone-100"
          >
            {t('shell.signOut')}
          </button>
        </Form>
      </div>
      <AdminCard title={t('auth.twoFactor.title')}>
        <FormStatus result={actionData} />
        {me.must_enable_totp && <p>{t('auth.twoFactor.required')}</p>}
        {actionData?.ok || !setup ? (
          <>
            {!actionData?.ok && <p role="status">{t('auth.twoFactor.already')}</p>}
            <p>
              <Link to={ADMIN_HOME} className="underline">
                {t('shell.backToDashboard')}
              </Link>
            </p>
          </>
        ) : (
          <>
            <p>{t('auth.twoFactor.intro')}</p>
            {shown?.qr ? (
              <figure className="space-y-2">
                <div
                  role="img"
                  aria-label={t('auth.twoFactor.qr')}
                  className="mx-auto w-48 max-w-full"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG drawn on the server from the API's set-up link
                  dangerouslySetInnerHTML={{ __html: shown.qr }}
                />
              </figure>
            ) : null}
            <dl className="space-y-2 text-sm">
              <dt className="font-medium">{t('auth.twoFactor.secret')}</dt>
              <dd className="font-mono text-base tracking-wider" data-testid="totp-secret">
                {shown?.grouped}
              </dd>
              {shown?.otpauthUrl && (
                <>
                  <dt className="font-medium">{t('auth.twoFactor.link')}</dt>
                  <dd className="break-all font-mono text-xs">{shown.otpauthUrl}</dd>
                </>
              )}
            </dl>
            <Form method="post" noValidate className="space-y-4">
              <input type="hidden" name="secret" value={shown?.secret ?? ''} />
              <input type="hidden" name="otpauth_url" value={shown?.otpauthUrl ?? ''} />
              <Field
                name="code"
                label={t('auth.twoFactor.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                required
                error={failed?.fieldErrors.code}
              />
              <SubmitButton
                pending={pending}
                pendingText={t('auth.twoFactor.submitting')}
                className="w-full"
              >
                {t('auth.twoFactor.submit')}
              </SubmitButton>
            </Form>
          </>
        )}
      </AdminCard>
    </>
  )
}
