import type { Messages } from '../../lib/i18n/useLocale'
import { rhythmWords } from './thanks'

type PaymentWords = {
  shop: string
  heading: string
  order: string
  reference: (id: string) => string
  name: string
  email: string
  phone: string
  phoneEnd: (end: string) => string
  status: string
  cancelled: string
  paid: string
  unpaid: string
  cancelledAfterPayment: string
  cancelledUnpaid: string
  thanks: string
  continue: string
  loadingOptions: string
  loadingPayPal: string
  payPalOff: string
  payPalFailed: string
  payWithPayPal: string
  cardToo: string
  payingFor: string
  testMode: string
  paying: string
  payTestMode: string
  demoNote: string
  /** Why paying failed, said under the button (problem.ts): the English page says the server's sentence when it has one. */
  problems: {
    noAnswer: string
    refused: string
    soldOut: string
    notPayable: string
    notMarkedPaid: string
    declined: string
    tooMany: string
    payPalDown: string
    unverified: string
    notRecorded: string
    failed: string
  }
  success: {
    heading: string
    giftOf: string
    giftWent: string
    rhythm: Record<string, string>
    onceNote: string
    recurringNote: string
    donorSpace: string
    backHome: string
    paymentWent: string
  }
}

export const paymentMessages: Messages<PaymentWords> = {
  en: {
    shop: 'Sport Shop',
    heading: 'Order payment',
    order: 'Order',
    reference: (id) => `Reference ${id}`,
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    phoneEnd: (end) => `ending in ${end}`,
    status: 'Status',
    cancelled: 'Cancelled',
    paid: 'Paid',
    unpaid: 'Unpaid',
    cancelledAfterPayment: 'This order was cancelled before your payment arrived. Your payment will be refunded; we will confirm it by email.',
    cancelledUnpaid: 'This order was cancelled, so it can no longer be paid. Nothing was charged. Please place a new order or contact us.',
    thanks: 'Thank you! Your payment is recorded and a confirmation is on its way to your inbox.',
    continue: 'Continue',
    loadingOptions: 'Loading the payment options',
    loadingPayPal: 'Loading PayPal',
    payPalOff: 'PayPal payments are not available at the moment. Please try again later.',
    payPalFailed: 'PayPal could not be loaded. Check your connection and reload the page.',
    payWithPayPal: 'Pay with PayPal',
    cardToo: 'Paying by card is possible through PayPal too, without an account.',
    payingFor: 'What you are paying for',
    testMode: 'TEST MODE — no real payment is made',
    paying: 'Paying',
    payTestMode: 'Pay with PayPal (TEST MODE)',
    demoNote: "The demo gateway approves at once and captures exactly the order's total.",
    problems: {
      noAnswer: 'The server could not be reached. Check your connection.',
      refused: 'This payment does not belong to this order. Reload the page and try again.',
      soldOut: 'Sorry, part of this order is sold out, or held by buyers paying for it right now, so it cannot be paid. Nothing was charged. Please place a new order or try again in 15 minutes.',
      notPayable: 'This order can no longer be paid: it is already paid, or it was cancelled. Nothing was charged.',
      notMarkedPaid: 'This order was not marked paid. If PayPal charged you, please contact us: we will check it and refund you if need be.',
      declined: 'PayPal declined this payment. Nothing was charged; please choose another payment method.',
      tooMany: 'Too many attempts from your connection. Please wait a minute and try again.',
      payPalDown: 'PayPal could not be reached. Please try again in a moment.',
      unverified: 'PayPal could not confirm the payment. Please do not pay again right away: if money was taken, we will contact you.',
      notRecorded: 'The payment went through but could not be recorded yet; we will confirm it by email.',
      failed: 'The payment could not be made. Please try again.',
    },
    success: {
      heading: 'Thank you!',
      giftOf: 'Your gift of',
      giftWent: 'went through. It helps young athletes train, study and compete.',
      rhythm: rhythmWords,
      onceNote: 'Your donor space shows your gift and its tax receipt.',
      recurringNote: 'In your donor space you can see your gift, change its amount or stop it at any time.',
      donorSpace: 'Go to my donor space',
      backHome: 'Back to the homepage',
      paymentWent: 'Your payment went through. Your support helps young athletes train, study and compete.',
    },
  },
  fr: {
    shop: 'Boutique',
    heading: 'Paiement de la commande',
    order: 'Commande',
    reference: (id) => `Référence ${id}`,
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    phoneEnd: (end) => `se terminant par ${end}`,
    status: 'Statut',
    cancelled: 'Annulée',
    paid: 'Payée',
    unpaid: 'Non payée',
    cancelledAfterPayment: 'Cette commande a été annulée avant l’arrivée de votre paiement. Votre paiement vous sera remboursé ; nous vous le confirmerons par e-mail.',
    cancelledUnpaid: 'Cette commande a été annulée et ne peut plus être payée. Rien n’a été débité. Passez une nouvelle commande ou contactez-nous.',
    thanks: 'Merci ! Votre paiement est enregistré et une confirmation vous a été envoyée par e-mail.',
    continue: 'Continuer',
    loadingOptions: 'Chargement des moyens de paiement',
    loadingPayPal: 'Chargement de PayPal',
    payPalOff: 'Le paiement par PayPal n’est pas disponible pour le moment. Réessayez plus tard.',
    payPalFailed: 'PayPal n’a pas pu être chargé. Vérifiez votre connexion et rechargez la page.',
    payWithPayPal: 'Payer avec PayPal',
    cardToo: 'Vous pouvez aussi payer par carte via PayPal, sans compte.',
    payingFor: 'Ce que vous payez',
    testMode: 'MODE TEST — aucun paiement réel n’est effectué',
    paying: 'Paiement',
    payTestMode: 'Payer avec PayPal (MODE TEST)',
    demoNote: 'La passerelle de démonstration accepte aussitôt et encaisse exactement le total de la commande.',
    problems: {
      noAnswer: 'Le serveur est injoignable. Vérifiez votre connexion.',
      refused: 'Ce paiement n’appartient pas à cette commande. Rechargez la page et réessayez.',
      soldOut:
        'Désolé, une partie de cette commande est épuisée, ou réservée par des acheteurs en train de la payer : elle ne peut pas être payée. Rien n’a été débité. Passez une nouvelle commande ou réessayez dans 15 minutes.',
      notPayable: 'Cette commande ne peut plus être payée : elle l’est déjà, ou elle a été annulée. Rien n’a été débité.',
      notMarkedPaid: 'Cette commande n’a pas été marquée payée. Si PayPal vous a débité, contactez-nous : nous vérifions et vous remboursons si besoin.',
      declined: 'PayPal a refusé ce paiement. Rien n’a été débité ; choisissez un autre moyen de paiement.',
      tooMany: 'Trop de tentatives depuis votre connexion. Patientez une minute et réessayez.',
      payPalDown: 'PayPal est injoignable. Réessayez dans un instant.',
      unverified: 'PayPal n’a pas pu confirmer le paiement. Ne payez pas à nouveau tout de suite : si de l’argent a été débité, nous vous contacterons.',
      notRecorded: 'Le paiement est passé mais n’a pas encore pu être enregistré ; nous vous le confirmerons par e-mail.',
      failed: 'Le paiement n’a pas pu être effectué. Veuillez réessayer.',
    },
    success: {
      heading: 'Merci !',
      giftOf: 'Votre don de',
      giftWent: 'a bien été reçu. Il aide de jeunes athlètes à s’entraîner, étudier et concourir.',
      rhythm: { once: '', weekly: ' par semaine', monthly: ' par mois' },
      onceNote: 'Votre espace donateur présente votre don et son reçu fiscal.',
      recurringNote: 'Dans votre espace donateur, vous pouvez voir votre don, modifier son montant ou l’arrêter à tout moment.',
      donorSpace: 'Aller à mon espace donateur',
      backHome: 'Retour à l’accueil',
      paymentWent: 'Votre paiement a bien été reçu. Votre soutien aide de jeunes athlètes à s’entraîner, étudier et concourir.',
    },
  },
}
