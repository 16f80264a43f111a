import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Gift, GiftList } from '../../../lib/contract.gen'
import { useLocale } from '../../../lib/i18n/useLocale'
import { failureText, fieldFailure } from '../failure'
import type { OnNotice } from '../notice'
import { donorKeys } from '../api/keys'

type Options = {
  onNotice: OnNotice
  /** The sentence shown once the server has answered with the changed gift. */
  done: (gift: Gift) => string
  /** What did not happen, when the server wrote no reason ("Your gift was not stopped."). */
  fallback: string
  /** A field the form shows the server's refusal by, instead of a notice. */
  field?: string
}

/** A change to one gift (stop, new amount): the server's answer replaces the gift in the list, and a notice says what happened. */
export function useGiftChange<Input>(change: (input: Input) => Promise<Gift>, { onNotice, done, fallback, field }: Options) {
  const locale = useLocale()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onMutate: () => onNotice(null),
    onSuccess: (gift) => {
      queryClient.setQueriesData<GiftList>({ queryKey: donorKeys.gifts }, (list) => list && { ...list, gifts: list.gifts.map((g) => (g.id === gift.id ? gift : g)) })
      onNotice({ tone: 'success', text: done(gift) })
    },
    onError: (error) => {
      if (!(field && fieldFailure(error, field, locale))) onNotice({ tone: 'error', text: failureText(error, fallback, locale) })
    },
  })
}
