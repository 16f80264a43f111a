import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react'
import { Link } from 'wouter'

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-900',
  secondary: 'bg-white text-brand-800 ring-1 ring-slate-300 hover:ring-brand-500',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  /** The first step of an action that cannot be undone (a confirmation follows). */
  dangerOutline: 'bg-white text-red-700 ring-1 ring-red-300 hover:bg-red-50',
  /** A staff action beside a primary one that is not the row's main action. */
  dark: 'bg-slate-800 text-white hover:bg-slate-900',
  /** The site's gold: giving, and the test-mode payments that stand in for a provider. */
  accent: 'bg-accent-400 text-brand-900 hover:bg-accent-500',
  /** PayPal's own colours, on the demo gateway's PayPal button. */
  paypal: 'bg-[#ffc439] text-[#003087] hover:bg-[#f2ba36]',
  /** The shop's add-to-cart: the primary look, grey rather than faded while the size is sold out. */
  cart: 'bg-brand-700 text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:bg-slate-400 disabled:hover:bg-slate-400',
  /** A quiet action on a white ground (copy, more supporters, add a line): a grey ring. */
  outline: 'text-brand-700 ring-1 ring-slate-300 hover:bg-brand-50',
  /** Cancel beside a dialog's confirmation: no ring until hovered. */
  ghost: 'text-slate-700 hover:bg-slate-100',
  /** A table row's toggle opening its form (roles, re-enable). */
  soft: 'bg-slate-100 text-slate-900 hover:bg-slate-200',
  /** A row's toggle for something waiting (a cheque to record). */
  softWarning: 'bg-amber-100 text-amber-900 hover:bg-amber-200',
  /** A row's toggle for an undoing action (cancel a receipt, disable an account). */
  softDanger: 'bg-red-50 text-red-800 ring-1 ring-red-200 hover:bg-red-100',
  /** One of a few toggles choosing a list (aria-pressed on the chosen one): filled once chosen. */
  choice: 'text-slate-700 ring-1 ring-slate-300 aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:ring-brand-700',
  /** A button that reads as a link (send the code again, sign out); it has no size. */
  link: 'text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900',
}

const sizes = {
  /** A table row's action. */
  xs: 'px-3 py-1 text-xs',
  sm: 'px-4 py-2 text-sm',
  md: 'px-5 py-2 text-sm',
  lg: 'px-6 py-3',
  xl: 'px-8 py-3',
  /** A choice among a few lists (size="chip" with variant="choice"). */
  chip: 'px-3 py-1.5 text-sm',
  /** The shop's buttons beside the product (add to cart). */
  tall: 'px-6 py-3.5',
  /** The donation form's pay button: the one action of its screen. */
  hero: 'px-8 py-4 text-base uppercase tracking-wide',
}

const widths = {
  auto: 'inline-flex',
  full: 'flex w-full',
  /** Full width on phones, as wide as its words above; a 44px target either way. */
  phone: 'inline-flex min-h-11 w-full sm:w-auto',
}

export type ButtonLook = {
  variant?: keyof typeof variants
  size?: keyof typeof sizes
  width?: keyof typeof widths
  /** Placement and extras (margins, shadow); never colours or padding, which the look owns. */
  className?: string
}

/** The classes of the app's buttons, for anything that must look like one (a link, a mail link). */
export function buttonClass({ variant = 'primary', size = 'md', width = 'auto', className = '' }: ButtonLook): string {
  const weight = variant === 'accent' || variant === 'paypal' || size === 'hero' ? 'font-extrabold' : variant === 'choice' ? 'font-semibold' : 'font-bold'
  const shape = variant === 'link' ? 'min-h-11' : `rounded-full ${sizes[size]} ${weight}`
  // A disabled button is faded, but the add-to-cart's look says how it is disabled.
  const disabled = variant === 'cart' ? '' : ' disabled:opacity-70'
  return `${widths[width]} items-center justify-center text-center transition${disabled} ${shape} ${variants[variant]} ${className}`.trim()
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonLook & { ref?: React.Ref<HTMLButtonElement> }

/** The app's one button: its colours and sizes are written here and nowhere else. */
export function Button({ variant, size, width, className, type = 'button', ...rest }: ButtonProps) {
  return <button {...rest} type={type} className={buttonClass({ variant, size, width, className })} />
}

type ButtonLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & ButtonLook & { to: string }

/** A link of the app that looks like a button (go back to the shop, to the donor space). */
export function ButtonLink({ variant, size, width, className, ...rest }: ButtonLinkProps) {
  return <Link {...rest} className={buttonClass({ variant, size, width, className })} />
}
