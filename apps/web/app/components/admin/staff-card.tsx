import { STAFF_ROLES, type StaffMember } from '@shop/contract'
import { Form, Link, useLocation, useNavigation, useSearchParams } from 'react-router'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { formatDateTime } from '#web/lib/format-date.ts'
import { isIntentPending, useIntentPending } from '#web/lib/use-intent-pending.ts'
import { adminInput, SubmitButton } from '../form-field.tsx'

/** A small form about one member: its intent, the member's id and name, one button. */
function MemberAction({
  member,
  intent,
  label,
  variant = 'secondary',
}: {
  member: StaffMember
  intent: string
  label: string
  variant?: 'secondary' | 'danger'
}) {
  const { t } = useAdminT()
  const navigation = useNavigation()
  const location = useLocation()
  const pending = isIntentPending(navigation, intent, { id: member._id })
  // posted to the bare page: a confirmation's question goes away with its answer
  return (
    <Form method="post" action={location.pathname}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={member._id} />
      <input type="hidden" name="name" value={member.name} />
      <SubmitButton variant={variant} pending={pending} pendingText={t('staff.actions.working')}>
        {label}
      </SubmitButton>
    </Form>
  )
}

const CONFIRMED = {
  disable: 'staff.actions.confirmDisable',
  revoke: 'staff.actions.confirmRevoke',
} as const

/**
 * A destructive action asks first: its button opens `?confirm=<intent>&member=<id>` (a GET form,
 * so it works without script), where the question and the real button are shown.
 */
function ConfirmedMemberAction({
  member,
  intent,
  label,
}: {
  member: StaffMember
  intent: keyof typeof CONFIRMED
  label: string
}) {
  const { t } = useAdminT()
  const [search] = useSearchParams()
  const location = useLocation()
  const asking = search.get('confirm') === intent && search.get('member') === member._id
  if (!asking)
    return (
      <Form method="get" preventScrollReset>
        <input type="hidden" name="confirm" value={intent} />
        <input type="hidden" name="member" value={member._id} />
        <SubmitButton variant={intent === 'disable' ? 'danger' : 'secondary'}>{label}</SubmitButton>
      </Form>
    )
  return (
    <div
      className="basis-full space-y-2 rounded border border-amber-300 bg-amber-50 p-3"
      data-testid="staff-confirm"
    >
      <p className="text-sm">{t(CONFIRMED[intent], { name: member.name })}</p>
      <div className="flex flex-wrap items-center gap-3">
        <MemberAction member={member} intent={intent} label={label} variant="danger" />
        <Link to={location.pathname} preventScrollReset className="text-sm underline">
          {t('staff.actions.keep')}
        </Link>
      </div>
    </div>
  )
}

/** One member of the team: who, their role and state, and what the owner can do about them. */
export function StaffCard({ member, self }: { member: StaffMember; self: boolean }) {
  const { t } = useAdminT()
  const saving = useIntentPending('role', { id: member._id })
  const status = member.disabled
    ? t('staff.status.disabled')
    : member.invitation_pending
      ? t('staff.status.invited')
      : t('staff.status.active')
  return (
    <li
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
      data-testid="staff-member"
      data-email={member.email}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          {member.name}
          {self && <span className="font-normal text-stone-600"> ({t('staff.list.you')})</span>}
        </p>
        <p className="text-sm">
          <span className={member.disabled ? 'text-red-800' : ''}>{status}</span>
          {member.totp_enabled && <span> · {t('staff.status.twoFactor')}</span>}
        </p>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-stone-600">{t('staff.list.email')}</dt>
        <dd className="break-all">{member.email}</dd>
        <dt className="text-stone-600">{t('staff.list.role')}</dt>
        <dd>{t(`shell.roles.${member.role}`)}</dd>
        <dt className="text-stone-600">{t('staff.list.lastSignIn')}</dt>
        <dd>
          {member.last_sign_in_at ? formatDateTime(member.last_sign_in_at) : t('staff.list.never')}
        </dd>
      </dl>
      <div className="flex flex-wrap items-end gap-2">
        <Form method="post" className="flex items-end gap-2">
          <input type="hidden" name="intent" value="role" />
          <input type="hidden" name="id" value={member._id} />
          <label className="text-sm">
            <span className="sr-only">{t('staff.actions.roleOf', { name: member.name })}</span>
            <select
              name="role"
              defaultValue={member.role}
              className={`${adminInput} w-auto py-1.5 text-sm`}
            >
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`shell.roles.${role}`)}
                </option>
              ))}
            </select>
          </label>
          <SubmitButton
            variant="secondary"
            pending={saving}
            pendingText={t('staff.actions.working')}
          >
            {t('staff.actions.saveRole')}
          </SubmitButton>
        </Form>
        {/* an owner does not lock themself out: others disable them if need be */}
        {self ? null : member.disabled ? (
          <MemberAction member={member} intent="enable" label={t('staff.actions.enable')} />
        ) : (
          <ConfirmedMemberAction
            member={member}
            intent="disable"
            label={t('staff.actions.disable')}
          />
        )}
        <ConfirmedMemberAction member={member} intent="revoke" label={t('staff.actions.revoke')} />
        {member.invitation_pending && (
          <MemberAction member={member} intent="resend" label={t('staff.actions.resend')} />
        )}
      </div>
    </li>
  )
}
