import type { AdminProjectDetails } from '@shop/contract'
import { type FormEvent, useState } from 'react'
import { Form, useNavigation, useRevalidator } from 'react-router'
import { FormStatus, SubmitButton } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { formatDate } from '#web/lib/format-date.ts'
import { type FormResult, validate } from '#web/lib/forms.ts'
import { fileSize } from '#web/lib/project-forms.ts'
import {
  MODEL_ACCEPT,
  modelForm,
  modelFormInput,
  POSTER_ACCEPT,
} from '#web/lib/project-model-form.ts'
import { isIntentPending } from '#web/lib/use-intent-pending.ts'
import { adminFileUrl } from '../orders/proof-viewer.tsx'

const fileOf = (url: string) => adminFileUrl(url.slice(url.lastIndexOf('/') + 1))

/**
 * Sends the form to the upload route with XMLHttpRequest, whose upload events (unlike fetch's)
 * say how far a 25 MB model has gone; answers the route's JSON result.
 */
function sendWithProgress(
  url: string,
  body: FormData,
  onProgress: (percent: number) => void,
): Promise<FormResult<string>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.responseType = 'json'
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    const failed: FormResult<string> = {
      ok: false,
      intent: 'model',
      error: 'admin.errors.serverError',
      fieldErrors: {},
    }
    xhr.onload = () => resolve((xhr.response as FormResult<string> | null) ?? failed)
    xhr.onerror = () => resolve(failed)
    xhr.send(body)
  })
}

/**
 * The project's 3D design: the current poster and size, and the upload form (multipart; without
 * script it posts to the page like any form, with script it shows the upload's progress).
 */
export function ModelUpload({
  project,
  result,
  canManage,
}: {
  project: AdminProjectDetails
  result: FormResult<string> | undefined
  canManage: boolean
}) {
  const { t, tm } = useAdminT()
  const navigation = useNavigation()
  const revalidator = useRevalidator()
  const [progress, setProgress] = useState<number | null>(null)
  const [answer, setAnswer] = useState<FormResult<string> | undefined>(undefined)
  const shown = answer ?? (result?.intent === 'model' ? result : undefined)
  const errors = shown && !shown.ok ? shown.fieldErrors : {}
  const posting = progress !== null || isIntentPending(navigation, 'model')
  const model = project.model

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const checked = validate(modelForm, modelFormInput(form))
    if (!checked.ok) {
      setAnswer({
        ok: false,
        intent: 'model',
        error: checked.error,
        fieldErrors: checked.fieldErrors,
      })
      return
    }
    const target = event.currentTarget
    setAnswer(undefined)
    setProgress(0)
    void sendWithProgress(`/admin/projects/${project._id}/model`, form, setProgress).then(
      (done) => {
        setProgress(null)
        setAnswer(done)
        if (done.ok) {
          target.reset()
          void revalidator.revalidate()
        }
      },
    )
  }

  return (
    <section
      aria-labelledby="model-title"
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
    >
      <h2 id="model-title" className="text-lg font-semibold">
        {t('projects.detail.model')}
      </h2>
      {model ? (
        <div className="space-y-2" data-testid="admin-model">
          {model.poster_url ? (
            <img
              src={fileOf(model.poster_url)}
              alt={t('projects.detail.posterAlt', { reference: project.reference })}
              className="max-h-64 w-full rounded border border-stone-200 object-contain"
            />
          ) : (
            <p className="text-sm text-stone-600">{t('projects.detail.noPoster')}</p>
          )}
          <p className="text-sm">
            {t('projects.detail.modelCurrent', {
              size: fileSize(model.size),
              date: formatDate(model.uploaded_at),
            })}{' '}
            <a className="underline" href={fileOf(model.url)} download>
              {t('projects.detail.modelDownload')}
            </a>
          </p>
        </div>
      ) : (
        <p className="text-sm text-stone-600">{t('projects.detail.modelNone')}</p>
      )}
      {canManage && (
        <Form
          method="post"
          encType="multipart/form-data"
          onSubmit={onSubmit}
          className="space-y-3"
          data-testid="model-upload"
        >
          <input type="hidden" name="intent" value="model" />
          {(['model', 'poster'] as const).map((field) => (
            <div key={field} className="space-y-1">
              <label htmlFor={`${field}-file`} className="block text-sm font-medium">
                {field === 'model'
                  ? t('projects.detail.modelFile')
                  : t('projects.detail.posterFile')}
              </label>
              <input
                id={`${field}-file`}
                type="file"
                name={field}
                accept={field === 'model' ? MODEL_ACCEPT : POSTER_ACCEPT}
                required={field === 'model'}
                aria-invalid={errors[field] ? true : undefined}
                className="block w-full text-sm file:me-3 file:rounded file:border-0 file:bg-stone-200 file:px-3 file:py-2"
              />
              {errors[field] && <p className="text-sm text-red-700">{tm(errors[field])}</p>}
            </div>
          ))}
          {progress !== null && (
            <div className="space-y-1">
              <progress
                max={100}
                value={progress}
                className="h-2 w-full"
                aria-label={t('projects.detail.modelUploading')}
              />
              <p className="text-sm" role="status">
                {t('projects.detail.modelProgress', { percent: progress })}
              </p>
            </div>
          )}
          <div aria-live="polite">
            <FormStatus result={shown} />
          </div>
          <SubmitButton pending={posting} pendingText={t('projects.detail.modelUploading')}>
            {model ? t('projects.detail.modelReplace') : t('projects.detail.modelUpload')}
          </SubmitButton>
        </Form>
      )}
    </section>
  )
}
