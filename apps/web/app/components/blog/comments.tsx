import { type PostReview, postReviewBody } from '@shop/contract'
import { useEffect, useId, useRef } from 'react'
import { useFetcher } from 'react-router'
import { formatDateTime } from '#web/lib/format-date.ts'
import { type FormResult, text } from '#web/lib/forms.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { shownErrors, useResultToast, useValidatedSubmit } from '#web/lib/use-form-feedback.ts'
import { useRootData } from '#web/lib/use-root-data.ts'
import { LocalizedLink } from '../localized-link.tsx'

const toBody = (postId: string) => (form: FormData) => ({
  _id: postId,
  comment: text(form, 'comment'),
})

type Shown = Pick<PostReview, '_id' | 'comment' | 'status' | 'created_at'> & {
  user: { username: string }
}

/** One comment; its text is rendered as text, so markup in it never runs (spec §3). */
function Comment({ review }: { review: Shown }) {
  const draft = review.status === 'DRAFT'
  return (
    <li
      className={`rounded-lg border border-stone-200 p-4 dark:border-stone-800 ${draft ? 'opacity-60' : ''}`}
      data-testid="comment"
      data-status={review.status}
      aria-busy={draft || undefined}
    >
      <p className="text-sm font-semibold">
        {review.user.username}
        {!draft && (
          <time
            dateTime={review.created_at}
            className="ms-2 font-normal text-stone-500 dark:text-stone-400"
          >
            {formatDateTime(review.created_at)}
          </time>
        )}
      </p>
      <p className="mt-1 whitespace-pre-line break-words">{review.comment}</p>
    </li>
  )
}

/**
 * spec §4: a new comment shows at once as DRAFT, stays (ACTIVE) when the server accepts it and
 * disappears when it refuses. Without JavaScript the form posts to the page.
 */
export function Comments({ postId, reviews }: { postId: string; reviews: PostReview[] }) {
  const { t } = useTranslation()
  const root = useRootData()
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const fetcher = useFetcher<FormResult>({ key: 'post-comment' })
  const { onSubmit, clientErrors } = useValidatedSubmit(postReviewBody, toBody(postId))
  useResultToast(fetcher.state === 'idle' ? fetcher.data : undefined)
  const errors = shownErrors(clientErrors, fetcher.state === 'idle' ? fetcher.data : undefined)
  const draftText = fetcher.state !== 'idle' ? fetcher.formData?.get('comment') : null
  const shown: Shown[] = [...reviews]
  if (typeof draftText === 'string' && draftText.trim()) {
    shown.push({
      _id: 'draft',
      comment: draftText.trim(),
      status: 'DRAFT',
      created_at: new Date().toISOString(),
      user: { username: root?.user?.username ?? '' },
    })
  }
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) formRef.current?.reset()
  }, [fetcher.state, fetcher.data])

  return (
    <section aria-labelledby="comments-heading" className="mt-12" data-testid="comments">
      <h2 id="comments-heading" className="text-2xl font-semibold">
        {t('blog.comments')}{' '}
        <span className="text-base font-normal text-stone-500 dark:text-stone-400">
          ({t('blog.commentCount', { count: reviews.length })})
        </span>
      </h2>
      {shown.length === 0 ? (
        <p className="mt-4 text-stone-600 dark:text-stone-300">{t('blog.noComments')}</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {shown.map((review) => (
            <Comment key={review._id} review={review} />
          ))}
        </ol>
      )}
      {root?.user ? (
        <fetcher.Form
          ref={formRef}
          method="post"
          onSubmit={onSubmit}
          noValidate
          className="mt-6 max-w-prose space-y-2"
          data-testid="comment-form"
        >
          <input type="hidden" name="intent" value="comment" />
          <label htmlFor={id} className="block text-sm font-medium">
            {t('blog.commentLabel')}
          </label>
          <textarea
            id={id}
            name="comment"
            rows={4}
            maxLength={1000}
            required
            aria-invalid={errors.comment ? true : undefined}
            aria-describedby={`${id}-hint${errors.comment ? ` ${id}-error` : ''}`}
            className="w-full rounded border border-stone-300 bg-white px-3 py-2 aria-[invalid=true]:border-red-600 dark:border-stone-600 dark:bg-stone-900"
          />
          <p id={`${id}-hint`} className="text-xs text-stone-500 dark:text-stone-400">
            {t('blog.commentHint')}
          </p>
          {errors.comment && (
            <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
              {t(errors.comment)}
            </p>
          )}
          <button
            type="submit"
            disabled={fetcher.state !== 'idle'}
            className="rounded bg-brand-700 px-4 py-2 text-white hover:bg-brand-900 disabled:opacity-60"
          >
            {fetcher.state !== 'idle' ? t('blog.commentSending') : t('blog.commentSubmit')}
          </button>
        </fetcher.Form>
      ) : (
        <SignInInvite />
      )}
    </section>
  )
}

/** spec §6: liking and commenting need a signed-in member; everyone else is invited. */
export function SignInInvite() {
  const { t } = useTranslation()
  return (
    <p className="mt-6 rounded-lg bg-brand-50 p-4 dark:bg-stone-900" data-testid="sign-in-invite">
      {t('blog.signInInvite')}{' '}
      <LocalizedLink to="/authentication/login/email" className="font-medium underline">
        {t('blog.signIn')}
      </LocalizedLink>{' '}
      ·{' '}
      <LocalizedLink to="/authentication/register/email" className="font-medium underline">
        {t('blog.register')}
      </LocalizedLink>
    </p>
  )
}
