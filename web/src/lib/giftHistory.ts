import type { GiftChange } from './contract.gen'
import { formatDate } from './dates'
import type { Locale } from './i18n/locale'

const historyWords = {
  en: { paused: (date: string) => `Paused until ${date}`, resumed: 'Resumed', weekly: 'Now every week', monthly: 'Now every month' },
  fr: { paused: (date: string) => `En pause jusqu’au ${date}`, resumed: 'Repris', weekly: 'Désormais chaque semaine', monthly: 'Désormais chaque mois' },
}

/** What one entry of a gift's history did ("Paused until Mar 05, 2027", « En pause jusqu’au 5 mars 2027 »); each screen says who did it in its own words. */
export function changeWords(change: GiftChange, locale: Locale = 'en'): string {
  const words = historyWords[locale]
  switch (change.kind) {
    case 'paused':
      return words.paused(formatDate(change.until ?? '', locale))
    case 'resumed':
      return words.resumed
    case 'rhythm':
      return change.rhythm === 'weekly' ? words.weekly : words.monthly
  }
}
