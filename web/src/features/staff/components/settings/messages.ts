import type { Messages } from '../../../../lib/i18n/useLocale'

export type SettingsWords = {
  title: string
  intro: string
  introReadOnly: string
  loading: string
  on: string
  off: string
  fillIn: (list: string) => string
  complete: string
  savedOff: (list: string) => string
  saved: string
  detailsLegend: string
  legalName: string
  address: string
  addressHint: string
  object: string
  legalStatus: string
  legalStatusHint: string
  registrationNumber: string
  signatoryName: string
  signatoryTitle: string
  signatoryTitleHint: string
  signaturePlace: string
  signaturePlaceHint: string
  category: string
  chooseCategory: string
  decreeDate: string
  journalDate: string
  issue: string
  issueHint: string
  details: string
  save: string
  lastSaved: (when: string) => string
  categoryUnset: string
  rate75: string
  rate66: string
  categoryHint: (rate: string, ifi: boolean) => string
  signature: {
    chooseFirst: string
    chosen: string
    stored: string
    loading: string
    none: string
    title: string
    upload: string
    saved: string
    image: string
    hint: string
  }
  fees: {
    saved: string
    notNumbers: string
    legend: string
    cardPart: string
    cardPartHint: string
    cardFixed: string
    cardFixedHint: string
    paypalPart: string
    paypalPartHint: string
    paypalFixed: string
    paypalFixedHint: string
    title: string
    save: string
  }
}

export const settingsMessages: Messages<SettingsWords> = {
  en: {
    title: 'Foundation settings',
    intro: 'What every tax receipt says about the foundation.',
    introReadOnly: 'What every tax receipt says about the foundation. Only an admin may change it.',
    loading: 'the settings',
    on: 'Tax receipts are on: each paid gift gets its receipt.',
    off: 'Tax receipts are off.',
    fillIn: (list) => `Before they can be turned on, fill in: ${list}.`,
    complete: 'Every detail is filled in: an admin may turn them on.',
    savedOff: (list) => `Saved. Tax receipts stay off until these are filled in: ${list}.`,
    saved: 'Saved.',
    detailsLegend: "The foundation's details",
    legalName: 'Legal name',
    address: 'Address',
    addressHint: 'As it must appear on the receipt, on several lines.',
    object: 'Object (purpose)',
    legalStatus: 'Legal status',
    legalStatusHint: "Such as « Fondation reconnue d'utilité publique ».",
    registrationNumber: 'RNA or SIREN number',
    signatoryName: "Signatory's name",
    signatoryTitle: "Signatory's title",
    signatoryTitleHint: 'Such as « Président ».',
    signaturePlace: 'Place of signature',
    signaturePlaceHint: 'The town printed before the date.',
    category: 'Category',
    chooseCategory: 'Choose the category the Cerfa ticks…',
    decreeDate: 'Decree of recognition, dated',
    journalDate: 'Published in the Journal officiel of',
    issue: 'Issue tax receipts',
    issueHint: 'Each paid one-off gift then gets its receipt at once, mailed to the donor.',
    details: 'Details',
    save: 'Save the settings',
    lastSaved: (when) => `Last saved ${when}.`,
    categoryUnset: 'It decides the tax reduction donors are promised and whether the IFI box is printed.',
    rate75: '75 % of gifts up to the yearly ceiling the law sets, 66 % beyond (article 200, 1 ter)',
    rate66: '66 % of gifts (article 200)',
    categoryHint: (rate, ifi) => `Donors get ${rate}; ${ifi ? 'gifts may also reduce the IFI (article 978).' : 'no IFI reduction (article 978 does not cover this category).'}`,
    signature: {
      chooseFirst: 'Choose an image of the signature first.',
      chosen: 'The chosen signature, not saved yet',
      stored: 'The stored signature',
      loading: 'Loading…',
      none: 'No signature stored.',
      title: 'Signature',
      upload: 'Upload the signature',
      saved: 'Signature saved.',
      image: 'Signature image',
      hint: 'PNG, JPEG or WebP, at most 5 MB; stored grey on white, at most 600 × 200.',
    },
    fees: {
      saved: 'Saved: the next gifts use these rules.',
      notNumbers: 'Enter each part as a number such as 1,5 (percent) or 0,25 (euros).',
      legend: 'Fee rules',
      cardPart: 'Card: percent',
      cardPartHint: "Stripe's rate for European cards: 1,5.",
      cardFixed: 'Card: fixed part in euros',
      cardFixedHint: 'Stripe: 0,25.',
      paypalPart: 'PayPal: percent',
      paypalPartHint: "PayPal's standard rate: 2,9.",
      paypalFixed: 'PayPal: fixed part in euros',
      paypalFixedHint: 'PayPal: 0,35.',
      title: 'Payment fees a donor may cover',
      save: 'Save the fee rules',
    },
  },
  fr: {
    title: 'Réglages de la fondation',
    intro: 'Ce que chaque reçu fiscal indique sur la fondation.',
    introReadOnly: 'Ce que chaque reçu fiscal indique sur la fondation. Seul un admin peut le modifier.',
    loading: 'les réglages',
    on: 'Les reçus fiscaux sont activés : chaque don payé reçoit son reçu.',
    off: 'Les reçus fiscaux sont désactivés.',
    fillIn: (list) => `Avant de pouvoir les activer, renseignez : ${list}.`,
    complete: 'Toutes les informations sont renseignées : un admin peut les activer.',
    savedOff: (list) => `Enregistré. Les reçus fiscaux restent désactivés tant que ces informations manquent : ${list}.`,
    saved: 'Enregistré.',
    detailsLegend: 'Les informations de la fondation',
    legalName: 'Dénomination',
    address: 'Adresse',
    addressHint: 'Telle qu’elle doit figurer sur le reçu, sur plusieurs lignes.',
    object: 'Objet',
    legalStatus: 'Statut juridique',
    legalStatusHint: 'Par exemple « Fondation reconnue d’utilité publique ».',
    registrationNumber: 'Numéro RNA ou SIREN',
    signatoryName: 'Nom du signataire',
    signatoryTitle: 'Qualité du signataire',
    signatoryTitleHint: 'Par exemple « Président ».',
    signaturePlace: 'Lieu de signature',
    signaturePlaceHint: 'La ville imprimée avant la date.',
    category: 'Catégorie',
    chooseCategory: 'Choisissez la catégorie que le Cerfa coche…',
    decreeDate: 'Décret de reconnaissance, daté du',
    journalDate: 'Publié au Journal officiel du',
    issue: 'Émettre les reçus fiscaux',
    issueHint: 'Chaque don ponctuel payé reçoit alors aussitôt son reçu, envoyé au donateur par e-mail.',
    details: 'Informations',
    save: 'Enregistrer les réglages',
    lastSaved: (when) => `Dernier enregistrement le ${when}.`,
    categoryUnset: 'Elle détermine la réduction d’impôt promise aux donateurs et l’impression de la case IFI.',
    rate75: '75 % des dons jusqu’au plafond annuel fixé par la loi, 66 % au-delà (article 200, 1 ter)',
    rate66: '66 % des dons (article 200)',
    categoryHint: (rate, ifi) => `Les donateurs bénéficient de ${rate} ; ${ifi ? 'les dons peuvent aussi réduire l’IFI (article 978).' : 'pas de réduction d’IFI (l’article 978 ne couvre pas cette catégorie).'}`,
    signature: {
      chooseFirst: 'Choisissez d’abord une image de la signature.',
      chosen: 'La signature choisie, pas encore enregistrée',
      stored: 'La signature enregistrée',
      loading: 'Chargement…',
      none: 'Aucune signature enregistrée.',
      title: 'Signature',
      upload: 'Envoyer la signature',
      saved: 'Signature enregistrée.',
      image: 'Image de la signature',
      hint: 'PNG, JPEG ou WebP, 5 Mo au plus ; enregistrée en gris sur blanc, 600 × 200 au plus.',
    },
    fees: {
      saved: 'Enregistré : les prochains dons appliquent ces règles.',
      notNumbers: 'Saisissez chaque part comme un nombre, par exemple 1,5 (pour cent) ou 0,25 (euros).',
      legend: 'Règles de frais',
      cardPart: 'Carte : pourcentage',
      cardPartHint: 'Taux de Stripe pour les cartes européennes : 1,5.',
      cardFixed: 'Carte : part fixe en euros',
      cardFixedHint: 'Stripe : 0,25.',
      paypalPart: 'PayPal : pourcentage',
      paypalPartHint: 'Taux standard de PayPal : 2,9.',
      paypalFixed: 'PayPal : part fixe en euros',
      paypalFixedHint: 'PayPal : 0,35.',
      title: 'Frais de paiement qu’un donateur peut couvrir',
      save: 'Enregistrer les règles de frais',
    },
  },
}
