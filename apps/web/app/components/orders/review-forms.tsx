import {
  MAX_REVIEW_COMMENT,
  MAX_REVIEW_IMAGES,
  type OrderDetails,
  type OrderDetailsItem,
  type OrderReview,
} from '@shop/contract'
import { type Locale, pickText } from '@shop/contract/client'
import { useId } from 'react'
import { fileSrc } from '#web/lib/file-src.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { reviewBody, reviewForm } from '#web/lib/order-forms.ts'
import { shownErrors, useValidatedSubmit } from '#web/lib/use-form-feedback.ts'
import { Rating } from '../catalog/rating.tsx'
import { SubmitButton, TextAreaField } from '../form-field.tsx'
import { FileInput } from './file-input.tsx'
import { useOrderFetcher } from './use-order-status.tsx'

/** Five radio buttons (1–5 stars); a plain radio group without JavaScript. */
function StarPicker({ error }: { error?: string }) {
  const { t } = useTranslation()
  const name = useId()
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-medium">{t('orders.review.rating')}</legend>
      <div className="mt-1 flex flex-row-reverse justify-end gap-1">
        {[5, 4, 3, 2, 1].map((n) => (
          <label
            key={n}
            className="cursor-pointer text-2xl text-stone-300 has-checked:text-amber-600 [label:has(input:checked)~&]:text-amber-600 dark:text-stone-600"
          >
            <input
              type="radio"
              name="rating"
              value={n}
              defaultChecked={n === 5}
              className="sr-only"
              aria-label={t('orders.review.stars', { count: n })}
            />
            <span aria-hidden>★</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${name}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  )
}

/** spec §3 Order review: one item's review (rating, comment, up to 5 photos). */
function ReviewForm({ item, locale }: { item: OrderDetailsItem; locale: Locale }) {
  const { t } = useTranslation()
  const fetcher = useOrderFetcher('review', item.product_variant_id ?? '')
  const { onSubmit, clientErrors } = useValidatedSubmit(reviewForm, reviewBody)
  const errors = shownErrors(clientErrors, fetcher.data)
  const title = pickText(item.product_title, locale)
  return (
    <fetcher.Form
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      noValidate
      aria-label={t('orders.review.itemTitle', { title })}
      className="space-y-3 rounded border border-stone-200 p-4 dark:border-stone-700"
      data-testid="review-form"
    >
      <input type="hidden" name="intent" value="review" />
      <input type="hidden" name="product_variant_id" value={item.product_variant_id ?? ''} />
      <h3 className="font-medium">{t('orders.review.itemTitle', { title })}</h3>
      <StarPicker error={errors.rating && t(errors.rating)} />
      <TextAreaField
        name="comment"
        label={t('orders.review.comment')}
        rows={3}
        maxLength={MAX_REVIEW_COMMENT}
        error={errors.comment}
      />
      <FileInput
        name="images"
        multiple
        label={t('orders.review.images', { max: MAX_REVIEW_IMAGES })}
        error={errors.images}
        previewLabel={t('orders.images.preview')}
      />
      <div className="max-w-xs">
        <SubmitButton pending={fetcher.state !== 'idle'}>{t('orders.review.submit')}</SubmitButton>
      </div>
    </fetcher.Form>
  )
}

function WrittenReview({ review, locale }: { review: OrderReview; locale: Locale }) {
  const { t } = useTranslation()
  return (
    <li
      className="rounded border border-stone-200 p-4 dark:border-stone-700"
      data-testid="written-review"
    >
      <p className="font-medium">
        {pickText(review.product_title, locale)}{' '}
        <span className="text-sm text-stone-600 dark:text-stone-300">
          {t('orders.review.reviewed')}
        </span>
      </p>
      <Rating value={review.rating} />
      {review.comment && <p className="mt-1">{review.comment}</p>}
      {review.images.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {review.images.map((src) => (
            <li key={src}>
              <img
                src={fileSrc(src)}
                alt={t('orders.reviewImageAlt')}
                loading="lazy"
                className="size-20 rounded object-cover"
              />
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}

/** Reviews written from this order and, when allowed, a form for each item not yet reviewed. */
export function ReviewSection({
  order,
  reviews,
  locale,
}: {
  order: OrderDetails
  reviews: OrderReview[]
  locale: Locale
}) {
  const { t } = useTranslation()
  const open = order.available_actions.includes('review')
    ? order.items.filter((item) => !item.is_reviewed && !item.is_gift && item.product_variant_id)
    : []
  if (reviews.length === 0 && open.length === 0) return null
  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      <h2 id="reviews-heading" className="text-lg font-semibold">
        {t('orders.review.title')}
      </h2>
      {reviews.length > 0 && (
        <ul className="space-y-3">
          {reviews.map((review) => (
            <WrittenReview key={review._id} review={review} locale={locale} />
          ))}
        </ul>
      )}
      {open.map((item) => (
        <ReviewForm key={item._id} item={item} locale={locale} />
      ))}
    </section>
  )
}
