import { useQuery } from '@tanstack/react-query'
import { useMessages } from '../../lib/i18n/useLocale'
import { formatEuros } from '../../lib/money'
import { coverFee } from './fees'
import { feesOffered } from './giftBody'
import { amountEuros, type Draft } from './model'
import { paymentMessages } from './paymentMessages'
import { receiptsConfigQuery } from './queries'

type Props = { draft: Draft; update: (c: Partial<Draft>) => void }

/**
 * "I add X € to cover the payment fees", unticked, for card and PayPal gifts (one-off or recurring): X is the
 * server's rule for the method (the server computes and charges its own figure). Hidden for a
 * cheque, and while the rule cannot be read.
 */
export function CoverFeesField({ draft, update }: Props) {
  const words = useMessages(paymentMessages)
  const fees = useQuery(receiptsConfigQuery).data?.fees
  if (!fees || !feesOffered(draft)) return null
  const fee = coverFee(amountEuros(draft) * 100, draft.method === 'paypal' ? fees.paypal : fees.card)
  if (fee <= 0) return null
  return (
    <label className="mt-4 flex cursor-pointer items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-800">
      <input
        type="checkbox"
        name="coverFees"
        checked={draft.coverFees ?? false}
        onChange={(e) => update({ coverFees: e.target.checked })}
        className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
      />
      <span>
        <span className="font-bold">
          {words.coverFees(formatEuros(fee / 100))}
        </span>
        <span className="block text-xs text-slate-500">{words.coverFeesWhy(draft.rhythm !== 'once')}</span>
      </span>
    </label>
  )
}
