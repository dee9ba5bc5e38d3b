import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import type { FormResult } from '#web/lib/forms.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { useToast } from '../toast.tsx'

/**
 * spec §4: a like toggles at once and is toggled back when the server refuses. Without
 * JavaScript it is a plain form post to the same page.
 */
export function LikeButton({ liked, likes }: { liked: boolean; likes: number }) {
  const { t } = useTranslation()
  const toast = useToast()
  const fetcher = useFetcher<FormResult>({ key: 'post-like' })
  const pending = fetcher.state !== 'idle' && fetcher.formData?.get('intent') === 'like'
  const shownLiked = pending ? !liked : liked
  const shownLikes = pending ? likes + (liked ? -1 : 1) : likes
  // once per answer: the root reloads after the post and hands out a new `t`
  const toasted = useRef<FormResult | undefined>(undefined)
  useEffect(() => {
    const answer = fetcher.data
    if (fetcher.state === 'idle' && answer && !answer.ok && toasted.current !== answer) {
      toasted.current = answer
      toast.error(t(answer.error))
    }
  }, [fetcher.state, fetcher.data, toast, t])
  return (
    <fetcher.Form method="post" className="inline-flex items-center gap-3" data-testid="like-form">
      <input type="hidden" name="intent" value="like" />
      <button
        type="submit"
        aria-pressed={shownLiked}
        data-testid="like-button"
        className="inline-flex items-center gap-2 rounded-full border border-stone-300 px-4 py-2 text-sm hover:bg-stone-100 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 dark:border-stone-700 dark:hover:bg-stone-800 dark:aria-pressed:bg-stone-800"
      >
        <span aria-hidden>{shownLiked ? '♥' : '♡'}</span>
        {shownLiked ? t('blog.unlike') : t('blog.like')}
      </button>
      <span className="text-sm text-stone-600 dark:text-stone-300" data-testid="like-count">
        {t('blog.likes', { count: shownLikes })}
      </span>
    </fetcher.Form>
  )
}
