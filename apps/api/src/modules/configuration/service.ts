import {
  bannersOf,
  type Configuration,
  type CustomerLocales,
  homeSettings,
  MAIN_STORE_ID,
  type PaymentSettings,
  type SortingList,
  shopDetails,
  walletsOn,
} from '@shop/contract'
import {
  CUSTOMER_LOCALES_SLUG,
  SITE_CONFIGURATION_SLUG,
  sortingListSlug,
} from '#api/db/seed/index.ts'
import { NotFoundError } from '#api/lib/errors.ts'
import { MEMBERSHIP_SLUG } from '../membership/index.ts'
import { resolveMenu } from './menu.ts'
import type { ConfigurationRepository } from './repository.ts'

/** `payments` is the running API's own setting, never a stored one. */
export function configurationService(
  repository: ConfigurationRepository,
  payments: Omit<PaymentSettings, 'wallets'>,
) {
  return {
    async latest(): Promise<Configuration> {
      // the menu's category links follow the back office's categories: one statement for all
      const [doc, membership, visible, showrooms] = await Promise.all([
        repository.latest(SITE_CONFIGURATION_SLUG),
        repository.latest(MEMBERSHIP_SLUG),
        repository.visibleCategories(MAIN_STORE_ID),
        repository.showrooms(MAIN_STORE_ID),
      ])
      if (!doc) throw new NotFoundError('Configuration not found', 'CONFIGURATION_NOT_FOUND')
      const rate = membership?.data.points_per_hkd
      // the owner's settings (issue 27) only as the contract has them: a bad one is left out
      const shop = shopDetails.safeParse(doc.data.shop)
      const home = homeSettings.safeParse(doc.data.home)
      return {
        ...(doc.data as Omit<Configuration, '_id' | 'version' | 'updated_at' | 'payments'>),
        menu: resolveMenu((doc.data.menu ?? []) as Configuration['menu'], visible),
        shop: shop.success ? shop.data : undefined,
        home: { hero: home.success ? home.data.hero : [], banners: bannersOf(doc.data.home) },
        // the wallets the owner left on (ADR 070): checkout offers these next to cards
        payments: { ...payments, wallets: walletsOn(doc.data.payment_details) },
        showrooms,
        // the earn rate a product page shows ("earn N points"); tiers multiply it per member
        ...(typeof rate === 'number' && rate >= 0 ? { membership: { points_per_hkd: rate } } : {}),
        _id: doc.id,
        version: doc.version,
        updated_at: doc.createdAt.toISOString(),
      }
    },
    /** The offline payment instructions alone: the stored document, no category read. */
    async paymentInstructions(): Promise<NonNullable<Configuration['payment_instructions']>> {
      const doc = await repository.latest(SITE_CONFIGURATION_SLUG)
      return (doc?.data.payment_instructions ?? {}) as NonNullable<
        Configuration['payment_instructions']
      >
    },
    async customerLocales(): Promise<CustomerLocales> {
      const doc = await repository.latest(CUSTOMER_LOCALES_SLUG)
      if (!doc) throw new NotFoundError('Configuration not found', 'CONFIGURATION_NOT_FOUND')
      return doc.data as CustomerLocales
    },
    async sortingList(slug: string): Promise<SortingList> {
      const doc = await repository.latest(sortingListSlug(slug))
      if (!doc) throw new NotFoundError(`No sorting list for "${slug}"`, 'SORTING_LIST_NOT_FOUND')
      return doc.data as SortingList
    },
  }
}
