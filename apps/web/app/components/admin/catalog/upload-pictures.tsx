import { PRODUCT_IMAGE_ACCEPT } from '@shop/contract'
import { type DragEvent, type FormEvent, useRef, useState } from 'react'
import { Form, useNavigation, useRevalidator } from 'react-router'
import { FormStatus, SubmitButton } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import type { FormResult } from '#web/lib/forms.ts'
import { isIntentPending } from '#web/lib/use-intent-pending.ts'

type Progress = { current: number; total: number; percent: number }

/** Sends one picture with XMLHttpRequest, whose upload events (unlike fetch's) say how far it is. */
function sendOne(url: string, file: File, onProgress: (percent: number) => void) {
  return new Promise<FormResult<string>>((resolve) => {
    const body = new FormData()
    body.set('intent', 'image-upload')
    body.set('file', file, file.name)
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.responseType = 'json'
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    const failed: FormResult<string> = {
      ok: false,
      intent: 'image-upload',
      error: 'admin.errors.serverError',
      fieldErrors: { [file.name]: 'admin.errors.serverError' },
    }
    xhr.onload = () => resolve((xhr.response as FormResult<string> | null) ?? failed)
    xhr.onerror = () => resolve(failed)
    xhr.send(body)
  })
}

/**
 * The upload of a product's pictures: several at once from the file input (`image/*`, so a phone
 * offers its camera) or dropped on the area. Without script the form posts every file to the
 * page; with script each goes on its own with its progress shown, and the answer names the files
 * that were refused and why.
 */
export function UploadPictures({
  productId,
  result,
}: {
  productId: string
  result: FormResult<string> | undefined
}) {
  const { t, tm } = useAdminT()
  const navigation = useNavigation()
  const revalidator = useRevalidator()
  const input = useRef<HTMLInputElement>(null)
  const [progress, setProgress] = useState<Progress | null>(null)
  const [answer, setAnswer] = useState<FormResult<string> | undefined>(undefined)
  const [over, setOver] = useState(false)
  const shown = answer ?? (result?.intent === 'image-upload' ? result : undefined)
  const refused = shown && !shown.ok ? Object.entries(shown.fieldErrors) : []
  const posting = progress !== null || isIntentPending(navigation, 'image-upload')

  async function upload(files: File[]) {
    if (!files.length) {
      setAnswer({
        ok: false,
        intent: 'image-upload',
        error: 'admin.catalog.images.errors.none',
        fieldErrors: {},
      })
      return
    }
    setAnswer(undefined)
    const failed: Record<string, string> = {}
    for (const [index, file] of files.entries()) {
      setProgress({ current: index + 1, total: files.length, percent: 0 })
      const done = await sendOne(`/admin/products/${productId}/images`, file, (percent) =>
        setProgress({ current: index + 1, total: files.length, percent }),
      )
      if (!done.ok) failed[file.name] = done.error
    }
    setProgress(null)
    const added = files.length - Object.keys(failed).length
    const values = { count: added, done: added, total: files.length }
    const single = files.length === 1 ? Object.values(failed)[0] : undefined
    setAnswer(
      Object.keys(failed).length
        ? {
            ok: false,
            intent: 'image-upload',
            error: single ?? 'admin.catalog.images.partly',
            fieldErrors: failed,
            values,
          }
        : { ok: true, intent: 'image-upload', message: 'admin.catalog.images.uploaded', values },
    )
    if (input.current) input.current.value = ''
    if (added) void revalidator.revalidate()
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void upload([...(input.current?.files ?? [])])
  }
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault()
    setOver(false)
    if (posting) return
    void upload([...event.dataTransfer.files].filter((f) => f.type.startsWith('image/')))
  }

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      className="space-y-3"
      data-testid="picture-upload"
    >
      <input type="hidden" name="intent" value="image-upload" />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop area adds to the labelled file input, which stays the way to choose */}
      <div
        onDragOver={(event) => {
          event.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="picture-drop"
        className={`space-y-2 rounded-lg border-2 border-dashed p-4 ${
          over ? 'border-stone-900 bg-stone-100' : 'border-stone-300 bg-stone-50'
        }`}
      >
        <label htmlFor="picture-files" className="block text-sm font-medium">
          {t('catalog.images.choose')}{' '}
          <span className="font-normal text-stone-600">{t('catalog.images.drop')}</span>
        </label>
        <input
          ref={input}
          id="picture-files"
          type="file"
          name="file"
          multiple
          accept={PRODUCT_IMAGE_ACCEPT}
          aria-describedby="picture-files-hint"
          className="block w-full text-sm file:me-3 file:rounded file:border-0 file:bg-stone-200 file:px-3 file:py-2"
        />
        <p id="picture-files-hint" className="text-xs text-stone-600">
          {t('catalog.images.hint')}
        </p>
      </div>
      {progress && (
        <div className="space-y-1">
          <progress
            max={100}
            value={progress.percent}
            className="h-2 w-full"
            aria-label={t('catalog.images.uploading')}
          />
          <p className="text-sm" role="status">
            {t('catalog.images.progress', progress)}
          </p>
        </div>
      )}
      <div aria-live="polite" className="space-y-1">
        <FormStatus result={shown} />
        {refused.length > 0 && Number.parseInt(String(shown?.values?.total ?? 0), 10) > 1 && (
          <ul className="list-disc ps-5 text-sm text-red-800" data-testid="picture-refusals">
            {refused.map(([name, reason]) => (
              <li key={name}>{t('catalog.images.failedFile', { name, reason: tm(reason) })}</li>
            ))}
          </ul>
        )}
      </div>
      <SubmitButton pending={posting} pendingText={t('catalog.images.uploading')}>
        {t('catalog.images.upload')}
      </SubmitButton>
    </Form>
  )
}
