import { UPLOAD_ACCEPT } from '@shop/contract'
import type { MessageKey } from '@shop/contract/client'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from '#web/lib/i18n.tsx'

type Preview = { name: string; url: string | null }

/**
 * A file input whose chosen images are previewed with object URLs (released when replaced or
 * unmounted). Without JavaScript it is a plain file input that posts with the form.
 */
export function FileInput({
  name,
  label,
  multiple = false,
  required = false,
  error,
  previewLabel,
}: {
  name: string
  label: string
  multiple?: boolean
  required?: boolean
  error?: MessageKey
  previewLabel: string
}) {
  const { t } = useTranslation()
  const id = useId()
  const [previews, setPreviews] = useState<Preview[]>([])
  useEffect(
    () => () => {
      for (const p of previews) if (p.url) URL.revokeObjectURL(p.url)
    },
    [previews],
  )
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="file"
        name={name}
        accept={UPLOAD_ACCEPT}
        multiple={multiple}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) =>
          setPreviews(
            [...(event.currentTarget.files ?? [])].map((file) => ({
              name: file.name,
              url: file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
            })),
          )
        }
        className="block w-full text-sm file:me-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-2 dark:file:bg-stone-800"
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {t(error)}
        </p>
      )}
      {previews.length > 0 && (
        <ul aria-label={previewLabel} className="flex flex-wrap gap-2" data-testid="file-preview">
          {previews.map((p) => (
            <li key={p.url ?? p.name}>
              {p.url ? (
                <img
                  src={p.url}
                  alt={p.name}
                  className="size-24 rounded border border-stone-200 object-cover dark:border-stone-700"
                />
              ) : (
                <span className="inline-block rounded border border-stone-200 px-2 py-1 text-sm dark:border-stone-700">
                  {p.name}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
