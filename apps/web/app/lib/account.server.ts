import {
  accountProfile,
  deliveryRecipientResponse,
  notificationSettings,
  tokenResponse,
  updateAccountBody,
  updateDeliveryRecipientBody,
  updateNotificationSettingsBody,
  updatePasswordBody,
} from '@shop/contract'
import type { RouterContextProvider } from 'react-router'
import type { z } from 'zod'
import { deliveryBody, notificationsBody, passwordBody, profileBody } from './account-forms.ts'
import { apiRequest } from './api.server.ts'
import { signIn } from './auth.server.ts'
import { apiFailure, formFailure } from './form-action.server.ts'
import { type FormResult, validate } from './forms.ts'
import { memberNewsletterStatus } from './newsletter.server.ts'

type Context = Readonly<RouterContextProvider>

/** What each dashboard section needs from the API (spec §7 Profile, Notifications). */
export async function loadSection(context: Context, section: string) {
  if (section === 'profile') {
    return {
      section: 'profile' as const,
      account: await apiRequest(context, '/profiles/account', accountProfile),
    }
  }
  if (section === 'delivery-recipient') {
    const answer = await apiRequest(
      context,
      '/profiles/delivery-recipient',
      deliveryRecipientResponse,
    )
    return { section: 'delivery-recipient' as const, recipient: answer.delivery_recipient }
  }
  if (section === 'notifications') {
    const [settings, newsletter] = await Promise.all([
      apiRequest(context, '/notification-settings/details', notificationSettings),
      memberNewsletterStatus(context),
    ])
    return { section: 'notifications' as const, settings, newsletter }
  }
  return { section: section as '' | 'password' }
}

type Handler = {
  schema: z.ZodType
  toBody(form: FormData): unknown
  send(context: Context, body: unknown): Promise<unknown>
}

const put = (path: string, schema: z.ZodType) => (context: Context, body: unknown) =>
  apiRequest(context, path, schema, { method: 'PUT', body: JSON.stringify(body) })

const handlers: Record<string, Handler> = {
  profile: {
    schema: updateAccountBody,
    toBody: profileBody,
    send: put('/profiles/account', accountProfile),
  },
  'delivery-recipient': {
    schema: updateDeliveryRecipientBody,
    toBody: deliveryBody,
    send: put('/profiles/delivery-recipient', deliveryRecipientResponse),
  },
  notifications: {
    schema: updateNotificationSettingsBody,
    toBody: notificationsBody,
    send: put('/notification-settings/details', notificationSettings),
  },
  password: {
    schema: updatePasswordBody,
    toBody: passwordBody,
    // the API revokes every old token and answers a fresh one: keep it so the shopper stays in
    send: async (context, body) => {
      const answer = await apiRequest(context, '/auth/update-password', tokenResponse, {
        method: 'POST',
        body: JSON.stringify(body),
      })
      signIn(context, answer, true)
    },
  },
}

/** Saves one dashboard section; the answer drives the toast and, on failure, the rollback. */
export async function saveSection(context: Context, section: string, form: FormData) {
  const handler = handlers[section]
  if (!handler) return formFailure({}, 'toast.error', { status: 404 })
  const checked = validate(handler.schema, handler.toBody(form))
  if (!checked.ok) return formFailure(checked.fieldErrors, checked.error)
  try {
    await handler.send(context, checked.body)
  } catch (error) {
    return apiFailure(error)
  }
  return { ok: true } satisfies FormResult
}
