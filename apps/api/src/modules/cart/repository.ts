import { FURNITURE_CATEGORY_SLUGS, type LocalizedText } from '@shop/contract'
import { and, asc, eq, gt, inArray, is, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm'
import { type PgColumn, PgTransaction } from 'drizzle-orm/pg-core'
import type { Db } from '#api/db/client.ts'
import {
  cartItems,
  colours,
  couriers,
  giftRules,
  orders,
  type ProductStatusValue,
  products,
  productVariants,
  voucherRedemptions,
  vouchers,
  warehouses,
  wishlistItems,
} from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { preparedStatement } from '#api/lib/prepared.ts'
import { salePriceNow } from '../catalog/index.ts'
import { latestDeliveryColumn, leadTimeColumn } from '../delivery/index.ts'
import { callerOfToken, callerRowOfToken } from '../identity/index.ts'
import { activeLikes } from '../wishlist/index.ts'

/** Everything a cart line shows about its variant: one statement for the whole cart. */
const variantColumns = {
  variantId: productVariants.id,
  productId: products.id,
  storeId: products.storeId,
  sku: productVariants.sku,
  price: productVariants.price,
  salePrice: salePriceNow(),
  pointsPrice: productVariants.pointsPrice,
  stock: productVariants.stock,
  size: productVariants.size,
  colourName: colours.name,
  productTitle: products.title,
  productStatus: products.status,
  productKind: products.kind,
  image: sql<string | null>`coalesce(
    (select i.file from product_images i where i.variant_id = ${productVariants.id}
      order by i.sequence limit 1),
    (select i.file from product_images i where i.product_id = ${products.id}
      order by i.sequence limit 1))`,
  // furniture is carried up piece by piece when the flat has no lift (ADR 022)
  isFurniture: sql<boolean>`exists (select 1 from product_categories pc
    join categories c on c.id = pc.category_id
    where pc.product_id = ${products.id}
      and c.slug in (${sql.join(
        FURNITURE_CATEGORY_SLUGS.map((slug) => sql`${slug}`),
        sql`, `,
      )}))`,
  leadTimeDays: leadTimeColumn(),
}
export type VariantRow = {
  variantId: string
  productId: string
  storeId: string
  sku: string
  price: string
  salePrice: string | null
  pointsPrice: number | null
  stock: number
  size: Record<'en' | 'zh' | 'cn', string> | null
  colourName: Record<'en' | 'zh' | 'cn', string> | null
  productTitle: Record<'en' | 'zh' | 'cn', string>
  productStatus: ProductStatusValue
  productKind: 'goods' | 'service'
  image: string | null
  isFurniture: boolean
  /** Working days to prepare; null: the default (delivery/lead-time.ts). */
  leadTimeDays: number | null
}

/**
 * Columns as one JSON object with the names and values drizzle answers them with, for a row
 * inside a statement's JSON: `asText` names the numeric ones, which drizzle answers as text.
 */
function asJson(columns: Record<string, SQL | PgColumn>, asText: string[]) {
  return sql`json_build_object(${sql.join(
    Object.entries(columns).map(([name, column]) => {
      // the names are this file's own keys: written as literals, not sent as values
      const key = sql.raw(`'${name}'`)
      return asText.includes(name) ? sql`${key}, ${column}::text` : sql`${key}, ${column}`
    }),
    sql`, `,
  )})`
}

/** A gift rule running now, as `linesAndTerms` answers it. */
export type GiftRuleRow = {
  minSpend: string
  qty: number
  title: LocalizedText
  variant: VariantRow
}

/**
 * `linesAndTerms`' statement, with its values as placeholders: the lines of the account
 * `accountId`, or (`ofToken`) of the caller of the token `tokenHash`, whose account columns it
 * then answers beside (no row at all for a token without a live sign-in).
 */
function linesAndTermsQuery(db: Tx, ofToken = false) {
  const c = couriers
  const g = giftRules
  const place = {
    accountId: sql.placeholder('accountId'),
    storeId: sql.placeholder('storeId'),
    countryCode: sql.placeholder('countryCode'),
  }
  const store = sql`${place.storeId}::uuid`
  const at = sql`${sql.placeholder('now')}::timestamptz`
  return db
    .select({
      ...variantColumns,
      qty: cartItems.qty,
      usePoints: cartItems.usePoints,
      caller: ofToken
        ? sql<CartCaller>`json_build_object('id', caller.account_id, 'kind', caller.kind,
            'email', caller.email, 'areaCode', caller.area_code, 'phone', caller.phone,
            'wishlistTotal', (select count(*)::int from ${wishlistItems}
              inner join ${products} on ${products.id} = ${wishlistItems.productId}
              where ${activeLikes(sql`caller.account_id`, store)}))`
        : sql<null>`null`,
      couriers: sql<CourierRow[]>`coalesce((select json_agg(json_build_object(
          'id', ${c.id}, 'storeId', ${c.storeId}, 'code', ${c.code},
          'countryCode', ${c.countryCode}, 'name', ${c.name}, 'fee', ${c.fee}::text,
          'freeThreshold', ${c.freeThreshold}::text, 'estimatedDays', ${c.estimatedDays},
          'sequence', ${c.sequence}, 'isActive', ${c.isActive})
          order by ${c.sequence}, ${c.code})
        from ${c} where ${c.storeId} = ${store}
          and ${c.countryCode} = ${place.countryCode}::text and ${c.isActive}), '[]'::json)`,
      delivery: latestDeliveryColumn(),
      gifts: sql<GiftRuleRow[]>`coalesce((select json_agg(json_build_object(
          'minSpend', ${g.minSpend}::text, 'qty', ${g.qty}, 'title', ${g.title},
          'variant', ${asJson(variantColumns, ['price', 'salePrice'])}) order by ${g.minSpend}, ${g.id})
        from ${g}
        inner join ${productVariants} on ${productVariants.id} = ${g.variantId}
        inner join ${products} on ${products.id} = ${productVariants.productId}
        left join ${colours} on ${colours.id} = ${productVariants.colourId}
        where ${g.storeId} = ${store} and ${g.isActive}
          and (${g.startsAt} is null or ${g.startsAt} <= ${at})
          and (${g.endsAt} is null or ${g.endsAt} > ${at})), '[]'::json)`,
    })
    .from(
      ofToken
        ? callerRowOfToken(sql.placeholder('tokenHash'), sql.placeholder('now'))
        : sql`(select 1) as one`,
    )
    .leftJoin(
      cartItems,
      and(
        eq(cartItems.accountId, ofToken ? sql`caller.account_id` : place.accountId),
        eq(cartItems.storeId, place.storeId),
      ),
    )
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .leftJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(colours, eq(colours.id, productVariants.colourId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.variantId))
}

/** What the priced cart needs of its caller's account (vouchers per person, points). */
export type CartCaller = {
  id: string
  kind: 'TEMP' | 'REGISTERED'
  email: string | null
  areaCode: string | null
  phone: string | null
  /** Its wishlist's size in the store (the header's badge, beside the cart's own count). */
  wishlistTotal: number
}

type PreparedLinesAndTerms = ReturnType<ReturnType<typeof linesAndTermsQuery>['prepare']>
const linesAndTermsOf = new WeakMap<Db, PreparedLinesAndTerms>()
const linesAndTermsOfTokenOf = new WeakMap<Db, PreparedLinesAndTerms>()
function preparedLinesAndTerms(db: Db, ofToken: boolean) {
  const kept = ofToken ? linesAndTermsOfTokenOf : linesAndTermsOf
  let prepared = kept.get(db)
  if (!prepared) {
    prepared = linesAndTermsQuery(db, ofToken).prepare(
      ofToken ? 'cart_lines_and_terms_of_token' : 'cart_lines_and_terms',
    )
    kept.set(db, prepared)
  }
  return prepared
}

/** The rows of `linesAndTermsQuery` as the lines and the terms beside them. */
function linesAndTermsOfRows(rows: Awaited<ReturnType<PreparedLinesAndTerms['execute']>>) {
  const [first] = rows
  const lines: CartLineRow[] = []
  for (const { couriers: _c, delivery: _d, gifts: _g, caller: _a, ...line } of rows) {
    // the lines' own tables are inner-joined in `lines`: a line is whole or not there
    if (line.variantId !== null && line.productId !== null && line.qty !== null)
      lines.push(line as CartLineRow)
  }
  return {
    lines,
    terms: {
      couriers: first?.couriers ?? [],
      delivery: first?.delivery ?? null,
      gifts: first?.gifts ?? [],
    },
  }
}

/** What `linesAndTerms` answers: the lines and the terms their prices need. */
export type LinesAndTerms = ReturnType<typeof linesAndTermsOfRows>

export const cartRepository = {
  /**
   * Units over the same lines `lines` reads, summed by the database, in one prepared statement
   * that also reads the token's caller (ADR 072): null when the token has no live sign-in.
   */
  async countOfToken(db: Db, tokenHash: string, storeId: string): Promise<number | null> {
    const [row] = await countOfToken(db, { tokenHash, storeId, now: new Date().toISOString() })
    return row?.account_id ? Number(row.n) : null
  },

  async lines(db: Tx, accountId: string, storeId: string) {
    return db
      .select({
        ...variantColumns,
        qty: cartItems.qty,
        usePoints: cartItems.usePoints,
      })
      .from(cartItems)
      .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
      .innerJoin(products, eq(products.id, productVariants.productId))
      .leftJoin(colours, eq(colours.id, productVariants.colourId))
      .where(and(eq(cartItems.accountId, accountId), eq(cartItems.storeId, storeId)))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.variantId))
  },

  async variants(db: Tx, ids: string[]): Promise<VariantRow[]> {
    if (!ids.length) return []
    return db
      .select(variantColumns)
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .leftJoin(colours, eq(colours.id, productVariants.colourId))
      .where(inArray(productVariants.id, ids))
  },

  /**
   * Adds `delta` to a line of the token's caller in one prepared statement (ADR 072): the
   * sign-in, the variant and the line are read, and the line changed, together. The variant must
   * be of `storeId`, active goods, with a points price when paid with points; a raise never takes
   * the line beyond stock; reaching 0 removes the line. No transaction: the row's own lock orders
   * concurrent changes. Answers what was found, and the line's new quantity with the cart's total
   * (`line` null when nothing was written: no sign-in, a refused variant, a raise beyond stock, or
   * lowering a line the cart does not hold). Commits asynchronously (ADR 061).
   */
  async changeLineOfToken(
    db: Db,
    key: { tokenHash: string; storeId: string; variantId: string },
    delta: number,
    usePoints: boolean | undefined,
  ): Promise<LineChange> {
    const values = { ...key, delta, usePoints: usePoints ?? null, now: new Date().toISOString() }
    if (delta > 0) return lineChange(await raiseLine(db, values))
    // lowering: each statement's condition is on the line itself, so PostgreSQL checks it again
    // on the latest row once the row lock is had; a line raised or lowered between the snapshot
    // and the lock is neither kept nor removed, and is tried again
    let change = lineChange(await lowerLine(db, values))
    for (let attempt = 1; attempt < 3; attempt++) {
      if (change.line || !change.accountId || change.refused) return change
      const [held] = await db
        .select({ qty: cartItems.qty })
        .from(cartItems)
        .where(
          and(
            eq(cartItems.accountId, change.accountId),
            eq(cartItems.storeId, key.storeId),
            eq(cartItems.variantId, key.variantId),
          ),
        )
      if (!held) return change
      change = lineChange(await lowerLine(db, values))
    }
    return change
  },

  /**
   * Puts lines back in a cart (added to what is there): a shopper who cancelled or was declined
   * on the payment page finds the cart as it was.
   */
  async putBack(
    tx: Tx,
    accountId: string,
    storeId: string,
    lines: { variantId: string; qty: number; usePoints: boolean }[],
  ) {
    if (!lines.length) return
    await tx
      .insert(cartItems)
      .values(lines.map((line) => ({ accountId, storeId, ...line })))
      .onConflictDoUpdate({
        target: [cartItems.accountId, cartItems.storeId, cartItems.variantId],
        set: { qty: sql`${cartItems.qty} + excluded.qty`, updatedAt: new Date() },
      })
  },

  async removeLines(tx: Tx, accountId: string, storeId: string, variantIds?: string[]) {
    await tx
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.accountId, accountId),
          eq(cartItems.storeId, storeId),
          variantIds ? inArray(cartItems.variantId, variantIds) : undefined,
        ),
      )
  },

  /**
   * The lines as `lines` reads them, with what pricing needs besides them (issue 31), in one
   * statement: the couriers to `countryCode` (none when null: a pick-up), the delivery rules last
   * saved, and the gift rules running now with their gifts (as `giftRules` reads them), cheapest
   * threshold first. An empty cart is one row without a line. Outside a transaction (the cart
   * page) the statement is prepared: built once, planned once per connection.
   */
  async linesAndTerms(
    db: Tx,
    accountId: string,
    storeId: string,
    countryCode: string | null,
    now: Date,
  ) {
    const values = { accountId, storeId, countryCode, now: now.toISOString() }
    const rows = is(db, PgTransaction)
      ? await linesAndTermsQuery(db).prepare('cart_lines_and_terms').execute(values)
      : await preparedLinesAndTerms(db as Db, false).execute(values)
    return linesAndTermsOfRows(rows)
  },

  /**
   * `linesAndTerms` of the caller of a token, read in the same prepared statement (ADR 072: the
   * cart view, one statement for a guest): null when the token has no live sign-in.
   */
  async linesAndTermsOfToken(
    db: Db,
    tokenHash: string,
    storeId: string,
    countryCode: string | null,
    now: Date,
  ): Promise<(LinesAndTerms & { caller: CartCaller }) | null> {
    const values = { tokenHash, storeId, countryCode, now: now.toISOString() }
    const rows = await preparedLinesAndTerms(db, true).execute(values)
    const caller = rows[0]?.caller
    return caller ? { caller, ...linesAndTermsOfRows(rows) } : null
  },

  couriers(db: Tx, storeId: string, countryCode: string) {
    return db
      .select()
      .from(couriers)
      .where(
        and(
          eq(couriers.storeId, storeId),
          eq(couriers.countryCode, countryCode),
          eq(couriers.isActive, true),
        ),
      )
      .orderBy(asc(couriers.sequence), asc(couriers.code))
  },

  async pickupPoint(db: Tx, storeId: string, warehouseId: string) {
    const [row] = await db
      .select()
      .from(warehouses)
      .where(
        and(
          eq(warehouses.id, warehouseId),
          eq(warehouses.storeId, storeId),
          eq(warehouses.isPickupPoint, true),
        ),
      )
    return row
  },

  /** A voucher by its code (case-insensitive); locked for update at checkout. */
  async voucher(db: Tx, storeId: string, code: string, lock = false) {
    const query = db
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.storeId, storeId), sql`upper(${vouchers.code}) = upper(${code})`))
    const [row] = lock ? await query.for('update') : await query
    return row
  },

  /**
   * Live uses of a voucher by a person: by the account, or on any order (another guest or
   * registered account's) with the same contact e-mail or phone. Released and cancelled orders
   * no longer hold a redemption.
   */
  async redemptionsBy(
    db: Tx,
    voucherId: string,
    person: { accountId: string; email: string | null; phone: string | null },
  ): Promise<number> {
    const [row] = await db
      .select({ n: sql<string>`count(*)` })
      .from(voucherRedemptions)
      .innerJoin(orders, eq(orders.id, voucherRedemptions.orderId))
      .where(
        and(
          eq(voucherRedemptions.voucherId, voucherId),
          ne(orders.status, 'cancelled'),
          or(
            eq(voucherRedemptions.accountId, person.accountId),
            person.email ? sql`lower(${orders.contactEmail}) = ${person.email}` : undefined,
            person.phone ? eq(orders.contactPhone, person.phone) : undefined,
          ),
        ),
      )
    return Number(row?.n ?? 0)
  },

  /**
   * Whether a person already has an order that was not cancelled: by the account, or by any
   * account whose order carries the same contact e-mail or phone (a "first order only" code).
   */
  async hasOrdered(
    db: Tx,
    person: { accountId: string; email: string | null; phone: string | null },
  ): Promise<boolean> {
    const [row] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          ne(orders.status, 'cancelled'),
          or(
            eq(orders.accountId, person.accountId),
            person.email ? sql`lower(${orders.contactEmail}) = ${person.email}` : undefined,
            person.phone ? eq(orders.contactPhone, person.phone) : undefined,
          ),
        ),
      )
      .limit(1)
    return row !== undefined
  },

  /** Gift rules running now, cheapest threshold first, with their gift variant: one statement. */
  async giftRules(db: Tx, storeId: string, now: Date) {
    return db
      .select({ rule: giftRules, variant: variantColumns })
      .from(giftRules)
      .innerJoin(productVariants, eq(productVariants.id, giftRules.variantId))
      .innerJoin(products, eq(products.id, productVariants.productId))
      .leftJoin(colours, eq(colours.id, productVariants.colourId))
      .where(
        and(
          eq(giftRules.storeId, storeId),
          eq(giftRules.isActive, true),
          or(isNull(giftRules.startsAt), lte(giftRules.startsAt, now)),
          or(isNull(giftRules.endsAt), gt(giftRules.endsAt, now)),
        ),
      )
      .orderBy(asc(giftRules.minSpend), asc(giftRules.id))
  },
}

/** A courier row as `couriers` answers it. */
export type CourierRow = typeof couriers.$inferSelect
/** A line of the cart as `lines` answers it. */
export type CartLineRow = VariantRow & { qty: number; usePoints: boolean }

/** What `changeLineOfToken` found and did. */
export type LineChange = {
  /** The token's account; null: no live sign-in. */
  accountId: string | null
  /** The variant as the change saw it; null: no such variant. */
  variant: {
    storeId: string
    productStatus: ProductStatusValue
    productKind: 'goods' | 'service'
    pointsPrice: number | null
  } | null
  /** The variant was found but may not be put in this cart this way (nothing tried). */
  refused: boolean
  line: { qty: number; total: number } | null
}

type ChangeRow = {
  account_id: string | null
  store_id: string | null
  status: ProductStatusValue | null
  kind: 'goods' | 'service' | null
  points_price: number | null
  allowed: boolean
  qty: number | null
  units: number | null
}

function lineChange(rows: ChangeRow[]): LineChange {
  const row = rows[0]
  if (!row) throw new Error('cart line change answered no row')
  return {
    accountId: row.account_id,
    variant:
      row.store_id && row.status && row.kind
        ? {
            storeId: row.store_id,
            productStatus: row.status,
            productKind: row.kind,
            pointsPrice: row.points_price,
          }
        : null,
    refused: !row.allowed,
    line: row.qty === null ? null : { qty: Number(row.qty), total: Number(row.units) },
  }
}

const value = {
  tokenHash: sql.placeholder('tokenHash'),
  storeId: sql.placeholder('storeId'),
  variantId: sql.placeholder('variantId'),
  delta: sql.placeholder('delta'),
  usePoints: sql.placeholder('usePoints'),
  now: sql.placeholder('now'),
}

const callerOfTokenHash = callerOfToken(value.tokenHash, value.now)

/**
 * The units of an account's cart in a store, over the lines `lines` reads, summed by the
 * database: a column for a statement that reads more beside it (the header badge).
 */
export function cartUnits(accountId: SQL, storeId: SQL) {
  return sql<number>`(select coalesce(sum(${cartItems.qty}), 0)::int from ${cartItems}
    inner join ${productVariants} on ${productVariants.id} = ${cartItems.variantId}
    inner join ${products} on ${products.id} = ${productVariants.productId}
    where ${cartItems.accountId} = ${accountId} and ${cartItems.storeId} = ${storeId})`
}

/** `count` with the token's caller in the same statement: the header badge in one round trip. */
const countOfToken = preparedStatement<{ account_id: string | null; n: number }>(
  'cart_count_of_token',
  sql`with ${callerOfTokenHash}
    select (select account_id from caller) as account_id,
      ${cartUnits(sql`(select account_id from caller)`, sql`${value.storeId}::uuid`)} as n`,
)

/**
 * The parts both changes share: the caller of the token (ADR 072), the variant, whether it may
 * be in this cart this way, the caller's other lines (for the cart's total) and ADR 061's
 * asynchronous commit. `changes` are the statement's own changes (data-modifying parts must be
 * at the top), the last named `changed` and answering the line's `qty`.
 */
function lineChangeStatement(name: string, changes: SQL) {
  return preparedStatement<ChangeRow>(
    name,
    sql`with ${callerOfTokenHash},
      variant as (
        select ${productVariants.id} as id, ${productVariants.stock} as stock,
            ${productVariants.pointsPrice} as points_price, ${products.storeId} as store_id,
            ${products.status} as status, ${products.kind} as kind
          from ${productVariants}
          inner join ${products} on ${products.id} = ${productVariants.productId}
          where ${productVariants.id} = ${value.variantId}::uuid),
      allowed as (
        select caller.account_id, variant.id as variant_id, variant.stock from caller, variant
          where variant.store_id = ${value.storeId}::uuid and variant.status = 'ACTIVE'
            and variant.kind = 'goods'
            and (${value.usePoints}::boolean is not true or variant.points_price is not null)),
      others as (
        select coalesce(sum(${cartItems.qty}), 0)::int as n from ${cartItems}
          where ${cartItems.accountId} = (select account_id from caller)
            and ${cartItems.storeId} = ${value.storeId}::uuid
            and ${cartItems.variantId} <> ${value.variantId}::uuid),
      ${changes},
      quick as (select set_config('synchronous_commit', 'off', true))
    select (select account_id from caller) as account_id, variant.store_id, variant.status,
        variant.kind, variant.points_price, exists (select 1 from allowed) as allowed,
        changed.qty, others.n + changed.qty as units
      from (select 1) as one
      left join variant on true
      left join changed on true
      cross join others cross join quick`,
  )
}

// a first unit beyond stock writes nothing; an existing line is checked by the update
const raiseLine = lineChangeStatement(
  'cart_raise_line',
  sql`changed as (insert into ${cartItems} (account_id, store_id, variant_id, qty, use_points)
    select account_id, ${value.storeId}::uuid, variant_id, ${value.delta}::int,
        coalesce(${value.usePoints}::boolean, false)
      from allowed where ${value.delta}::int <= stock
    on conflict (account_id, store_id, variant_id) do update
      set qty = ${cartItems}.qty + ${value.delta}::int, updated_at = now(),
        use_points = coalesce(${value.usePoints}::boolean, ${cartItems}.use_points)
      where ${cartItems}.qty + ${value.delta}::int <= (select stock from allowed)
    returning qty)`,
)

// the line kept with fewer units, or removed once it reaches 0: exactly one of the two can match
// the row as the statement sees it
const lowerLine = lineChangeStatement(
  'cart_lower_line',
  sql`kept as (
      update ${cartItems} set qty = qty + ${value.delta}::int, updated_at = now(),
          use_points = coalesce(${value.usePoints}::boolean, use_points)
        where account_id = (select account_id from allowed)
          and store_id = ${value.storeId}::uuid and variant_id = ${value.variantId}::uuid
          and qty + ${value.delta}::int > 0
        returning qty),
    removed as (
      delete from ${cartItems}
        where account_id = (select account_id from allowed)
          and store_id = ${value.storeId}::uuid and variant_id = ${value.variantId}::uuid
          and qty + ${value.delta}::int <= 0
        returning 0 as qty),
    changed as (select qty from kept union all select qty from removed)`,
)
