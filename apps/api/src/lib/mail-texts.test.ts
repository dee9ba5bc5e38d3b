import { LOCALES, type Locale, type Order, PAYMENT_REJECT_REASONS } from '@shop/contract'
import { describe, expect, it, vi } from 'vitest'

// Every message the outbox is asked to send, instead of writing it to a table.
const sent: { subject: string; body: string }[] = []
vi.mock('../modules/outbox/index.ts', async (original) => ({
  ...(await original<object>()),
  enqueue: async (_tx: unknown, message: { subject: string; body: string }) => {
    sent.push(message)
  },
  enqueueForContact: async (
    _tx: unknown,
    _to: unknown,
    message: { subject: string; body: string },
  ) => {
    sent.push(message)
  },
}))

const { enquiryConfirmation, enquiryNotification } = await import(
  '../modules/content/enquiry-messages.ts'
)
const { sendToAccount } = await import('../modules/identity/messages.ts')
const { confirmationMessage, marketingMessage } = await import('../modules/newsletter/messages.ts')
const { orderConfirmation } = await import('../modules/orders/checkout-messages.ts')
const { notifyCustomer } = await import('../modules/orders/mail.ts')
const { tellCustomer, tellTeam } = await import('../modules/projects/mail.ts')
const { mailIssued, mailRequested, mailTeam } = await import('../modules/quotations/mail.ts')
const { notifyBooking } = await import('../modules/services/booking-mail.ts')
const { invitationMail } = await import('../modules/staff/messages.ts')
const { backInStockMessage } = await import('../modules/stock-alerts/messages.ts')
const { swatchConfirmation, swatchNotification, swatchSent } = await import(
  '../modules/swatches/messages.ts'
)
const { enquiryReplyMessage } = await import('../modules/admin-people/enquiry-reply-message.ts')
const { sendVouchersRedeemed } = await import('../modules/vouchers/mail.ts')
const { renderMailText } = await import('./mail-text.ts')

const tx = {} as never
const PUBLIC = 'https://shop.example'
const text = (en: string, zh: string, cn: string) => ({ en, zh, cn })

function order(variant: 'pickup' | 'home', method: string, status: string) {
  return {
    reference: 'HB-20260105-0042',
    payment_method: method,
    payment_status: status,
    recipient: { name: 'Chan Tai Man', address: '' },
    items: [
      {
        product_title: text('Oak sofa', '橡木梳化', '橡木沙发'),
        product_variant_title: text('Grey', '灰色', '灰色'),
        qty: 2,
        is_gift: false,
        subtotal_point: 0,
        subtotal_price: '12345.50',
      },
      {
        product_title: text('Cushion', '咕𠱸', '靠垫'),
        product_variant_title: text('Blue', '藍色', '蓝色'),
        qty: 1,
        is_gift: false,
        subtotal_point: 1200,
        subtotal_price: '0.00',
      },
      {
        product_title: text('Throw', '披毯', '披毯'),
        product_variant_title: text('Cream', '米白', '米白'),
        qty: 1,
        is_gift: true,
        subtotal_point: 0,
        subtotal_price: '0.00',
      },
    ],
    calculations: {
      price: { subtotal: '12345.50', total: '12895.50' },
      price_discount: { local: variant === 'home' ? '100.00' : '0.00', global: '50.00' },
      shipping_fee: '200.00',
      carrying_fee: variant === 'home' ? '550.00' : '0.00',
      point: { total: 1200 },
    },
    delivery:
      variant === 'pickup'
        ? {
            pickup_location: {
              name: text('Wan Chai showroom', '灣仔陳列室', '湾仔陈列室'),
              address: text('1 Queen’s Road East', '皇后大道東1號', '皇后大道东1号'),
            },
            address: null,
            slot: null,
          }
        : {
            pickup_location: null,
            address: {
              region: 'kowloon',
              district: 'yau-tsim-mong',
              street: '12 Fa Yuen Street',
              building: 'Wing Fat Building',
              floor: '5',
              flat: 'A',
              access: 'STAIRS',
              stairs_floors: 3,
            },
            slot: { date: '2026-01-09', slot: 'AM' },
          },
  } as unknown as Order
}

const booking = (format: 'SHOWROOM' | 'VIDEO' | 'HOME_VISIT') =>
  ({
    _id: '0b9c7a4e-1d2f-4c3b-8a9e-5f6d7c8b9a01',
    order_reference: 'HB-20260105-0043',
    format,
    status: 'booked',
    rescheduled_count: 0,
    starts_at: '2026-01-12T03:00:00.000Z',
    ends_at: '2026-01-12T04:00:00.000Z',
    changeable_until: '2026-01-11T03:00:00.000Z',
    showroom: {
      name: text('Wan Chai showroom', '灣仔陳列室', '湾仔陈列室'),
      address: text('1 Queen’s Road East', '皇后大道東1號', '皇后大道东1号'),
    },
    designer: { name: 'Wong Ka Yan' },
    product_title: text('Living room design', '客廳設計', '客厅设计'),
    flat: { address: format === 'HOME_VISIT' ? 'Flat A, 5/F, 12 Fa Yuen Street' : '' },
  }) as never

const account = (language: Locale) =>
  ({
    id: 'a',
    username: 'Chan Tai Man',
    email: 'chan@example.com',
    phone: '91234567',
    areaCode: '+852',
    language,
  }) as never

const swatches = {
  reference: 'SW-20260105-0007',
  product: text('Linen curtain', '亞麻窗簾', '亚麻窗帘'),
  colours: [{ name: text('Sand', '沙色', '沙色') }, { name: text('Olive', '橄欖綠', '橄榄绿') }],
}

const quotation = (language: Locale) =>
  ({
    id: '5a0f6f0e-3b1c-4d2e-9f8a-7b6c5d4e3f21',
    reference: 'QT-20260105-0003',
    language,
    contactEmail: 'chan@example.com',
    contactPhone: '+85291234567',
    request: { contact_name: 'Chan Tai Man', flat: { size_sqft: 650, rooms: 3 } },
  }) as never

const version = (n: number) =>
  ({
    version: n,
    total: '180000.00',
    firstInstallment: '90000.00',
    secondInstallment: '90000.00',
    validUntil: new Date('2026-02-04T16:00:00.000Z'),
  }) as never

const alert = (language: Locale, options: boolean) =>
  ({
    language,
    variant: {
      productId: '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
      title: text('Oak sofa', '橡木梳化', '橡木沙发'),
      size: options ? text('3-seater', '三座位', '三座位') : null,
      colourName: options ? text('Grey', '灰色', '灰色') : null,
      colourSlug: options ? 'grey' : null,
    },
  }) as never

/** Runs a sender and returns what it queued, one message. */
async function captured(send: () => Promise<unknown>) {
  sent.length = 0
  await send()
  expect(sent).toHaveLength(1)
  return sent[0] as { subject: string; body: string }
}

type Mail = { subject: string; body: string }
async function allMails(): Promise<[string, Mail][]> {
  const mails: [string, Mail][] = []
  const add = (name: string, mail: Mail) => mails.push([name, mail])
  for (const locale of LOCALES) {
    add(`content.enquiryConfirmation ${locale}`, enquiryConfirmation(locale, 'EQ-20260105-0001'))
    for (const kind of ['verify', 'resetPassword', 'changeCode', 'passwordChanged'] as const) {
      add(
        `identity.${kind} ${locale}`,
        await captured(() =>
          sendToAccount(
            tx,
            account(locale),
            renderMailText(locale, `account.${kind}`, {
              name: 'Chan Tai Man',
              link: `${PUBLIC}/authentication/x?code=abc`,
              code: '123456',
            }),
          ),
        ),
      )
    }
    add(
      `newsletter.confirmation ${locale}`,
      confirmationMessage(PUBLIC, locale, { confirm: 'c0nf1rm', unsubscribe: 'uns4b' }),
    )
    add(
      `newsletter.marketing ${locale}`,
      marketingMessage(PUBLIC, locale, 'uns4b', { subject: 'Spring', body: 'New chairs.' }),
    )
    for (const [name, variant, method, status] of [
      ['pickup transfer', 'pickup', 'BANK_TRANSFER', 'pending'],
      ['home alipay paid', 'home', 'ALIPAY_HK', 'paid'],
      ['home online pending', 'home', 'ONLINE', 'pending'],
    ] as const) {
      add(
        `orders.confirmation ${name} ${locale}`,
        orderConfirmation(
          order(variant, method, status),
          locale,
          {
            BANK_TRANSFER: text(
              'HSBC 123-456789-001',
              '滙豐 123-456789-001',
              '汇丰 123-456789-001',
            ),
          },
          `${PUBLIC}/o/secret`,
        ),
      )
    }
    for (const slug of [
      'pending',
      'paid',
      'proof_rejected',
      'shipped',
      'completed',
      'cancelled',
      'expired',
      'refund_requested',
      'refund_approved',
      'refund_rejected',
      'refund_due',
      'delivery_rescheduled',
    ] as const) {
      const row = {
        id: '1f2e3d4c-5b6a-4789-8abc-def012345678',
        reference: 'HB-20260105-0042',
        language: locale,
        recipient: { name: 'Chan Tai Man' },
        contactEmail: 'chan@example.com',
        contactPhone: null,
      } as never
      add(
        `orders.${slug} ${locale}`,
        await captured(() =>
          notifyCustomer(tx, row, slug, {
            publicUrl: PUBLIC,
            amount: '1234.50',
            note: slug === 'proof_rejected' ? 'The amount differs' : undefined,
            tracking: slug === 'shipped' ? { courier: 'SF Express', number: 'SF123' } : undefined,
            points:
              slug === 'completed'
                ? { points: 1234, availableAt: new Date('2026-01-20T02:00:00Z') }
                : undefined,
            slot: slug === 'delivery_rescheduled' ? { date: '2026-01-09', slot: 'PM' } : undefined,
          } as never),
        ),
      )
    }
    const projectMails = [
      {
        kind: 'due',
        sequence: 1,
        amount: '90000.00',
        dueOn: '2026-02-01',
        pay: { BANK_TRANSFER: text('HSBC 1', '滙豐 1', '汇丰 1'), PAYME: { en: 'PayMe 9' } },
      },
      { kind: 'due', sequence: 2, amount: '90000.00', dueOn: '2026-03-01', pay: {} },
      { kind: 'received', sequence: 1, amount: '90000.00' },
      { kind: 'confirmed', sequence: 1, amount: '90000.00', paidInFull: false },
      { kind: 'confirmed', sequence: 2, amount: '90000.00', paidInFull: true },
      ...PAYMENT_REJECT_REASONS.map((reason) => ({
        kind: 'rejected',
        sequence: 2,
        amount: '90000.00',
        reason,
        note: reason === 'OTHER' ? 'Blurred photo' : '',
      })),
      { kind: 'refund_due', sequence: 1, amount: '90000.00' },
      { kind: 'handover' },
      { kind: 'model' },
    ] as const
    for (const mail of projectMails) {
      const name = `${mail.kind}${'sequence' in mail ? ` ${mail.sequence}` : ''}${'reason' in mail ? ` ${mail.reason}` : ''}`
      add(
        `projects.${name} ${locale}`,
        await captured(() => tellCustomer(tx, quotation(locale), PUBLIC, mail as never)),
      )
    }
    add(
      `quotations.requested ${locale}`,
      await captured(() => mailRequested(tx, quotation(locale), `${PUBLIC}/q`)),
    )
    for (const n of [1, 2]) {
      add(
        `quotations.issued v${n} ${locale}`,
        await captured(() => mailIssued(tx, quotation(locale), version(n), `${PUBLIC}/q`)),
      )
    }
    for (const kind of ['booked', 'rescheduled', 'cancelled', 'reminder'] as const) {
      for (const format of ['SHOWROOM', 'VIDEO', 'HOME_VISIT'] as const) {
        const to = { email: null, phone: '+85291234567', name: 'Chan Tai Man' }
        const reason = kind === 'cancelled' && format === 'VIDEO' ? 'Designer unwell' : ''
        add(
          `services.${kind} ${format} ${locale}`,
          await captured(() =>
            notifyBooking(tx, kind, booking(format), to, locale, `${PUBLIC}/b`, reason),
          ),
        )
      }
    }
    if (locale !== 'cn') {
      for (const role of ['owner', 'manager', 'staff'] as const) {
        add(
          `staff.invitation ${role} ${locale}`,
          invitationMail(locale, {
            name: 'Wong Ka Yan',
            inviter: 'Lee Siu Ming',
            role,
            link: `${PUBLIC}/admin/x`,
            hours: 72,
          }),
        )
      }
    }
    for (const options of [true, false]) {
      add(
        `stock-alerts.backInStock ${options ? 'options' : 'plain'} ${locale}`,
        backInStockMessage(alert(locale, options), PUBLIC),
      )
    }
    add(
      `admin-people.enquiryReply ${locale}`,
      enquiryReplyMessage(locale, {
        reference: 'EQ-20260105-0001',
        name: 'Chan Tai Man',
        staffName: 'Wong Ka Yan',
        body: 'Thank you.\nWe can visit on {{Monday}} for $& 100%.',
      }),
    )
    add(`swatches.confirmation ${locale}`, swatchConfirmation(locale, swatches))
    add(`swatches.sent ${locale}`, swatchSent(locale, swatches))
    for (const codes of [['V-AAAA'], ['V-AAAA', 'V-BBBB']]) {
      add(
        `vouchers.redeemed ${codes.length} ${locale}`,
        await captured(() =>
          sendVouchersRedeemed(
            tx,
            account(locale),
            {
              title: text('HK$100 off', '減 HK$100', '减 HK$100'),
              terms: text('One per order.', '每張訂單限用一張。', '每张订单限用一张。'),
              points: 10000,
              validUntil: new Date('2026-06-30T15:59:59Z'),
            },
            codes,
          ),
        ),
      )
    }
  }
  // the team's notes, in English
  add(
    'content.enquiryNotification',
    enquiryNotification({
      reference: 'EQ-20260105-0001',
      name: 'Chan Tai Man',
      email: '',
      phone: '+852 9123 4567',
      subject: 'Kitchen',
      description: 'A new kitchen.\nSoon.',
      language: 'zh',
    }),
  )
  add(
    'swatches.notification',
    swatchNotification({
      ...swatches,
      name: 'Chan Tai Man',
      email: 'chan@example.com',
      phone: '+852 9123 4567',
      address: 'Flat A, 5/F',
      language: 'cn',
    }),
  )
  for (const event of ['requested', 'accepted', 'cancelled'] as const) {
    add(
      `quotations.team ${event}`,
      await captured(() =>
        mailTeam(tx, 'studio@example.com', quotation('zh'), event, ['Detail one']),
      ),
    )
  }
  add(
    'projects.team',
    await captured(() =>
      tellTeam(tx, 'studio@example.com', quotation('en'), 'Receipt to check', ['A', 'B']),
    ),
  )
  return mails
}

describe('e-mail texts', () => {
  it('read as recorded, every mail of every module in every language', async () => {
    const mails = await allMails()
    const file = mails
      .map(([name, m]) => `=== ${name}\nSubject: ${m.subject}\n\n${m.body}\n`)
      .join('\n')
    await expect(file).toMatchFileSnapshot('./__snapshots__/mail-texts.txt')
  })
})
