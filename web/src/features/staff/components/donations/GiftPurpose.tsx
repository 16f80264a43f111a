import type { GiftLine } from '../../../../lib/contract.gen'
import { useStaffWords } from '../../language'
import { donationMessages } from './messages'

/** The campaign a gift was given to and the project it is designated to, when the donor chose them. */
export function GiftPurpose({ gift, className }: { gift: Pick<GiftLine, 'campaign' | 'designation'>; className: string }) {
  const t = useStaffWords(donationMessages)
  if (!gift.campaign && !gift.designation) return null
  return (
    <span className={className}>
      {[gift.campaign && t.campaign(gift.campaign), gift.designation && t.designation(gift.designation)].filter(Boolean).join(' · ')}
    </span>
  )
}
