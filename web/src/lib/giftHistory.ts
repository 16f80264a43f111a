import type { GiftChange } from './contract.gen'
import { formatDate } from './dates'

/** What one entry of a gift's history did ("Paused until Mar 05, 2027"); each screen says who did it in its own words. */
export function changeWords(change: GiftChange): string {
  switch (change.kind) {
    case 'paused':
      return `Paused until ${formatDate(change.until ?? '')}`
    case 'resumed':
      return 'Resumed'
    case 'rhythm':
      return change.rhythm === 'weekly' ? 'Now every week' : 'Now every month'
  }
}
