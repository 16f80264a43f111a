import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useDraft } from './useDraft'

const blank = { bank: '', amount: '50', replace: false }

describe('useDraft', () => {
  it('starts from the initial values, keeps each change as it is made, and a new form finds them', () => {
    vi.useFakeTimers({ now: new Date('2026-03-05T13:30:00Z'), toFake: ['Date'] })
    const first = renderHook(() => useDraft('cheque:g1', blank))
    expect(first.result.current.draft).toEqual(blank)
    expect(first.result.current.restoredAt).toBeNull()

    act(() => first.result.current.update({ bank: 'Banque Postale' }))
    act(() => first.result.current.update({ replace: true }))
    expect(first.result.current.draft).toEqual({ bank: 'Banque Postale', amount: '50', replace: true })
    first.unmount()

    const again = renderHook(() => useDraft('cheque:g1', blank))
    expect(again.result.current.draft).toEqual({ bank: 'Banque Postale', amount: '50', replace: true })
    expect(again.result.current.restoredAt).toBe(Date.parse('2026-03-05T13:30:00Z'))
    // In this tab only, and another record's form starts afresh.
    expect(localStorage.length).toBe(0)
    expect(renderHook(() => useDraft('cheque:g2', blank)).result.current.draft).toEqual(blank)
  })

  it('reads its own draft when the record changes under the same form', () => {
    const other = renderHook(() => useDraft('cheque:g2', blank))
    act(() => other.result.current.update({ bank: 'Crédit Agricole' }))
    const { result, rerender } = renderHook(({ key }) => useDraft(key, blank), { initialProps: { key: 'cheque:g1' } })
    expect(result.current.draft.bank).toBe('')
    rerender({ key: 'cheque:g2' })
    expect(result.current.draft.bank).toBe('Crédit Agricole')
  })

  it('reset goes back to the initial values and keeps nothing; forget keeps the values on screen only', () => {
    const { result, unmount } = renderHook(() => useDraft('article:a1', blank, { keep: 'device' }))
    act(() => result.current.update({ bank: 'typed' }))
    expect(localStorage.length).toBe(1)
    act(() => result.current.forget())
    expect(result.current.draft.bank).toBe('typed')
    expect(localStorage.length).toBe(0)

    act(() => result.current.update({ bank: 'typed again' }))
    act(() => result.current.reset())
    expect(result.current.draft).toEqual(blank)
    unmount()
    expect(renderHook(() => useDraft('article:a1', blank, { keep: 'device' })).result.current.restoredAt).toBeNull()
  })

  it('leaves out what is not a value of the form (an older shape, a broken text), and a draft that changes nothing', () => {
    sessionStorage.setItem('odd', JSON.stringify({ at: 1, values: { bank: 42, amount: '60', replace: 'yes', extra: 'x' } }))
    expect(renderHook(() => useDraft('odd', blank)).result.current.draft).toEqual({ bank: '', amount: '60', replace: false })
    sessionStorage.setItem('broken', '{')
    expect(renderHook(() => useDraft('broken', blank)).result.current.draft).toEqual(blank)
    sessionStorage.setItem('same', JSON.stringify({ at: 1, values: blank }))
    expect(renderHook(() => useDraft('same', blank)).result.current.restoredAt).toBeNull()
  })
})
