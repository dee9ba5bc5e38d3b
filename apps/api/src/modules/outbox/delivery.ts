import nodemailer from 'nodemailer'
import type { MailAttachment } from '#api/db/schema/index.ts'
import type { ApiEnv } from '#api/env.ts'

/** Where messages go. Without SMTP/SMS settings they stay in the outbox (read on /dev/mailbox). */
export type Transport = {
  /** 'outbox' keeps the message stored instead of sending it anywhere. */
  kind: 'smtp' | 'sms' | 'outbox'
  send(message: {
    recipient: string
    subject: string
    body: string
    attachments?: MailAttachment[]
    /** The one-click unsubscribe address of a marketing e-mail (see `mailHeaders`). */
    listUnsubscribe?: string | null
  }): Promise<void>
}

/**
 * The headers the mail layer adds to an e-mail (ADR 063): a marketing e-mail, one with an
 * unsubscribe address, carries `List-Unsubscribe` and the one-click `List-Unsubscribe-Post` of
 * RFC 8058, so a mail program can offer its own unsubscribe button that posts to the address.
 */
export function mailHeaders(message: { listUnsubscribe?: string | null }): Record<string, string> {
  if (!message.listUnsubscribe) return {}
  return {
    'List-Unsubscribe': `<${message.listUnsubscribe}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

export const outboxTransport: Transport = { kind: 'outbox', send: async () => {} }

export function smtpTransport(url: string, from: string): Transport {
  const transporter = nodemailer.createTransport(url)
  return {
    kind: 'smtp',
    async send({ recipient, subject, body, attachments = [], listUnsubscribe }) {
      await transporter.sendMail({
        from,
        to: recipient,
        subject,
        text: body,
        headers: mailHeaders({ listUnsubscribe }),
        attachments: attachments.map((a) => ({
          filename: a.filename,
          content: a.content,
          contentType: a.content_type,
        })),
      })
    },
  }
}

/** SMS providers plug in here; none is configured by default, so SMS stays in the outbox. */
export type SmsProvider = Transport

export type Transports = { email: Transport; sms: SmsProvider }

/** SMTP_URL and MAIL_FROM (apps/api/src/env.ts) decide where e-mail goes. */
export function transportsFromEnv(env: Pick<ApiEnv, 'smtpUrl' | 'mailFrom'>): Transports {
  return {
    email: env.smtpUrl ? smtpTransport(env.smtpUrl, env.mailFrom) : outboxTransport,
    sms: outboxTransport,
  }
}
