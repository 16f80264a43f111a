import { describe, expect, it } from 'vitest'
import type { GiftPage, GiftReceipt } from '../../../../lib/contract.gen'
import { refundOutcome } from './GiftActions'

const receipt = (id: string, number: string, status: GiftReceipt['status']): GiftReceipt => ({
  id, number, kind: 'single', taxYear: 2026, status, amount: 2500, issuedAt: '2026-03-02 09:01:00.000Z',
})
const gift = (receipts: GiftReceipt[]) => ({ receipts }) as GiftPage

describe('the words after a refund', () => {
  it.each([
    ['a gift without a receipt names none, and mails no one', [], [], 'Refunded. The gift had no receipt to change, so no mail went to the donor.'],
    ['a partial refund replaces the receipt', [receipt('r1', '2026-000012', 'valid')], [receipt('r1', '2026-000012', 'cancelled'), receipt('r2', '2026-000020', 'valid')],
      'Refunded. Receipt n° 2026-000012 is replaced by n° 2026-000020. The donor has been sent a mail.'],
    ['a whole refund cancels it', [receipt('r1', '2026-000012', 'valid')], [receipt('r1', '2026-000012', 'cancelled')],
      'Refunded. Receipt n° 2026-000012 is cancelled. The donor has been sent a mail.'],
    ['a receipt cancelled before is not named again', [receipt('r0', '2026-000003', 'cancelled')], [receipt('r0', '2026-000003', 'cancelled')],
      'Refunded. The gift had no receipt to change, so no mail went to the donor.'],
    ['a receipt the refund could not change is named, with what to do', [receipt('r1', '2026-000012', 'valid')], [receipt('r1', '2026-000012', 'valid')],
      'Refunded. Receipt n° 2026-000012 still names the whole gift: cancel or replace it on the Receipts screen. The donor has not been mailed.'],
  ])('%s', (_, before, after, words) => {
    expect(refundOutcome(gift(before), gift(after))).toBe(words)
  })
})
