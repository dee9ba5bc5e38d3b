import type { ReactNode } from 'react'
import { useNavigation } from 'react-router'

/**
 * A submit button naming its intent; while that form is being sent it shows `busy` and cannot be
 * pressed twice (the page posts without JavaScript too, then the browser shows its own progress).
 */
export function IntentButton({
  intent,
  busy,
  children,
  tone = 'primary',
  testId,
}: {
  intent: string
  busy: string
  children: ReactNode
  tone?: 'primary' | 'danger' | 'plain'
  testId?: string
}) {
  const navigation = useNavigation()
  const pending = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent
  const tones = {
    primary: 'bg-stone-900 text-white dark:bg-stone-100 dark:text-stone-900',
    danger: 'bg-red-700 text-white',
    plain: 'border border-stone-300 dark:border-stone-600',
  }
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={pending}
      aria-busy={pending || undefined}
      data-testid={testId}
      className={`min-h-11 whitespace-nowrap rounded px-4 py-2 text-sm font-medium disabled:opacity-60 ${tones[tone]}`}
    >
      {pending ? busy : children}
    </button>
  )
}
