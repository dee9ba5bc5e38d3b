import { useNavigation } from 'react-router'

/**
 * Whether the page's form that posts `intent` (and, where several forms share it, these other
 * fields) is on its way: sent, or its answer loading. A page's forms say which is which with a
 * hidden `intent` field, so only the pressed form shows its pending text.
 */
export function useIntentPending(intent: string, fields: Record<string, string> = {}): boolean {
  const navigation = useNavigation()
  const form = navigation.formData
  if (navigation.state === 'idle' || !form || form.get('intent') !== intent) return false
  return Object.entries(fields).every(([name, value]) => form.get(name) === value)
}
