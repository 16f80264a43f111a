import type { Messages } from '../../../lib/i18n/useLocale'

/** The sign-in screen's words (before anyone is known: the default language) and the role gate's. */
type AccessWords = {
  signIn: {
    title: string
    foundation: string
    ended: string
    email: string
    password: string
    signingIn: string
    continue: string
    codeSent: (email: string) => string
    newCode: (email: string) => string
    enterIt: string
    code: string
    checking: string
    signIn: string
    sendAgain: string
    startAgain: string
    wrongPassword: string
    wrongCode: string
  }
  gate: {
    title: string
    /** The roles named in the staff language (layoutMessages' roles), joined here. */
    text: (roles: string[]) => string
  }
}

export const accessMessages: Messages<AccessWords> = {
  en: {
    signIn: {
      title: 'Staff sign-in',
      foundation: 'Amara Diallo Foundation',
      ended: 'Your session ended. Sign in again to go on.',
      email: 'Email',
      password: 'Password',
      signingIn: 'Signing in',
      continue: 'Continue',
      codeSent: (email) => `We sent a 6-digit code to ${email}.`,
      newCode: (email) => `A new code is on its way to ${email}.`,
      enterIt: 'Enter it below; it is valid for 5 minutes.',
      code: 'Code from the email',
      checking: 'Checking the code',
      signIn: 'Sign in',
      sendAgain: 'Send a new code',
      startAgain: 'Start again',
      wrongPassword: 'Wrong email or password.',
      wrongCode: 'This code is wrong or has expired. Send a new one.',
    },
    gate: {
      title: 'Not for your role',
      text: (roles) => `This screen is for ${roles.join(' or ')} staff. Ask an admin if your work needs it.`,
    },
  },
  fr: {
    signIn: {
      title: 'Connexion de l’équipe',
      foundation: 'Fondation Amara Diallo',
      ended: 'Votre session a expiré. Reconnectez-vous pour continuer.',
      email: 'E-mail',
      password: 'Mot de passe',
      signingIn: 'Connexion en cours',
      continue: 'Continuer',
      codeSent: (email) => `Nous avons envoyé un code à 6 chiffres à ${email}.`,
      newCode: (email) => `Un nouveau code est en route vers ${email}.`,
      enterIt: 'Saisissez-le ci-dessous ; il est valable 5 minutes.',
      code: 'Code reçu par e-mail',
      checking: 'Vérification du code',
      signIn: 'Se connecter',
      sendAgain: 'Recevoir un nouveau code',
      startAgain: 'Recommencer',
      wrongPassword: 'E-mail ou mot de passe incorrect.',
      wrongCode: 'Ce code est incorrect ou a expiré. Demandez-en un nouveau.',
    },
    gate: {
      title: 'Pas pour votre rôle',
      text: (roles) => `Cet écran est réservé aux rôles ${roles.join(' ou ')}. Demandez à un administrateur si votre travail le nécessite.`,
    },
  },
}
