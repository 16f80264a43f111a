import type { GiftLine } from '../../../../lib/contract.gen'

/** The campaign a gift was given to and the project it is designated to, when the donor chose them. */
export function GiftPurpose({ gift, className }: { gift: Pick<GiftLine, 'campaign' | 'designation'>; className: string }) {
  if (!gift.campaign && !gift.designation) return null
  return (
    <span className={className}>
      {[gift.campaign && `Campaign: ${gift.campaign}`, gift.designation && `For: ${gift.designation}`].filter(Boolean).join(' · ')}
    </span>
  )
}
