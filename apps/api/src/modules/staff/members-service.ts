import type { StaffInviteBody, StaffMember, StaffRole } from '@shop/contract'
import { isUuid, STAFF_INVITATION_HOURS } from '@shop/contract'
import type { Db } from '#api/db/client.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { ConflictError, NotFoundError } from '#api/lib/errors.ts'
import { randomSecret, sha256 } from '#api/lib/secrets.ts'
import { enqueue, type OutboxDispatcher } from '../outbox/index.ts'
import { recordAudit } from './audit.ts'
import { invitationMail } from './messages.ts'
import { staffRepository as repo, type StaffRow } from './repository.ts'
import type { StaffCaller } from './require.ts'
import { toMember } from './views.ts'

export type StaffMembersDeps = { db: Db; outbox: OutboxDispatcher; publicUrl: string }

const notFound = () => new NotFoundError('Staff member not found', 'STAFF_NOT_FOUND')

/** The owner's staff screen: invite, change roles, disable, end sessions (issue 15). */
export function staffMembersService(deps: StaffMembersDeps) {
  const { db, outbox } = deps

  async function sendInvitation(tx: Tx, actor: StaffCaller, member: StaffRow) {
    const token = randomSecret(32)
    await repo.insertInvitation(tx, {
      staffId: member.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + STAFF_INVITATION_HOURS * 3600 * 1000),
      createdBy: actor.id,
    })
    const link = `${deps.publicUrl.replace(/\/$/, '')}/admin/invitation/${token}`
    await enqueue(tx, {
      channel: 'EMAIL',
      recipient: member.email,
      language: member.language,
      ...invitationMail(member.language, {
        name: member.name,
        inviter: actor.name,
        role: member.role,
        link,
        hours: STAFF_INVITATION_HOURS,
      }),
    })
  }

  /**
   * Runs `actor`'s change of one member under both their row locks, taken in id order; answers
   * the member after it. The audit row's key check locks the actor's row (key share): taken
   * after the member's, two owners changing each other at once deadlocked.
   */
  async function change(
    actor: StaffCaller,
    id: string,
    work: (tx: Tx, member: StaffRow) => Promise<StaffRow>,
  ): Promise<StaffMember> {
    if (!isUuid(id)) throw notFound()
    const row = await db.transaction(async (tx) => {
      const locked = await repo.lockInOrder(tx, [actor.id, id.toLowerCase()])
      const member = locked.find((m) => m.id === id.toLowerCase())
      if (!member) throw notFound()
      return work(tx, member)
    })
    void outbox.kick()
    return toMember(row)
  }

  /** An owner may not take away the last active owner (themselves included). */
  async function keepAnOwner(tx: Tx, member: StaffRow, nextRole: StaffRole, disabled: boolean) {
    if (member.role !== 'owner' || (nextRole === 'owner' && !disabled)) return
    const owners = (await repo.all(tx)).filter(
      (m) => m.role === 'owner' && !m.disabledAt && m.id !== member.id,
    )
    if (owners.length === 0)
      throw new ConflictError('The shop needs at least one active owner', 'LAST_OWNER')
  }

  return {
    async list(): Promise<{ data: StaffMember[] }> {
      return { data: (await repo.all(db)).map(toMember) }
    },

    async invite(
      actor: StaffCaller,
      body: StaffInviteBody & { email: string },
    ): Promise<StaffMember> {
      const row = await db.transaction(async (tx) => {
        if (await repo.byEmail(tx, body.email))
          throw new ConflictError('Someone with this e-mail is already staff', 'STAFF_EXISTS')
        const member = await repo.insert(tx, {
          email: body.email,
          name: body.name,
          role: body.role,
          language: body.language ?? 'en',
          invitedBy: actor.id,
        })
        await sendInvitation(tx, actor, member)
        await recordAudit(tx, actor, {
          action: 'staff.invited',
          entityType: 'staff',
          entityId: member.id,
          after: { email: member.email, name: member.name, role: member.role },
        })
        return member
      })
      void outbox.kick()
      return toMember(row)
    },

    resendInvitation(actor: StaffCaller, id: string): Promise<StaffMember> {
      return change(actor, id, async (tx, member) => {
        if (member.passwordHash)
          throw new ConflictError(
            'This member has already chosen a password',
            'INVITATION_ACCEPTED',
          )
        await sendInvitation(tx, actor, member)
        await recordAudit(tx, actor, {
          action: 'staff.invitation_resent',
          entityType: 'staff',
          entityId: member.id,
        })
        return member
      })
    },

    update(
      actor: StaffCaller,
      id: string,
      body: { role?: StaffRole; disabled?: boolean },
    ): Promise<StaffMember> {
      return change(actor, id, async (tx, member) => {
        const role = body.role ?? member.role
        const disabled = body.disabled ?? member.disabledAt !== null
        await keepAnOwner(tx, member, role, disabled)
        const after = await repo.update(tx, member.id, {
          role,
          disabledAt: disabled ? (member.disabledAt ?? new Date()) : null,
        })
        if (disabled && !member.disabledAt) await repo.revokeAllSessions(tx, member.id)
        const action =
          body.disabled === true && !member.disabledAt
            ? 'staff.disabled'
            : body.disabled === false && member.disabledAt
              ? 'staff.enabled'
              : 'staff.role_changed'
        await recordAudit(tx, actor, {
          action,
          entityType: 'staff',
          entityId: member.id,
          before: { role: member.role, disabled: member.disabledAt !== null },
          after: { role: after.role, disabled: after.disabledAt !== null },
        })
        return after
      })
    },

    async revokeSessions(actor: StaffCaller, id: string): Promise<void> {
      await change(actor, id, async (tx, member) => {
        const ended = await repo.revokeAllSessions(tx, member.id)
        await recordAudit(tx, actor, {
          action: 'staff.sessions_revoked',
          entityType: 'staff',
          entityId: member.id,
          after: { sessions_ended: ended },
        })
        return member
      })
    },
  }
}
export type StaffMembersService = ReturnType<typeof staffMembersService>
