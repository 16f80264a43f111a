import { useEffect, useState, type RefObject } from 'react'
import { useInApp } from './useInApp'

/**
 * Whether the element is on screen or within `margin` of it; true from then on.
 * Pictures down the page wait for it rather than relying on loading="lazy":
 * Chrome's own distance (1,250 px, 2,500 px on a slow connection) fetches a
 * whole grid of cards at once on a phone, and they then share the connection
 * with the first screen's largest picture. It is false on the server's render and the app's first
 * (src/server.tsx: the page the app hydrates is the one the server sent); a browser without
 * IntersectionObserver gets true right after.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(false)
  const noObserver = useInApp() && typeof IntersectionObserver === 'undefined'
  useEffect(() => {
    const element = ref.current
    if (near || noObserver || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, noObserver, ref, margin])
  return near || noObserver
}
