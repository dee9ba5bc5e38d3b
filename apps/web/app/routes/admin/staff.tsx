import {
  STAFF_LANGUAGES,
  STAFF_ROLES,
  type StaffMember,
  staffInviteBody,
  staffList,
  staffMember,
  staffUpdateBody,
} from '@shop/contract'
import { translateAdmin } from '@shop/contract/i18n/admin/index'
import { Form } from 'react-router'
import { z } from 'zod'
import { StaffCard } from '#web/components/admin/staff-card.tsx'
import { Field, FormStatus, SelectField, SubmitButton } from '#web/components/form-field.tsx'
import {
  adminRequest,
  requirePermission,
  requireStaffUser,
  staffLanguageOf,
} from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { adminMeta } from '#web/lib/admin-meta.ts'
import { apiFailure, formFailure } from '#web/lib/form-action.server.ts'
import { text, validate } from '#web/lib/forms.ts'
import { useIntentPending } from '#web/lib/use-intent-pending.ts'
import type { Route } from './+types/staff'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'staff.title')

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'staff.manage')
  const { data } = await adminRequest(context, '/admin/staff', staffList)
  return { me, members: data }
}

const memberPath = (form: FormData) => `/admin/staff/${encodeURIComponent(text(form, 'id'))}`

/** One change per post, named by `intent`; each answers what happened, in the member's words. */
export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'staff.manage')
  const language = await staffLanguageOf(request, context)
  const form = await request.formData()
  const intent = text(form, 'intent')
  const name = text(form, 'name')
  const done = (message: string, values: Record<string, string> = {}) => ({
    ok: true as const,
    intent,
    message,
    values,
  })
  try {
    if (intent === 'invite') {
      const body = validate(staffInviteBody, {
        email: text(form, 'email'),
        name: text(form, 'name'),
        role: text(form, 'role'),
        language: text(form, 'language'),
      })
      if (!body.ok) return formFailure<string>(body.fieldErrors, body.error, { intent })
      const invited = await adminRequest(context, '/admin/staff', staffMember, {
        method: 'POST',
        body: JSON.stringify(body.body),
      })
      return done('admin.staff.invite.sent', { email: invited.email })
    }
    if (intent === 'role' || intent === 'disable' || intent === 'enable') {
      const change =
        intent === 'role' ? { role: text(form, 'role') } : { disabled: intent === 'disable' }
      const body = validate(staffUpdateBody, change)
      if (!body.ok) return formFailure<string>(body.fieldErrors, body.error, { intent })
      const member = await adminRequest(context, memberPath(form), staffMember, {
        method: 'PUT',
        body: JSON.stringify(body.body),
      })
      if (intent === 'role') {
        const role = translateAdmin(language, `shell.roles.${member.role}`)
        return done('admin.staff.done.role', { name: member.name, role })
      }
      return done(intent === 'disable' ? 'admin.staff.done.disabled' : 'admin.staff.done.enabled', {
        name: member.name,
      })
    }
    if (intent === 'revoke') {
      await adminRequest(context, `${memberPath(form)}/sessions/revoke`, z.unknown(), {
        method: 'POST',
      })
      return done('admin.staff.done.revoked', { name })
    }
    if (intent === 'resend') {
      const member = await adminRequest(context, `${memberPath(form)}/invitation`, staffMember, {
        method: 'POST',
      })
      return done('admin.staff.done.resent', { email: member.email })
    }
  } catch (error) {
    return apiFailure(error, { intent })
  }
  return formFailure<string>({}, 'admin.errors.invalid', { intent })
}

function InviteForm({ result }: { result: Route.ComponentProps['actionData'] }) {
  const { t } = useAdminT()
  const pending = useIntentPending('invite')
  const failed = result && !result.ok && result.intent === 'invite' ? result : undefined
  return (
    <section
      aria-labelledby="invite-title"
      className="rounded-lg border border-stone-200 bg-white p-4"
    >
      <h2 id="invite-title" className="mb-3 text-lg font-semibold">
        {t('staff.invite.title')}
      </h2>
      {/* a new form after each invitation sent, so the next one starts empty */}
      <Form
        key={result?.ok && result.intent === 'invite' ? String(result.values?.email) : 'invite'}
        method="post"
        noValidate
        className="grid gap-3 md:grid-cols-2"
      >
        <input type="hidden" name="intent" value="invite" />
        <Field
          name="email"
          type="email"
          label={t('staff.invite.email')}
          required
          error={failed?.fieldErrors.email}
        />
        <Field
          name="name"
          label={t('staff.invite.name')}
          required
          error={failed?.fieldErrors.name}
        />
        <SelectField name="role" label={t('staff.invite.role')} defaultValue="staff">
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`shell.roles.${role}`)}
            </option>
          ))}
        </SelectField>
        <SelectField name="language" label={t('staff.invite.language')} defaultValue="en">
          {STAFF_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`shell.languages.${language}`)}
            </option>
          ))}
        </SelectField>
        <div className="md:col-span-2">
          <SubmitButton pending={pending} pendingText={t('staff.invite.submitting')}>
            {t('staff.invite.submit')}
          </SubmitButton>
        </div>
      </Form>
    </section>
  )
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminT()
  const { me, members } = loaderData
  return (
    <div className="max-w-4xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold">{t('staff.title')}</h1>
        <p className="mt-1 text-stone-600">{t('staff.intro')}</p>
      </header>
      <div aria-live="polite">
        <FormStatus result={actionData} />
      </div>
      <InviteForm result={actionData} />
      <section aria-labelledby="team-title">
        <h2 id="team-title" className="mb-3 text-lg font-semibold">
          {t('staff.list.caption')}
        </h2>
        <ul className="space-y-3">
          {members.map((member: StaffMember) => (
            <StaffCard key={member._id} member={member} self={member._id === me._id} />
          ))}
        </ul>
      </section>
    </div>
  )
}
