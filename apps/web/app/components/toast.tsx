import { TOAST_HIDE_MS } from '@shop/contract/constants'
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useTranslation } from '../lib/i18n.tsx'

type ToastKind = 'success' | 'error'
type Toast = { id: number; kind: ToastKind; message: string; timer: ReturnType<typeof setTimeout> }
type ToastApi = { success(message?: string): void; error(message?: string): void }

const ToastContext = createContext<ToastApi | null>(null)

/**
 * The one toast system (spec §2, §9): success at bottom centre, errors at top right, each hidden
 * after 2 s. Messages default to the catalogue's "Success" / "Error". One toast per failure: the
 * same message again while it shows restarts its time instead of stacking a copy. Error toasts sit
 * under the header (its height is `--header-height`, set by the header), never over its icons.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const [toasts, setToasts] = useState<Toast[]>([])
  const nextId = useRef(1)

  const push = useCallback((kind: ToastKind, message: string) => {
    const id = nextId.current++
    const timer = setTimeout(
      () => setToasts((list) => list.filter((toast) => toast.id !== id)),
      TOAST_HIDE_MS,
    )
    setToasts((list) => {
      const same = list.find((toast) => toast.kind === kind && toast.message === message)
      if (same) clearTimeout(same.timer)
      return [...list.filter((toast) => toast !== same), { id, kind, message, timer }]
    })
  }, [])

  const api = useMemo<ToastApi>(
    () => ({
      success: (message) => push('success', message ?? t('toast.success')),
      error: (message) => push('error', message ?? t('toast.error')),
    }),
    [push, t],
  )

  const dismiss = (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id))
  const render = (kind: ToastKind) =>
    toasts
      .filter((toast) => toast.kind === kind)
      .map((toast) => (
        <div
          key={toast.id}
          className={`pointer-events-auto flex items-center gap-3 rounded-md px-4 py-3 text-sm shadow-lg ${kind === 'error' ? 'bg-red-700 text-white' : 'bg-stone-900 text-white dark:bg-stone-100 dark:text-stone-900'}`}
        >
          <span>{toast.message}</span>
          <button
            type="button"
            onClick={() => dismiss(toast.id)}
            aria-label={t('toast.dismiss')}
            className="ms-auto opacity-80 hover:opacity-100"
          >
            ×
          </button>
        </div>
      ))

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        aria-label={t('toast.notifications')}
        aria-live="polite"
        data-testid="toast-success"
        className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex flex-col items-center gap-2"
      >
        {render('success')}
      </section>
      <section
        aria-live="assertive"
        role="alert"
        data-testid="toast-error"
        className="pointer-events-none fixed end-4 top-[calc(var(--header-height,4rem)+0.75rem)] z-50 flex max-w-[calc(100vw-2rem)] flex-col items-end gap-2"
      >
        {render('error')}
      </section>
    </ToastContext.Provider>
  )
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast must be used inside ToastProvider')
  return api
}
