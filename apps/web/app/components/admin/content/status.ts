import type { ContentStatus } from '@shop/contract'

/** The colour of a state's badge: drafts grey, waiting amber, live green. */
export const STATUS_STYLE: Record<ContentStatus, string> = {
  draft: 'bg-stone-200 text-stone-800',
  scheduled: 'bg-amber-100 text-amber-900',
  published: 'bg-green-100 text-green-900',
}
