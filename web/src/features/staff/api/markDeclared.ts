import type { Declarations } from '../../../lib/contract.gen'
import { staffCall } from './staffCall'

/** Marks a past year's article 222 bis declaration done (audited); answers every year's figures. */
export const markDeclared = (year: number) => staffCall<Declarations>(`/receipt-declarations/${year}`, { method: 'POST' })
