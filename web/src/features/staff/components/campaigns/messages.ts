import type { Messages } from '../../../../lib/i18n/useLocale'

type CampaignsWords = {
  title: string
  intro: string
  loading: string
  giftsFailed: (slug: string) => string
  campaignOf: (title: string) => string
  close: string
  caption: string
  head: { campaign: string; raised: string; promised: string; monthly: string; donors: string; embed: string; gifts: string; edit: string }
  empty: string
  ended: string
  raisedOf: (raised: string, goal: string) => string
  giftsCsv: string
  editOf: (title: string) => string
  edit: string
  form: {
    saved: string
    created: string
    editTitle: (title: string) => string
    newTitle: string
    save: string
    create: string
    slug: string
    slugStays: string
    slugHint: (slug: string) => string
    title: string
    summary: string
    goal: string
    starts: string
    startsHint: string
    ends: string
    endsHint: string
    project: string
    none: string
  }
  picture: { label: string; replace: string; saved: string; sending: string }
}

export const campaignsMessages: Messages<CampaignsWords> = {
  en: {
    title: 'Campaigns',
    intro: 'Raised is the money kept, counted from the books: refunds and disputes out, every renewal in, TEST MODE apart. Cheques promised and monthly gifts are shown beside it.',
    loading: 'the campaigns',
    giftsFailed: (slug) => `The gifts of ${slug} could not be downloaded. Please try again.`,
    campaignOf: (title) => `Campaign “${title}”`,
    close: 'Close',
    caption: 'Campaigns, newest first',
    head: { campaign: 'Campaign', raised: 'Raised of the goal', promised: 'Promised', monthly: 'Monthly', donors: 'Donors', embed: 'Embed code', gifts: 'Gifts', edit: 'Edit' },
    empty: 'No campaign yet.',
    ended: 'Ended',
    raisedOf: (raised, goal) => `${raised} of ${goal}`,
    giftsCsv: 'Gifts (CSV)',
    editOf: (title) => `Edit ${title}`,
    edit: 'Edit',
    form: {
      saved: 'The campaign is saved.',
      created: 'The campaign is created.',
      editTitle: (title) => `Edit “${title}”`,
      newTitle: 'New campaign',
      save: 'Save the campaign',
      create: 'Create the campaign',
      slug: 'Address (slug)',
      slugStays: 'The address stays: the campaign’s gifts name it.',
      slugHint: (slug) => `Lower-case words joined by hyphens: /campaigns/${slug}`,
      title: 'Title',
      summary: 'Summary',
      goal: 'Goal (€)',
      starts: 'Starts on',
      startsHint: 'Empty: at once.',
      ends: 'Ends on',
      endsHint: 'Empty: no end.',
      project: 'Project it serves',
      none: 'None',
    },
    picture: { label: 'Picture', replace: '(replace)', saved: 'The picture is saved.', sending: 'Sending the picture…' },
  },
  fr: {
    title: 'Campagnes',
    intro: 'La collecte est l’argent acquis, compté d’après la comptabilité : remboursements et litiges déduits, chaque renouvellement compris, MODE TEST à part. Les chèques promis et les dons mensuels sont indiqués à côté.',
    loading: 'les campagnes',
    giftsFailed: (slug) => `Les dons de ${slug} n’ont pas pu être téléchargés. Veuillez réessayer.`,
    campaignOf: (title) => `Campagne « ${title} »`,
    close: 'Fermer',
    caption: 'Campagnes, les plus récentes d’abord',
    head: { campaign: 'Campagne', raised: 'Collecté sur l’objectif', promised: 'Promis', monthly: 'Mensuel', donors: 'Donateurs', embed: 'Code d’intégration', gifts: 'Dons', edit: 'Modifier' },
    empty: 'Aucune campagne pour l’instant.',
    ended: 'Terminée',
    raisedOf: (raised, goal) => `${raised} sur ${goal}`,
    giftsCsv: 'Dons (CSV)',
    editOf: (title) => `Modifier ${title}`,
    edit: 'Modifier',
    form: {
      saved: 'La campagne est enregistrée.',
      created: 'La campagne est créée.',
      editTitle: (title) => `Modifier « ${title} »`,
      newTitle: 'Nouvelle campagne',
      save: 'Enregistrer la campagne',
      create: 'Créer la campagne',
      slug: 'Adresse (slug)',
      slugStays: 'L’adresse ne change pas : les dons de la campagne la citent.',
      slugHint: (slug) => `Mots en minuscules reliés par des tirets : /campaigns/${slug}`,
      title: 'Titre',
      summary: 'Résumé',
      goal: 'Objectif (€)',
      starts: 'Début le',
      startsHint: 'Vide : dès maintenant.',
      ends: 'Fin le',
      endsHint: 'Vide : sans fin.',
      project: 'Projet soutenu',
      none: 'Aucun',
    },
    picture: { label: 'Image', replace: '(remplacer)', saved: 'L’image est enregistrée.', sending: 'Envoi de l’image…' },
  },
}
