import {
  savedAddress,
  savedAddressBody,
  savedAddressDeleted,
  savedAddressList,
} from '@shop/contract'
import { isUuid, type MessageKey } from '@shop/contract/client'
import { data, type RouterContextProvider } from 'react-router'
import { type AddressActionData, savedAddressFormBody, savedAddressValues } from './address-form.ts'
import { ApiError, apiRequest } from './api.server.ts'
import { apiFailure, formFailure } from './form-action.server.ts'
import { type FormResult, text, validate } from './forms.ts'

type Context = Readonly<RouterContextProvider>

/** The member's address book (ADR 066). */
export function loadAddresses(context: Context) {
  return apiRequest(context, '/addresses/all', savedAddressList)
}

const done = (message: MessageKey) => ({ ok: true, message }) satisfies FormResult

/**
 * The address book's posts: `save` adds an address (or edits `address_id`), `default` and
 * `delete` change one. A refusal comes back with the form as sent and its field errors.
 */
export async function changeAddresses(context: Context, form: FormData) {
  const intent = text(form, 'intent')
  const id = text(form, 'address_id')
  try {
    if (intent === 'save') {
      const parsed = validate(savedAddressBody, savedAddressFormBody(form))
      if (!parsed.ok) {
        const failure = formFailure(parsed.fieldErrors, parsed.error)
        return data<AddressActionData>(
          { ...failure.data, values: savedAddressValues(form), editing: id },
          failure.init ?? { status: 400 },
        )
      }
      if (id && !isUuid(id)) return formFailure({}, 'addresses.failed', { status: 404 })
      await apiRequest(context, id ? `/addresses/${id}` : '/addresses', savedAddress, {
        method: id ? 'PUT' : 'POST',
        body: JSON.stringify(parsed.body),
      })
      return done(id ? 'addresses.updated' : 'addresses.added')
    }
    if (!isUuid(id)) return formFailure({}, 'addresses.failed', { status: 404 })
    if (intent === 'default') {
      await apiRequest(context, `/addresses/${id}/set-default`, savedAddress, { method: 'PUT' })
      return done('addresses.defaultChanged')
    }
    if (intent === 'delete') {
      await apiRequest(context, `/addresses/${id}`, savedAddressDeleted, { method: 'DELETE' })
      return done('addresses.removed')
    }
    return formFailure({}, 'addresses.failed')
  } catch (error) {
    if (!(error instanceof ApiError)) console.error('address change failed', error)
    if (error instanceof ApiError && error.status === 409) return apiFailure(error)
    if (error instanceof ApiError && error.status === 400 && intent === 'save') {
      const failure = apiFailure(error)
      return data<AddressActionData>(
        { ...failure.data, values: savedAddressValues(form), editing: id },
        failure.init ?? { status: 400 },
      )
    }
    const status = error instanceof ApiError && error.status < 500 ? error.status : 502
    return formFailure({}, 'addresses.failed', { status })
  }
}
