import type { InboxItem } from '../../../../lib/contract.gen'
import { when as whenInEnglish } from '../../format'
import { messagesMessages, type ReplyWords } from './messages'

/**
 * A mailto: link that answers a message in the staff member's own mail program, quoting it; its
 * subject and quote line in the staff member's words and dates (English by default).
 */
export function replyLink(item: InboxItem, words: ReplyWords = messagesMessages.en.replyMail, when: (value: string) => string = whenInEnglish): string {
  const quoted = item.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')
  const body = `\n\n${words.wrote(item.name, when(item.created))}\n${quoted}`
  const subject = item.kind === 'order' ? words.orderSubject(item.id) : words.contactSubject
  return `mailto:${encodeURIComponent(item.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
