import type { Messages } from '../../../../lib/i18n/useLocale'

/** The words of a reply's mailto: link (its subject and quote line), in the staff member's language. */
export type ReplyWords = {
  wrote: (name: string, when: string) => string
  orderSubject: (id: string) => string
  contactSubject: string
}

type MessagesWords = {
  title: string
  intro: string
  loading: string
  none: string
  pages: string
  new: string
  hide: string
  show: string
  fromName: (name: string) => string
  reply: string
  toName: (name: string) => string
  markUnread: string
  markRead: string
  /** The mark button's hidden end, naming the message: ": Message from Awa". */
  about: (title: string) => string
  openOrder: string
  ofName: (name: string) => string
  replyMail: ReplyWords
}

export const messagesMessages: Messages<MessagesWords> = {
  en: {
    title: 'Messages',
    intro: 'Contact messages and order notices, unread first.',
    loading: 'messages',
    none: 'No message yet.',
    pages: 'Messages pages',
    new: 'New',
    hide: 'Hide',
    show: 'Show',
    fromName: (name) => `the message from ${name}`,
    reply: 'Reply',
    toName: (name) => `to ${name}`,
    markUnread: 'Mark unread',
    markRead: 'Mark read',
    about: (title) => `: ${title}`,
    openOrder: 'Open the order',
    ofName: (name) => `of ${name}`,
    replyMail: {
      wrote: (name, when) => `${name} wrote on ${when}:`,
      orderSubject: (id) => `Your order ${id}`,
      contactSubject: 'Your message to the Amara Diallo Foundation',
    },
  },
  fr: {
    title: 'Messages',
    intro: 'Messages de contact et avis de commande, les non lus d’abord.',
    loading: 'les messages',
    none: 'Aucun message pour l’instant.',
    pages: 'Pages des messages',
    new: 'Nouveau',
    hide: 'Masquer',
    show: 'Afficher',
    fromName: (name) => `le message de ${name}`,
    reply: 'Répondre',
    toName: (name) => `à ${name}`,
    markUnread: 'Marquer non lu',
    markRead: 'Marquer lu',
    about: (title) => ` : ${title}`,
    openOrder: 'Ouvrir la commande',
    ofName: (name) => `de ${name}`,
    replyMail: {
      wrote: (name, when) => `Le ${when}, ${name} a écrit :`,
      orderSubject: (id) => `Votre commande ${id}`,
      contactSubject: 'Votre message à la Fondation Amara Diallo',
    },
  },
}
