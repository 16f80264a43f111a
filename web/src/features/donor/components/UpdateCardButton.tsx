import { useMutation } from '@tanstack/react-query'
import { SubmitButton } from '../../../components/SubmitButton'
import { startCardUpdate } from '../api/startCardUpdate'
import type { Gift } from '../../../lib/contract.gen'
import { useLocale } from '../../../lib/i18n/useLocale'
import { failureText } from '../failure'
import { donorSpaceMessages } from '../spaceMessages'
import type { OnNotice } from '../notice'

/** Sends the browser to the card provider's page, which comes back to /donor?card=updated|cancelled. */
export function UpdateCardButton({ gift, onNotice }: { gift: Gift; onNotice: OnNotice }) {
  const locale = useLocale()
  const words = donorSpaceMessages[locale].actions.updateCard
  const start = useMutation({
    mutationFn: startCardUpdate,
    onMutate: () => onNotice(null),
    onSuccess: (url) => window.location.assign(url),
    onError: (error) => onNotice({ tone: 'error', text: failureText(error, words.fallback, locale) }),
  })
  return (
    // The spinner stays while the browser leaves for the provider's page.
    <SubmitButton type="button" busy={start.isPending || start.isSuccess} busyLabel={words.busy} onClick={() => start.mutate(gift.id)} width="phone">
      {words.label}
    </SubmitButton>
  )
}
