import { type MembershipSettings, membershipSettings } from '@shop/contract'
import { desc, eq } from 'drizzle-orm'
import { configurations } from '#api/db/schema/index.ts'
import { type ApiEnv, readEnv } from '#api/env.ts'
import type { Tx } from '#api/lib/db-tx.ts'

export const MEMBERSHIP_SLUG = 'membership'

const t = (en: string, zh: string, cn: string) => ({ en, zh, cn })

/** The shop's rules until the owner publishes others (also the seed of `membership`). */
export const DEFAULT_MEMBERSHIP: MembershipSettings = {
  points_per_hkd: 1,
  pending_days: 14,
  expiry_years: 1,
  spend_window_months: 12,
  tiers: [
    { key: 'MEMBER', title: t('Member', '會員', '会员'), min_spend: '0.00', multiplier: 1 },
    {
      key: 'SILVER',
      title: t('Silver', '銀卡會員', '银卡会员'),
      min_spend: '20000.00',
      multiplier: 1.25,
    },
    {
      key: 'GOLD',
      title: t('Gold', '金卡會員', '金卡会员'),
      min_spend: '80000.00',
      multiplier: 1.5,
    },
  ],
}

/**
 * The latest `membership` configuration (the defaults when none or an invalid one is stored).
 * MEMBERSHIP_PENDING_DAYS overrides the refund window, e.g. 0 in browser journeys.
 */
export async function loadMembershipSettings(
  db: Tx,
  env: Pick<ApiEnv, 'membershipPendingDays'> = readEnv(),
): Promise<MembershipSettings> {
  const [row] = await db
    .select({ data: configurations.data })
    .from(configurations)
    .where(eq(configurations.slug, MEMBERSHIP_SLUG))
    .orderBy(desc(configurations.version))
    .limit(1)
  const parsed = membershipSettings.safeParse(row?.data)
  const settings = parsed.success ? parsed.data : DEFAULT_MEMBERSHIP
  const pendingDays = env.membershipPendingDays ?? settings.pending_days
  // tiers by the spend they need, so the rules read them in order
  const tiers = [...settings.tiers].sort(
    (a, b) => Number.parseFloat(a.min_spend) - Number.parseFloat(b.min_spend),
  )
  return { ...settings, pending_days: pendingDays, tiers }
}
