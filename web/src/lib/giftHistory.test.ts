import { describe, expect, it } from 'vitest'
import { changeWords } from './giftHistory'

describe('a gift’s history in words', () => {
  it.each([
    [{ at: '2026-03-02 09:00:00.000Z', kind: 'paused', by: 'donor', until: '2026-05-02 09:00:00.000Z' }, 'Paused until May 02, 2026'],
    [{ at: '2026-03-09 09:00:00.000Z', kind: 'resumed', by: 'schedule' }, 'Resumed'],
    [{ at: '2026-03-10 09:00:00.000Z', kind: 'rhythm', by: 'staff', rhythm: 'weekly' }, 'Now every week'],
    [{ at: '2026-03-11 09:00:00.000Z', kind: 'rhythm', by: 'staff', rhythm: 'monthly' }, 'Now every month'],
  ] as const)('%o', (change, words) => {
    expect(changeWords(change)).toBe(words)
  })
})
