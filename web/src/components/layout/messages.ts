import type { Messages } from '../../lib/i18n/useLocale'

type LayoutWords = {
  skip: string
  home: string
  homeLink: string
  menu: string
  nav: { home: string; projects: string; blog: string; shop: string; contact: string }
  donate: string
  rights: (year: number) => string
  myGiving: string
  foundation: string
  /** The switch's link: the other language's name, in that language. */
  switchTo: string
  switchLabel: string
  loading: string
}

export const layoutMessages: Messages<LayoutWords> = {
  en: {
    skip: 'Skip to content',
    home: 'Amara Diallo Foundation',
    homeLink: ', home',
    menu: 'Main',
    nav: { home: 'Home', projects: 'Projects', blog: 'Blog', shop: 'Shop', contact: 'Contact' },
    donate: 'Donate',
    rights: (year) => `© ${year} Amara Diallo Foundation. All rights reserved.`,
    myGiving: 'My giving',
    foundation: 'Foundation',
    switchTo: 'Français',
    switchLabel: 'Ce site en français',
    loading: 'Loading',
  },
  fr: {
    skip: 'Aller au contenu',
    home: 'Fondation Amara Diallo',
    homeLink: ', accueil',
    menu: 'Principal',
    nav: { home: 'Accueil', projects: 'Projets', blog: 'Blog', shop: 'Boutique', contact: 'Contact' },
    donate: 'Faire un don',
    rights: (year) => `© ${year} Fondation Amara Diallo. Tous droits réservés.`,
    myGiving: 'Mes dons',
    foundation: 'Fondation',
    switchTo: 'English',
    switchLabel: 'This site in English',
    loading: 'Chargement',
  },
}
