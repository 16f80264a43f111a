import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { MonthSum } from '../../../../lib/contract.gen'
import { euros, useStaffFormat } from '../../format'
import { useStaffLanguage, useStaffWords } from '../../language'
import { homeMessages } from './messages'

// French short month names as French writes them ("janv.", "juin", "juil."): the first three
// letters would make June and July both "jui".
const frenchShortMonth = new Intl.DateTimeFormat('fr-FR', { month: 'short' })

/**
 * Money received per month as bars (uPlot: ~20 KB gzip, in this screen's chunk
 * only), with the same figures as a table for screen readers and for anyone
 * who prefers numbers. The canvas itself is hidden from assistive technology.
 */
export function MoneyChart({ months }: { months: MonthSum[] }) {
  const { monthName } = useStaffFormat()
  const language = useStaffLanguage()
  const { chart: words } = useStaffWords(homeMessages)
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const xs = months.map((_, i) => i)
    const axisMonth = (month: string, narrow: boolean) =>
      language === 'fr' && !narrow && month ? frenchShortMonth.format(new Date(`${month}-15T12:00:00`)) : monthName(month).slice(0, narrow ? 1 : 3)
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: 220,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false, range: [-0.5, months.length - 0.5] } },
        axes: [
          {
            // A label under every bar: the month's initial on a phone, its short name on wider screens.
            splits: () => xs,
            values: (u, ticks) => ticks.map((t) => axisMonth(months[t]?.month ?? '', u.width < 480)),
            stroke: '#475569',
            grid: { show: false },
          },
          { values: (_u, ticks) => ticks.map((t) => euros(t).replace(/,00/, '')), stroke: '#475569', size: 70, grid: { stroke: '#e2e8f0' } },
        ],
        series: [{}, { fill: '#0369a1', stroke: '#0369a1', paths: uPlot.paths.bars?.({ size: [0.6, 48] }), points: { show: false } }],
      },
      [xs, months.map((m) => m.amount)],
      element,
    )
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: 220 }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      plot.destroy()
    }
  }, [months, monthName, language])
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_16rem]">
      <div ref={box} aria-hidden="true" className="min-w-0" />
      <table className="w-full text-sm">
        <caption className="mb-2 text-left text-xs font-bold uppercase tracking-wide text-slate-600">{words.caption}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{words.month}</th>
            <th scope="col">{words.gifts}</th>
            <th scope="col">{words.amount}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row" className="py-1 pr-2 text-left font-medium text-slate-700">
                {monthName(m.month)}
              </th>
              <td className="py-1 pr-2 text-right text-slate-500">{m.count}</td>
              <td className="py-1 text-right font-semibold tabular-nums text-slate-900">{euros(m.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
