import { useTranslation } from '../lib/i18n.tsx'
import { useRootData } from '../lib/use-root-data.ts'

/** wa.me with the shop's number (a Hong Kong number without its country code gets 852). */
export function whatsAppHref(number: string, text: string): string {
  const digits = number.replace(/\D/g, '')
  const full = digits.length === 8 ? `852${digits}` : digits
  return `https://wa.me/${full}?text=${encodeURIComponent(text)}`
}

/**
 * "Ask us on WhatsApp" (issue 30) with a first message written for the shopper, when the owner
 * gave the shop's WhatsApp number in the settings; nothing otherwise. The same for every shopper,
 * so shared pages may carry it.
 */
export function WhatsAppLink({ message, className }: { message: string; className?: string }) {
  const { t } = useTranslation()
  const number = useRootData()?.config.whatsapp
  if (!number) return null
  return (
    <a
      href={whatsAppHref(number, message)}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      data-testid="whatsapp"
    >
      {t('whatsapp.ask')}
      <span className="sr-only"> {t('whatsapp.newWindow')}</span>
    </a>
  )
}
