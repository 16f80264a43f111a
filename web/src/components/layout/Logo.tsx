import { useMessages } from '../../lib/i18n/useLocale'
import { layoutMessages } from './messages'

/** The foundation's mark: a jumper's arc over a sun, drawn for this site. */
export function Logo() {
  const words = useMessages(layoutMessages)
  return (
    <span className="flex items-center gap-2">
      <svg viewBox="0 0 64 64" className="h-10 w-10" aria-hidden="true">
        <circle cx="32" cy="32" r="30" fill="#0369a1" />
        <circle cx="44" cy="20" r="7" fill="#fbbf24" />
        <path d="M10 44c10-1 18-8 22-20l5 2c-3 9-7 15-12 19 6-1 12 0 19 3-11 2-23 2-34-4z" fill="#fff" />
      </svg>
      <span className="leading-tight">
        <span className="block text-base font-extrabold tracking-tight text-brand-900">Amara Diallo</span>{' '}
        <span className="block text-xs font-semibold uppercase tracking-widest text-brand-600">{words.foundation}</span>
      </span>
    </span>
  )
}
