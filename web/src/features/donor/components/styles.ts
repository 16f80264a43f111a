/** The donor space's buttons (phone first: full width on phones, as wide as their words above). */
const base = 'inline-flex min-h-11 w-full items-center justify-center rounded-full px-5 py-2 text-sm font-bold transition sm:w-auto disabled:opacity-70'

export const primaryButton = `${base} bg-brand-700 text-white hover:bg-brand-900`
export const secondaryButton = `${base} bg-white text-brand-800 ring-1 ring-slate-300 hover:ring-brand-500`
export const dangerButton = `${base} bg-red-700 text-white hover:bg-red-800`
export const linkButton = 'min-h-11 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 disabled:opacity-60'
