import type { Messages } from '../../../../lib/i18n/useLocale'

/** The provider check screen's words: its runs and the open disputes. */
export type ReconcileWords = {
  title: string
  intro: string
  checkNow: string
  checkButton: string
  done: string
  checkHint: string
  loading: string
  caption: string
  head: { when: string; startedBy: string; lookedAt: string; repaired: string; problems: string }
  noRun: string
  nightly: string
  looked: (stripeEvents: number, paypalSubscriptions: number, since: string) => string
  nothingMissing: string
  // Disputes
  disputes: string
  disputesHead: { opened: string; provider: string; gift: string; amount: string; reason: string; status: string; withdrawn: string }
  noDispute: string
  testMode: string
  noGift: string
}

export const reconcileMessages: Messages<ReconcileWords> = {
  en: {
    title: 'Provider check',
    intro: 'Every night the site asks Stripe and PayPal for anything their notifications missed (a renewal paid, a subscription ended) and applies it. Nothing is ever counted twice.',
    checkNow: 'Check now',
    checkButton: 'Check Stripe and PayPal now',
    done: 'Done: the run is at the top of the list.',
    checkHint: 'Use it when a donor says a payment or a cancellation is missing here. It takes a few seconds.',
    loading: 'the checks',
    caption: 'Checks, newest first',
    head: { when: 'When', startedBy: 'Started by', lookedAt: 'Looked at', repaired: 'Repaired', problems: 'Problems' },
    noRun: 'No check has run yet: the first runs tonight.',
    nightly: 'Nightly',
    looked: (stripeEvents, paypalSubscriptions, since) => `${stripeEvents} Stripe events, ${paypalSubscriptions} PayPal subscriptions since ${since}`,
    nothingMissing: 'Nothing was missing.',
    disputes: 'Open disputes and chargebacks, oldest first',
    disputesHead: { opened: 'Opened', provider: 'Provider', gift: 'Gift', amount: 'Amount', reason: 'Reason', status: 'Status', withdrawn: 'Withdrawn' },
    noDispute: 'No dispute is open.',
    testMode: 'TEST MODE',
    noGift: 'No gift found',
  },
  fr: {
    title: 'Contrôle des paiements',
    intro: 'Chaque nuit, le site demande à Stripe et PayPal ce que leurs notifications ont manqué (un renouvellement payé, un abonnement terminé) et l’applique. Rien n’est jamais compté deux fois.',
    checkNow: 'Contrôler maintenant',
    checkButton: 'Contrôler Stripe et PayPal maintenant',
    done: 'Terminé : le contrôle est en haut de la liste.',
    checkHint: 'À utiliser quand un donateur signale un paiement ou une annulation absent ici. Cela prend quelques secondes.',
    loading: 'les contrôles',
    caption: 'Contrôles, du plus récent au plus ancien',
    head: { when: 'Quand', startedBy: 'Lancé par', lookedAt: 'Examiné', repaired: 'Réparé', problems: 'Problèmes' },
    noRun: 'Aucun contrôle n’a encore eu lieu : le premier a lieu cette nuit.',
    nightly: 'Contrôle de nuit',
    looked: (stripeEvents, paypalSubscriptions, since) => `${stripeEvents} événements Stripe, ${paypalSubscriptions} abonnements PayPal depuis le ${since}`,
    nothingMissing: 'Rien ne manquait.',
    disputes: 'Contestations et rétrofacturations ouvertes, de la plus ancienne à la plus récente',
    disputesHead: { opened: 'Ouverte le', provider: 'Prestataire', gift: 'Don', amount: 'Montant', reason: 'Motif', status: 'Statut', withdrawn: 'Retiré' },
    noDispute: 'Aucune contestation ouverte.',
    testMode: 'MODE TEST',
    noGift: 'Aucun don trouvé',
  },
}
