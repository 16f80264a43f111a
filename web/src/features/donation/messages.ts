import type { Messages } from '../../lib/i18n/useLocale'
import type { Rhythm } from './model'

/**
 * The words of /donation's first screen: the page, the form's frame and its first step (how often,
 * how much, the project, the campaign and its wall). The later steps' words load with them
 * (detailsMessages.ts, paymentMessages.ts, tribute/messages.ts): the first load stays within its budget.
 */
type DonationWords = {
  eyebrow: string
  heading: string
  lead: string
  points: string[]
  secureCard: string
  logos: { label: string; card: string; paypal: string; networks: string }
  whyTitle: string
  reasons: { title: string; items: string[] }[]
  fundsShare: string
  stepsLabel: string
  steps: [string, string, string]
  loadingNext: string
  /** Spec sections 5 and 9: the form's message after a refused attempt. */
  formMessage: string
  howOften: string
  rhythms: Record<Rhythm, { label: string; hint: string }>
  amount: string
  otherAmount: string
  yourAmount: string
  wholeEuros: string
  /** The server's refusal of an amount above its maximum (max: the amount as shown). */
  overMaximum: (max: string) => string
  taxLimit: string
  yourGift: string
  /** After an amount: '' for a one-off gift, " per month"… */
  per: Record<Rhythm, string>
  nextDetails: string
  project: string
  mostNeeded: string
  campaign: { goesTo: string; instead: string }
  wall: { legend: string; showName: string; name: string; nameHint: string; showAmount: string }
}

export const donationMessages: Messages<DonationWords> = {
  en: {
    eyebrow: 'Donate',
    heading: 'Sports coaching for every young athlete',
    lead: 'Your gift democratises sports coaching: talented young people get a coach, equipment and competitions, whatever their family can afford. And because sport is a school of life, it supports their physical and mental health too.',
    points: ['Once, every week or every month', 'By card, PayPal or cheque', 'Your details stay with the foundation'],
    secureCard: "Card details are entered on our payment provider's secure page.",
    logos: { label: 'Accepted payments', card: 'Bank card', paypal: 'PayPal wallet', networks: 'Card networks: Visa, Mastercard, CB' },
    whyTitle: 'Why Support the Foundation?',
    reasons: [
      {
        title: 'Encouraging well-being and performance',
        items: ['Personalized coaching for young athletes', 'Accessible fitness programs', 'Workshops on healthy lifestyles', 'Sports events'],
      },
      { title: 'Supporting sports communities', items: ['Equipment for young athletes', 'Training for coaches and sports educators', 'Competitions and events'] },
      { title: 'Transparency and commitment', items: [] },
    ],
    fundsShare: 'of funds are directly invested in actions',
    stepsLabel: 'Donation steps',
    steps: ['My Donation', 'My Details', 'My Payment'],
    loadingNext: 'Loading the next step',
    formMessage: 'Please ensure that all fields are correctly filled in.',
    howOften: 'How often?',
    rhythms: {
      once: { label: 'Once', hint: 'A single gift' },
      weekly: { label: 'Weekly', hint: 'Every week' },
      monthly: { label: 'Monthly', hint: 'Every month' },
    },
    amount: 'Amount',
    otherAmount: 'Or another amount',
    yourAmount: 'Your amount',
    wholeEuros: 'Whole euros, digits only.',
    overMaximum: (max) => `The maximum donation is ${max}.`,
    taxLimit: 'The reduction applies within the limit of 20\u00a0% of your taxable income.',
    yourGift: 'Your gift:',
    per: { once: '', weekly: ' per week', monthly: ' per month' },
    nextDetails: 'Next: my details',
    project: 'The project your gift supports',
    mostNeeded: 'Where it is most needed',
    campaign: { goesTo: 'Your gift goes to the campaign', instead: 'Give to the foundation instead' },
    wall: {
      legend: "The campaign's wall of supporters",
      showName: "Show my name on the campaign's page",
      name: 'Name to show',
      nameHint: '(leave empty for your first name and initial; never your email)',
      showAmount: 'Show the amount too',
    },
  },
  fr: {
    eyebrow: 'Faire un don',
    heading: 'Un entraînement sportif pour chaque jeune athlète',
    lead: 'Votre don rend l’entraînement sportif accessible à tous : des jeunes talentueux bénéficient d’un entraîneur, d’équipement et de compétitions, quels que soient les moyens de leur famille. Et parce que le sport est une école de la vie, il soutient aussi leur santé physique et mentale.',
    points: ['Une fois, chaque semaine ou chaque mois', 'Par carte, PayPal ou chèque', 'Vos coordonnées restent à la fondation'],
    secureCard: 'Vos données de carte sont saisies sur la page sécurisée de notre prestataire de paiement.',
    logos: { label: 'Paiements acceptés', card: 'Carte bancaire', paypal: 'Portefeuille PayPal', networks: 'Réseaux de cartes : Visa, Mastercard, CB' },
    whyTitle: 'Pourquoi soutenir la fondation ?',
    reasons: [
      {
        title: 'Favoriser le bien-être et la performance',
        items: ['Un entraînement personnalisé pour les jeunes athlètes', 'Des programmes sportifs accessibles', 'Des ateliers sur l’hygiène de vie', 'Des événements sportifs'],
      },
      {
        title: 'Soutenir les communautés sportives',
        items: ['De l’équipement pour les jeunes athlètes', 'La formation des entraîneurs et des éducateurs sportifs', 'Des compétitions et des événements'],
      },
      { title: 'Transparence et engagement', items: [] },
    ],
    fundsShare: 'des fonds sont investis directement dans les actions',
    stepsLabel: 'Étapes du don',
    steps: ['Mon don', 'Mes coordonnées', 'Mon paiement'],
    loadingNext: 'Chargement de l’étape suivante',
    formMessage: 'Veuillez vérifier que tous les champs sont correctement remplis.',
    howOften: 'À quel rythme ?',
    rhythms: {
      once: { label: 'Une fois', hint: 'Un don ponctuel' },
      weekly: { label: 'Par semaine', hint: 'Chaque semaine' },
      monthly: { label: 'Par mois', hint: 'Chaque mois' },
    },
    amount: 'Montant',
    otherAmount: 'Ou un autre montant',
    yourAmount: 'Votre montant',
    wholeEuros: 'En euros entiers, chiffres uniquement.',
    overMaximum: (max) => `Le don maximum est de ${max}.`,
    taxLimit: 'La réduction s’applique dans la limite de 20\u00a0% de votre revenu imposable.',
    yourGift: 'Votre don :',
    per: { once: '', weekly: ' par semaine', monthly: ' par mois' },
    nextDetails: 'Suivant : mes coordonnées',
    project: 'Le projet que votre don soutient',
    mostNeeded: 'Là où les besoins sont les plus grands',
    campaign: { goesTo: 'Votre don va à la campagne', instead: 'Donner plutôt à la fondation' },
    wall: {
      legend: 'Le mur des soutiens de la campagne',
      showName: 'Afficher mon nom sur la page de la campagne',
      name: 'Nom à afficher',
      nameHint: '(laissez vide pour votre prénom et votre initiale ; jamais votre e-mail)',
      showAmount: 'Afficher aussi le montant',
    },
  },
}
