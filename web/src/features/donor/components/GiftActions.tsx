import { useRef, useState } from 'react'
import type { Gift } from '../../../lib/contract.gen'
import { useMessages } from '../../../lib/i18n/useLocale'
import { donorSpaceMessages } from '../spaceMessages'
import type { OnNotice } from '../notice'
import { ChangeAmountForm } from './ChangeAmountForm'
import { ChangeRhythm } from './ChangeRhythm'
import { PauseGift } from './PauseGift'
import { ResumeGift } from './ResumeGift'
import { StopGift } from './StopGift'
import { UpdateCardButton } from './UpdateCardButton'
import { Button } from '../../../components/Button'

/** What the donor may do with a gift, as the server allows it; nothing for a one-off gift. */
export function GiftActions({ gift, onNotice }: { gift: Gift; onNotice: OnNotice }) {
  const words = useMessages(donorSpaceMessages).actions
  const [changing, setChanging] = useState(false)
  const changeButton = useRef<HTMLButtonElement>(null)
  const { stop, changeAmount, updateCard, pause, resume, changeRhythm } = gift.actions
  // A gift whose payment failed offers its card update in the warning above.
  const cardHere = updateCard && gift.status !== 'past_due'
  if (!stop && !changeAmount && !cardHere && !pause && !resume && !changeRhythm) return null
  return (
    <>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
        {changeAmount && !changing && (
          <Button ref={changeButton} type="button" onClick={() => setChanging(true)} variant="secondary" width="phone">
            {words.changeAmount}
          </Button>
        )}
        {resume && <ResumeGift gift={gift} onNotice={onNotice} />}
        {pause && <PauseGift gift={gift} onNotice={onNotice} />}
        {changeRhythm && <ChangeRhythm gift={gift} onNotice={onNotice} />}
        {cardHere && <UpdateCardButton gift={gift} onNotice={onNotice} />}
        {stop && <StopGift gift={gift} onNotice={onNotice} />}
      </div>
      {changeAmount && changing && <ChangeAmountForm gift={gift} onNotice={onNotice} onClose={() => setChanging(false)} opener={changeButton} />}
    </>
  )
}
