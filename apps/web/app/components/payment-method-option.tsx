/**
 * One payment method of a choice (issue 29: the one form kit): a radio with its label and, when
 * there is one, the way to pay under it, tied to the radio with aria-describedby. Checkout, a
 * consultation's deposit and "pay again" list their methods with it.
 */
export function PaymentMethodOption({
  idPrefix = 'pay',
  method,
  label,
  hint,
  checked,
}: {
  /** Keeps ids unique when two choices share a page. */
  idPrefix?: string
  method: string
  label: string
  hint?: string | undefined
  checked: boolean
}) {
  const id = `${idPrefix}-${method}`
  return (
    <div className="flex gap-3">
      <input
        type="radio"
        id={id}
        name="payment_method"
        value={method}
        defaultChecked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1 size-4 shrink-0 accent-brand-700"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm break-words text-stone-600 dark:text-stone-300">
            {hint}
          </p>
        )}
      </div>
    </div>
  )
}
