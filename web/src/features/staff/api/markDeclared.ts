import { staffCall } from './staffCall'
import type { ReceiptYear } from './types'

/** Marks a past year's article 222 bis declaration done (audited); answers every year's figures. */
export const markDeclared = (year: number) => staffCall<{ years: ReceiptYear[] }>(`/receipt-declarations/${year}`, { method: 'POST' })
