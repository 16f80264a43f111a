import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js'
import { Alert } from '../../components/Alert'
import { Spinner } from '../../components/Spinner'
import { useMessages } from '../../lib/i18n/useLocale'
import { paymentMessages } from './messages'

type Props = {
  clientId: string
  createOrder: () => Promise<string>
  onApprove: (paypalOrderId: string) => Promise<void>
  onError: (error: unknown) => void
}

/**
 * PayPal's real buttons (loaded only on this page, in this chunk). createOrder
 * and onApprove call our server, never actions.order.create/capture.
 */
export default function LivePayPalButtons({ clientId, createOrder, onApprove, onError }: Props) {
  return (
    <PayPalScriptProvider options={{ clientId, currency: 'EUR', intent: 'capture' }}>
      <ScriptState />
      <PayPalButtons
        style={{ layout: 'vertical', shape: 'pill', label: 'pay' }}
        createOrder={() => createOrder()}
        onApprove={(data) => onApprove(data.orderID)}
        onError={onError}
      />
    </PayPalScriptProvider>
  )
}

function ScriptState() {
  const [{ isPending, isRejected }] = usePayPalScriptReducer()
  const words = useMessages(paymentMessages)
  if (isPending) {
    return (
      <div className="flex justify-center py-4">
        <Spinner size={32} label={words.loadingPayPal} />
      </div>
    )
  }
  if (isRejected) {
    return (
      <Alert>{words.payPalFailed}</Alert>
    )
  }
  return null
}
