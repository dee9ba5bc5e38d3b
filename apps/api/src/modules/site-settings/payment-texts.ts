import type { LocalizedText, PaymentDetails, PaymentInstructions } from '@shop/contract'

/**
 * The offline payment instructions checkout, the success page and e-mails print, written from the
 * owner's payment details: one source, so a changed FPS id reaches every one of them at once.
 */
export function paymentInstructionsFrom(details: PaymentDetails): Required<PaymentInstructions> {
  const banks = (join: string, each: (a: PaymentDetails['bank_accounts'][number]) => string) =>
    details.bank_accounts.map(each).join(join)
  const { fps, payme } = details
  const text = (en: string, zh: string, cn: string): LocalizedText => ({ en, zh, cn })
  return {
    BANK_TRANSFER: text(
      `Transfer the total to ${banks(' or ', (a) => `${a.bank} ${a.number} (${a.name})`)}, then upload the bank receipt in your order with the order reference.`,
      `請將總額轉帳至${banks('或', (a) => `${a.bank} ${a.number}（${a.name}）`)}，並在訂單內上載銀行收據，註明訂單編號。`,
      `请将总额转账至${banks('或', (a) => `${a.bank} ${a.number}（${a.name}）`)}，并在订单内上传银行收据，注明订单编号。`,
    ),
    FPS: text(
      `Pay the total by FPS to ID ${fps.id} (${fps.name}), then upload the screenshot in your order with the order reference.`,
      `請以轉數快付款至識別碼 ${fps.id}（${fps.name}），並在訂單內上載付款截圖，註明訂單編號。`,
      `请以转数快付款至识别码 ${fps.id}（${fps.name}），并在订单内上传付款截图，注明订单编号。`,
    ),
    PAYME: text(
      `Pay the total with PayMe to ${payme.number} (${payme.name}), then upload the screenshot in your order with the order reference.`,
      `請以 PayMe 付款至 ${payme.number}（${payme.name}），並在訂單內上載付款截圖，註明訂單編號。`,
      `请以 PayMe 付款至 ${payme.number}（${payme.name}），并在订单内上传付款截图，注明订单编号。`,
    ),
  }
}

/** The shop's own accounts as receipt matching compares them (projects' `bank_match`). */
export function receivingAccountsFrom(details: PaymentDetails) {
  return [
    ...details.bank_accounts.map((a) => ({
      kind: 'BANK' as const,
      bank: a.bank,
      number: a.number,
      name: a.name,
    })),
    { kind: 'FPS' as const, number: details.fps.id, name: details.fps.name },
    { kind: 'PAYME' as const, number: details.payme.number, name: details.payme.name },
  ]
}

/** The footer's store block follows the shop's details (it is what the order print read). */
export function storeInformationFrom(
  shop: { address: LocalizedText; phone: string; email: string },
  current: { title: LocalizedText; address: { url: string } } | undefined,
) {
  const same = (value: string): LocalizedText => ({ en: value, zh: value, cn: value })
  const query = encodeURIComponent(shop.address.en)
  return {
    title: current?.title ?? { en: 'Visit us', zh: '歡迎到訪', cn: '欢迎到访' },
    address: {
      title: shop.address,
      url: `https://www.openstreetmap.org/search?query=${query}`,
    },
    phone: { title: same(shop.phone), url: `tel:${shop.phone.replace(/[^\d+]/g, '')}` },
    email: { title: same(shop.email), url: `mailto:${shop.email}` },
  }
}
