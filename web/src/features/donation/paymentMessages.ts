import type { FailureWording } from '../../lib/apiErrors'
import type { Messages } from '../../lib/i18n/useLocale'
import type { Method, Rhythm } from './model'

/**
 * The words of the gift's payment: the form's last step, the cheque's confirmation and the PayPal
 * pages. They load with those (messages.ts has the first step's).
 */
type PaymentWords = {
  per: Record<Rhythm, string>
  methodLegend: string
  methods: Record<Method, { label: string; hint: string; words: string }>
  youGive: string
  chequeNext: string
  paypalNext: string
  cardNext: string
  sepaNext: string
  coverFees: (fee: string) => string
  coverFeesWhy: (recurring: boolean) => string
  secured: string
  backToDetails: string
  cancelled: string
  processing: string
  validate: string
  chequeFailed: string
  startFailed: string
  /** The short sentences for a failed call (errors.ts). */
  failure: Pick<FailureWording, 'noAnswer' | 'tooMany'>
  cheque: {
    recorded: string
    thanksFor: string
    byCheque: string
    noState: string
    backHome: string
    payee: string
    payeeWhat: string
    reference: string
    referenceWhat: string
    sendTo: string
    sendToWhat: string
  }
  paypal: {
    donate: (amount: string) => string
    onceSummary: string
    pay: (amount: string) => string
    onceFailed: string
    /** After PayPal's approval, a 5xx: the gift may be paid but not recorded (errors.ts). */
    notRecorded: string
    /** After PayPal's approval, a 502: the capture could not be verified. */
    unverified: string
    badAmount: string
    noDetails: string
    noPlan: string
    give: (amount: string, weekly: boolean) => string
    recurringSummary: (weekly: boolean) => string
    asked: (amount: string) => string
    /** A recurring PayPal gift covering the fees: what each payment adds. */
    withFee: (fee: string) => string
    subscribe: (amount: string, weekly: boolean) => string
    loadingPlan: string
    /** The spec's alert when a PayPal subscription fails. */
    subscriptionError: string
    back: string
    startAgain: string
    testMode: string
    processing: string
    loading: string
    unavailable: string
  }
}

export const paymentMessages: Messages<PaymentWords> = {
  en: {
    per: { once: '', weekly: ' per week', monthly: ' per month' },
    methodLegend: 'Payment method',
    methods: {
      card: { label: 'Credit Card', hint: 'Visa, Mastercard, CB', words: 'by credit card' },
      sepa: { label: 'Direct debit (SEPA)', hint: 'From a euro bank account', words: 'by direct debit' },
      cheque: { label: 'Check', hint: 'We send you the address', words: 'by cheque' },
      paypal: { label: 'PayPal', hint: 'Your PayPal wallet', words: 'with PayPal' },
    },
    youGive: 'You give',
    chequeNext: 'We record your request and email you where to send your cheque; our team then contacts you to finalise it.',
    paypalNext: 'Next, you confirm the payment with PayPal.',
    cardNext: 'You enter your card on the secure payment page of our provider.',
    sepaNext:
      'You sign the mandate with your IBAN on the secure page of our provider, which tells you before each debit. The bank takes a few days: we thank you once the money arrives.',
    coverFees: (fee) => `I add ${fee} to cover the payment fees`,
    coverFeesWhy: (recurring) => `So that all of your gift reaches the foundation${recurring ? ', at each payment' : ''}.`,
    secured: 'Payments are secured by SSL.',
    backToDetails: '← Back to my details',
    cancelled: 'The card payment was cancelled; nothing was charged. Your choices are kept: you can try again.',
    processing: 'Processing your donation',
    validate: 'Validate my donation',
    chequeFailed: 'Your cheque donation could not be recorded. Please try again.',
    startFailed: 'The payment could not be started. Please try again.',
    failure: {
      noAnswer: 'The connection was lost. Check it and try again.',
      tooMany: 'Too many attempts from your connection. Please wait a minute and try again.',
    },
    cheque: {
      recorded: 'Your request has been recorded',
      thanksFor: 'Thank you for your gift of',
      byCheque:
        'by cheque. Here is what to write and where to send it (we have emailed it to you too); our team will contact you to finalise your donation.',
      noState: 'Thank you for your cheque donation. We have emailed you where to send your cheque, and our team will contact you to finalise your donation.',
      backHome: 'Back to home',
      payee: 'Payable to',
      payeeWhat: 'the payee',
      reference: 'Reference (write it on the back of the cheque)',
      referenceWhat: 'the reference',
      sendTo: 'Send it to',
      sendToWhat: 'the address',
    },
    paypal: {
      donate: (amount) => `Donate ${amount} with PayPal`,
      onceSummary: 'A one-off gift to the Amara Diallo Foundation. Thank you!',
      pay: (amount) => `Pay ${amount} with PayPal`,
      onceFailed: 'The PayPal payment did not go through. Nothing was charged; please try again.',
      notRecorded: 'Your payment went through but could not be recorded yet. Please do not pay again: the team will confirm it by email.',
      unverified: 'PayPal could not confirm the payment. Please do not pay again right away: if money was taken, the team will contact you; if not, try again in a moment.',
      badAmount: 'This amount cannot be given.',
      noDetails: 'Your details are missing.',
      noPlan: 'This subscription plan is not offered.',
      give: (amount, weekly) => `Give ${amount} every ${weekly ? 'week' : 'month'} with PayPal`,
      recurringSummary: (weekly) => `A recurring gift to the Amara Diallo Foundation, taken by PayPal every ${weekly ? 'week' : 'month'}.`,
      asked: (amount) => ` (You asked for ${amount}: this plan is the one offered.)`,
      withFee: (fee) => ` Each payment adds ${fee} to cover the payment fees.`,
      subscribe: (amount, weekly) => `Subscribe: ${amount} per ${weekly ? 'week' : 'month'}`,
      loadingPlan: 'Loading the plan',
      subscriptionError: 'An error occurred during payment',
      back: '← Back to my donation',
      startAgain: 'Start your donation again',
      testMode: 'Test mode — no real payment is made',
      processing: 'Processing',
      loading: 'Loading PayPal',
      unavailable: 'PayPal is not available at the moment. Please choose another payment method.',
    },
  },
  fr: {
    per: { once: '', weekly: ' par semaine', monthly: ' par mois' },
    methodLegend: 'Moyen de paiement',
    methods: {
      card: { label: 'Carte bancaire', hint: 'Visa, Mastercard, CB', words: 'par carte bancaire' },
      sepa: { label: 'Prélèvement SEPA', hint: 'Depuis un compte bancaire en euros', words: 'par prélèvement SEPA' },
      cheque: { label: 'Chèque', hint: 'Nous vous envoyons l’adresse', words: 'par chèque' },
      paypal: { label: 'PayPal', hint: 'Votre compte PayPal', words: 'avec PayPal' },
    },
    youGive: 'Vous donnez',
    chequeNext: 'Nous enregistrons votre demande et vous indiquons par e-mail où envoyer votre chèque ; notre équipe vous contacte ensuite pour finaliser votre don.',
    paypalNext: 'Vous confirmez ensuite le paiement avec PayPal.',
    cardNext: 'Vous saisissez votre carte sur la page de paiement sécurisée de notre prestataire.',
    sepaNext:
      'Vous signez le mandat avec votre IBAN sur la page sécurisée de notre prestataire, qui vous prévient avant chaque prélèvement. La banque met quelques jours : nous vous remercions dès que l’argent est arrivé.',
    coverFees: (fee) => `J’ajoute ${fee} pour couvrir les frais de paiement`,
    coverFeesWhy: (recurring) => `Pour que la totalité de votre don parvienne à la fondation${recurring ? ', à chaque paiement' : ''}.`,
    secured: 'Les paiements sont sécurisés par SSL.',
    backToDetails: '← Retour à mes coordonnées',
    cancelled: 'Le paiement par carte a été annulé ; rien n’a été débité. Vos choix sont conservés : vous pouvez réessayer.',
    processing: 'Traitement de votre don',
    validate: 'Valider mon don',
    chequeFailed: 'Votre don par chèque n’a pas pu être enregistré. Veuillez réessayer.',
    startFailed: 'Le paiement n’a pas pu être lancé. Veuillez réessayer.',
    failure: {
      noAnswer: 'La connexion a été perdue. Vérifiez-la et réessayez.',
      tooMany: 'Trop de tentatives depuis votre connexion. Patientez une minute et réessayez.',
    },
    cheque: {
      recorded: 'Votre demande est enregistrée',
      thanksFor: 'Merci pour votre don de',
      byCheque:
        'par chèque. Voici ce qu’il faut inscrire et où l’envoyer (nous vous l’avons aussi envoyé par e-mail) ; notre équipe vous contactera pour finaliser votre don.',
      noState: 'Merci pour votre don par chèque. Nous vous avons indiqué par e-mail où envoyer votre chèque, et notre équipe vous contactera pour finaliser votre don.',
      backHome: 'Retour à l’accueil',
      payee: 'À l’ordre de',
      payeeWhat: 'le bénéficiaire',
      reference: 'Référence (à inscrire au dos du chèque)',
      referenceWhat: 'la référence',
      sendTo: 'À envoyer à',
      sendToWhat: 'l’adresse',
    },
    paypal: {
      donate: (amount) => `Donner ${amount} avec PayPal`,
      onceSummary: 'Un don ponctuel à la Fondation Amara Diallo. Merci !',
      pay: (amount) => `Payer ${amount} avec PayPal`,
      onceFailed: 'Le paiement PayPal n’a pas abouti. Rien n’a été débité ; veuillez réessayer.',
      notRecorded: 'Votre paiement est passé mais n’a pas encore pu être enregistré. Ne payez pas une seconde fois : l’équipe vous le confirmera par e-mail.',
      unverified: 'PayPal n’a pas pu confirmer le paiement. Ne payez pas à nouveau tout de suite : si de l’argent a été débité, l’équipe vous contactera ; sinon, réessayez dans un moment.',
      badAmount: 'Ce montant ne peut pas être donné.',
      noDetails: 'Vos coordonnées manquent.',
      noPlan: 'Cette formule de don régulier n’est pas proposée.',
      give: (amount, weekly) => `Donner ${amount} chaque ${weekly ? 'semaine' : 'mois'} avec PayPal`,
      recurringSummary: (weekly) => `Un don régulier à la Fondation Amara Diallo, prélevé par PayPal chaque ${weekly ? 'semaine' : 'mois'}.`,
      asked: (amount) => ` (Vous avez demandé ${amount} : cette formule est celle proposée.)`,
      withFee: (fee) => ` Chaque paiement ajoute ${fee} pour couvrir les frais de paiement.`,
      subscribe: (amount, weekly) => `M’abonner : ${amount} par ${weekly ? 'semaine' : 'mois'}`,
      loadingPlan: 'Chargement de la formule',
      subscriptionError: 'Une erreur est survenue lors du paiement',
      back: '← Retour à mon don',
      startAgain: 'Recommencer votre don',
      testMode: 'Mode test — aucun paiement réel n’est effectué',
      processing: 'Traitement en cours',
      loading: 'Chargement de PayPal',
      unavailable: 'PayPal n’est pas disponible pour le moment. Veuillez choisir un autre moyen de paiement.',
    },
  },
}
