import { useMessages } from '../lib/i18n/useLocale'
import { layoutMessages } from './layout/messages'

type SpinnerProps = {
  /** Diameter in pixels; the blog list uses the spec's 80. */
  size?: number
  label?: string
}

/** A light blue ring spinner, announced to screen readers. */
export function Spinner({ size = 24, label = 'Loading' }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className="inline-flex">
      <span
        className="animate-spin rounded-full border-sky-300 border-t-transparent motion-reduce:animate-none"
        style={{ width: size, height: size, borderWidth: Math.max(2, Math.round(size / 10)) }}
      />
    </span>
  )
}

/** Between two pages: "Loading" in the page's language (the layout's words). */
export function PageSpinner() {
  const words = useMessages(layoutMessages)
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner size={80} label={words.loading} />
    </div>
  )
}
