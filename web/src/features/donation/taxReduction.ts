import { formatEuros } from '../../lib/money'
import type { ReceiptsConfig } from '../../lib/contract.gen'
import type { Locale } from '../../lib/i18n/locale'
import type { Rhythm } from './model'

/** What a gift of `euros` costs after a tax reduction of `rate` %, rounded to the cent (in cents). */
export function costAfterReductionCents(euros: number, rate: number): number {
  return Math.round(euros * (100 - rate))
}

/** The line's words in each language of the site. */
const lineWords = {
  en: {
    per: { once: '', weekly: ' per week', monthly: ' per month' },
    after: 'after',
    ceiling: (rate: number, ceiling: string, above: number) => `the tax reduction: ${rate}\u00a0% up to ${ceiling} a year, ${above}\u00a0% beyond`,
    plain: (rate: number) => `the ${rate}\u00a0% tax reduction`,
  },
  fr: {
    per: { once: '', weekly: ' par semaine', monthly: ' par mois' },
    after: 'après',
    ceiling: (rate: number, ceiling: string, above: number) => `la réduction d’impôt : ${rate}\u00a0% jusqu’à ${ceiling} par an, ${above}\u00a0% au-delà`,
    plain: (rate: number) => `la réduction d’impôt de ${rate}\u00a0%`,
  },
} satisfies Record<Locale, { per: Record<Rhythm, string> } & Record<string, unknown>>
const paymentsPerYear: Record<Rhythm, number> = { once: 1, weekly: 52, monthly: 12 }

/** The reduction's rates: `rate` %, and where the law caps it, `rateAbove` % past `ceiling` cents a year. */
export type Reduction = Pick<ReceiptsConfig, 'rate' | 'ceiling' | 'rateAbove'>

/**
 * What one payment of `euros` costs in cents: the year's reduction (the ceiling counts a year of
 * payments of a recurring gift) shared between its payments.
 */
export function paymentCostCents(euros: number, { rate, ceiling, rateAbove }: Reduction, rhythm: Rhythm): number {
  const payments = paymentsPerYear[rhythm]
  const yearCents = euros * 100 * payments
  const capped = ceiling > 0 ? Math.min(yearCents, ceiling) : yearCents
  const reduction = (capped * rate + (yearCents - capped) * rateAbove) / 100
  return Math.round((yearCents - reduction) / payments)
}

/**
 * "80 € — 27,20 € after the 66 % tax reduction"; a recurring gift says it per
 * payment ("20 € per month — 6,80 € per month after…"); past a ceiling, both
 * rates ("… after the tax reduction: 75 % up to 1 000 € a year, 66 % beyond"). '' for no amount.
 * In French: « 80 € — 27,20 € après la réduction d’impôt de 66 % ».
 */
export function costLine(euros: number, reduction: Reduction, rhythm: Rhythm, locale: Locale = 'en'): string {
  const { per, after, ceiling: capped, plain } = lineWords[locale]
  const { rate, ceiling, rateAbove } = reduction
  if (!(euros > 0) || !(rate > 0) || rate > 100) return ''
  const cost = formatEuros(paymentCostCents(euros, reduction, rhythm) / 100)
  const pastCeiling = ceiling > 0 && euros * 100 * paymentsPerYear[rhythm] > ceiling
  const words = pastCeiling ? capped(rate, formatEuros(ceiling / 100, { cents: false }), rateAbove) : plain(rate)
  return `${formatEuros(euros, { cents: false })}${per[rhythm]} — ${cost}${per[rhythm]} ${after} ${words}`
}
