import type { Messages } from '../../../lib/i18n/useLocale'
import type { Role } from '../../../lib/contract.gen'

/** The staff screens the menu lists (StaffLayout's sections). */
export type Section = 'home' | 'orders' | 'stock' | 'donations' | 'donors' | 'campaigns' | 'receipts' | 'reconcile' | 'messages' | 'exports' | 'articles' | 'products' | 'settings' | 'audit' | 'mails' | 'accounts'

type LayoutWords = {
  skip: string
  staff: string
  signOut: string
  menu: string
  menuLabel: string
  publicSite: string
  sections: Record<Section, string>
  roles: Record<Role, string>
  noSuchScreen: string
}

export const staffLayoutMessages: Messages<LayoutWords> = {
  en: {
    skip: 'Skip to content',
    staff: 'Foundation staff',
    signOut: 'Sign out',
    menu: 'Menu',
    menuLabel: 'Staff',
    publicSite: 'Public site ↗',
    sections: {
      home: 'Home', orders: 'Orders', stock: 'Stock', donations: 'Donations', donors: 'Donors', campaigns: 'Campaigns',
      receipts: 'Tax receipts', reconcile: 'Provider check', messages: 'Messages', exports: 'Exports', articles: 'Articles',
      products: 'Products', settings: 'Settings', audit: 'Audit log', mails: 'Mails', accounts: 'Accounts',
    },
    roles: { admin: 'admin', editor: 'editor', shop: 'shop', treasurer: 'treasurer' },
    noSuchScreen: 'This staff page does not exist.',
  },
  fr: {
    skip: 'Aller au contenu',
    staff: 'Équipe de la fondation',
    signOut: 'Se déconnecter',
    menu: 'Menu',
    menuLabel: 'Espace équipe',
    publicSite: 'Site public ↗',
    sections: {
      home: 'Accueil', orders: 'Commandes', stock: 'Stock', donations: 'Dons', donors: 'Donateurs', campaigns: 'Campagnes',
      receipts: 'Reçus fiscaux', reconcile: 'Contrôle des paiements', messages: 'Messages', exports: 'Exports', articles: 'Articles',
      products: 'Produits', settings: 'Réglages', audit: 'Journal', mails: 'E-mails', accounts: 'Comptes',
    },
    roles: { admin: 'admin', editor: 'rédaction', shop: 'boutique', treasurer: 'trésorerie' },
    noSuchScreen: 'Cette page de l’espace équipe n’existe pas.',
  },
}
