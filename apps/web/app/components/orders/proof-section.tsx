import type { OrderDetails } from '@shop/contract'
import { fileSrc, isPdf } from '#web/lib/file-src.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { proofBody, proofForm } from '#web/lib/order-forms.ts'
import { shownErrors, useValidatedSubmit } from '#web/lib/use-form-feedback.ts'
import { SubmitButton } from '../form-field.tsx'
import { FileInput } from './file-input.tsx'
import { useOrderFetcher } from './use-order-status.tsx'

/**
 * spec §3 checkout.offline.image: the uploaded proof (through the storefront's file route) and,
 * while the API allows it, the upload form (multipart; works without JavaScript).
 */
export function ProofSection({
  order,
  canUpload,
  showImage = true,
}: {
  order: OrderDetails
  canUpload: boolean
  /** A private link's visitor may not be the one who uploaded it: then it is only said to be in. */
  showImage?: boolean
}) {
  const { t } = useTranslation()
  const fetcher = useOrderFetcher('upload_proof')
  const { onSubmit, clientErrors } = useValidatedSubmit(proofForm, proofBody)
  const errors = shownErrors(clientErrors, fetcher.data)
  const image = order.checkout.offline.image
  if (!image && !canUpload) return null
  return (
    <section
      aria-labelledby="proof-heading"
      className="rounded-md border border-stone-200 p-5 dark:border-stone-700"
    >
      <h2 id="proof-heading" className="mb-3 text-lg font-semibold">
        {t('orders.proof.title')}
      </h2>
      {image && !showImage && (
        <p className="mb-4 text-sm" data-testid="proof-current">
          {t('orders.proof.received')}
        </p>
      )}
      {image && showImage && (
        <figure className="mb-4" data-testid="proof-current">
          {isPdf(image) ? (
            <a href={fileSrc(image)} className="underline" target="_blank" rel="noopener">
              {t('orders.proof.open')}
            </a>
          ) : (
            <a href={fileSrc(image)} target="_blank" rel="noopener">
              <img
                src={fileSrc(image)}
                alt={t('orders.proofImageAlt', { reference: order.reference })}
                className="max-h-64 rounded border border-stone-200 dark:border-stone-700"
              />
            </a>
          )}
          <figcaption className="mt-1 text-sm text-stone-600 dark:text-stone-300">
            {t('orders.proof.current')}
          </figcaption>
        </figure>
      )}
      {canUpload && (
        <fetcher.Form
          method="post"
          encType="multipart/form-data"
          onSubmit={onSubmit}
          noValidate
          className="space-y-3"
          data-testid="proof-form"
        >
          <input type="hidden" name="intent" value="upload_proof" />
          <p className="text-sm text-stone-600 dark:text-stone-300">{t('orders.proof.hint')}</p>
          <FileInput
            name="file"
            label={image ? t('orders.proof.replace') : t('orders.proof.file')}
            required
            error={errors.file}
            previewLabel={t('orders.proof.preview')}
          />
          <div className="max-w-xs">
            <SubmitButton pending={fetcher.state !== 'idle'}>
              {t('orders.proof.submit')}
            </SubmitButton>
          </div>
        </fetcher.Form>
      )}
    </section>
  )
}
