import type { Messages } from '../../../../lib/i18n/useLocale'
import type { Role } from '../../../../lib/contract.gen'

type AccountsWords = {
  title: string
  intro: string
  loading: string
  caption: string
  head: { person: string; roles: string; state: string; lastSignIn: string; actions: string }
  none: string
  pages: string
  roles: Record<Role, { label: string; hint: string }>
  rolesLegend: string
  states: { disabled: string; invited: string; active: string }
  invite: {
    title: string
    button: string
    sent: (email: string) => string
    email: string
    name: string
    nameHint: string
  }
  you: string
  sentOn: (when: string) => string
  never: string
  rolesToggle: string
  enableToggle: string
  disableToggle: string
  newInvitation: string
  forWho: (who: string) => string
  reinvited: (email: string) => string
  holds: (who: string, roles: string) => string
  rolesOf: (who: string) => string
  saveRoles: string
  cannotSignIn: (who: string) => string
  canSignIn: (who: string) => string
  enableTitle: (who: string) => string
  enableButton: string
  enableText: string
  disableTitle: (who: string) => string
  disableButton: string
  disableText: string
  welcome: {
    title: string
    foundation: string
    noToken: string
    done: string
    goSignIn: string
    choose: (min: number) => string
    password: string
    confirm: string
    saving: string
    submit: string
    correct: string
    tooShort: (min: number) => string
    differ: string
    expired: string
  }
}

export const accountsMessages: Messages<AccountsWords> = {
  en: {
    title: 'Accounts',
    intro:
      'Who may sign in to the back office, and what each person may do. An invitation mails a link to choose a password; it works once, for 24 hours. Accounts are disabled, never deleted.',
    loading: 'the accounts',
    caption: 'Staff accounts',
    head: { person: 'Person', roles: 'Roles', state: 'State', lastSignIn: 'Last sign-in', actions: 'Actions' },
    none: 'No staff account yet.',
    pages: 'Accounts pages',
    roles: {
      editor: { label: 'Editor', hint: 'articles, products' },
      shop: { label: 'Shop', hint: 'orders and their messages' },
      treasurer: { label: 'Treasurer', hint: 'donations, donors, receipts' },
      admin: { label: 'Admin', hint: 'everything, accounts included' },
    },
    rolesLegend: 'Roles',
    states: { disabled: 'Disabled', invited: 'Invitation sent', active: 'Active' },
    invite: {
      title: 'Invite someone',
      button: 'Send the invitation',
      sent: (email) => `${email} is invited: the mail with their link is on its way.`,
      email: 'Email',
      name: 'Name',
      nameHint: 'As the audit log shows it.',
    },
    you: ' (you)',
    sentOn: (when) => `sent ${when}`,
    never: 'Never',
    rolesToggle: 'Roles…',
    enableToggle: 'Enable…',
    disableToggle: 'Disable…',
    newInvitation: 'New invitation',
    forWho: (who) => ` for ${who}`,
    reinvited: (email) => `A new invitation is on its way to ${email}; the earlier link no longer works.`,
    holds: (who, roles) => `${who} now holds: ${roles}.`,
    rolesOf: (who) => `Roles of ${who}`,
    saveRoles: 'Save the roles',
    cannotSignIn: (who) => `${who} can no longer sign in.`,
    canSignIn: (who) => `${who} can sign in again.`,
    enableTitle: (who) => `Enable ${who}?`,
    enableButton: 'Enable the account',
    enableText: 'They sign in again with their password and a mailed code.',
    disableTitle: (who) => `Disable ${who}?`,
    disableButton: 'Disable the account',
    disableText: 'They are signed out at once and cannot sign in. The account and its history stay: you can enable it again.',
    welcome: {
      title: 'Welcome to the back office',
      foundation: 'Amara Diallo Foundation',
      noToken: 'This page opens from the link of an invitation. Ask an admin for one.',
      done: 'Your password is set. Sign in with it: a code will also be mailed to you.',
      goSignIn: 'Go to the staff sign-in',
      choose: (min) => `Choose your password: at least ${min} characters. The link works once, for 24 hours.`,
      password: 'New password',
      confirm: 'The same password again',
      saving: 'Saving the password',
      submit: 'Set my password',
      correct: 'Please correct the highlighted fields.',
      tooShort: (min) => `Use at least ${min} characters.`,
      differ: 'The two passwords differ.',
      expired: 'This link has expired or was used already. Ask an admin for a new invitation.',
    },
  },
  fr: {
    title: 'Comptes',
    intro:
      'Qui peut se connecter à l’espace équipe, et ce que chacun peut y faire. Une invitation envoie par e-mail un lien pour choisir un mot de passe ; il ne sert qu’une fois, pendant 24 heures. Les comptes sont désactivés, jamais supprimés.',
    loading: 'les comptes',
    caption: 'Comptes de l’équipe',
    head: { person: 'Personne', roles: 'Rôles', state: 'État', lastSignIn: 'Dernière connexion', actions: 'Actions' },
    none: 'Aucun compte pour l’instant.',
    pages: 'Pages des comptes',
    roles: {
      editor: { label: 'Rédaction', hint: 'articles, produits' },
      shop: { label: 'Boutique', hint: 'commandes et leurs messages' },
      treasurer: { label: 'Trésorerie', hint: 'dons, donateurs, reçus fiscaux' },
      admin: { label: 'Admin', hint: 'tout, comptes compris' },
    },
    rolesLegend: 'Rôles',
    states: { disabled: 'Désactivé', invited: 'Invitation envoyée', active: 'Actif' },
    invite: {
      title: 'Inviter quelqu’un',
      button: 'Envoyer l’invitation',
      sent: (email) => `${email} est invité : l’e-mail avec son lien est en route.`,
      email: 'E-mail',
      name: 'Nom',
      nameHint: 'Tel que le journal l’affiche.',
    },
    you: ' (vous)',
    sentOn: (when) => `envoyée le ${when}`,
    never: 'Jamais',
    rolesToggle: 'Rôles…',
    enableToggle: 'Réactiver…',
    disableToggle: 'Désactiver…',
    newInvitation: 'Nouvelle invitation',
    forWho: (who) => ` pour ${who}`,
    reinvited: (email) => `Une nouvelle invitation est en route vers ${email} ; le lien précédent ne fonctionne plus.`,
    holds: (who, roles) => `${who} a désormais les rôles : ${roles}.`,
    rolesOf: (who) => `Rôles de ${who}`,
    saveRoles: 'Enregistrer les rôles',
    cannotSignIn: (who) => `${who} ne peut plus se connecter.`,
    canSignIn: (who) => `${who} peut de nouveau se connecter.`,
    enableTitle: (who) => `Réactiver ${who} ?`,
    enableButton: 'Réactiver le compte',
    enableText: 'La personne se connecte de nouveau avec son mot de passe et un code reçu par e-mail.',
    disableTitle: (who) => `Désactiver ${who} ?`,
    disableButton: 'Désactiver le compte',
    disableText: 'La personne est déconnectée aussitôt et ne peut plus se connecter. Le compte et son historique restent : vous pourrez le réactiver.',
    welcome: {
      title: 'Bienvenue dans l’espace équipe',
      foundation: 'Fondation Amara Diallo',
      noToken: 'Cette page s’ouvre depuis le lien d’une invitation. Demandez-en une à un administrateur.',
      done: 'Votre mot de passe est enregistré. Connectez-vous avec : un code vous sera aussi envoyé par e-mail.',
      goSignIn: 'Aller à la connexion de l’équipe',
      choose: (min) => `Choisissez votre mot de passe : au moins ${min} caractères. Le lien ne sert qu’une fois, pendant 24 heures.`,
      password: 'Nouveau mot de passe',
      confirm: 'Le même mot de passe, de nouveau',
      saving: 'Enregistrement du mot de passe',
      submit: 'Enregistrer mon mot de passe',
      correct: 'Veuillez corriger les champs signalés.',
      tooShort: (min) => `Utilisez au moins ${min} caractères.`,
      differ: 'Les deux mots de passe sont différents.',
      expired: 'Ce lien a expiré ou a déjà servi. Demandez une nouvelle invitation à un administrateur.',
    },
  },
}
