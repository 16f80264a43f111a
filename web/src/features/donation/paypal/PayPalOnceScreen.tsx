import { formatEuros } from '../../../lib/money'
import { useState } from 'react'
import { useLocation, useParams } from 'wouter'
import { Alert } from '../../../components/Alert'
import { useLocale } from '../../../lib/i18n/useLocale'
import { useDocumentTitle, usePageTitle } from '../../../lib/useDocumentTitle'
import { capturePayPalOrder } from '../api/capturePayPalOrder'
import { createPayPalOrder } from '../api/createPayPalOrder'
import { afterApprovalFailure, failureMessage } from '../errors'
import { giftThanksPath } from '../../payment'
import { giftBody } from '../giftBody'
import { clearDraft, loadDraft, withinBounds } from '../model'
import { paymentMessages } from '../paymentMessages'
import { CannotGoOn, DemoPayPalButton, LivePayPalButtons, PayPalButtonsFor, PayPalFrame } from './PayPalPanel'

/** /don/paypal-chechout/{amount}: a one-off gift of {amount} euros with PayPal. */
export function PayPalOnceScreen() {
  const locale = useLocale()
  const words = paymentMessages[locale].paypal
  const title = usePageTitle('paypal-once')
  useDocumentTitle(title)
  const { amount = '' } = useParams()
  const euros = /^\d{1,6}$/.test(amount) ? Number(amount) : 0
  const donorId = loadDraft().donor?.id
  const [, navigate] = useLocation()
  const [failure, setFailure] = useState('')

  if (!withinBounds(euros) || !donorId) {
    return <CannotGoOn title={title} reason={donorId ? words.badAmount : words.noDetails} />
  }

  const createOrder = () => {
    setFailure('')
    return createPayPalOrder(euros * 100, donorId, giftBody(loadDraft()), locale)
  }
  /** Our server captures the order the donor approved (in PayPal's window or with the TEST MODE button). */
  const capture = async (paypalOrderId: string) => {
    await capturePayPalOrder(paypalOrderId)
    clearDraft()
    navigate(giftThanksPath(euros * 100, 'once'))
  }
  // Spec: a one-off PayPal error is logged; the donor is also told to try again.
  const failed = (error: unknown) => {
    console.error('PayPal donation failed', error)
    // A server error after PayPal's approval may follow a capture: money may have moved.
    setFailure(afterApprovalFailure(error, locale) ?? failureMessage(error, words.onceFailed, locale))
  }

  return (
    <PayPalFrame
      title={words.donate(formatEuros(euros, { cents: false }))}
      summary={<p>{words.onceSummary}</p>}
    >
      <PayPalButtonsFor
        demo={
          <DemoPayPalButton
            label={words.pay(formatEuros(euros, { cents: false }))}
            onClick={async () => {
              try {
                await capture(await createOrder())
              } catch (error) {
                failed(error)
              }
            }}
          />
        }
        live={(clientId) => <LivePayPalButtons kind="order" clientId={clientId} createOrder={createOrder} capture={capture} onError={failed} />}
      />
      {failure && <Alert className="mt-5">{failure}</Alert>}
    </PayPalFrame>
  )
}
