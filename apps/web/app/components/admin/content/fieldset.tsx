import type { ReactNode } from 'react'

/** One group of the content form, with its legend. */
export function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-lg border border-stone-200 bg-white p-4">
      <legend className="px-1 text-lg font-semibold">{legend}</legend>
      {children}
    </fieldset>
  )
}

/** Field props bound to the form's values and errors by name. */
export type BindField = (name: string) => {
  name: string
  defaultValue: string
  error: string | undefined
}
