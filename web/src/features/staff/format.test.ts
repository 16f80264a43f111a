import { renderHook } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { useStaffFormat } from './format'
import { StaffLanguage } from './language'

const inFrench = ({ children }: { children: ReactNode }) => createElement(StaffLanguage.Provider, { value: 'fr' }, children)

describe('staff dates and words', () => {
  it('are English for an English browser, in Paris time', () => {
    const { result } = renderHook(useStaffFormat)
    expect(result.current.day('2026-03-04 23:30:00.000Z')).toBe('Mar 05, 2026')
    expect(result.current.when('2026-03-04 23:30:00.000Z')).toBe('Mar 05, 2026, 00:30')
    expect(result.current.word('awaiting_cheque')).toBe('Cheque pledged')
  })

  it('are French for a staff member who chose French', () => {
    const { result } = renderHook(useStaffFormat, { wrapper: inFrench })
    expect(result.current.day('2026-03-04 23:30:00.000Z')).toBe('5 mars 2026')
    expect(result.current.when('2026-07-01 12:05:00.000Z')).toMatch(/^1 juillet 2026.*14:05$/)
    expect(result.current.monthName('2026-03')).toBe('mars 2026')
    expect(result.current.word('awaiting_cheque')).toBe('Chèque promis')
    expect(result.current.word('something_new')).toBe('something_new')
  })

  it("put how a gift was paid, which the server words in English, in French", () => {
    const { result } = renderHook(useStaffFormat, { wrapper: inFrench })
    expect(['Card', 'Cheque', 'SEPA Direct Debit', 'In kind', 'PayPal', 'Apple Pay'].map(result.current.word)).toEqual(['Carte', 'Chèque', 'Prélèvement SEPA', 'En nature', 'PayPal', 'Apple Pay'])
    expect(renderHook(useStaffFormat).result.current.word('Card')).toBe('Card')
  })
})
