import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js'
import { useLocale } from '../../../lib/i18n/useLocale'
import { paypalIssue } from '../errors'

type Props = { clientId: string; onError: (error: unknown) => void } & (
  | { kind: 'order'; createOrder: () => Promise<string>; capture: (paypalOrderId: string) => Promise<void> }
  | {
      kind: 'subscription'
      planId: string
      customId: string
      /** The server opens the subscription (its price: the fees covered) and returns its id; else the buttons make it from the plan. */
      open?: () => Promise<string>
      onApproved: (subscriptionId: string) => Promise<void>
    }
)

/** PayPal's own buttons (loaded from PayPal with the public client id); only this module pulls in PayPal's code. */
export default function LivePayPalButtons(props: Props) {
  // On the French site PayPal's buttons and window speak French; elsewhere PayPal chooses.
  const language = useLocale() === 'fr' ? { locale: 'fr_FR' } : {}
  if (props.kind === 'order') {
    return (
      <PayPalScriptProvider options={{ clientId: props.clientId, currency: 'EUR', intent: 'capture', ...language }}>
        <PayPalButtons
          style={{ layout: 'vertical', shape: 'pill', label: 'donate' }}
          createOrder={props.createOrder}
          onApprove={async (data, actions) => {
            try {
              await props.capture(data.orderID)
            } catch (error) {
              // PayPal asks to let the donor pick another funding source.
              if (paypalIssue(error) === 'INSTRUMENT_DECLINED') return actions.restart()
              props.onError(error)
            }
          }}
          onError={props.onError}
        />
      </PayPalScriptProvider>
    )
  }
  return (
    <PayPalScriptProvider options={{ clientId: props.clientId, currency: 'EUR', vault: true, intent: 'subscription', ...language }}>
      <PayPalButtons
        style={{ layout: 'vertical', shape: 'pill', label: 'subscribe' }}
        createSubscription={(_data, actions) => props.open?.() ?? actions.subscription.create({ plan_id: props.planId, custom_id: props.customId })}
        onApprove={async (data) => {
          if (!data.subscriptionID) throw new Error('PayPal approved no subscription')
          await props.onApproved(data.subscriptionID)
        }}
        onError={props.onError}
      />
    </PayPalScriptProvider>
  )
}
