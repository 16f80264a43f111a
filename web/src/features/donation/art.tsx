/** Icons and payment marks drawn for this site (no provider's logo is copied). */

import { useMessages } from '../../lib/i18n/useLocale'
import { donationMessages } from './messages'

/** The line icons' drawing style. */
export const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const

export function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-4 w-4 text-emerald-600" aria-hidden="true" {...stroke}>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" />
    </svg>
  )
}

/** Three marks: a bank card, a wallet service and a card network. */
export function PaymentLogos({ className = '' }: { className?: string }) {
  const { logos } = useMessages(donationMessages)
  return (
    <ul aria-label={logos.label} className={`flex flex-wrap items-center gap-3 ${className}`}>
      <li>
        <svg role="img" aria-label={logos.card} viewBox="0 0 64 40" className="h-10 w-auto">
          <rect width="64" height="40" rx="6" fill="#0c4a6e" />
          <rect x="8" y="12" width="11" height="8" rx="2" fill="#fbbf24" />
          <path d="M11.5 12v8M15.5 12v8M8 16h11" stroke="#b45309" strokeWidth="0.8" />
          <rect x="8" y="27" width="22" height="3" rx="1.5" fill="#7dd3fc" />
          <rect x="34" y="27" width="10" height="3" rx="1.5" fill="#7dd3fc" />
        </svg>
      </li>
      <li>
        <svg role="img" aria-label={logos.paypal} viewBox="0 0 64 40" className="h-10 w-auto">
          <rect width="64" height="40" rx="6" fill="#fff" stroke="#cbd5e1" />
          <rect x="9" y="11" width="20" height="18" rx="4" fill="#0369a1" />
          <path d="M29 17h-5a3 3 0 0 0 0 6h5z" fill="#38bdf8" />
          <text x="33" y="24.5" fontFamily="system-ui, sans-serif" fontSize="9" fontWeight="800" fill="#0c4a6e">
            Pay
          </text>
          <text x="48" y="24.5" fontFamily="system-ui, sans-serif" fontSize="9" fontWeight="800" fill="#0284c7">
            Pal
          </text>
        </svg>
      </li>
      <li>
        <svg role="img" aria-label={logos.networks} viewBox="0 0 64 40" className="h-10 w-auto">
          <rect width="64" height="40" rx="6" fill="#fff" stroke="#cbd5e1" />
          <circle cx="18" cy="20" r="4" fill="#0284c7" />
          <circle cx="32" cy="11" r="3.5" fill="#f59e0b" />
          <circle cx="46" cy="20" r="4" fill="#0284c7" />
          <circle cx="32" cy="29" r="3.5" fill="#f59e0b" />
          <path d="M21.5 18.5 29 12.5M35 12.5l7.5 6M42.5 21.5 35 27.5M29 27.5l-7.5-6M22 20h20" stroke="#64748b" strokeWidth="1.4" />
        </svg>
      </li>
    </ul>
  )
}
