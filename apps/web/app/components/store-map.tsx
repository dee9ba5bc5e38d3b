import { directionsUrl } from '../lib/directions.ts'
import { useTranslation } from '../lib/i18n.tsx'

/**
 * The showroom on a drawn map: no tiles, no third-party script, so the address and the
 * directions link work whatever the network allows.
 */
export function StoreMap({ address }: { address: string }) {
  const { t } = useTranslation()
  const directions = directionsUrl(address)
  return (
    <figure
      className="overflow-hidden rounded-lg border border-stone-200 dark:border-stone-800"
      data-testid="store-map"
    >
      <svg
        viewBox="0 0 400 220"
        role="img"
        aria-label={t('contact.map')}
        className="block h-auto w-full bg-[#e8efe9] dark:bg-stone-800"
      >
        <rect x="0" y="150" width="400" height="70" fill="#b9d4e3" />
        <path d="M0 120 C120 110 200 140 400 100" stroke="#ffffff" strokeWidth="14" fill="none" />
        <path d="M150 0 L190 220" stroke="#ffffff" strokeWidth="10" />
        <path d="M300 0 L260 150" stroke="#ffffff" strokeWidth="6" />
        <circle cx="185" cy="112" r="10" fill="#8a5a2b" />
        <circle cx="185" cy="112" r="22" fill="#8a5a2b" opacity="0.25" />
      </svg>
      <figcaption className="space-y-2 p-4 text-sm">
        <p data-testid="store-address">{address}</p>
        <a
          href={directions}
          rel="noopener noreferrer"
          target="_blank"
          className="inline-block font-medium underline"
          data-testid="directions-link"
        >
          {t('contact.directions')}
        </a>
      </figcaption>
    </figure>
  )
}
