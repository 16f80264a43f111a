import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'

type RevealProps = {
  children: ReactNode
  className?: string
}

type Phase = 'static' | 'waiting' | 'shown'

/**
 * Fades its content in the first time it scrolls into view. The content is
 * rendered visible and is only hidden (before the first paint) when the
 * browser has IntersectionObserver, the visitor has not asked for reduced
 * motion and the block is still below the fold, so nothing can stay hidden.
 */
export function Reveal({ children, className = '' }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null)
  const [phase, setPhase] = useState<Phase>('static')

  useLayoutEffect(() => {
    const el = ref.current
    if (!el || typeof IntersectionObserver === 'undefined') return
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return
    const box = el.getBoundingClientRect()
    if (box.top < window.innerHeight && box.bottom > 0) return
    setPhase('waiting')
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setPhase('shown')
          observer.disconnect()
        }
      },
      { rootMargin: '0px 0px -8% 0px' },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  const motion =
    phase === 'static'
      ? ''
      : `transition duration-700 ease-out motion-reduce:transition-none ${
          phase === 'waiting' ? 'translate-y-6 opacity-0' : 'translate-y-0 opacity-100'
        }`
  return (
    <div ref={ref} className={`${motion} ${className}`.trim()}>
      {children}
    </div>
  )
}
