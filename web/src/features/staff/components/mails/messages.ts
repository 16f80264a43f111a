import type { Messages } from '../../../../lib/i18n/useLocale'
import type { MailStatus } from '../../../../lib/contract.gen'

type MailsWords = {
  title: string
  intro: string
  show: string
  lists: Record<MailStatus | 'all', string>
  statuses: Record<MailStatus, string>
  loading: string
  head: { queued: string; to: string; subject: string; status: string; tries: string; lastError: string; action: string }
  noFailed: string
  none: string
  retried: (to: string) => string
  pages: string
  /** PocketBase's own mails recorded before their subject was kept, by kind. */
  pocketBase: Record<string, string>
  notKept: (name: string) => string
  sendAgain: string
  /** The button's hidden end: ": Sign-in code to awa@example.org". */
  sendAgainWhat: (subject: string, to: string) => string
}

export const mailsMessages: Messages<MailsWords> = {
  en: {
    title: 'Mails',
    intro: 'Every mail waits here until the mail server takes it. One still refused after about four days of tries is failed: send it again once the address or the mail server is fixed.',
    show: 'Show',
    lists: { failed: 'Failed', pending: 'Waiting to be sent', sending: 'Being sent', sent: 'Sent', all: 'Every mail' },
    statuses: { failed: 'Failed', pending: 'Waiting', sending: 'Being sent', sent: 'Sent' },
    loading: 'the mails',
    head: { queued: 'Queued', to: 'To', subject: 'Subject', status: 'Status', tries: 'Tries', lastError: 'Last error', action: 'Action' },
    noFailed: 'No failed mail.',
    none: 'No mail here.',
    retried: (to) => `The mail to ${to} is back in the outbox: it goes out in a moment.`,
    pages: 'Mails pages',
    pocketBase: {
      'pocketbase.otp': 'Sign-in code',
      'pocketbase.password-reset': 'Password reset link',
      'pocketbase.verification': 'Email address check',
      'pocketbase.email-change': 'Email change link',
      'pocketbase.auth-alert': 'New sign-in alert',
    },
    notKept: (name) => `${name} (its words are not kept: they carry the code or link)`,
    sendAgain: 'Send again',
    sendAgainWhat: (subject, to) => `: ${subject} to ${to}`,
  },
  fr: {
    title: 'E-mails',
    intro: 'Chaque e-mail attend ici que le serveur de messagerie le prenne. Celui qui est encore refusé après environ quatre jours d’essais est en échec : renvoyez-le une fois l’adresse ou le serveur de messagerie corrigé.',
    show: 'Afficher',
    lists: { failed: 'En échec', pending: 'En attente d’envoi', sending: 'En cours d’envoi', sent: 'Envoyés', all: 'Tous les e-mails' },
    statuses: { failed: 'Échec', pending: 'En attente', sending: 'En cours d’envoi', sent: 'Envoyé' },
    loading: 'les e-mails',
    head: { queued: 'Mis en file', to: 'Destinataire', subject: 'Objet', status: 'Statut', tries: 'Essais', lastError: 'Dernière erreur', action: 'Action' },
    noFailed: 'Aucun e-mail en échec.',
    none: 'Aucun e-mail ici.',
    retried: (to) => `L’e-mail à ${to} est de nouveau dans la file d’envoi : il part dans un instant.`,
    pages: 'Pages des e-mails',
    pocketBase: {
      'pocketbase.otp': 'Code de connexion',
      'pocketbase.password-reset': 'Lien de réinitialisation du mot de passe',
      'pocketbase.verification': 'Vérification de l’adresse e-mail',
      'pocketbase.email-change': 'Lien de changement d’adresse e-mail',
      'pocketbase.auth-alert': 'Alerte de nouvelle connexion',
    },
    notKept: (name) => `${name} (son texte n’est pas gardé : il contient le code ou le lien)`,
    sendAgain: 'Renvoyer',
    sendAgainWhat: (subject, to) => ` : ${subject} à ${to}`,
  },
}
