import { formatEuros } from '../../../lib/money'
import { useQuery } from '@tanstack/react-query'
import { useLocation, useParams, useSearchParams } from 'wouter'
import { Spinner } from '../../../components/Spinner'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { confirmPayPalSubscription } from '../api/confirmPayPalSubscription'
import { demoSubscribe } from '../api/demoSubscribe'
import { giftThanksPath } from '../../payment'
import { giftBody } from '../giftBody'
import { clearDraft, loadDraft, subscriptionErrorAlert } from '../model'
import { plansQuery } from '../queries'
import { CannotGoOn, DemoPayPalButton, LivePayPalButtons, PayPalButtonsFor, PayPalFrame } from './PayPalPanel'

/** /don/abonnement/paypal-chechout/{productId}?amount=: a recurring gift on the PayPal plan {productId}. */
export function PayPalSubscriptionScreen() {
  useDocumentTitle('PayPal subscription')
  const { productId: planId = '' } = useParams()
  const [params] = useSearchParams()
  const donorId = loadDraft().donor?.id
  const [, navigate] = useLocation()
  const plans = useQuery(plansQuery)
  const plan = plans.data?.find((p) => p.paypalPlanId === planId)

  if (plans.isPending) {
    return (
      <PayPalFrame title="PayPal subscription" summary={null}>
        <Spinner size={32} label="Loading the plan" />
      </PayPalFrame>
    )
  }
  if (!plan || !donorId) {
    return (
      <CannotGoOn title="PayPal subscription" reason={donorId ? 'This subscription plan is not offered.' : 'Your details are missing.'} />
    )
  }

  const euros = plan.unit_amount / 100
  const period = plan.interval === 'week' ? 'week' : 'month'
  const approved = async (subscriptionId: string) => {
    await confirmPayPalSubscription(subscriptionId, donorId, planId, giftBody(loadDraft()))
    clearDraft()
    navigate(giftThanksPath(plan.unit_amount, plan.interval === 'week' ? 'weekly' : 'monthly'))
  }
  // Spec: a PayPal subscription error shows this alert.
  const failed = (error: unknown) => {
    console.error('PayPal subscription failed', error)
    window.alert(subscriptionErrorAlert)
  }
  const asked = Number(params.get('amount'))

  return (
    <PayPalFrame
      title={`Give ${formatEuros(euros, { cents: false })} every ${period} with PayPal`}
      summary={
        <p>
          A recurring gift to the Amara Diallo Foundation, taken by PayPal every {period}.
          {asked > 0 && asked !== euros && ` (You asked for ${formatEuros(asked, { cents: false })}: this plan is the one offered.)`}
        </p>
      }
    >
      <PayPalButtonsFor
        demo={
          <DemoPayPalButton
            label={`Subscribe: ${formatEuros(euros, { cents: false })} per ${period}`}
            onClick={async () => {
              try {
                await approved(await demoSubscribe(planId, donorId))
              } catch (error) {
                failed(error)
              }
            }}
          />
        }
        live={(clientId) => (
          <LivePayPalButtons
            kind="subscription"
            clientId={clientId}
            planId={planId}
            customId={donorId}
            onApproved={async (id) => {
              try {
                await approved(id)
              } catch (error) {
                failed(error)
              }
            }}
            onError={failed}
          />
        )}
      />
    </PayPalFrame>
  )
}
