import type { Messages } from '../../lib/i18n/useLocale'

type ContactWords = {
  eyebrow: string
  heading: string
  lead: string
  foundation: string
  phone: string
  email: string
  address: string
  fullName: string
  message: string
  formTitle: string
  allRequired: string
  sending: string
  send: string
  thanks: (firstName: string) => string
  sent: (email: string) => string
  backHome: string
  wording: { noAnswer: string; tooMany: string; failed: string }
}

export const contactMessages: Messages<ContactWords> = {
  en: {
    eyebrow: 'Get in touch',
    heading: 'Contact us',
    lead: 'A question about sponsoring, volunteering or a partnership? Write to us: the team answers every message.',
    foundation: 'The foundation',
    phone: 'Phone',
    email: 'Email',
    address: 'Address',
    fullName: 'Full name',
    message: 'Message',
    formTitle: 'Send us a message',
    allRequired: 'All fields are required.',
    sending: 'Sending',
    send: 'Send message',
    thanks: (firstName) => `Thank you, ${firstName}!`,
    sent: (email) => `Your message has been sent. The team will get back to you at ${email} as soon as possible.`,
    backHome: 'Back to the homepage',
    wording: {
      noAnswer: 'Your message could not be sent. Check your connection and try again.',
      tooMany: 'You have sent several messages in a short time. Please try again in a few minutes.',
      failed: 'Your message could not be sent. Please try again later.',
    },
  },
  fr: {
    eyebrow: 'Nous écrire',
    heading: 'Contactez-nous',
    lead: 'Une question sur le parrainage, le bénévolat ou un partenariat ? Écrivez-nous : l’équipe répond à chaque message.',
    foundation: 'La fondation',
    phone: 'Téléphone',
    email: 'E-mail',
    address: 'Adresse',
    fullName: 'Nom complet',
    message: 'Message',
    formTitle: 'Envoyez-nous un message',
    allRequired: 'Tous les champs sont obligatoires.',
    sending: 'Envoi',
    send: 'Envoyer le message',
    thanks: (firstName) => `Merci, ${firstName} !`,
    sent: (email) => `Votre message est envoyé. L’équipe vous répondra à ${email} dès que possible.`,
    backHome: 'Retour à l’accueil',
    wording: {
      noAnswer: 'Votre message n’a pas pu être envoyé. Vérifiez votre connexion et réessayez.',
      tooMany: 'Vous avez envoyé plusieurs messages en peu de temps. Réessayez dans quelques minutes.',
      failed: 'Votre message n’a pas pu être envoyé. Réessayez plus tard.',
    },
  },
}
