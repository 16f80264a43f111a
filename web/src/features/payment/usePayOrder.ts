import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from '../../components/Toast'
import { clearCart } from '../cart'
import { ApiError } from '../../lib/apiFetch'
import { useLocale } from '../../lib/i18n/useLocale'
import { capturePayPalOrder } from './api/capturePayPalOrder'
import { createPayPalOrder } from './api/createPayPalOrder'
import { paymentKeys } from './api/keys'
import { paymentProblem, type PayStep } from './problem'
import type { OrderView } from '../../lib/contract.gen'

/** The spec's messages: the failures in a toast, the success on the page. */
export const messages = {
  paid: 'Paiement réussi et commande mise à jour !',
  paymentError: 'Erreur lors du paiement',
  updateError: "Une erreur s'est produite lors de la mise à jour",
}

/**
 * What both the real PayPal buttons and the TEST MODE button do: create the
 * PayPal order on our server, then, once the buyer approved it, have our
 * server capture and record it. The browser never creates or captures at
 * PayPal itself.
 */
export function usePayOrder(orderId: string) {
  const queryClient = useQueryClient()
  const locale = useLocale()
  const [problem, setProblem] = useState('')

  const createOrder = async (): Promise<string> => {
    setProblem('')
    try {
      return await createPayPalOrder(orderId)
    } catch (error) {
      fail(error, messages.paymentError, 'open')
      throw error
    }
  }

  const approve = async (paypalOrderId: string): Promise<void> => {
    try {
      const paid = await capturePayPalOrder(orderId, paypalOrderId)
      queryClient.setQueryData<OrderView>(paymentKeys.order(orderId), paid)
      // The page says it where the pay button was, beside Continue (PaymentScreen's Paid): a toast covered the button.
      if (paid.payment) clearCart()
    } catch (error) {
      // A refusal by PayPal (or an amount that does not match) is a payment
      // error; a server that captured but could not record it is an update error.
      const recordFailed = error instanceof ApiError && error.status >= 500 && error.status !== 502
      fail(error, recordFailed ? messages.updateError : messages.paymentError, 'capture')
    }
  }

  /** PayPal's own onError: the window or the SDK failed. */
  const payPalFailed = (error?: unknown) => fail(error ?? new Error('PayPal error'), messages.paymentError, 'capture')

  function fail(error: unknown, message: string, step: PayStep) {
    console.error(message, error)
    toast(message, 'error')
    setProblem(paymentProblem(error, step, locale))
    if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: paymentKeys.order(orderId) })
  }

  return { createOrder, approve, payPalFailed, problem }
}
