/** The payment methods' icons: drawn for the later steps, apart from the first screen's art. */
import { stroke } from './art'

export function CardIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" {...stroke}>
      <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
      <path d="M2.5 9.5h19M6 15h4" />
    </svg>
  )
}

export function ChequeIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" {...stroke}>
      <rect x="2.5" y="6" width="19" height="12" rx="1.5" />
      <path d="M6 14c1.5-2 2.5 1 4-1s2 1 3 0M15 14h3M6 10h5" />
    </svg>
  )
}

export function WalletIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" {...stroke}>
      <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3" />
      <rect x="3.5" y="8" width="17" height="11" rx="2.5" />
      <path d="M20.5 12h-4a1.5 1.5 0 0 0 0 3h4" />
    </svg>
  )
}

export function BankIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" {...stroke}>
      <path d="M3 9.5 12 4l9 5.5M4.5 19.5h15M6 10.5v6M10 10.5v6M14 10.5v6M18 10.5v6" />
    </svg>
  )
}
