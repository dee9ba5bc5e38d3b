import { text } from './forms.ts'

/**
 * FormData → API bodies of the account dashboard, shared by the browser check and the action so
 * both test exactly what is sent (STYLE §1).
 */
export const ACCOUNT_SECTIONS = [
  '',
  'profile',
  'delivery-recipient',
  'notifications',
  'password',
] as const
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number]

/** Account menu entries whose capability a later release builds: a notice inside the dashboard. */
export const LATER_SECTIONS = ['orders']

export function profileBody(form: FormData) {
  return {
    username: text(form, 'username'),
    gender: text(form, 'gender'),
    country: text(form, 'country'),
    avatar: text(form, 'avatar'),
  }
}

export function deliveryBody(form: FormData) {
  return {
    delivery_recipient: {
      name: text(form, 'name'),
      address: text(form, 'address'),
      area_code: text(form, 'area_code'),
      phone: text(form, 'phone'),
    },
  }
}

export function notificationsBody(form: FormData) {
  return {
    is_notifiable: form.has('is_notifiable'),
    channels: form.getAll('channels'),
    language: text(form, 'language'),
    is_accept: form.has('is_accept'),
  }
}

export function passwordBody(form: FormData) {
  return { old_password: text(form, 'old_password'), new_password: text(form, 'new_password') }
}
