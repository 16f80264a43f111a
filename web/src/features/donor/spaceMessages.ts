import type { DonationStatus, GiftChange, Method, Rhythm } from '../../lib/contract.gen'
import type { Messages } from '../../lib/i18n/useLocale'
import type { PluralForms } from '../../lib/i18n/plural'

/** An action the donor confirms first (ConfirmAction): its button, what it does, its two answers, its spinner's words and what did not happen. */
type Confirmed = { label: string; detail: string; confirm: string; cancel: string; busy: string; fallback: string }

/** The signed-in donor space's words: the gifts and what can be done with them, the receipts, the donor's data. */
type DonorSpaceWords = {
  space: {
    signedInAs: string
    signOut: string
    myGifts: string
    cardUpdated: string
    cardCancelled: string
  }
  list: {
    loading: string
    notLoaded: string
    tryAgain: string
    none: string
    donate: string
    giftsAs: (name: string) => string
    as: (name: string) => string
    company: string
  }
  rhythms: Record<Rhythm, string>
  methods: Record<Method, string>
  statuses: Record<DonationStatus, string>
  testTitle: string
  card: {
    pausedUntil: (date: string) => string
    lastFailed: (problem: string) => string
    newCard: string
    paypalManages: string
    manageAtPayPal: string
    newTab: string
  }
  facts: {
    started: string
    date: string
    method: string
    payments: string
    collected: string
    lastPayment: string
    nextPayment: string
    feesCovered: string
    eachPayment: string
    memory: string
    honour: string
    atProvider: string
  }
  history: { heading: string; by: Record<GiftChange['by'], string> }
  actions: {
    changeAmount: string
    pause: Confirmed & { question: (weekly: boolean) => string; howLong: string; months: PluralForms; done: (date: string) => string }
    resume: Confirmed & { question: string; done: string }
    stop: Confirmed & { question: (weekly: boolean) => string; done: (weekly: boolean) => string }
    rhythm: {
      label: (toWeekly: boolean) => string
      question: (amount: string, toWeekly: boolean) => string
      detail: string
      confirm: (toWeekly: boolean) => string
      cancel: string
      busy: string
      fallback: string
      done: (weekly: boolean) => string
    }
    amount: {
      form: string
      label: string
      hint: string
      busy: string
      save: string
      cancel: string
      fallback: string
      done: (amount: string, rhythm: Rhythm) => string
      empty: string
      atLeast: (amount: string) => string
      atMost: (amount: string) => string
      same: string
    }
    updateCard: { label: string; busy: string; fallback: string }
  }
  wall: {
    form: string
    onWall: string
    showName: string
    name: string
    showAmount: string
    busy: string
    save: string
    fallback: string
    shown: string
    hidden: string
  }
  receipts: {
    heading: string
    companyReceipt: string
    receipt: string
    cancelled: string
    downloading: string
    downloadCancelled: string
    download: string
    receiptNumber: (number: string) => string
    fallback: string
    yearlyHeading: string
    yearlySeveral: string
    yearlyOne: string
  }
  statements: {
    heading: string
    lead: string
    test: string
    mine: (year: number) => string
    as: (year: number, name: string) => string
    fallback: string
  }
  details: {
    heading: string
    several: string
    one: string
    loading: string
    notRead: string
    correct: string
    company: string
    name: string
    address: string
    phone: string
    saved: string
    notSaved: string
    saving: string
    save: string
    cancel: string
  }
  data: {
    heading: string
    copyLead: string
    preparing: string
    download: string
    notDownloaded: string
    eraseHeading: string
    eraseLead: string
    eraseLabel: string
    question: string
    detail: string
    confirm: string
    cancel: string
    busy: string
    notErased: string
  }
}

export const donorSpaceMessages: Messages<DonorSpaceWords> = {
  en: {
    space: {
      signedInAs: 'Signed in as',
      signOut: 'Sign out',
      myGifts: 'My gifts',
      cardUpdated: 'Your new card is saved: it will be used for the next payment.',
      cardCancelled: 'The card was not changed.',
    },
    list: {
      loading: 'Loading your gifts',
      notLoaded: 'Your gifts could not be loaded.',
      tryAgain: 'Try again',
      none: 'No gifts are linked to this email yet.',
      donate: 'Make a donation',
      giftsAs: (name) => `Gifts as ${name}`,
      as: (name) => `As ${name}`,
      company: '(company)',
    },
    rhythms: { once: 'Once', weekly: 'Every week', monthly: 'Every month' },
    methods: {
      card: 'Card',
      paypal: 'PayPal',
      cheque: 'Cheque',
      sepa: 'Direct debit (SEPA)',
      in_kind: 'In kind',
      volunteer_expenses: 'Expenses waived',
    },
    statuses: {
      pending: 'Waiting for payment',
      paid: 'Paid',
      awaiting_cheque: 'Cheque expected',
      active: 'Active',
      past_due: 'Payment failed',
      suspended: 'Suspended',
      cancelled: 'Stopped',
      failed: 'Not paid',
      expired: 'Not completed',
      refunded: 'Refunded',
      processing: 'Debit on its way',
    },
    testTitle: 'Taken through the TEST MODE gateway: no real money',
    card: {
      pausedUntil: (date) => `Paused until ${date}: no payment will be taken until then.`,
      lastFailed: (problem) => `The last payment of this gift failed${problem ? `: ${problem}` : '.'}`,
      newCard: 'Give a new card and the next payment will use it.',
      paypalManages: 'PayPal manages the payment method of this gift.',
      manageAtPayPal: 'Manage it in PayPal',
      newTab: '(opens in a new tab)',
    },
    facts: {
      started: 'Started',
      date: 'Date',
      method: 'Method',
      payments: 'Payments so far',
      collected: 'Total collected',
      lastPayment: 'Last payment',
      nextPayment: 'Next payment',
      feesCovered: 'Fees you covered',
      eachPayment: ' each payment',
      memory: 'In memory of',
      honour: 'In honour of',
      atProvider: 'At the provider',
    },
    history: { heading: 'History', by: { donor: 'by you', staff: 'by our team', schedule: 'at the end of the pause' } },
    actions: {
      changeAmount: 'Change the amount',
      pause: {
        label: 'Pause this gift',
        question: (weekly) => `Pause this ${weekly ? 'weekly' : 'monthly'} gift?`,
        detail: 'No payment will be taken during the pause. It starts again by itself at its end, and you can resume it sooner.',
        confirm: 'Pause my gift',
        cancel: 'Keep it going',
        busy: 'Pausing the gift',
        howLong: 'For how long?',
        months: { one: (n) => `${n} month`, other: (n) => `${n} months` },
        fallback: 'Your gift was not paused.',
        done: (date) => `Your gift is paused until ${date}: no payment will be taken until then.`,
      },
      resume: {
        label: 'Resume now',
        question: 'Resume this gift now?',
        detail: 'Payments start again from the next due date.',
        confirm: 'Resume my gift',
        cancel: 'Keep it paused',
        busy: 'Resuming the gift',
        fallback: 'Your gift was not resumed.',
        done: 'Your gift has resumed. Thank you!',
      },
      stop: {
        label: 'Stop this gift',
        question: (weekly) => `Stop this ${weekly ? 'weekly' : 'monthly'} gift?`,
        detail: 'No further payment will be taken. Payments already made are not refunded.',
        confirm: 'Confirm',
        cancel: 'Keep my gift',
        busy: 'Stopping the gift',
        fallback: 'Your gift was not stopped.',
        done: (weekly) => `Your ${weekly ? 'weekly' : 'monthly'} gift is stopped: no further payment will be taken.`,
      },
      rhythm: {
        label: (toWeekly) => (toWeekly ? 'Give every week instead' : 'Give every month instead'),
        question: (amount, toWeekly) => `Give ${amount} every ${toWeekly ? 'week' : 'month'} instead of every ${toWeekly ? 'month' : 'week'}?`,
        detail: 'The new rhythm starts at the next payment. Nothing is charged now.',
        confirm: (toWeekly) => `Change to every ${toWeekly ? 'week' : 'month'}`,
        cancel: 'Keep it as it is',
        busy: 'Changing the rhythm',
        fallback: 'The rhythm of your gift was not changed.',
        done: (weekly) => `Your gift is now taken every ${weekly ? 'week' : 'month'}, from its next payment.`,
      },
      amount: {
        form: 'New amount',
        label: 'New amount in euros',
        hint: 'Whole euros, digits only. From the next payment; nothing is charged now, and payments already made stay as they are.',
        busy: 'Saving the new amount',
        save: 'Save the new amount',
        cancel: 'Cancel',
        fallback: 'The amount was not changed.',
        done: (amount, rhythm) => `Your gift is now ${amount} ${rhythm === 'weekly' ? 'every week' : rhythm === 'monthly' ? 'every month' : 'once'}, from the next payment. Nothing is charged now.`,
        empty: 'Enter the new amount in whole euros.',
        atLeast: (amount) => `The amount must be at least ${amount}.`,
        atMost: (amount) => `The amount must be at most ${amount}.`,
        same: 'This is already the amount of this gift.',
      },
      updateCard: { label: 'Update my card', busy: 'Opening the card page', fallback: 'The card page could not be opened.' },
    },
    wall: {
      form: "The campaign's wall",
      onWall: 'On the wall of the campaign',
      showName: 'Show my name',
      name: 'Name to show (empty: your first name and initial)',
      showAmount: 'Show the amount too',
      busy: 'Saving',
      save: 'Save my choice',
      fallback: 'Your choice for the wall was not saved.',
      shown: 'Your name shows on the campaign’s wall.',
      hidden: 'Your name no longer shows on the campaign’s wall.',
    },
    receipts: {
      heading: 'Tax receipts',
      companyReceipt: 'Company receipt',
      receipt: 'Receipt',
      cancelled: 'Cancelled',
      downloading: 'Downloading',
      downloadCancelled: 'Download the cancelled copy',
      download: 'Download PDF',
      receiptNumber: (number) => `, receipt ${number}`,
      fallback: 'The receipt could not be downloaded.',
      yearlyHeading: 'Yearly tax receipts',
      yearlySeveral: 'One receipt for each donor’s gifts of a year, naming that donor.',
      yearlyOne: 'One receipt for all your gifts of a year.',
    },
    statements: {
      heading: 'My gifts of a year',
      lead: 'Every payment of the year with the number of its tax receipt, in one PDF for your tax return.',
      test: 'Your TEST MODE gifts are left out of these statements: no money moved. Each one says so too.',
      mine: (year) => `My gifts of ${year} (PDF)`,
      as: (year, name) => `Gifts of ${year} as ${name} (PDF)`,
      fallback: 'The statement could not be downloaded.',
    },
    details: {
      heading: 'My details',
      several: 'Several donors give with this email: each one’s tax receipts name it as written here, and count only its own gifts.',
      one: 'Your tax receipts name you as written here.',
      loading: 'Loading your details…',
      notRead: 'Your details could not be read.',
      correct: 'Correct my details',
      company: 'Company',
      name: 'Name',
      address: 'Address',
      phone: 'Phone',
      saved: 'Your details are saved: your next receipts will carry them. A receipt already issued keeps the old ones; write to us if it must be replaced.',
      notSaved: 'Your details were not saved.',
      saving: 'Saving your details',
      save: 'Save my details',
      cancel: 'Cancel',
    },
    data: {
      heading: 'My data',
      copyLead: 'A copy of everything we hold about you, in a file (JSON).',
      preparing: 'Preparing your data',
      download: 'Download my data',
      notDownloaded: 'Your data could not be downloaded.',
      eraseHeading: 'Erase my personal data',
      eraseLead:
        'We anonymise your name, email, address and phone at once, on your gifts and your shop orders, and delete your messages to us. The amounts and dates of your gifts and orders and any tax receipt are kept for six years, as French tax law requires; they no longer name you, except on receipts already issued. Stop your recurring gifts first.',
      eraseLabel: 'Erase my personal data',
      question: 'Erase your personal data now?',
      detail: 'This cannot be undone: you will be signed out, and this space will no longer exist.',
      confirm: 'Erase my data',
      cancel: 'Keep my data',
      busy: 'Erasing your data',
      notErased: 'Your data was not erased.',
    },
  },
  fr: {
    space: {
      signedInAs: 'Connecté en tant que',
      signOut: 'Se déconnecter',
      myGifts: 'Mes dons',
      cardUpdated: 'Votre nouvelle carte est enregistrée : elle servira au prochain paiement.',
      cardCancelled: 'La carte n’a pas été changée.',
    },
    list: {
      loading: 'Chargement de vos dons',
      notLoaded: 'Vos dons n’ont pas pu être chargés.',
      tryAgain: 'Réessayer',
      none: 'Aucun don n’est encore lié à cette adresse e-mail.',
      donate: 'Faire un don',
      giftsAs: (name) => `Dons au nom de ${name}`,
      as: (name) => `Au nom de ${name}`,
      company: '(entreprise)',
    },
    rhythms: { once: 'Une fois', weekly: 'Chaque semaine', monthly: 'Chaque mois' },
    methods: {
      card: 'Carte',
      paypal: 'PayPal',
      cheque: 'Chèque',
      sepa: 'Prélèvement SEPA',
      in_kind: 'En nature',
      volunteer_expenses: 'Frais abandonnés',
    },
    statuses: {
      pending: 'En attente de paiement',
      paid: 'Payé',
      awaiting_cheque: 'Chèque attendu',
      active: 'Actif',
      past_due: 'Paiement échoué',
      suspended: 'Suspendu',
      cancelled: 'Arrêté',
      failed: 'Non payé',
      expired: 'Non abouti',
      refunded: 'Remboursé',
      processing: 'Prélèvement en cours',
    },
    testTitle: 'Passé par la passerelle du MODE TEST : aucun argent réel',
    card: {
      pausedUntil: (date) => `En pause jusqu’au ${date} : aucun paiement ne sera prélevé d’ici là.`,
      lastFailed: (problem) => `Le dernier paiement de ce don a échoué${problem ? ` : ${problem}` : '.'}`,
      newCard: 'Indiquez une nouvelle carte : le prochain paiement l’utilisera.',
      paypalManages: 'PayPal gère le moyen de paiement de ce don.',
      manageAtPayPal: 'Le gérer dans PayPal',
      newTab: '(s’ouvre dans un nouvel onglet)',
    },
    facts: {
      started: 'Commencé le',
      date: 'Date',
      method: 'Moyen de paiement',
      payments: 'Paiements à ce jour',
      collected: 'Total versé',
      lastPayment: 'Dernier paiement',
      nextPayment: 'Prochain paiement',
      feesCovered: 'Frais que vous couvrez',
      eachPayment: ' à chaque paiement',
      memory: 'En mémoire de',
      honour: 'En l’honneur de',
      atProvider: 'Chez le prestataire',
    },
    history: { heading: 'Historique', by: { donor: 'par vous', staff: 'par notre équipe', schedule: 'à la fin de la pause' } },
    actions: {
      changeAmount: 'Modifier le montant',
      pause: {
        label: 'Mettre ce don en pause',
        question: (weekly) => `Mettre en pause ce don ${weekly ? 'hebdomadaire' : 'mensuel'} ?`,
        detail: 'Aucun paiement ne sera prélevé pendant la pause. Le don reprend de lui-même à la fin, et vous pouvez le reprendre plus tôt.',
        confirm: 'Mettre mon don en pause',
        cancel: 'Le poursuivre',
        busy: 'Mise en pause du don',
        howLong: 'Pour combien de temps ?',
        months: { one: (n) => `${n} mois`, other: (n) => `${n} mois` },
        fallback: 'Votre don n’a pas été mis en pause.',
        done: (date) => `Votre don est en pause jusqu’au ${date} : aucun paiement ne sera prélevé d’ici là.`,
      },
      resume: {
        label: 'Reprendre maintenant',
        question: 'Reprendre ce don maintenant ?',
        detail: 'Les paiements reprennent à la prochaine échéance.',
        confirm: 'Reprendre mon don',
        cancel: 'Le laisser en pause',
        busy: 'Reprise du don',
        fallback: 'Votre don n’a pas repris.',
        done: 'Votre don a repris. Merci !',
      },
      stop: {
        label: 'Arrêter ce don',
        question: (weekly) => `Arrêter ce don ${weekly ? 'hebdomadaire' : 'mensuel'} ?`,
        detail: 'Aucun autre paiement ne sera prélevé. Les paiements déjà faits ne sont pas remboursés.',
        confirm: 'Confirmer',
        cancel: 'Garder mon don',
        busy: 'Arrêt du don',
        fallback: 'Votre don n’a pas été arrêté.',
        done: (weekly) => `Votre don ${weekly ? 'hebdomadaire' : 'mensuel'} est arrêté : aucun autre paiement ne sera prélevé.`,
      },
      rhythm: {
        label: (toWeekly) => (toWeekly ? 'Donner plutôt chaque semaine' : 'Donner plutôt chaque mois'),
        question: (amount, toWeekly) => `Donner ${amount} chaque ${toWeekly ? 'semaine' : 'mois'} au lieu de chaque ${toWeekly ? 'mois' : 'semaine'} ?`,
        detail: 'Le nouveau rythme commence au prochain paiement. Rien n’est prélevé maintenant.',
        confirm: (toWeekly) => `Passer à chaque ${toWeekly ? 'semaine' : 'mois'}`,
        cancel: 'Le laisser tel quel',
        busy: 'Changement du rythme',
        fallback: 'Le rythme de votre don n’a pas été changé.',
        done: (weekly) => `Votre don est désormais prélevé chaque ${weekly ? 'semaine' : 'mois'}, dès son prochain paiement.`,
      },
      amount: {
        form: 'Nouveau montant',
        label: 'Nouveau montant en euros',
        hint: 'En euros entiers, chiffres uniquement. À partir du prochain paiement ; rien n’est prélevé maintenant, et les paiements déjà faits restent tels quels.',
        busy: 'Enregistrement du nouveau montant',
        save: 'Enregistrer le nouveau montant',
        cancel: 'Annuler',
        fallback: 'Le montant n’a pas été modifié.',
        done: (amount, rhythm) =>
          `Votre don est désormais de ${amount} ${rhythm === 'weekly' ? 'chaque semaine' : rhythm === 'monthly' ? 'chaque mois' : 'une fois'}, dès le prochain paiement. Rien n’est prélevé maintenant.`,
        empty: 'Saisissez le nouveau montant en euros entiers.',
        atLeast: (amount) => `Le montant doit être d’au moins ${amount}.`,
        atMost: (amount) => `Le montant doit être d’au plus ${amount}.`,
        same: 'C’est déjà le montant de ce don.',
      },
      updateCard: { label: 'Mettre à jour ma carte', busy: 'Ouverture de la page de la carte', fallback: 'La page de la carte n’a pas pu s’ouvrir.' },
    },
    wall: {
      form: 'Le mur de la campagne',
      onWall: 'Sur le mur de la campagne',
      showName: 'Afficher mon nom',
      name: 'Nom à afficher (vide : votre prénom et votre initiale)',
      showAmount: 'Afficher aussi le montant',
      busy: 'Enregistrement',
      save: 'Enregistrer mon choix',
      fallback: 'Votre choix pour le mur n’a pas été enregistré.',
      shown: 'Votre nom apparaît sur le mur de la campagne.',
      hidden: 'Votre nom n’apparaît plus sur le mur de la campagne.',
    },
    receipts: {
      heading: 'Reçus fiscaux',
      companyReceipt: 'Reçu fiscal d’entreprise',
      receipt: 'Reçu fiscal',
      cancelled: 'Annulé',
      downloading: 'Téléchargement',
      downloadCancelled: 'Télécharger la copie annulée',
      download: 'Télécharger le PDF',
      receiptNumber: (number) => `, reçu ${number}`,
      fallback: 'Le reçu n’a pas pu être téléchargé.',
      yearlyHeading: 'Reçus fiscaux annuels',
      yearlySeveral: 'Un reçu pour les dons d’une année de chaque donateur, à son nom.',
      yearlyOne: 'Un reçu pour tous vos dons d’une année.',
    },
    statements: {
      heading: 'Mes dons d’une année',
      lead: 'Chaque paiement de l’année avec le numéro de son reçu fiscal, dans un seul PDF pour votre déclaration de revenus.',
      test: 'Vos dons en MODE TEST ne figurent pas dans ces relevés : aucun argent n’a circulé. Chacun l’indique aussi.',
      mine: (year) => `Mes dons de ${year} (PDF)`,
      as: (year, name) => `Dons de ${year} au nom de ${name} (PDF)`,
      fallback: 'Le relevé n’a pas pu être téléchargé.',
    },
    details: {
      heading: 'Mes coordonnées',
      several: 'Plusieurs donateurs donnent avec cette adresse e-mail : les reçus fiscaux de chacun le nomment comme écrit ici, et ne comptent que ses propres dons.',
      one: 'Vos reçus fiscaux vous nomment comme écrit ici.',
      loading: 'Chargement de vos coordonnées…',
      notRead: 'Vos coordonnées n’ont pas pu être lues.',
      correct: 'Corriger mes coordonnées',
      company: 'Entreprise',
      name: 'Nom',
      address: 'Adresse',
      phone: 'Téléphone',
      saved: 'Vos coordonnées sont enregistrées : vos prochains reçus les porteront. Un reçu déjà émis garde les anciennes ; écrivez-nous s’il doit être remplacé.',
      notSaved: 'Vos coordonnées n’ont pas été enregistrées.',
      saving: 'Enregistrement de vos coordonnées',
      save: 'Enregistrer mes coordonnées',
      cancel: 'Annuler',
    },
    data: {
      heading: 'Mes données',
      copyLead: 'Une copie de tout ce que nous détenons sur vous, dans un fichier (JSON).',
      preparing: 'Préparation de vos données',
      download: 'Télécharger mes données',
      notDownloaded: 'Vos données n’ont pas pu être téléchargées.',
      eraseHeading: 'Effacer mes données personnelles',
      eraseLead:
        'Nous anonymisons aussitôt vos nom, e-mail, adresse et téléphone, sur vos dons et vos commandes de la boutique, et supprimons vos messages. Les montants et les dates de vos dons et commandes et les reçus fiscaux sont conservés six ans, comme l’exige la loi fiscale française ; ils ne vous nomment plus, sauf sur les reçus déjà émis. Arrêtez d’abord vos dons réguliers.',
      eraseLabel: 'Effacer mes données personnelles',
      question: 'Effacer vos données personnelles maintenant ?',
      detail: 'C’est irréversible : vous serez déconnecté, et cet espace n’existera plus.',
      confirm: 'Effacer mes données',
      cancel: 'Garder mes données',
      busy: 'Effacement de vos données',
      notErased: 'Vos données n’ont pas été effacées.',
    },
  },
}
