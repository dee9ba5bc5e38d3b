/** Browser-safe constants of the back office's customers, enquiries and moderation screens. */
export const ADMIN_PEOPLE_PAGE_SIZE = 20
/** How many of a customer's newest orders and ledger entries the details show. */
export const ADMIN_CUSTOMER_RECENT = 50

export const ENQUIRY_STATUSES = ['new', 'replied', 'closed'] as const
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number]
export const ENQUIRY_REPLY_MAX = 5000

/** Blog comments (post_reviews) and product or order reviews (product_reviews). */
export const MODERATION_KINDS = ['comment', 'review'] as const
export type ModerationKind = (typeof MODERATION_KINDS)[number]
export const MODERATION_STATUSES = ['ACTIVE', 'HIDDEN'] as const
export type ModerationStatus = (typeof MODERATION_STATUSES)[number]
export const MODERATION_REASON_MAX = 500
