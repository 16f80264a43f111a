import { useEffect, useState } from 'react'
import { useSearchParams } from 'wouter'

/** What a link to the donor space asked: the gift to show (mails), the card page's outcome (Stripe's return). */
export type LinkParams = { gift: string; card: 'updated' | 'cancelled' | '' }

/** Reads ?gift= and ?card= once, then takes them off the address, so a reload does not say it again. */
export function useLinkParams(): LinkParams {
  const [params, setParams] = useSearchParams()
  const [read] = useState<LinkParams>(() => {
    const card = params.get('card')
    return { gift: params.get('gift') ?? '', card: card === 'updated' || card === 'cancelled' ? card : '' }
  })
  useEffect(() => {
    if (!params.has('gift') && !params.has('card')) return
    setParams(
      (current) => {
        current.delete('gift')
        current.delete('card')
        return current
      },
      { replace: true },
    )
  }, [params, setParams])
  return read
}
