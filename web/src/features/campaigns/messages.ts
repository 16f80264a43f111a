import type { Supporter } from '../../lib/contract.gen'
import type { Messages } from '../../lib/i18n/useLocale'

type CampaignWords = {
  missing: string
  loading: string
  eyebrow: string
  ended: string
  give: string
  raisedOf: (goal: string) => string
  raisedLabel: string
  donors: { one: (n: number) => string; other: (n: number) => string }
  /** "80 %": French puts a space before the sign. */
  percent: (percent: number) => string
  promised: (amount: string) => string
  monthly: (amount: string) => string
  test: (amount: string) => string
  supporters: string
  supportersLead: string
  firstName: string
  newer: string
  older: string
  /** After the amount on the wall: how often the supporter gives. */
  rhythm: Record<Supporter['rhythm'], string>
}

export const campaignMessages: Messages<CampaignWords> = {
  en: {
    missing: 'This campaign does not exist.',
    loading: 'Loading the campaign',
    eyebrow: 'Campaign',
    ended: 'This campaign has ended: thank you to everyone who gave.',
    give: 'Give to this campaign',
    raisedOf: (goal) => `raised of ${goal}`,
    raisedLabel: 'Raised of the goal',
    donors: { one: (n) => `${n} donor`, other: (n) => `${n} donors` },
    percent: (percent) => `${percent}%`,
    promised: (amount) => `${amount} promised by cheque, counted once received`,
    monthly: (amount) => `${amount} given every month by recurring donors`,
    test: (amount) => `TEST MODE: ${amount} of test gifts, not counted`,
    supporters: 'Supporters',
    supportersLead: 'Those who chose to be named, once their gift is received.',
    firstName: 'Be the first name on this wall.',
    newer: 'Newer supporters',
    older: 'Older supporters',
    rhythm: { once: '', monthly: ' · monthly', weekly: ' · weekly' },
  },
  fr: {
    missing: 'Cette campagne n’existe pas.',
    loading: 'Chargement de la campagne',
    eyebrow: 'Campagne',
    ended: 'Cette campagne est terminée : merci à toutes celles et tous ceux qui ont donné.',
    give: 'Donner à cette campagne',
    raisedOf: (goal) => `collectés sur ${goal}`,
    raisedLabel: 'Collecté sur l’objectif',
    donors: { one: (n) => `${n} donateur`, other: (n) => `${n} donateurs` },
    percent: (percent) => `${percent}\u00a0%`,
    promised: (amount) => `${amount} promis par chèque, comptés à réception`,
    monthly: (amount) => `${amount} donnés chaque mois par des donateurs réguliers`,
    test: (amount) => `MODE TEST : ${amount} de dons de test, non comptés`,
    supporters: 'Soutiens',
    supportersLead: 'Celles et ceux qui ont choisi d’être nommés, une fois leur don reçu.',
    firstName: 'Soyez le premier nom sur ce mur.',
    newer: 'Soutiens plus récents',
    older: 'Soutiens plus anciens',
    rhythm: { once: '', monthly: ' · chaque mois', weekly: ' · chaque semaine' },
  },
}
