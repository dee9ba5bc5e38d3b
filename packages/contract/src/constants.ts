/** Business constants and limits (spec §9). */
export const CURRENCY = 'HKD'
/** spec §9: the main and mini store ids are fixed configuration values. */
export const MAIN_STORE_ID = '6b1f1c2e-3f0a-4c57-9a52-6f1d2b7c0001'
export const MINI_STORE_ID = '6b1f1c2e-3f0a-4c57-9a52-6f1d2b7c0002'
export const DEFAULT_COUNTRY_CODE = 'HK'
export const DEFAULT_DELIVERY_METHOD = 'DELIVERY'

export const PAGE_SIZE = {
  categories: 5,
  postsFilter: 10,
  products: 5,
  wishlist: 3,
  related: 12,
  productReviews: 9999,
  creditCards: 999,
  warehouses: 999,
} as const

export const TOKEN_LIFETIME_SECONDS = 1800
export const LOGIN_RETRY_COUNT = 5
export const MIN_PASSWORD_LENGTH = 8
/** Long passphrases are welcome; beyond this a password is only a way to make hashing slow. */
export const MAX_PASSWORD_LENGTH = 128
/** Staff accounts see every order and customer: a longer password (ASVS 6.2.1 asks for 12). */
export const MIN_STAFF_PASSWORD_LENGTH = 12
export const MAX_REVIEW_IMAGES = 5

export const TOAST_HIDE_MS = 2000
export const TOAST_REDIRECT_MS = 1500
export const PREFETCH_IDLE_MS = 2000
/** spec §8: a chunk that fails to load reloads the page at most once per 60 s. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000
export const ROOT_REDIRECT_STATUS = 302

/** spec §9: displayed dates as DD/MM/YYYY HH:mm. */
export const DATE_FORMAT = 'DD/MM/YYYY HH:mm'

/** Outcomes a result page can show (spec §2). */
export const RESULT_OUTCOMES = ['success', 'failure', 'cancelled'] as const
export type ResultOutcome = (typeof RESULT_OUTCOMES)[number]

/** Logo heights requested from the image service (spec §7). */
export const LOGO_HEIGHT = { navigation: 36, footer: 50 } as const

/** Uploaded files are served from here: `${FILE_BASE_PATH}/{name}`. */
export const FILE_BASE_PATH = '/api/v1/files'

/** A member's address book (ADR 066): the eleventh address is refused (`errors.addressBookFull`). */
export const MAX_SAVED_ADDRESSES = 10
/** An address's label: "Home", "Office", "Mum's flat". */
export const ADDRESS_LABEL_MAX = 40
