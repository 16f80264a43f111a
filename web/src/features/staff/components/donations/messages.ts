import type { Messages } from '../../../../lib/i18n/useLocale'
import { plural } from '../../../../lib/i18n/plural'
import type { GiftChange, GiftPage, Tribute } from '../../../../lib/contract.gen'

type Movement = GiftPage['ledger'][number]['kind']

/** The donations screens' words (the list, one gift's page, its actions). */
export type DonationWords = {
  // The list
  title: string
  recordOther: string
  searchLabel: string
  filters: { method: string; rhythm: string; status: string }
  all: string
  from: string
  to: string
  loading: string
  gifts: (count: number) => string
  kept: string
  caption: string
  pages: string
  // Its rows
  head: { date: string; donor: string; gift: string; method: string; status: string; payments: string; collected: string }
  noneMatches: string
  giftOf: (day: string, amount: string) => string
  lastRenewal: string
  provider: string
  last: string
  next: string
  cheque: string
  // A pledged cheque's forms
  chequeRecorded: string
  chequeAmountHint: string
  chequeAmountProblem: string
  chequeReceived: string
  recordCheque: string
  dateReceived: string
  amountReceived: string
  bank: string
  chequeNumber: string
  pledgeCancelled: string
  neverCame: string
  cancelPledge: string
  reason: string
  // One gift's page
  giftTitle: (donor: string) => string
  gift: string
  allDonations: string
  loadingGift: string
  feesCovered: (fee: string) => string
  since: (day: string) => string
  paymentProblem: (issue: string) => string
  pausedUntil: (day: string) => string
  donor: string
  asGiven: string
  email: string
  phone: string
  address: string
  company: string
  atProvider: string
  providerFacts: { provider: string; checkout: string; paypalOrder: string; payment: string; subscription: string; customer: string; nextPayment: string; providerSays: string }
  money: (kept: string) => string
  moneyBack: (received: string, refunded: string) => string
  movementsCaption: string
  movementsHead: { date: string; movement: string; gross: string; fee: string; net: string; reference: string }
  noMovement: string
  movements: Record<Movement, string>
  value: (amount: string) => string
  taxReceipt: string
  annualReceipts: string
  noneYet: string
  giftsOf: (year: number) => string
  issued: (day: string) => string
  valid: string
  cancelled: (reason: string) => string
  // What is not money
  inKind: string
  whatGiven: string
  valueLabel: string
  givenOn: string
  expensesWaived: string
  work: string
  waiverSigned: string
  totalWaived: string
  expensesCaption: string
  expensesHead: { date: string; what: string; document: string; amount: string }
  mileage: (km: number, cv: number, rate: number) => string
  // History
  history: string
  by: Record<GiftChange['by'], string>
  // Purpose
  campaign: (name: string) => string
  designation: (name: string) => string
  // Tribute
  tribute: string
  kinds: Record<Tribute['kind'], string>
  noticeMailedTo: string
  noOne: string
  message: string
  printCard: string
  cardFailed: string
  tributeCorrected: string
  correctTribute: string
  saveCorrection: string
  kind: string
  name: string
  noticeHint: string
  // Actions
  nothingToDo: string
  receiptSent: (email: string) => string
  sendReceiptAgain: string
  amountChanged: string
  amountProblem: string
  changeAmount: string
  newAmount: string
  amountHint: (now: string) => string
  refunded: { replaced: (cancelled: string, issued: string) => string; cancelled: (cancelled: string) => string; stillValid: (receipts: string) => string; none: string }
  refundProblem: string
  refund: string
  yesRefund: (amount: string) => string
  refundAmount: string
  refundHint: (left: string) => string
  refundAsked: (amount: string, paypal: boolean) => string
  stopped: string
  stopTitle: string
  stopButton: string
  stopReason: string
  // Pause, resume, rhythm
  pressAgain: string
  pausedMail: (day: string) => string
  months: (count: number) => string
  pauseTitle: string
  pauseButton: string
  yesPause: (length: string) => string
  pauseAsked: (length: string) => string
  howLong: string
  pausedUntilTitle: (day: string) => string
  resumed: string
  resumeButton: string
  yesResume: string
  resumeAsked: string
  rhythmChanged: (weekly: boolean) => string
  rhythmTitle: string
  makeIt: (weekly: boolean) => string
  yesMakeIt: (weekly: boolean) => string
  rhythmAsked: (weekly: boolean) => string
}

export const donationMessages: Messages<DonationWords> = {
  en: {
    title: 'Donations',
    recordOther: 'Record a gift in kind or expenses',
    searchLabel: 'Donor name or email',
    filters: { method: 'Method', rhythm: 'Rhythm', status: 'Status' },
    all: 'All',
    from: 'From',
    to: 'To (inclusive)',
    loading: 'donations',
    gifts: (count) => (count === 1 ? 'gift' : 'gifts'),
    kept: 'kept (collected less refunded)',
    caption: 'Donations',
    pages: 'Donations pages',
    head: { date: 'Date', donor: 'Donor', gift: 'Gift', method: 'Method', status: 'Status', payments: 'Payments', collected: 'Collected' },
    noneMatches: 'No gift matches.',
    giftOf: (day, amount) => `Gift of ${day}, ${amount}`,
    lastRenewal: 'Last renewal:',
    provider: 'Provider:',
    last: 'last',
    next: 'next',
    cheque: 'Cheque…',
    chequeRecorded: 'Cheque recorded: the gift counts as paid and the donor has been sent a mail.',
    chequeAmountHint: 'What the cheque says, even if it differs from the pledge.',
    chequeAmountProblem: 'Enter the amount on the cheque, such as 50 or 49,50.',
    chequeReceived: 'Cheque received',
    recordCheque: 'Record the cheque',
    dateReceived: 'Date received',
    amountReceived: 'Amount received (€)',
    bank: 'Bank',
    chequeNumber: 'Cheque number',
    pledgeCancelled: 'Pledge cancelled.',
    neverCame: 'Cheque never came',
    cancelPledge: 'Cancel the pledge',
    reason: 'Reason',
    giftTitle: (donor) => `Gift of ${donor}`,
    gift: 'Gift',
    allDonations: '← All donations',
    loadingGift: 'the gift',
    feesCovered: (fee) => ` + ${fee} of fees covered`,
    since: (day) => `since ${day}`,
    paymentProblem: (issue) => `Payment problem: ${issue}`,
    pausedUntil: (day) => `Paused until ${day}: no renewal is expected until then.`,
    donor: 'Donor',
    asGiven: 'As given with this gift:',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    company: 'Company',
    atProvider: 'At the provider',
    providerFacts: {
      provider: 'Provider', checkout: 'Checkout', paypalOrder: 'PayPal order', payment: 'Payment', subscription: 'Subscription', customer: 'Customer',
      nextPayment: 'Next payment', providerSays: 'Provider says',
    },
    money: (kept) => `Money: ${kept} kept`,
    moneyBack: (received, refunded) => ` (${received} received, ${refunded} given back)`,
    movementsCaption: 'Money movements of this gift',
    movementsHead: { date: 'Date', movement: 'Movement', gross: 'Gross', fee: 'Fee', net: 'Net', reference: 'Reference' },
    noMovement: 'No money has moved for this gift yet.',
    movements: {
      payment: 'Payment',
      renewal: 'Renewal',
      cheque: 'Cheque',
      refund: 'Refund',
      chargeback: 'Disputed: money withdrawn',
      reinstated: 'Dispute won: money back',
      in_kind: 'Gift in kind: no money',
      volunteer_expenses: "Volunteer's expenses waived: no money",
    },
    value: (amount) => `value ${amount}`,
    taxReceipt: 'Tax receipt',
    annualReceipts: 'Annual tax receipts of this donor',
    noneYet: 'None yet.',
    giftsOf: (year) => ` · gifts of ${year}`,
    issued: (day) => `issued ${day}`,
    valid: 'valid',
    cancelled: (reason) => `cancelled: ${reason}`,
    inKind: 'Gift in kind',
    whatGiven: 'What was given',
    valueLabel: 'Value',
    givenOn: 'Given on',
    expensesWaived: "Volunteer's expenses waived",
    work: 'Work',
    waiverSigned: 'Waiver signed on',
    totalWaived: 'Total waived',
    expensesCaption: 'Expenses waived',
    expensesHead: { date: 'Date', what: 'What', document: 'Supporting document', amount: 'Amount' },
    mileage: (km, cv, rate) => ` (${km} km, ${cv} CV, ${rate} € per km)`,
    history: 'History',
    by: { donor: 'by the donor', staff: 'by the staff', schedule: 'at the end of the pause' },
    campaign: (name) => `Campaign: ${name}`,
    designation: (name) => `For: ${name}`,
    tribute: 'Tribute',
    kinds: { memory: 'In memory of', honour: 'In honour of' },
    noticeMailedTo: 'Notice mailed to',
    noOne: 'no one (print a card)',
    message: 'Message',
    printCard: 'Print the card (PDF)',
    cardFailed: 'The card could not be drawn. Try again in a moment.',
    tributeCorrected: 'The tribute is corrected.',
    correctTribute: 'Correct the tribute',
    saveCorrection: 'Save the correction',
    kind: 'Kind',
    name: 'Name',
    noticeHint: 'Changing it does not send the notice again.',
    nothingToDo: 'Nothing can be done with this gift from here.',
    receiptSent: (email) => `The receipt was sent again to ${email}.`,
    sendReceiptAgain: 'Send the receipt again',
    amountChanged: 'The amount is changed for the payments to come. The donor has been sent a mail.',
    amountProblem: 'Enter an amount such as 20 or 12,50.',
    changeAmount: 'Change the amount',
    newAmount: 'New amount in euros',
    amountHint: (now) => `Now ${now}; payments already made stay as they were.`,
    refunded: {
      replaced: (cancelled, issued) => `Refunded. Receipt ${cancelled} is replaced by ${issued}. The donor has been sent a mail.`,
      cancelled: (cancelled) => `Refunded. Receipt ${cancelled} is cancelled. The donor has been sent a mail.`,
      stillValid: (receipts) => `Refunded. Receipt ${receipts} still names the whole gift: cancel or replace it on the Receipts screen. The donor has not been mailed.`,
      none: 'Refunded. The gift had no receipt to change, so no mail went to the donor.',
    },
    refundProblem: 'Enter an amount such as 12,50, or leave it empty to refund everything left.',
    refund: 'Refund',
    yesRefund: (amount) => `Yes, refund ${amount}`,
    refundAmount: 'Amount in euros (optional)',
    refundHint: (left) => `Leave empty to refund all that is left: ${left}.`,
    refundAsked: (amount, paypal) => `${amount} will go back to the donor through ${paypal ? 'PayPal' : 'their card'}. Press again to confirm.`,
    stopped: 'The gift is stopped: no more payments will be taken. The donor has been sent a mail.',
    stopTitle: 'Stop this recurring gift',
    stopButton: 'Stop the gift',
    stopReason: 'Reason (the donor asked by phone, …)',
    pressAgain: 'Press again to confirm.',
    pausedMail: (day) => `The gift is paused until ${day}. The donor has been sent a mail.`,
    months: (count) => (count === 1 ? '1 month' : `${count} months`),
    pauseTitle: 'Pause this recurring gift',
    pauseButton: 'Pause the gift',
    yesPause: (length) => `Yes, pause for ${length}`,
    pauseAsked: (length) => `No payment will be taken for ${length}; the gift starts again by itself.`,
    howLong: 'For how long',
    pausedUntilTitle: (day) => `Paused until ${day}`,
    resumed: 'The gift has resumed. The donor has been sent a mail.',
    resumeButton: 'Resume now',
    yesResume: 'Yes, resume now',
    resumeAsked: 'Payments start again from the next due date.',
    rhythmChanged: (weekly) => `The gift is now ${weekly ? 'weekly' : 'monthly'} from its next payment. The donor has been sent a mail.`,
    rhythmTitle: 'Change the rhythm',
    makeIt: (weekly) => `Make it ${weekly ? 'weekly' : 'monthly'}`,
    yesMakeIt: (weekly) => `Yes, make it ${weekly ? 'weekly' : 'monthly'}`,
    rhythmAsked: (weekly) => `The same amount will be taken ${weekly ? 'every week' : 'every month'} from the next payment; nothing is charged now.`,
  },
  fr: {
    title: 'Dons',
    recordOther: 'Enregistrer un don en nature ou des frais',
    searchLabel: 'Nom ou e-mail du donateur',
    filters: { method: 'Moyen de paiement', rhythm: 'Fréquence', status: 'Statut' },
    all: 'Tous',
    from: 'Du',
    to: 'Au (inclus)',
    loading: 'les dons',
    gifts: (count) => plural('fr', count, { one: () => 'don', other: () => 'dons' }),
    kept: 'conservés (encaissés moins remboursés)',
    caption: 'Dons',
    pages: 'Pages des dons',
    head: { date: 'Date', donor: 'Donateur', gift: 'Don', method: 'Paiement', status: 'Statut', payments: 'Paiements', collected: 'Encaissé' },
    noneMatches: 'Aucun don ne correspond.',
    giftOf: (day, amount) => `Don du ${day}, ${amount}`,
    lastRenewal: 'Dernier renouvellement :',
    provider: 'Prestataire :',
    last: 'dernier le',
    next: 'prochain le',
    cheque: 'Chèque…',
    chequeRecorded: 'Chèque enregistré : le don compte comme payé et un e-mail a été envoyé au donateur.',
    chequeAmountHint: 'Le montant écrit sur le chèque, même s’il diffère de la promesse.',
    chequeAmountProblem: 'Saisissez le montant du chèque, par exemple 50 ou 49,50.',
    chequeReceived: 'Chèque reçu',
    recordCheque: 'Enregistrer le chèque',
    dateReceived: 'Date de réception',
    amountReceived: 'Montant reçu (€)',
    bank: 'Banque',
    chequeNumber: 'Numéro du chèque',
    pledgeCancelled: 'Promesse annulée.',
    neverCame: 'Le chèque n’est jamais arrivé',
    cancelPledge: 'Annuler la promesse',
    reason: 'Motif',
    giftTitle: (donor) => `Don de ${donor}`,
    gift: 'Don',
    allDonations: '← Tous les dons',
    loadingGift: 'le don',
    feesCovered: (fee) => ` + ${fee} de frais pris en charge`,
    since: (day) => `depuis le ${day}`,
    paymentProblem: (issue) => `Problème de paiement : ${issue}`,
    pausedUntil: (day) => `En pause jusqu’au ${day} : aucun renouvellement n’est attendu d’ici là.`,
    donor: 'Donateur',
    asGiven: 'Tel que donné avec ce don :',
    email: 'E-mail',
    phone: 'Téléphone',
    address: 'Adresse',
    company: 'Entreprise',
    atProvider: 'Chez le prestataire',
    providerFacts: {
      provider: 'Prestataire', checkout: 'Session de paiement', paypalOrder: 'Commande PayPal', payment: 'Paiement', subscription: 'Abonnement', customer: 'Client',
      nextPayment: 'Prochain paiement', providerSays: 'Selon le prestataire',
    },
    money: (kept) => `Argent : ${kept} conservés`,
    moneyBack: (received, refunded) => ` (${received} reçus, ${refunded} rendus)`,
    movementsCaption: 'Mouvements d’argent de ce don',
    movementsHead: { date: 'Date', movement: 'Mouvement', gross: 'Brut', fee: 'Frais', net: 'Net', reference: 'Référence' },
    noMovement: 'Aucun mouvement d’argent pour ce don pour l’instant.',
    movements: {
      payment: 'Paiement',
      renewal: 'Renouvellement',
      cheque: 'Chèque',
      refund: 'Remboursement',
      chargeback: 'Contesté : argent retiré',
      reinstated: 'Contestation gagnée : argent rendu',
      in_kind: 'Don en nature : pas d’argent',
      volunteer_expenses: 'Frais de bénévole abandonnés : pas d’argent',
    },
    value: (amount) => `valeur ${amount}`,
    taxReceipt: 'Reçu fiscal',
    annualReceipts: 'Reçus fiscaux annuels de ce donateur',
    noneYet: 'Aucun pour l’instant.',
    giftsOf: (year) => ` · dons de ${year}`,
    issued: (day) => `émis le ${day}`,
    valid: 'valide',
    cancelled: (reason) => `annulé : ${reason}`,
    inKind: 'Don en nature',
    whatGiven: 'Ce qui a été donné',
    valueLabel: 'Valeur',
    givenOn: 'Donné le',
    expensesWaived: 'Frais de bénévole abandonnés',
    work: 'Mission',
    waiverSigned: 'Renonciation signée le',
    totalWaived: 'Total abandonné',
    expensesCaption: 'Frais abandonnés',
    expensesHead: { date: 'Date', what: 'Objet', document: 'Justificatif', amount: 'Montant' },
    mileage: (km, cv, rate) => ` (${km} km, ${cv} CV, ${String(rate).replace('.', ',')} € par km)`,
    history: 'Historique',
    by: { donor: 'par le donateur', staff: 'par l’équipe', schedule: 'à la fin de la pause' },
    campaign: (name) => `Campagne : ${name}`,
    designation: (name) => `Pour : ${name}`,
    tribute: 'Hommage',
    kinds: { memory: 'En mémoire de', honour: 'En l’honneur de' },
    noticeMailedTo: 'Avis envoyé à',
    noOne: 'personne (imprimez une carte)',
    message: 'Message',
    printCard: 'Imprimer la carte (PDF)',
    cardFailed: 'La carte n’a pas pu être dessinée. Réessayez dans un instant.',
    tributeCorrected: 'L’hommage est corrigé.',
    correctTribute: 'Corriger l’hommage',
    saveCorrection: 'Enregistrer la correction',
    kind: 'Type',
    name: 'Nom',
    noticeHint: 'La modifier ne renvoie pas l’avis.',
    nothingToDo: 'Rien ne peut être fait pour ce don depuis cet écran.',
    receiptSent: (email) => `Le reçu a été renvoyé à ${email}.`,
    sendReceiptAgain: 'Renvoyer le reçu',
    amountChanged: 'Le montant est modifié pour les prochains paiements. Un e-mail a été envoyé au donateur.',
    amountProblem: 'Saisissez un montant, par exemple 20 ou 12,50.',
    changeAmount: 'Modifier le montant',
    newAmount: 'Nouveau montant en euros',
    amountHint: (now) => `Actuellement ${now} ; les paiements déjà faits restent inchangés.`,
    refunded: {
      replaced: (cancelled, issued) => `Remboursé. Le reçu ${cancelled} est remplacé par le ${issued}. Un e-mail a été envoyé au donateur.`,
      cancelled: (cancelled) => `Remboursé. Le reçu ${cancelled} est annulé. Un e-mail a été envoyé au donateur.`,
      stillValid: (receipts) => `Remboursé. Le reçu ${receipts} porte toujours sur le don entier : annulez-le ou remplacez-le dans l’écran Reçus fiscaux. Aucun e-mail n’a été envoyé au donateur.`,
      none: 'Remboursé. Le don n’avait pas de reçu à modifier : aucun e-mail n’a été envoyé au donateur.',
    },
    refundProblem: 'Saisissez un montant, par exemple 12,50, ou laissez vide pour rembourser tout le reste.',
    refund: 'Rembourser',
    yesRefund: (amount) => `Oui, rembourser ${amount}`,
    refundAmount: 'Montant en euros (facultatif)',
    refundHint: (left) => `Laissez vide pour rembourser tout le reste : ${left}.`,
    refundAsked: (amount, paypal) => `${amount} seront rendus au donateur ${paypal ? 'par PayPal' : 'sur sa carte'}. Appuyez de nouveau pour confirmer.`,
    stopped: 'Le don est arrêté : plus aucun paiement ne sera prélevé. Un e-mail a été envoyé au donateur.',
    stopTitle: 'Arrêter ce don régulier',
    stopButton: 'Arrêter le don',
    stopReason: 'Motif (le donateur l’a demandé par téléphone, …)',
    pressAgain: 'Appuyez de nouveau pour confirmer.',
    pausedMail: (day) => `Le don est en pause jusqu’au ${day}. Un e-mail a été envoyé au donateur.`,
    months: (count) => `${count} mois`,
    pauseTitle: 'Mettre ce don régulier en pause',
    pauseButton: 'Mettre le don en pause',
    yesPause: (length) => `Oui, mettre en pause pendant ${length}`,
    pauseAsked: (length) => `Aucun paiement ne sera prélevé pendant ${length} ; le don reprendra de lui-même.`,
    howLong: 'Pour combien de temps',
    pausedUntilTitle: (day) => `En pause jusqu’au ${day}`,
    resumed: 'Le don a repris. Un e-mail a été envoyé au donateur.',
    resumeButton: 'Reprendre maintenant',
    yesResume: 'Oui, reprendre maintenant',
    resumeAsked: 'Les paiements reprennent à la prochaine échéance.',
    rhythmChanged: (weekly) => `Le don devient ${weekly ? 'hebdomadaire' : 'mensuel'} à partir de son prochain paiement. Un e-mail a été envoyé au donateur.`,
    rhythmTitle: 'Changer la fréquence',
    makeIt: (weekly) => `Passer en ${weekly ? 'hebdomadaire' : 'mensuel'}`,
    yesMakeIt: (weekly) => `Oui, passer en ${weekly ? 'hebdomadaire' : 'mensuel'}`,
    rhythmAsked: (weekly) => `Le même montant sera prélevé ${weekly ? 'chaque semaine' : 'chaque mois'} à partir du prochain paiement ; rien n’est prélevé maintenant.`,
  },
}
