import type { Translation } from './admin/translation.ts'

/**
 * The e-mail and SMS texts the API sends (issue 29), English; `mail.zh.ts` and `mail.cn.ts`
 * carry the same keys and placeholders (catalogues.test.ts). Server-only: the storefront's
 * catalogues (en.ts …) never import this file, so no page downloads it. The API renders a key
 * with `renderMail` (apps/api/src/lib/mail-text.ts); lists, amounts and dates are written in code
 * and come in as values.
 */
export const mailEn = {
  hello: 'Hello {{name}},',
  sign: 'Maison Harbour Interiors',
  /** A subject with the reference it is about. */
  referenced: '{{subject}} ({{reference}})',
  account: {
    verify: {
      subject: 'Please confirm your e-mail address',
      body: 'Hello {{name}},\n\nWelcome to Maison Harbour Interiors. Please confirm your e-mail address within 15 minutes:\n{{link}}\n\nIf you did not sign up, ignore this message.',
    },
    resetPassword: {
      subject: 'Reset your password',
      body: 'Hello {{name}},\n\nUse this link within 15 minutes to choose a new password:\n{{link}}\n\nIf you did not ask for this, ignore this message; your password stays the same.',
    },
    changeCode: {
      subject: 'Your verification code',
      body: 'Hello {{name}},\n\nYour Maison Harbour Interiors verification code is {{code}}. It expires in 15 minutes.',
    },
    passwordChanged: {
      subject: 'Your password was changed',
      body: 'Hello {{name}},\n\nYour password was just changed and other sessions were signed out. If this was not you, reset your password now.',
    },
  },
  // the receipt repeats nothing the sender typed but the reference (no relay for their text)
  enquiry: {
    subject: 'We have received your enquiry ({{reference}})',
    body: 'Hello,\n\nThank you for contacting Maison Harbour Interiors. Our design team has received your enquiry, reference {{reference}}, and will reply within two working days (Monday to Saturday, 10:00 to 19:00).\n\nIf you did not send this enquiry, please ignore this message.',
  },
  // a staff reply: the staff member's text exactly as written, between greeting and signature
  enquiryReply: {
    subject: 'Reply to your enquiry {{reference}}',
    body: 'Hello {{name}},\n\n{{body}}\n\n{{staffName}}\nMaison Harbour Interiors\n\nReference: {{reference}}.',
  },
  newsletter: {
    confirm: {
      subject: 'Please confirm your newsletter sign-up',
      body: 'Hello,\n\nPlease confirm that you want the newsletter of Maison Harbour Interiors at this address:\n{{link}}\n\nThe link works once, for {{hours}} hours. If you did not sign up, ignore this e-mail: without your confirmation we send you nothing.\n\nMaison Harbour Interiors',
    },
    footer:
      'You receive this e-mail because this address was signed up for the newsletter of Maison Harbour Interiors. Unsubscribe with one click: {{link}}',
  },
  projects: {
    ordinal: { first: 'first', second: 'second' },
    installment: { first: 'first installment', second: 'second installment' },
    due: {
      subject: 'Your {{ordinal}} installment is due',
      lead: 'The {{installment}} of {{amount}} is due by {{date}}.',
      how: 'Pay online on your project page, or by bank transfer, FPS or PayMe and add the receipt there:',
    },
    received: {
      subject: 'We have your payment record',
      lead: 'Thank you: we have your receipt for {{amount}} towards the {{installment}}. Our team checks it and confirms the payment.',
    },
    confirmed: {
      subject: 'Payment confirmed',
      lead: 'We have confirmed your payment of {{amount}} towards the {{installment}}.',
      full: 'Your project is now paid in full. Thank you!',
    },
    rejected: {
      subject: 'We could not confirm your payment',
      lead: 'We could not confirm your payment of {{amount}} towards the {{installment}}: {{reason}}.',
      again: 'Please check it and add the payment again, or contact us.',
    },
    rejectReasons: {
      NOT_RECEIVED: 'we have not received this payment in our account',
      AMOUNT_DIFFERS: 'the amount received differs from the receipt',
      WRONG_ACCOUNT: 'the payment went to an account that is not ours',
      UNREADABLE: 'the receipt cannot be read',
      DUPLICATE: 'this payment was already recorded',
      OTHER: 'see the note below',
    },
    refund_due: {
      subject: 'We will return your extra payment',
      lead: 'We received a second payment of {{amount}} for the {{installment}}, which was already paid. This extra payment will be returned to you the same way you paid it; you do not need to do anything.',
    },
    handover: {
      subject: 'Your home is ready for handover',
      lead: 'The works are finished. Please check everything and confirm completion on your project page.',
    },
    model: {
      subject: 'Your 3D design is ready',
      lead: 'Your designer has added the 3D design of your home: turn it around and walk through it on your project page.',
    },
    note: 'Note: {{note}}',
    link: 'Your project: {{link}}',
  },
  quotations: {
    requested: {
      subject: 'We have your quotation request',
      lead: 'Thank you: our designers will prepare your quotation and write to you.',
    },
    issued: {
      subject: 'Your quotation is ready',
      lead: 'Your quotation is ready.',
      revised: 'We have revised your quotation (version {{version}}).',
    },
    total: 'Total: {{amount}}',
    first: 'First installment: {{amount}}',
    second: 'Second installment: {{amount}}',
    valid: 'Valid until: {{date}}',
    link: 'Read, accept or cancel it here: {{link}}',
  },
  booking: {
    booked: { subject: 'Your consultation is booked', lead: 'Your consultation is booked:' },
    rescheduled: {
      subject: 'Your consultation has moved',
      lead: 'Your consultation now takes place:',
    },
    cancelled: {
      subject: 'Your consultation is cancelled',
      lead: 'This consultation is cancelled:',
    },
    reminder: {
      subject: 'Your consultation is tomorrow',
      lead: 'A reminder of your consultation:',
    },
    formats: {
      SHOWROOM: 'Showroom consultation',
      VIDEO: 'Video consultation',
      HOME_VISIT: 'Home visit',
    },
    place: 'Where: {{place}}',
    designer: 'Designer: {{name}}',
    video: 'By video call (we send the link the day before)',
    home: 'At your home',
    homeAt: 'At your home: {{address}}',
    change: 'You can reschedule or cancel until {{until}} (Hong Kong time).',
    link: 'Your booking: {{link}}',
    /** Why the studio cancelled (staff cancels send their reason). */
    reason: 'Reason: {{reason}}',
  },
  // back-office languages are English and Traditional Chinese; `cn` keeps the keys complete
  staff: {
    invitation: {
      subject: 'Your invitation to the Maison Harbour back office',
      body: 'Hello {{name}},\n\n{{inviter}} has invited you to the Maison Harbour back office as {{role}}.\nChoose your password within {{hours}} hours at:\n{{link}}\n\nIf you did not expect this invitation, you can ignore this e-mail.',
    },
    roles: { owner: 'owner', manager: 'manager', staff: 'staff member' },
  },
  stockAlerts: {
    subject: 'Back in stock: {{item}}',
    body: 'Hello,\n\n{{item}} is back in stock. You asked us to tell you, so here it is:\n{{link}}\n\nStock is limited and not held for you. This is the only e-mail we send about it.\n\nMaison Harbour Interiors',
    /** The variant with its size and colour: "Oak sofa (3-seater, Grey)". */
    item: '{{title}} ({{options}})',
    optionSeparator: ', ',
  },
  // like the enquiry receipt: only the reference and the shop's own words, never the shopper's
  swatches: {
    confirmation: {
      subject: 'Your free swatches are requested ({{reference}})',
      body: 'Hello,\n\nThank you for your interest in {{product}}. We will post these swatches free of charge, usually within five working days:\n\n{{colours}}\n\nReference: {{reference}}\n\nIf you did not ask for swatches, please ignore this message.\n\nMaison Harbour Interiors',
    },
    sent: {
      subject: 'Your swatches are in the post ({{reference}})',
      body: 'Hello,\n\nYour swatches of {{product}} were posted today:\n\n{{colours}}\n\nReference: {{reference}}\n\nWe hope they help you choose. Our team is happy to advise in our showrooms.\n\nMaison Harbour Interiors',
    },
  },
  vouchers: {
    subjectOne: 'Your voucher code',
    subjectMany: 'Your {{count}} voucher codes',
    intro: 'Thank you for redeeming {{points}} points for {{count}} × "{{title}}".',
    code: '- {{code}} (valid until {{date}}, Hong Kong time)',
    terms: 'Terms:',
    howTo:
      'Enter the code in your cart at checkout. Each code can be used once, by your account only.',
  },
  order: {
    note: 'Note from our team: {{note}}',
    link: 'See your order: {{link}}',
    tracking: 'Courier: {{courier}}, tracking number: {{number}}',
    pointsEarned:
      'You earned {{points}} membership points with this order. They can be spent from {{date}}.',
    confirmation: {
      subject: 'Order {{reference}} received',
      thanks: 'Thank you for your order {{reference}}.',
      items: 'Items',
      line: '- {{title}} ({{variant}}) × {{qty}}: {{amount}}',
      gift: '- {{title}} ({{variant}}) × {{qty}}: free gift',
      summary: 'Order summary',
      subtotal: 'Subtotal: {{amount}}',
      localDiscount: 'Sale discount: −{{amount}}',
      globalDiscount: 'Voucher discount: −{{amount}}',
      shipping: 'Shipping: {{amount}}',
      carrying: 'Carrying fee (stairs, {{floors}} floors): {{amount}}',
      points: 'Points: {{points}}',
      total: 'Total: {{amount}}',
      delivery: 'Delivery',
      address: 'Address: {{address}}',
      accessLift: 'Access: lift',
      accessStairs: 'Access: stairs, {{floors}} floors',
      slot: 'Delivery slot: {{slot}}',
      pickup: 'Pick up at: {{place}}',
      howToPay: 'How to pay',
      proofHint: 'Please upload your payment proof on the order page so we can confirm it.',
      onlineHint: 'We will confirm as soon as the payment is through.',
      paidOnline: 'Your payment of {{amount}} is through: thank you.',
      method: 'Payment method: {{method}}',
      privateLink:
        'Your order page (a private link: do not share it; it works for {{days}} days, no sign-in needed):',
    },
    pending: {
      subject: 'Order {{reference}}: payment proof received',
      body: 'We have received the payment proof of your order {{reference}} and will check it shortly.',
    },
    paid: {
      subject: 'Order {{reference}}: payment confirmed',
      body: 'Your payment for order {{reference}} is confirmed. We are preparing your order.',
    },
    proof_rejected: {
      subject: 'Order {{reference}}: please upload your payment proof again',
      body: 'We could not confirm the payment proof of order {{reference}}. Please upload a clear proof on the order page.',
    },
    shipped: {
      subject: 'Order {{reference}} is on its way',
      body: 'Your order {{reference}} has been shipped (or is ready for pick-up). Please confirm on the order page once you have received it.',
    },
    completed: {
      subject: 'Order {{reference}} completed',
      body: 'Your order {{reference}} is completed. Thank you! You can now review the items you bought.',
    },
    cancelled: {
      subject: 'Order {{reference}} cancelled',
      body: 'Your order {{reference}} has been cancelled. Any points and voucher it used have been returned.',
    },
    expired: {
      subject: 'Order {{reference}} cancelled: no payment received',
      body: 'We did not receive the payment for order {{reference}} in time, so it has been cancelled and its items released. Nothing was charged. You are welcome to order again.',
    },
    refund_requested: {
      subject: 'Order {{reference}}: refund request received',
      body: 'We have received your refund request for order {{reference}} ({{amount}}) and will reply soon.',
    },
    refund_approved: {
      subject: 'Order {{reference}}: refund approved',
      body: 'Your refund of {{amount}} for order {{reference}} is approved. Card payments are returned to the card; points are back in your account.',
    },
    refund_rejected: {
      subject: 'Order {{reference}}: refund request declined',
      body: 'We could not approve your refund request for order {{reference}}.',
    },
    refund_due: {
      subject: 'Order {{reference}}: your payment is being refunded',
      body: 'Your payment of {{amount}} for order {{reference}} arrived after the order had been cancelled, so the items were no longer reserved for you. We are refunding the full amount to the card you paid with; banks usually show it within 5 to 10 working days.',
    },
    delivery_rescheduled: {
      subject: 'Order {{reference}}: new delivery time',
      body: 'Your order {{reference}} will now be delivered on {{slot}}.',
    },
  },
}

export type MailMessages = Translation<typeof mailEn>
