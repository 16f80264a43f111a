import { act, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useNearViewport } from './useNearViewport'

function Picture() {
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearViewport(ref)
  return <div ref={ref}>{near ? 'loaded' : 'waiting'}</div>
}

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('waits until the element comes within the margin, then stays true', () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => {}
    const options: IntersectionObserverInit[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report, init: IntersectionObserverInit) {
          report = callback
          options.push(init)
        }
        observe() {}
        disconnect() {}
      },
    )
    render(<Picture />)
    expect(screen.getByText('waiting')).toBeInTheDocument()
    expect(options[0]?.rootMargin).toBe('300px')
    act(() => report([{ isIntersecting: false }]))
    expect(screen.getByText('waiting')).toBeInTheDocument()
    act(() => report([{ isIntersecting: true }]))
    expect(screen.getByText('loaded')).toBeInTheDocument()
  })

  it('shows at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<Picture />)
    expect(screen.getByText('loaded')).toBeInTheDocument()
  })
})
