import { useState } from 'react'
import { SubmitButton } from '../../components/SubmitButton'
import { useMessages } from '../../lib/i18n/useLocale'
import { paymentMessages } from './messages'

type Props = {
  createOrder: () => Promise<string>
  onApprove: (paypalOrderId: string) => Promise<void>
}

/**
 * TEST MODE: no PayPal keys are configured, so the server's demo gateway
 * stands in for PayPal. This button plays the buyer approving in PayPal's
 * window and drives the very same endpoints (create, then capture).
 */
export function DemoPayPalButton({ createOrder, onApprove }: Props) {
  const words = useMessages(paymentMessages)
  const [busy, setBusy] = useState(false)
  const pay = async () => {
    setBusy(true)
    try {
      await onApprove(await createOrder())
    } catch {
      // createOrder already told the buyer.
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="overflow-hidden rounded-2xl ring-2 ring-red-600">
      <p role="note" className="bg-red-700 px-4 py-2 text-center text-xs font-extrabold uppercase tracking-widest text-white">
        {words.testMode}
      </p>
      <div className="bg-white p-4">
        <SubmitButton
          type="button"
          onClick={() => void pay()}
          busy={busy}
          busyLabel={words.paying}
          busyText={`${words.paying}…`}
          variant="paypal" size="lg" width="full" className="shadow-sm"
        >
          {words.payTestMode}
        </SubmitButton>
        <p className="mt-2 text-center text-xs text-slate-500">{words.demoNote}</p>
      </div>
    </div>
  )
}
