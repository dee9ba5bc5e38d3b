import { useNavigation } from 'react-router'
import { useTranslation } from '../lib/i18n.tsx'

/**
 * Top loading bar while a navigation loads (spec §2 page loader: steps of 30 when a page both
 * submits and loads, otherwise 45).
 */
export function ProgressBar() {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const step = navigation.formMethod && navigation.formMethod !== 'GET' ? 30 : 45
  const width =
    navigation.state === 'submitting' ? step : navigation.state === 'loading' ? step * 2 : 100
  return (
    <div
      aria-hidden={!busy}
      className={`pointer-events-none fixed inset-x-0 top-0 z-50 h-1 transition-opacity duration-300 ${busy ? 'opacity-100' : 'opacity-0'}`}
    >
      <div
        role="progressbar"
        aria-label={t('common.pageLoading')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={busy ? width : 100}
        data-state={navigation.state}
        className="h-full bg-brand-600 transition-[width] duration-500 ease-out"
        style={{ width: `${busy ? width : 100}%` }}
      />
    </div>
  )
}
