import type {
  AccountProfile,
  NotificationSettings,
  updateAccountBody,
  updateDeliveryRecipientBody,
} from '@shop/contract'
import type { z } from 'zod'
import { ConflictError } from '#api/lib/errors.ts'
import type { AuthenticatedCaller } from './auth-service.ts'
import { type IdentityDeps, normalizeAreaCode, profileOf } from './context.ts'
import { identityRepository as repo } from './repository.ts'

type Recipient = z.output<typeof updateDeliveryRecipientBody>['delivery_recipient']

/** The signed-in customer's own profile, recipient and notification settings (spec §3). */
export function profileService({ db }: IdentityDeps) {
  return {
    account: (caller: AuthenticatedCaller): AccountProfile => profileOf(caller.account),

    /**
     * Only the listed fields change. An e-mail or phone can be added here; replacing one needs the
     * verified change flow (`/auth/change-email`, `/auth/change-phone`).
     */
    async updateAccount(
      caller: AuthenticatedCaller,
      body: z.output<typeof updateAccountBody>,
    ): Promise<AccountProfile> {
      const current = caller.account
      const changes: Record<string, string | null> = {}
      for (const key of ['avatar', 'gender', 'country', 'username'] as const) {
        if (body[key] !== undefined) changes[key] = body[key]
      }
      if (body.email !== undefined && body.email.toLowerCase() !== (current.email ?? '')) {
        if (current.email)
          throw new ConflictError(
            'Use the e-mail change with a verification code',
            'USE_CHANGE_FLOW',
          )
        if (body.email && (await repo.accountByEmail(db, body.email))) {
          throw new ConflictError('An account with this e-mail already exists', 'ACCOUNT_EXISTS')
        }
        changes.email = body.email ? body.email.toLowerCase() : null
      }
      if (body.phone !== undefined && body.phone !== (current.phone ?? '')) {
        if (current.phone)
          throw new ConflictError(
            'Use the phone change with a verification code',
            'USE_CHANGE_FLOW',
          )
        const areaCode = normalizeAreaCode(body.area_code ?? current.areaCode ?? '')
        if (body.phone && (await repo.accountByPhone(db, areaCode, body.phone))) {
          throw new ConflictError(
            'An account with this phone number already exists',
            'ACCOUNT_EXISTS',
          )
        }
        changes.phone = body.phone || null
        changes.areaCode = body.phone ? areaCode : null
      }
      if (Object.keys(changes).length === 0) return profileOf(current)
      return profileOf(await repo.updateAccount(db, current.id, changes))
    },

    async deliveryRecipient(caller: AuthenticatedCaller): Promise<Recipient> {
      const row = await repo.deliveryRecipient(db, caller.account.id)
      return {
        name: row?.name ?? '',
        address: row?.address ?? '',
        area_code: row?.areaCode ?? '',
        phone: row?.phone ?? '',
      }
    },

    async updateDeliveryRecipient(
      caller: AuthenticatedCaller,
      recipient: Recipient,
    ): Promise<Recipient> {
      const row = await repo.saveDeliveryRecipient(db, {
        accountId: caller.account.id,
        name: recipient.name,
        address: recipient.address,
        areaCode: normalizeAreaCode(recipient.area_code),
        phone: recipient.phone,
      })
      return {
        name: row?.name ?? '',
        address: row?.address ?? '',
        area_code: row?.areaCode ?? '',
        phone: row?.phone ?? '',
      }
    },

    async notificationSettings(caller: AuthenticatedCaller): Promise<NotificationSettings> {
      const row = await repo.notificationSettings(db, caller.account.id)
      return {
        is_notifiable: row?.isNotifiable ?? true,
        channels: row?.channels ?? ['EMAIL'],
        language: row?.language ?? caller.account.language,
        is_accept: row?.isAccept ?? false,
      }
    },

    async updateNotificationSettings(
      caller: AuthenticatedCaller,
      body: NotificationSettings,
    ): Promise<NotificationSettings> {
      const channels = [...new Set(body.channels)]
      await repo.saveNotificationSettings(db, {
        accountId: caller.account.id,
        isNotifiable: body.is_notifiable,
        channels,
        language: body.language,
        isAccept: body.is_accept,
      })
      // messages follow the chosen language
      await repo.updateAccount(db, caller.account.id, { language: body.language })
      return { ...body, channels }
    },
  }
}
