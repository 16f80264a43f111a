import type { Messages } from '../../../../lib/i18n/useLocale'

type AuditWords = {
  title: string
  intro: string
  loading: string
  caption: string
  head: { when: string; who: string; action: string; record: string; change: string }
  none: string
  show: string
  /** The hidden end of "Show": which action it opens. */
  showWhat: (action: string, who: string, when: string) => string
  pages: string
}

export const auditMessages: Messages<AuditWords> = {
  en: {
    title: 'Audit log',
    intro: 'Every staff action. Nobody, admins included, can change or delete it.',
    loading: 'the audit log',
    caption: 'Staff actions',
    head: { when: 'When', who: 'Who', action: 'Action', record: 'Record', change: 'Before → after' },
    none: 'No staff action yet.',
    show: 'Show',
    showWhat: (action, who, when) => `${action} by ${who}, ${when}`,
    pages: 'Audit pages',
  },
  fr: {
    title: 'Journal',
    intro: 'Chaque action de l’équipe. Personne, administrateurs compris, ne peut la modifier ni la supprimer.',
    loading: 'le journal',
    caption: 'Actions de l’équipe',
    head: { when: 'Quand', who: 'Qui', action: 'Action', record: 'Fiche', change: 'Avant → après' },
    none: 'Aucune action de l’équipe pour l’instant.',
    show: 'Afficher',
    showWhat: (action, who, when) => `${action} par ${who}, le ${when}`,
    pages: 'Pages du journal',
  },
}
