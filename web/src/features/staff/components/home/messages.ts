import type { Messages } from '../../../../lib/i18n/useLocale'

type HomeWords = {
  hello: (name: string) => string
  intro: string
  summary: string
  gifts: string
  thisMonth: string
  lastMonth: string
  payments: (count: number) => string
  todo: {
    toShip: string
    paidAfterCancel: string
    chequesPledged: string
    unreadMessages: string
    recurringTrouble: string
    failedOrSuspended: string
    openDisputes: string
    mailsFailed: string
    or: (what: string) => string
    nothing: string
  }
  receiptsOff: {
    title: string
    missing: string
    complete: string
    fill: string
  }
  declaration: {
    title: (year: number, due: string) => string
    /** The text around the two figures: before the amount, between, after the count. */
    before: (year: number) => string
    between: (year: number) => string
    after: string
    mark: string
  }
  annual: {
    title: (year: number) => string
    issued: string
    waiting: string
    runsBy: string
    blocked: string
    open: string
  }
  mail: {
    title: string
    since: string
    refused: string
    notSent: (count: number) => string
    notSentAfter: (count: number) => string
    todo: string
    steps: [string, string, string]
    resend: string
    open: string
    toDo: string
    tellAdmin: string
  }
  chart: {
    caption: string
    month: string
    gifts: string
    amount: string
  }
}

export const homeMessages: Messages<HomeWords> = {
  en: {
    hello: (name) => `Hello ${name}`,
    intro: 'What needs doing now.',
    summary: 'the summary',
    gifts: 'Gifts',
    thisMonth: 'This month',
    lastMonth: 'Last month',
    payments: (count) => (count === 1 ? 'payment' : 'payments'),
    todo: {
      toShip: 'Orders paid, to ship',
      paidAfterCancel: 'Paid after cancel: refund',
      chequesPledged: 'Cheques pledged, not received',
      unreadMessages: 'Unread messages',
      recurringTrouble: 'Recurring gifts in trouble',
      failedOrSuspended: 'failed or suspended',
      openDisputes: 'Open disputes and chargebacks',
      mailsFailed: 'Mails not sent',
      or: (what) => `or ${what}`,
      nothing: 'Nothing waits for you here. Use the menu to open your screens.',
    },
    receiptsOff: {
      title: 'Tax receipts are off',
      missing: "No gift gets a tax receipt until the foundation's details are complete. Missing: ",
      complete: 'Every detail of the foundation is filled in: an admin may turn receipts on.',
      fill: "Fill in the foundation's settings",
    },
    declaration: {
      title: (year, due) => `Declare ${year}'s gifts by ${due}`,
      before: (year) => `The tax administration expects, with the tax return, the gifts received in ${year} that receipts name: `,
      between: (year) => `, and the number of receipts issued in ${year}: `,
      after: ' (article 222 bis of the CGI).',
      mark: 'Mark it declared on the receipts screen',
    },
    annual: {
      title: (year) => `Annual receipts of ${year}`,
      issued: 'issued',
      waiting: 'waiting',
      runsBy: ' (the run starts by itself on 5 January, or run it now from the receipts screen)',
      blocked: 'blocked',
      open: 'Open the receipts screen',
    },
    mail: {
      title: 'Emails from the site are not getting through',
      since: 'Since',
      refused:
        ', the mail service has refused the emails the site sends: donors do not get their thanks or tax receipts, buyers their order emails, and staff cannot get the code to sign in. Nothing is lost yet: the site keeps each email and tries again for four days.',
      notSent: (count) => (count === 1 ? 'email was' : 'emails were'),
      notSentAfter: (count) => ` not sent after four days of tries and will not go out on ${count === 1 ? 'its' : 'their'} own.`,
      todo: 'What to do today',
      steps: [
        'Open the Mails screen and read the error next to an email.',
        "Ask the mail provider whether the site's email account still works: a changed password, an unpaid bill or a sending limit are the usual causes.",
        'If the account works, tell the person who looks after the server: the mail settings are in its environment file (SMTP).',
      ],
      resend: 'Once emails go out again, send the failed ones again from the Mails screen.',
      open: 'Open the Mails screen',
      toDo: 'What to do:',
      tellAdmin: ' tell an admin of the site today. They can see the error and send the emails again.',
    },
    chart: {
      caption: 'Money received, last 12 months',
      month: 'Month',
      gifts: 'Gifts',
      amount: 'Amount',
    },
  },
  fr: {
    hello: (name) => `Bonjour ${name}`,
    intro: 'Ce qui attend d’être fait.',
    summary: 'le résumé',
    gifts: 'Dons',
    thisMonth: 'Ce mois-ci',
    lastMonth: 'Le mois dernier',
    payments: (count) => (count <= 1 ? 'paiement' : 'paiements'),
    todo: {
      toShip: 'Commandes payées, à expédier',
      paidAfterCancel: 'Payées après annulation : à rembourser',
      chequesPledged: 'Chèques promis, non reçus',
      unreadMessages: 'Messages non lus',
      recurringTrouble: 'Dons réguliers en difficulté',
      failedOrSuspended: 'échoués ou suspendus',
      openDisputes: 'Litiges et rejets de paiement en cours',
      mailsFailed: 'E-mails non envoyés',
      or: (what) => `ou ${what}`,
      nothing: 'Rien ne vous attend ici. Ouvrez vos écrans depuis le menu.',
    },
    receiptsOff: {
      title: 'Les reçus fiscaux sont désactivés',
      missing: 'Aucun don ne reçoit de reçu fiscal tant que les informations de la fondation sont incomplètes. Manquent : ',
      complete: 'Toutes les informations de la fondation sont remplies : un administrateur peut activer les reçus.',
      fill: 'Compléter les réglages de la fondation',
    },
    declaration: {
      title: (year, due) => `Déclarez les dons de ${year} avant le ${due}`,
      before: (year) => `L’administration fiscale attend, avec la déclaration de résultat, le montant des dons reçus en ${year} pour lesquels un reçu a été délivré : `,
      between: (year) => `, et le nombre de reçus délivrés en ${year} : `,
      after: ' (article 222 bis du CGI).',
      mark: 'Marquer la déclaration faite sur l’écran des reçus',
    },
    annual: {
      title: (year) => `Reçus annuels de ${year}`,
      issued: 'délivrés',
      waiting: 'en attente',
      runsBy: ' (l’émission démarre d’elle-même le 5 janvier, ou lancez-la dès maintenant depuis l’écran des reçus)',
      blocked: 'bloqués',
      open: 'Ouvrir l’écran des reçus',
    },
    mail: {
      title: 'Les e-mails du site ne partent plus',
      since: 'Depuis le',
      refused:
        ', le service de messagerie refuse les e-mails qu’envoie le site : les donateurs ne reçoivent ni remerciements ni reçus fiscaux, les acheteurs ni les e-mails de leur commande, et l’équipe ne reçoit plus le code pour se connecter. Rien n’est encore perdu : le site garde chaque e-mail et réessaie pendant quatre jours.',
      notSent: (count) => (count <= 1 ? 'e-mail n’a pas été envoyé' : 'e-mails n’ont pas été envoyés'),
      notSentAfter: (count) => ` après quatre jours d’essais et ne ${count <= 1 ? 'partira' : 'partiront'} plus tout seul${count <= 1 ? '' : 's'}.`,
      todo: 'Ce qu’il faut faire aujourd’hui',
      steps: [
        'Ouvrez l’écran E-mails et lisez l’erreur à côté d’un e-mail.',
        'Demandez au fournisseur de messagerie si le compte e-mail du site fonctionne toujours : un mot de passe changé, une facture impayée ou une limite d’envoi en sont les causes habituelles.',
        'Si le compte fonctionne, prévenez la personne qui s’occupe du serveur : les réglages de messagerie sont dans son fichier d’environnement (SMTP).',
      ],
      resend: 'Une fois que les e-mails repartent, renvoyez ceux qui ont échoué depuis l’écran E-mails.',
      open: 'Ouvrir l’écran E-mails',
      toDo: 'Ce qu’il faut faire :',
      tellAdmin: ' prévenez dès aujourd’hui un administrateur du site. Il peut voir l’erreur et renvoyer les e-mails.',
    },
    chart: {
      caption: 'Sommes reçues, 12 derniers mois',
      month: 'Mois',
      gifts: 'Dons',
      amount: 'Montant',
    },
  },
}
