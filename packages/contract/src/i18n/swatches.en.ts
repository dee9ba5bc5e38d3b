/**
 * Storefront texts of free swatch requests (issue 30, ADR 071), English; `swatches.zh.ts` and
 * `swatches.cn.ts` carry the same keys.
 */
export const swatchesEn = {
  title: 'Request free swatches',
  action: 'Request free swatches',
  actionHint: 'Feel the fabric at home: up to 5 colours, posted free in Hong Kong.',
  intro:
    'Choose up to {{max}} colours of {{product}}. We post the swatches free of charge to your address in Hong Kong, usually within five working days.',
  colours: 'Colours and fabrics (choose up to {{max}})',
  contact: 'Your contact details',
  address: 'Where we post the swatches',
  defaultAddress:
    'Your default address is filled in; change it if the swatches should go elsewhere.',
  consent: 'You may contact me by e-mail or phone about this swatch request.',
  submit: 'Request swatches',
  sending: 'Sending…',
  sent: 'Thank you. Your swatches are on their way to our team, and we have e-mailed you a confirmation.',
  backToProduct: 'Back to {{product}}',
  noProduct: 'This product is no longer available, or has no colours to sample.',
  productLink: 'Browse products',
  errors: {
    chooseColour: 'Choose at least one colour',
    tooManyColours: 'Choose up to 5 colours',
    consent: 'Please agree that we may contact you about this request',
    duplicate:
      'You asked for swatches of this product within the last 30 days. They are on their way; please wait for them before asking again.',
    productGone: 'This product has no swatches to send.',
  },
}
