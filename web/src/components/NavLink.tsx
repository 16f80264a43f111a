import type { ReactNode } from 'react'
import { Link, useLocation } from 'wouter'

type Props = {
  to: string
  /** Highlighted on its own address only, not on the addresses under it. */
  end?: boolean
  className: (active: boolean) => string
  onClick?: () => void
  children: ReactNode
}

/** A menu link that shows, and tells assistive technology, that it is the page being read. */
export function NavLink({ to, end = false, className, onClick, children }: Props) {
  const [pathname] = useLocation()
  const here = pathname.replace(/\/$/, '') || '/'
  const active = here === to || (!end && here.startsWith(`${to}/`))
  return (
    <Link to={to} className={className(active)} aria-current={active ? 'page' : undefined} onClick={onClick}>
      {children}
    </Link>
  )
}
