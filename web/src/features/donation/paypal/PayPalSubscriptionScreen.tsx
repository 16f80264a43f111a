import { formatEuros } from '../../../lib/money'
import { useQuery } from '@tanstack/react-query'
import { useLocation, useParams, useSearchParams } from 'wouter'
import { Spinner } from '../../../components/Spinner'
import { useLocale } from '../../../lib/i18n/useLocale'
import { useDocumentTitle, usePageTitle } from '../../../lib/useDocumentTitle'
import { confirmPayPalSubscription } from '../api/confirmPayPalSubscription'
import { createPayPalSubscription } from '../api/createPayPalSubscription'
import { demoSubscribe } from '../api/demoSubscribe'
import { giftThanksPath } from '../../payment'
import { giftBody } from '../giftBody'
import { clearDraft, loadDraft } from '../model'
import { paymentMessages } from '../paymentMessages'
import { coverFee } from '../fees'
import { plansQuery, receiptsConfigQuery } from '../queries'
import { CannotGoOn, DemoPayPalButton, LivePayPalButtons, PayPalButtonsFor, PayPalFrame } from './PayPalPanel'

/** /don/abonnement/paypal-chechout/{productId}?amount=: a recurring gift on the PayPal plan {productId}. */
export function PayPalSubscriptionScreen() {
  const locale = useLocale()
  const words = paymentMessages[locale].paypal
  const title = usePageTitle('paypal-subscription')
  useDocumentTitle(title)
  const { productId: planId = '' } = useParams()
  const [params] = useSearchParams()
  const donorId = loadDraft().donor?.id
  const [, navigate] = useLocation()
  const plans = useQuery(plansQuery)
  const plan = plans.data?.find((p) => p.paypalPlanId === planId)
  const feeRule = useQuery(receiptsConfigQuery).data?.fees.paypal
  const covered = giftBody(loadDraft()).coverFees === true

  if (plans.isPending) {
    return (
      <PayPalFrame title={title} summary={null}>
        <Spinner size={32} label={words.loadingPlan} />
      </PayPalFrame>
    )
  }
  if (!plan || !donorId) {
    return (
      <CannotGoOn title={title} reason={donorId ? words.noPlan : words.noDetails} />
    )
  }

  const euros = plan.unit_amount / 100
  const weekly = plan.interval === 'week'
  const amount = formatEuros(euros, { cents: false })
  const approved = async (subscriptionId: string) => {
    await confirmPayPalSubscription(subscriptionId, donorId, planId, giftBody(loadDraft()), locale)
    clearDraft()
    navigate(giftThanksPath(plan.unit_amount, plan.interval === 'week' ? 'weekly' : 'monthly'))
  }
  // Spec: a PayPal subscription error shows this alert.
  const failed = (error: unknown) => {
    console.error('PayPal subscription failed', error)
    window.alert(words.subscriptionError)
  }
  const asked = Number(params.get('amount'))
  // A donor covering the fees: the server opens the subscription at the plan's amount and the fee.
  const open = covered ? () => createPayPalSubscription(planId, donorId, giftBody(loadDraft()), locale) : undefined
  const fee = covered && feeRule ? coverFee(plan.unit_amount, feeRule) : 0

  return (
    <PayPalFrame
      title={words.give(amount, weekly)}
      summary={
        <p>
          {words.recurringSummary(weekly)}
          {asked > 0 && asked !== euros && words.asked(formatEuros(asked, { cents: false }))}
          {fee > 0 && words.withFee(formatEuros(fee / 100))}
        </p>
      }
    >
      <PayPalButtonsFor
        demo={
          <DemoPayPalButton
            label={words.subscribe(amount, weekly)}
            onClick={async () => {
              try {
                await approved(await (open ? open() : demoSubscribe(planId, donorId)))
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
            open={open}
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
