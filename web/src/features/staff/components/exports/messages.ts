import type { Messages } from '../../../../lib/i18n/useLocale'
import type { ExportFormat, ExportKind } from '../../api/downloadExport'

/** The exports screen's words, and those of the spreadsheet choice (FormatChoice, on the receipts screen too). */
export type ExportWords = {
  title: string
  intro: string
  exports: Record<ExportKind, { title: string; what: string }>
  download: (file: string) => string
  downloaded: string
  from: string
  to: string
  spreadsheet: string
  formats: Record<ExportFormat, string>
}

export const exportMessages: Messages<ExportWords> = {
  en: {
    title: 'Exports',
    intro: 'CSV files that open in LibreOffice, Excel or Numbers. Dates and times are Paris time. Leave a date empty for no limit.',
    exports: {
      payments: {
        title: 'Payments',
        what: 'One line per money movement, on the day it moved (Paris time): payments, renewals, cheques and refunds, with the provider’s fee where it reports one. The month’s books, as the bank saw them.',
      },
      orders: { title: 'Orders', what: 'One line per order: customer, address, amounts, status, when it was paid and shipped.' },
      donations: { title: 'Donations', what: 'One line per gift: donor, amount, rhythm, method, status, collected.' },
      donors: { title: 'Donors', what: 'One line per person: latest details, number of gifts, total collected.' },
    },
    download: (file) => `Download ${file}`,
    downloaded: 'Downloaded.',
    from: 'From',
    to: 'To (inclusive)',
    spreadsheet: 'Spreadsheet',
    formats: { fr: 'French: French words, 1 234,50, 31/01/2026', intl: 'International: English words, 1234.50, 2026-01-31' },
  },
  fr: {
    title: 'Exports',
    intro: 'Des fichiers CSV qui s’ouvrent dans LibreOffice, Excel ou Numbers. Dates et heures à l’heure de Paris. Laissez une date vide pour ne pas limiter.',
    exports: {
      payments: {
        title: 'Paiements',
        what: 'Une ligne par mouvement d’argent, au jour où il a eu lieu (heure de Paris) : paiements, renouvellements, chèques et remboursements, avec les frais du prestataire quand il les indique. Les comptes du mois, tels que la banque les a vus.',
      },
      orders: { title: 'Commandes', what: 'Une ligne par commande : client, adresse, montants, statut, dates de paiement et d’expédition.' },
      donations: { title: 'Dons', what: 'Une ligne par don : donateur, montant, fréquence, moyen de paiement, statut, montant encaissé.' },
      donors: { title: 'Donateurs', what: 'Une ligne par personne : dernières coordonnées, nombre de dons, total encaissé.' },
    },
    download: (file) => `Télécharger ${file}`,
    downloaded: 'Téléchargé.',
    from: 'Du',
    to: 'Au (inclus)',
    spreadsheet: 'Tableur',
    formats: { fr: 'Français : mots en français, 1 234,50, 31/01/2026', intl: 'International : mots en anglais, 1234.50, 2026-01-31' },
  },
}
