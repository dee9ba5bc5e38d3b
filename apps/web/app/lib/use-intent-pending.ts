import { useNavigation } from 'react-router'

type Fields = Record<string, string | null>
type Navigation = Pick<ReturnType<typeof useNavigation>, 'state' | 'formData'>

/**
 * Whether the page's form that posts `intent` is on its way: sent, or its answer loading. A page's
 * forms say which is which with a hidden `intent` field, so only the pressed form shows its
 * pending text; where several forms share an intent (one per row), `fields` names the row
 * (`null` for a field the form does not send).
 */
export function useIntentPending(intent: string, fields: Fields = {}): boolean {
  return isIntentPending(useNavigation(), intent, fields)
}

/** The same check for a list of forms in one component: call `useNavigation()` once. */
export function isIntentPending(navigation: Navigation, intent: string, fields: Fields = {}) {
  const form = navigation.formData
  if (navigation.state === 'idle' || !form || form.get('intent') !== intent) {
    return false
  }
  return Object.entries(fields).every(([name, value]) => form.get(name) === value)
}
