import path from 'node:path'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import fp from 'fastify-plugin'
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod'
import type { Database } from './db/client.ts'
import { type ApiEnv, devMailboxEnabled, publicUrlOrLocal, readEnv } from './env.ts'
import { broadcastClears } from './lib/cache-broadcast.ts'
import { ownOrigins } from './lib/own-origins.ts'
import { memoryStore, type RateLimitStore, rateLimiter, redisStore } from './lib/rate-limit.ts'
import { type ResponseCache, responseCache } from './lib/response-cache.ts'
import { everyPeriod } from './lib/scheduled-jobs.ts'
import { trustProxy } from './logger.ts'
import { addressesService, addressRoutes } from './modules/addresses/index.ts'
import { adminPeopleRoutes } from './modules/admin-people/routes.ts'
import { cartRoutes } from './modules/cart/routes.ts'
import { cartService } from './modules/cart/service.ts'
import { imageRoutes } from './modules/catalog/image-routes.ts'
import { productRepository } from './modules/catalog/product-repository.ts'
import { catalogRepository } from './modules/catalog/repository.ts'
import { catalogRoutes, LIST_CACHE_TTL_MS } from './modules/catalog/routes.ts'
import { catalogService } from './modules/catalog/service.ts'
import { adminImageRoutes } from './modules/catalog-admin/image-routes.ts'
import { adminImagesService } from './modules/catalog-admin/image-service.ts'
import { adminImportRoutes } from './modules/catalog-admin/import-routes.ts'
import { adminImportService } from './modules/catalog-admin/import-service.ts'
import { adminProductsService } from './modules/catalog-admin/product-service.ts'
import { adminCatalogRoutes } from './modules/catalog-admin/routes.ts'
import { refreshSalePrices } from './modules/catalog-admin/sale-windows.ts'
import { adminTaxonomyRoutes } from './modules/catalog-admin/taxonomy-routes.ts'
import { adminTaxonomyService } from './modules/catalog-admin/taxonomy-service.ts'
import { adminVariantsService } from './modules/catalog-admin/variant-service.ts'
import { configurationRepository } from './modules/configuration/repository.ts'
import { configurationRoutes } from './modules/configuration/routes.ts'
import { configurationService } from './modules/configuration/service.ts'
import { enquiryRoutes } from './modules/content/enquiry-routes.ts'
import { enquiryService } from './modules/content/enquiry-service.ts'
import { pageRoutes } from './modules/content/page-routes.ts'
import { postRoutes } from './modules/content/post-routes.ts'
import {
  adminContentRoutes,
  adminPagesService,
  adminPostsService,
} from './modules/content-admin/index.ts'
import { deliveryRoutes } from './modules/delivery/routes.ts'
import { devRoutes } from './modules/dev/routes.ts'
import { discountCodeRoutes } from './modules/discount-codes/routes.ts'
import { discountCodesService } from './modules/discount-codes/service.ts'
import { fileRoutes } from './modules/files/routes.ts'
import { filesService, UNATTACHED_UPLOAD_HOURS } from './modules/files/service.ts'
import { authService } from './modules/identity/auth-service.ts'
import { codesService } from './modules/identity/codes-service.ts'
import type { IdentityDeps } from './modules/identity/context.ts'
import { profileRoutes } from './modules/identity/profile-routes.ts'
import { profileService } from './modules/identity/profile-service.ts'
import { identityRepository } from './modules/identity/repository.ts'
import { authRoutes } from './modules/identity/routes.ts'
import { adminMembershipRoutes, membershipRoutes } from './modules/membership/routes.ts'
import { membershipService } from './modules/membership/service.ts'
import { newsletterRoutes } from './modules/newsletter/routes.ts'
import { newsletterService } from './modules/newsletter/service.ts'
import { accessLinksRepository } from './modules/orders/access-links.ts'
import { adminOrderRoutes } from './modules/orders/admin-routes.ts'
import { afterSalesService } from './modules/orders/after-sales.ts'
import { checkoutRoutes } from './modules/orders/checkout-routes.ts'
import { orderLifecycle } from './modules/orders/lifecycle/index.ts'
import { startLifecycleSweep } from './modules/orders/lifecycle/sweep.ts'
import { orderPaymentPort } from './modules/orders/payment-port.ts'
import { orderRoutes } from './modules/orders/routes.ts'
import { ordersService } from './modules/orders/service.ts'
import { staffRefundsService } from './modules/orders/staff-refunds.ts'
import { staffOrdersService } from './modules/orders/staff-service.ts'
import { type Transports, transportsFromEnv } from './modules/outbox/delivery.ts'
import { outboxDispatcher } from './modules/outbox/outbox.ts'
import type { PaymentProvider } from './modules/payments/provider.ts'
import { paymentRoutes, webhookRoutes } from './modules/payments/routes.ts'
import { paymentService } from './modules/payments/service.ts'
import { stripeProvider } from './modules/payments/stripe.ts'
import {
  TEST_GATEWAY,
  testGatewayProvider,
  testGatewaySecret,
} from './modules/payments/test-gateway.ts'
import { testGatewayRoutes } from './modules/payments/test-gateway-routes.ts'
import { personalRoutes } from './modules/personal/index.ts'
import { adminProjectRoutes } from './modules/projects/admin-routes.ts'
import type { ReceiptReader } from './modules/projects/recognition/index.ts'
import { receiptReader } from './modules/projects/recognition/index.ts'
import { recognitionQueue } from './modules/projects/recognition-queue.ts'
import { projectRoutes } from './modules/projects/routes.ts'
import { projectsService } from './modules/projects/service.ts'
import { staffProjectsService } from './modules/projects/staff-service.ts'
import { adminQuotationRoutes } from './modules/quotations/admin-routes.ts'
import { quotationRoutes } from './modules/quotations/routes.ts'
import { quotationsService } from './modules/quotations/service.ts'
import { staffQuotationsService } from './modules/quotations/staff-service.ts'
import { adminSynonymRoutes, searchSynonymsService } from './modules/search-synonyms/index.ts'
import { adminBookingsService } from './modules/services/admin-bookings.ts'
import { adminStudioRoutes } from './modules/services/admin-routes.ts'
import { adminStudioService } from './modules/services/admin-studio.ts'
import { bookingRoutes } from './modules/services/booking-routes.ts'
import { bookingsService } from './modules/services/bookings.ts'
import {
  adminShowroomRoutes,
  adminShowroomsService,
  bookingPort,
} from './modules/services/index.ts'
import { designServiceRoutes } from './modules/services/routes.ts'
import { designServices } from './modules/services/service.ts'
import { adminSettingsRoutes, siteSettingsService } from './modules/site-settings/index.ts'
import { staffAuthService } from './modules/staff/auth-service.ts'
import { staffMembersService } from './modules/staff/members-service.ts'
import { isStaffOnlyRoute, requireStaffSession } from './modules/staff/require.ts'
import { staffRoutes } from './modules/staff/routes.ts'
import { stockAlertRoutes } from './modules/stock-alerts/routes.ts'
import { stockAlertService } from './modules/stock-alerts/service.ts'
import { swatchRoutes, swatchService } from './modules/swatches/index.ts'
import { adminVoucherOfferRoutes } from './modules/vouchers/admin-routes.ts'
import { adminVoucherOffersService } from './modules/vouchers/admin-service.ts'
import { voucherRoutes } from './modules/vouchers/routes.ts'
import { vouchersService } from './modules/vouchers/service.ts'
import { wishlistRoutes } from './modules/wishlist/routes.ts'
import { wishlistService } from './modules/wishlist/service.ts'
import { registerErrorHandling } from './plugins/error-handler.ts'
import { registerInputHygiene } from './plugins/input-hygiene.ts'
import { apiPageCsp, securityHeaders } from './plugins/security-headers.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database['db']
    database: Database
    /** Cached product lists; a catalogue writer clears it (lists are otherwise up to 5 s behind). */
    catalogueCache: ResponseCache
    /** Cleared when the search synonym groups changed: every process reads them again. */
    synonymsChanged: ResponseCache
  }
}

export const API_PREFIX = '/api/v1'

const newCatalogueCache = () => responseCache({ ttlMs: LIST_CACHE_TTL_MS, maxEntries: 500 })

/** The list cache; with REDIS_URL a clear in any process of the shop clears it in all of them. */
export async function sharedCatalogueCache(app: FastifyInstance): Promise<ResponseCache> {
  const url = readEnv().redisUrl
  if (!url) return newCatalogueCache()
  const cache = await broadcastClears(newCatalogueCache(), url)
  app.addHook('onClose', () => cache.close())
  return cache
}

/**
 * A signal that the search synonym groups changed (ADR 050), in every process with REDIS_URL:
 * each reads them again. Apart from the catalogue cache, whose clears (every catalogue write)
 * should not cost a read of the groups.
 */
export async function sharedSynonymSignal(app: FastifyInstance): Promise<ResponseCache> {
  const signal = responseCache({ ttlMs: 0, maxEntries: 1 })
  const url = readEnv().redisUrl
  if (!url) return signal
  const shared = await broadcastClears(signal, url, 'shop:synonyms-changed')
  app.addHook('onClose', () => shared.close())
  return shared
}

export type ApiOptions = {
  database: Database
  /** Where uploaded files live; defaults to DATA_DIR/uploads. */
  uploadsDir?: string
  /** Reads payment receipts (tesseract.js by default; tests may give a faster one). */
  receiptReader?: ReceiptReader
  /** Where e-mail and SMS go; SMTP_URL or the outbox by default. */
  transports?: Transports
  /** Rate-limit counters; Redis when REDIS_URL is set, memory otherwise. */
  rateLimitStore?: RateLimitStore
  /** Public origin of the storefront for links in messages. */
  publicUrl?: string
  /** NODE_ENV by default; `production` turns development-only routes off whatever else is set. */
  nodeEnv?: string
  /** Development mailbox (`/dev/outbox`); DEV_MAILBOX by default, never in production. */
  devMailbox?: boolean
  /** Where product pictures live; defaults to DATA_DIR/images. */
  imagesDir?: string
  /** Ceiling of the resized-picture cache (IMAGE_CACHE_MAX_MB; 256 MB by default). */
  imageCacheBytes?: number
  /** Where the team reads enquiries; ENQUIRY_EMAIL or the shop's own address. */
  teamEmail?: string
  /** Cached product lists, shared with whoever writes the catalogue in this process. */
  catalogueCache?: ResponseCache
  /** Payment gateway; PAYMENT_PROVIDER (test-gateway by default, or stripe) otherwise. */
  paymentProvider?: PaymentProvider
  /** Webhook secret of the built-in test gateway (TEST_GATEWAY_SECRET or DATA_DIR otherwise). */
  testGatewaySecret?: string
  /** Origins success_url/cancel_url may use; the public origin and ALLOWED_RETURN_ORIGINS. */
  allowedReturnOrigins?: string[]
}

export const defaultImagesDir = () => path.join(readEnv().dataDir, 'images')
export const defaultUploadsDir = () => path.join(readEnv().dataDir, 'uploads')

const STALE_TEMP_ACCOUNT_DAYS = 30

export const TEST_PAYMENTS_WARNING =
  'PAYMENT_PROVIDER is not set: online payments use the built-in test gateway and take no money. Set PAYMENT_PROVIDER=stripe to take real payments.'

/**
 * The customer API as a plugin: register it under `/api/v1` in the combined server, or build it
 * alone with `buildApi` (tests, separate process). Encapsulated, so its error handler, parsers and
 * compilers do not touch the storefront.
 */
export async function apiPlugin(app: FastifyInstance, options: ApiOptions): Promise<void> {
  const { database } = options
  const env = readEnv()
  const nodeEnv = options.nodeEnv ?? env.nodeEnv
  // buildApi decorates the outer instance already (tests reach the database through it)
  if (!app.hasDecorator('database')) {
    app.decorate('database', database)
    app.decorate('db', database.db)
  }
  if (!app.hasDecorator('catalogueCache')) {
    app.decorate('catalogueCache', options.catalogueCache ?? (await sharedCatalogueCache(app)))
  }
  if (!app.hasDecorator('synonymsChanged')) {
    app.decorate('synonymsChanged', await sharedSynonymSignal(app))
  }
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandling(app)
  registerInputHygiene(app)

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Maison Harbour customer API',
        description: 'REST API of the storefront: catalogue, cart, checkout, orders, content.',
        version: '1.0.0',
      },
      servers: [{ url: API_PREFIX }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  })
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    indexPrefix: API_PREFIX,
    staticCSP: true,
    // never framed; Swagger UI sets style attributes from script; no forced https, which would
    // break the reference on plain-HTTP hosts
    transformStaticCSP: (header) =>
      header
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'")
        .replace(/\s*upgrade-insecure-requests;?/, ''),
  })
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger())

  const imagesDir = options.imagesDir ?? defaultImagesDir()
  await app.register(imageRoutes, {
    imagesDir,
    maxCacheBytes: options.imageCacheBytes ?? env.imageCacheBytes,
  })

  const store =
    options.rateLimitStore ?? (env.redisUrl ? await redisStore(env.redisUrl) : memoryStore())
  const outbox = outboxDispatcher(
    database.db,
    options.transports ?? transportsFromEnv(env),
    app.log,
  )
  outbox.start()
  const deps: IdentityDeps = {
    db: database.db,
    limiter: rateLimiter(store),
    outbox,
    publicUrl: options.publicUrl ?? publicUrlOrLocal(env),
  }
  const auth = authService(deps)
  // the back office: its own sign-in and sessions, the role table, the audit log (issue 15)
  const staffAuth = staffAuthService({ db: database.db, limiter: deps.limiter, nodeEnv })
  // every back-office route but the way in asks for a live staff session before it reads its
  // input: a stranger gets 401, never the route's validation errors (its handler still asks for
  // its permission; the session is read once per request)
  app.addHook('onRequest', async (request) => {
    if (isStaffOnlyRoute(request.routeOptions.url, app.prefix)) {
      await requireStaffSession(request, staffAuth)
    }
  })
  await app.register(staffRoutes, {
    staffAuth,
    members: staffMembersService({ db: database.db, outbox, publicUrl: deps.publicUrl }),
  })
  await app.register(authRoutes, { auth, codes: codesService(deps) })
  await app.register(profileRoutes, { auth, profiles: profileService(deps) })
  const addresses = addressesService(database.db)
  await app.register(addressRoutes, { auth, addresses, limiter: deps.limiter })
  // points, tiers and their staff view (issue 16)
  const membership = membershipService(database.db)
  await app.register(membershipRoutes, { auth, membership })
  await app.register(adminMembershipRoutes, { db: database.db, staffAuth, membership })
  await app.register(pageRoutes)
  await app.register(postRoutes, { auth, limiter: deps.limiter })
  const teamEmail = options.teamEmail ?? env.enquiryEmail
  await app.register(enquiryRoutes, { enquiries: enquiryService({ ...deps, teamEmail }) })
  await app.register(catalogRoutes, {
    auth,
    listCache: app.catalogueCache,
    synonymsChanged: app.synonymsChanged,
  })
  await app.register(stockAlertRoutes, { alerts: stockAlertService(deps) })
  // free fabric swatches and their back-office list (issue 30, ADR 071)
  await app.register(swatchRoutes, {
    auth,
    staffAuth,
    swatches: swatchService({ ...deps, teamEmail }),
  })
  // the newsletter's double opt-in, consent record and export (issue 30, ADR 063)
  await app.register(newsletterRoutes, {
    newsletter: newsletterService(deps),
    auth,
    staffAuth,
  })
  // customers, enquiries and moderation in the back office (issue 15)
  await app.register(adminPeopleRoutes, { staffAuth, deps, catalogueCache: app.catalogueCache })
  // voucher offers bought with points, in the back office (issue 16)
  await app.register(adminVoucherOfferRoutes, {
    staffAuth,
    offers: adminVoucherOffersService(database.db),
  })

  // the cart's discount codes in the back office (issue 27)
  await app.register(discountCodeRoutes, { staffAuth, codes: discountCodesService(database.db) })

  // products, variants and stock in the back office (issue 27)
  await app.register(adminCatalogRoutes, {
    staffAuth,
    products: adminProductsService(database.db, app.catalogueCache),
    variants: adminVariantsService({
      db: database.db,
      catalogueCache: app.catalogueCache,
      publicUrl: deps.publicUrl,
    }),
  })
  // the catalogue CSV import (issue 27, ADR 048)
  await app.register(adminImportRoutes, {
    staffAuth,
    imports: adminImportService({
      db: database.db,
      catalogueCache: app.catalogueCache,
      publicUrl: deps.publicUrl,
    }),
  })
  // categories, brands and colours in the back office (issue 27, ADR 044)
  await app.register(adminTaxonomyRoutes, {
    staffAuth,
    taxonomy: adminTaxonomyService(database.db, app.catalogueCache),
  })
  await app.register(adminImageRoutes, {
    staffAuth,
    images: adminImagesService({
      db: database.db,
      catalogueCache: app.catalogueCache,
      imagesDir,
    }),
  })

  // content pages and journal posts in the back office (issue 27, ADR 049)
  await app.register(adminContentRoutes, {
    staffAuth,
    pages: adminPagesService(database.db, app.catalogueCache),
    posts: adminPostsService(database.db, app.catalogueCache, { dir: imagesDir }),
  })

  // shop: cart, wishlist, checkout, payments (issue 5)
  const prefix = app.prefix
  const apiBase = `${deps.publicUrl.replace(/\/$/, '')}${prefix}`
  const usesGateway = !options.paymentProvider && env.paymentProvider !== 'stripe'
  const gatewaySecret =
    options.testGatewaySecret ??
    (usesGateway ? testGatewaySecret(env.dataDir, env.testGatewaySecret) : '')
  const provider = options.paymentProvider ?? paymentProviderFromEnv(env, apiBase, gatewaySecret)
  if (nodeEnv === 'production' && !options.paymentProvider && !env.paymentProvider)
    app.log.warn(TEST_PAYMENTS_WARNING)
  const paymentSettings = { provider: provider.name, test_payments: provider.name === TEST_GATEWAY }
  await app.register(configurationRoutes, { payments: paymentSettings })
  const siteConfiguration = configurationService(
    configurationRepository(database.db),
    paymentSettings,
  )
  const payments = paymentService({
    db: database.db,
    provider,
    apiBase,
    log: app.log,
    orders: orderPaymentPort,
  })
  const catalog = catalogService(catalogRepository(database.db), productRepository(database.db))
  const carts = cartService({ db: database.db, limiter: deps.limiter, catalog })
  const publicOrigin = new URL(deps.publicUrl).origin
  const publicUrlSet = Boolean(options.publicUrl ?? env.publicUrl)
  const allowedOrigins = options.allowedReturnOrigins ?? [
    publicOrigin,
    ...env.allowedReturnOrigins,
    // without PUBLIC_URL the shop may be opened at any address this machine answers on
    ...(publicUrlSet ? [] : ownOrigins(env.port)),
  ]
  if (!publicUrlSet) {
    app.log.info(
      { publicUrl: deps.publicUrl },
      `Links in e-mails use ${deps.publicUrl}; set PUBLIC_URL to the address shoppers use (e.g. https://shop.example.hk)`,
    )
  }
  // the API's own HTML pages (the test gateway's); Swagger UI sets its own at /docs
  const pageCsp = apiPageCsp(allowedOrigins)
  app.addHook('onSend', async (_request, reply) => {
    const html = String(reply.getHeader('content-type')).startsWith('text/html')
    if (html && !reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', pageCsp)
  })
  // uploads: payment proofs, refund evidence, review pictures, receipts and 3D designs
  const files = filesService({
    db: database.db,
    dir: options.uploadsDir ?? defaultUploadsDir(),
  })
  // shop details, home hero and payment details, versioned (issue 27, ADR 047)
  await app.register(adminSettingsRoutes, {
    staffAuth,
    settings: siteSettingsService({ db: database.db, cache: app.catalogueCache, files }),
  })
  // search synonym groups (issue 27, ADR 050)
  await app.register(adminSynonymRoutes, {
    staffAuth,
    synonyms: searchSynonymsService(database.db, app.catalogueCache, app.synonymsChanged),
  })
  const paymentInstructions = () => siteConfiguration.paymentInstructions().catch(() => ({}))
  // renovation projects: installments, payment records read from their receipts (issue 18)
  const recognition = recognitionQueue({
    db: database.db,
    reader: options.receiptReader ?? receiptReader(),
    dir: options.uploadsDir ?? defaultUploadsDir(),
    log: app.log,
  })
  // RECEIPT_WORKER=0: this process leaves receipts to another (npm start gives them to one)
  const readsReceipts = env.receiptWorker
  if (readsReceipts) recognition.start()
  const projectsAfterCommit = () => {
    void outbox.kick()
    if (readsReceipts) void recognition.kick()
  }
  const projects = projectsService({
    db: database.db,
    limiter: deps.limiter,
    payments,
    allowedOrigins,
    publicUrl: deps.publicUrl,
    teamEmail,
    afterCommit: projectsAfterCommit,
  })
  const lifecycle = orderLifecycle({
    installmentEvent: (tx, session, event) => projects.applyPaymentEvent(tx, session, event),
    // the booking lifecycle behind its port (ADR 073): orders never import services
    bookings: bookingPort,
    db: database.db,
    carts,
    payments,
    outbox,
    allowedOrigins,
    publicUrl: deps.publicUrl,
    log: app.log,
    paymentInstructions,
  })
  await app.register(cartRoutes, { auth, carts })
  await app.register(deliveryRoutes, { stores: carts })
  // consultations and quotations (issue 17)
  await app.register(designServiceRoutes, { services: designServices(database.db) })
  await app.register(wishlistRoutes, { auth, wishlist: wishlistService(database.db) })
  // the header's counts and the cards' hearts of a shopper, in one call (issue 31)
  await app.register(personalRoutes, { db: database.db })
  // vouchers bought with membership points (issue 16)
  const vouchers = vouchersService({
    db: database.db,
    sortingList: (slug) => siteConfiguration.sortingList(slug),
  })
  await app.register(voucherRoutes, { auth, vouchers, limiter: deps.limiter })
  await app.register(checkoutRoutes, { auth, lifecycle, limiter: deps.limiter, addresses })
  const bookings = bookingsService({
    db: database.db,
    lifecycle,
    publicUrl: deps.publicUrl,
    limiter: deps.limiter,
  })
  await app.register(bookingRoutes, { auth, lifecycle, bookings })
  // renovation quotations: asked for, written by staff, accepted or cancelled (issue 17)
  const quotations = quotationsService({
    db: database.db,
    limiter: deps.limiter,
    publicUrl: deps.publicUrl,
    teamEmail,
    onAccepted: (tx, quotation, version) => projects.startFromQuotation(tx, quotation, version),
  })
  await app.register(quotationRoutes, { auth, quotations })
  await app.register(projectRoutes, { auth, projects })
  await app.register(adminProjectRoutes, {
    staffAuth,
    projects: staffProjectsService({
      db: database.db,
      files,
      publicUrl: deps.publicUrl,
      afterCommit: projectsAfterCommit,
    }),
  })
  await app.register(adminQuotationRoutes, {
    staffAuth,
    quotations: staffQuotationsService({ db: database.db, publicUrl: deps.publicUrl }),
  })
  // the consultation calendar, moves and the studio's hours and closures (issue 17)
  await app.register(adminStudioRoutes, {
    staffAuth,
    bookings: adminBookingsService({ db: database.db, lifecycle, publicUrl: deps.publicUrl }),
    studio: adminStudioService(database.db),
  })
  // showrooms and designers themselves (ADR 054): the storefront's footer and booking read them
  await app.register(adminShowroomRoutes, {
    staffAuth,
    people: adminShowroomsService({ db: database.db, cache: app.catalogueCache }),
  })
  await app.register(paymentRoutes, { auth, payments })
  await app.register(webhookRoutes, { provider: provider.name, receive: lifecycle.receiveWebhook })
  if (provider.name === TEST_GATEWAY) {
    await app.register(testGatewayRoutes, {
      db: database.db,
      secret: gatewaySecret,
      webhookPath: `${prefix}/payments/webhooks/${TEST_GATEWAY}`,
      limiter: deps.limiter,
    })
  }

  // orders and after-sales, uploads, staff transitions (issue 7)
  const orderDeps = {
    db: database.db,
    outbox,
    files,
    payments,
    lifecycle,
    limiter: deps.limiter,
    publicUrl: deps.publicUrl,
    log: app.log,
  }
  await app.register(fileRoutes, { auth, staffAuth, files, limiter: deps.limiter })
  await app.register(orderRoutes, {
    auth,
    orders: ordersService(orderDeps),
    afterSales: afterSalesService(orderDeps),
    cancelQuotation: quotations.cancelThroughOrders,
    completeProject: projects.completeThroughOrders,
  })
  await app.register(adminOrderRoutes, {
    db: database.db,
    staffAuth,
    staff: staffOrdersService(orderDeps),
    refunds: staffRefundsService(orderDeps),
  })
  const expiry = startLifecycleSweep(database.db, lifecycle, app.log)
  if (devMailboxEnabled({ nodeEnv, devMailbox: options.devMailbox ?? env.devMailbox }))
    await app.register(devRoutes, { lifecycle })

  // temporary guest accounts nobody came back to are removed (with their carts) unless a
  // consultation, quotation or project of theirs is still open, and so are uploads nothing ever
  // referenced, and private order links past their time
  const sweep = async () => {
    const cutoff = new Date(Date.now() - STALE_TEMP_ACCOUNT_DAYS * 24 * 3600 * 1000)
    const removed = await identityRepository.deleteStaleTemporaryAccounts(database.db, cutoff)
    if (removed) app.log.info({ removed }, 'removed stale temporary accounts')
    const uploads = await files.sweepUnattached(
      new Date(Date.now() - UNATTACHED_UPLOAD_HOURS * 3600 * 1000),
    )
    if (uploads) app.log.info({ uploads }, 'removed uploads nothing references')
    const links = await accessLinksRepository.deleteExpired(database.db, new Date())
    if (links) app.log.info({ links }, 'removed expired private order links')
  }
  // once a day across every process sharing the database; the first start of the day runs it
  const daily = everyPeriod(database.db, 'daily-sweep', 24 * 3600 * 1000, sweep, app.log)
  // consultation reminders go out the day before, once across processes
  const reminders = everyPeriod(
    database.db,
    'booking-reminders',
    3600 * 1000,
    async () => {
      const sent = await bookings.remind()
      if (sent) app.log.info({ sent }, 'sent consultation reminders')
    },
    app.log,
  )
  // points past their expiry are written off hourly (a debit writes off the account's first)
  const pointsExpiry = everyPeriod(
    database.db,
    'points-expiry',
    3600 * 1000,
    async () => {
      const accounts = await membership.expireDue()
      if (accounts) app.log.info({ accounts }, 'wrote off expired membership points')
    },
    app.log,
  )
  // issued quotations past their date read expired at once; the hourly job marks them so
  const quotationExpiry = everyPeriod(
    database.db,
    'quotation-expiry',
    3600 * 1000,
    async () => {
      const expired = await quotations.expireDue()
      if (expired) app.log.info({ expired }, 'marked quotations past their date as expired')
    },
    app.log,
  )
  // a sale that starts or ends moves its product in the price sort: checked every minute
  const saleWindows = everyPeriod(
    database.db,
    'sale-windows',
    60 * 1000,
    async () => {
      const moved = await refreshSalePrices(database.db)
      if (moved) app.catalogueCache.clear()
    },
    app.log,
  )
  // awaited so start-up work is finished before the first request is served
  app.addHook('onReady', async () => {
    await daily.tick()
  })
  app.addHook('onClose', async () => {
    await Promise.all([
      daily.stop(),
      saleWindows.stop(),
      expiry.stop(),
      pointsExpiry.stop(),
      quotationExpiry.stop(),
      reminders.stop(),
      outbox.stop(),
      recognition.stop(),
    ])
    await store.close()
  })
}

/** PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; the test gateway otherwise. */
function paymentProviderFromEnv(
  env: ApiEnv,
  apiBase: string,
  gatewaySecret: string,
): PaymentProvider {
  if (env.paymentProvider === 'stripe') {
    const secretKey = env.stripeSecretKey
    const webhookSecret = env.stripeWebhookSecret
    if (!secretKey || !webhookSecret)
      throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET')
    return stripeProvider({ secretKey, webhookSecret })
  }
  return testGatewayProvider({
    secret: gatewaySecret,
    pageBase: `${apiBase}/payments/${TEST_GATEWAY}/sessions`,
  })
}

/** Liveness and readiness probes, mounted at the server root. */
export const healthRoutes = fp(async (app: FastifyInstance, { database }: ApiOptions) => {
  app.get('/healthz', { logLevel: 'warn' }, () => ({ status: 'ok' }))
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    try {
      await database.ping()
      return { status: 'ready' }
    } catch {
      return reply.status(503).send({ status: 'unavailable' })
    }
  })
})

/** A standalone API server (tests inject into it; `server.ts` listens). */
export async function buildApi(
  database: Database,
  options: FastifyServerOptions = {},
  api: Omit<ApiOptions, 'database'> = {},
): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy: trustProxy(), ...options })
  await app.register(securityHeaders)
  app.decorate('catalogueCache', api.catalogueCache ?? (await sharedCatalogueCache(app)))
  app.decorate('synonymsChanged', await sharedSynonymSignal(app))
  app.decorate('database', database)
  app.decorate('db', database.db)
  await app.register(healthRoutes, { database })
  await app.register(apiPlugin, { prefix: API_PREFIX, database, ...api })
  return app
}
