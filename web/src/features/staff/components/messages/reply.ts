import type { InboxItem } from '../../../../lib/contract.gen'
import { when } from '../../format'

/** A mailto: link that answers a message in the staff member's own mail program, quoting it. */
export function replyLink(item: InboxItem): string {
  const quoted = item.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')
  const body = `\n\n${item.name} wrote on ${when(item.created)}:\n${quoted}`
  const subject = item.kind === 'order' ? `Your order ${item.id}` : 'Your message to the Amara Diallo Foundation'
  return `mailto:${encodeURIComponent(item.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
