import { siteName } from '../../lib/useDocumentTitle'

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-brand-900 text-brand-100">
      <div className="mx-auto max-w-6xl px-4 py-6 text-center text-sm">
        © {new Date().getFullYear()} {siteName}. All rights reserved.
      </div>
    </footer>
  )
}
