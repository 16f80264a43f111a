import { useMessages } from '../../../lib/i18n/useLocale'
import { blogMessages } from '../messages'

const networks = [
  {
    name: 'Facebook',
    path: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9H16l.5-4h-3V8.8c0-.5.3-.8.5-.8Z',
  },
  { name: 'X', path: 'M4 4h4.6l4 5.6L17.4 4H20l-6.2 7.3L20.5 20h-4.6l-4.3-6-5.1 6H4l6.5-7.6Z' },
  {
    name: 'LinkedIn',
    path: 'M5 9h3.5v11H5Zm1.8-5.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM10.5 9H14v1.6c.5-1 1.8-1.9 3.6-1.9 3.4 0 4 2.2 4 5.1V20h-3.5v-5.4c0-1.3 0-3-1.8-3s-2.2 1.4-2.2 2.9V20h-3.5Z',
  },
]

/** Share buttons, as on the original site: they are shown but do nothing yet. */
export function ShareButtons() {
  const words = useMessages(blogMessages)
  return (
    <div className="flex items-center gap-3">
      <span className="text-sm font-semibold text-slate-600">{words.share}</span>
      <ul className="flex gap-2">
        {networks.map((network) => (
          <li key={network.name}>
            <button
              type="button"
              aria-label={words.shareOn(network.name)}
              className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100 transition hover:bg-brand-700 hover:text-white"
            >
              <svg viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor" aria-hidden="true">
                <path d={network.path} />
              </svg>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
