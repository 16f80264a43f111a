import type { Messages } from '../../lib/i18n/useLocale'

/** The donor space's sign-in words (/donor before a donor is signed in), and what the space shares with it: the erasure's confirmation, the failures. The signed-in space's own words are in spaceMessages.ts, loaded with it. */
type DonorWords = {
  eyebrow: string
  signIn: {
    lead: string
    heading: string
    noPassword: string
    email: string
    badEmail: string
    notSent: string
    sending: string
    sendingShort: string
    emailMe: string
    code: string
    sentTo: [string, string]
    wrongCode: string
    incomplete: string
    notSignedIn: string
    checking: string
    signingIn: string
    signIn: string
    newCodeSent: (email: string) => string
    noNewCode: string
    sendingNew: string
    sendNew: string
    anotherEmail: string
  }
  erased: { heading: string; text: string; backHome: string }
  /** The server could not be reached, a session ended… (failure.ts). */
  failure: {
    noAnswer: string
    unlinked: (fallback: string) => string
    sessionEnded: string
    tooMany: string
    later: (fallback: string) => string
  }
}

export const donorMessages: Messages<DonorWords> = {
  en: {
    eyebrow: 'Donor space',
    signIn: {
      lead: 'See your gifts, stop or change a recurring gift and download your tax receipts.',
      heading: 'Sign in',
      noPassword: 'No password: we email you a code, and the code signs you in.',
      email: 'Email',
      badEmail: 'Enter a valid email address, e.g. name@example.org.',
      notSent: 'The code could not be sent.',
      sending: 'Sending the code',
      sendingShort: 'Sending…',
      emailMe: 'Email me a code',
      code: 'Code from the email',
      sentTo: ['We sent a 6-digit code to', '. It is valid for 10 minutes.'],
      wrongCode: 'This code is wrong or has expired. Check the last mail we sent, or ask for a new code.',
      incomplete: 'Enter the 6 digits of the code from the email.',
      notSignedIn: 'You are not signed in.',
      checking: 'Checking the code',
      signingIn: 'Signing in…',
      signIn: 'Sign in',
      newCodeSent: (email) => `A new code is on its way to ${email}. Use the newest one.`,
      noNewCode: 'No new code was sent.',
      sendingNew: 'Sending a new code',
      sendNew: 'Send a new code',
      anotherEmail: 'Use another email',
    },
    erased: {
      heading: 'Your personal data is erased',
      text: 'You are signed out. Your name, email, address and phone are anonymised; the amounts and dates of your gifts are kept for six years, as French tax law requires, without your name.',
      backHome: 'Back to the homepage',
    },
    failure: {
      noAnswer: 'The server could not be reached. Check your connection and try again.',
      unlinked: (fallback) => `${fallback} It is no longer linked to your account: reload the page to see your gifts as they are.`,
      sessionEnded: 'Your session has ended. Please sign in again.',
      tooMany: 'Too many attempts in a short time. Please wait a few minutes and try again.',
      later: (fallback) => `${fallback} Please try again later.`,
    },
  },
  fr: {
    eyebrow: 'Espace donateur',
    signIn: {
      lead: 'Consultez vos dons, arrêtez ou modifiez un don régulier et téléchargez vos reçus fiscaux.',
      heading: 'Connexion',
      noPassword: 'Pas de mot de passe : nous vous envoyons un code par e-mail, et ce code vous connecte.',
      email: 'E-mail',
      badEmail: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
      notSent: 'Le code n’a pas pu être envoyé.',
      sending: 'Envoi du code',
      sendingShort: 'Envoi…',
      emailMe: 'Recevoir un code par e-mail',
      code: 'Code reçu par e-mail',
      sentTo: ['Nous avons envoyé un code à 6 chiffres à', '. Il est valable 10 minutes.'],
      wrongCode: 'Ce code est erroné ou a expiré. Vérifiez le dernier e-mail envoyé, ou demandez un nouveau code.',
      incomplete: 'Saisissez les 6 chiffres du code reçu par e-mail.',
      notSignedIn: 'Vous n’êtes pas connecté.',
      checking: 'Vérification du code',
      signingIn: 'Connexion…',
      signIn: 'Se connecter',
      newCodeSent: (email) => `Un nouveau code est en route vers ${email}. Utilisez le plus récent.`,
      noNewCode: 'Aucun nouveau code n’a été envoyé.',
      sendingNew: 'Envoi d’un nouveau code',
      sendNew: 'Envoyer un nouveau code',
      anotherEmail: 'Utiliser une autre adresse e-mail',
    },
    erased: {
      heading: 'Vos données personnelles sont effacées',
      text: 'Vous êtes déconnecté. Vos nom, e-mail, adresse et téléphone sont anonymisés ; les montants et les dates de vos dons sont conservés six ans, comme l’exige la loi fiscale française, sans votre nom.',
      backHome: 'Retour à l’accueil',
    },
    failure: {
      noAnswer: 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
      unlinked: (fallback) => `${fallback} Il n’est plus lié à votre compte : rechargez la page pour voir vos dons tels qu’ils sont.`,
      sessionEnded: 'Votre session a pris fin. Veuillez vous reconnecter.',
      tooMany: 'Trop de tentatives en peu de temps. Patientez quelques minutes et réessayez.',
      later: (fallback) => `${fallback} Veuillez réessayer plus tard.`,
    },
  },
}
