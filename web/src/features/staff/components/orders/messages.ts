import type { Messages } from '../../../../lib/i18n/useLocale'
import type { OrderList } from '../../api/listOrders'

type OrdersWords = {
  list: {
    title: string
    lists: Record<OrderList | 'all', string>
    listsLabel: string
    search: string
    loading: string
    head: { order: string; date: string; customer: string; total: string; status: string }
    empty: string
    pages: string
    select: (order: string) => string
    selectAll: string
  }
  bulk: {
    /** "n° 42: the reason". */
    note: (order: string, message: string) => string
    marked: (count: number) => string
    hint: string
    preparing: (count: number) => string
    print: string
    preparingLabel: string
    slipsFailed: (message: string) => string
    trackingNumbers: string
    marking: string
    mark: (count: number) => string
  }
  order: {
    title: (label: string) => string
    all: string
    loading: string
    placed: (when: string) => string
    paymentIssue: (issue: string) => string
    customer: string
    name: string
    email: string
    phone: string
    address: string
    payment: string
    paypalOrder: string
    capture: string
    paidOn: string
    refunded: string
    carrier: string
    tracking: string
    cancelledBecause: string
    timeline: string
    lines: string
    each: (price: string) => string
    unitsRefunded: (count: number) => string
    head: { product: string; size: string; colour: string; qty: string; refunded: string; unitPrice: string; lineTotal: string }
    subtotal: string
    shipping: string
    total: string
  }
  ship: {
    title: string
    button: string
    done: string
    carrier: string
    tracking: string
  }
  refund: {
    title: string
    button: string
    confirm: (amount: string) => string
    done: string
    tooMany: string
    noUnits: string
    noReason: string
    units: string
    left: (price: string, left: number) => string
    everything: string
    reason: string
    reasonHint: string
    confirming: (amount: string) => string
  }
  cancel: {
    title: string
    button: string
    confirm: string
    done: string
    noReason: string
    reason: string
    reasonHint: string
    confirming: string
  }
  notes: {
    title: string
    intro: string
    loading: string
    none: string
    list: string
    done: string
    add: string
    button: string
    note: string
    hint: (max: number) => string
  }
  slip: {
    preparing: string
    button: string
  }
}

export const ordersMessages: Messages<OrdersWords> = {
  en: {
    list: {
      title: 'Orders',
      lists: { all: 'All', to_pay: 'To pay', to_ship: 'Paid · to ship', shipped: 'Shipped', refunded: 'Refunded', cancelled: 'Cancelled' },
      listsLabel: 'Order lists',
      search: 'Name, email or order number',
      loading: 'orders',
      head: { order: 'Order', date: 'Date', customer: 'Customer', total: 'Total', status: 'Status' },
      empty: 'No order in this list.',
      pages: 'Orders pages',
      select: (order) => `Select ${order}`,
      selectAll: 'Select every order of this page',
    },
    bulk: {
      note: (order, message) => `${order}: ${message}`,
      marked: (n) => `${n === 1 ? '1 order marked shipped' : `${n} orders marked shipped`}; ${n === 1 ? 'its customer was' : 'their customers were'} mailed.`,
      hint: 'Tick the parcels: print their slips, then mark those that left shipped (their customers are mailed).',
      preparing: (n) => `Preparing ${n === 1 ? 'the packing slip' : `${n} packing slips`}…`,
      print: 'Print packing slips',
      preparingLabel: 'Preparing the packing slips',
      slipsFailed: (message) => `The packing slips could not be prepared: ${message} The orders stay ticked: try again.`,
      trackingNumbers: 'Tracking numbers (optional)',
      marking: 'Marking shipped…',
      mark: (n) => `Mark ${n} shipped`,
    },
    order: {
      title: (label) => `Order ${label}`,
      all: '← All orders',
      loading: 'the order',
      placed: (when) => `Placed ${when}`,
      paymentIssue: (issue) => `Payment problem: ${issue}`,
      customer: 'Customer',
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      address: 'Address',
      payment: 'Payment',
      paypalOrder: 'PayPal order',
      capture: 'Capture',
      paidOn: 'Paid on',
      refunded: 'Refunded',
      carrier: 'Carrier',
      tracking: 'Tracking',
      cancelledBecause: 'Cancelled because',
      timeline: 'Timeline',
      lines: 'Order lines',
      each: (price) => `${price} each`,
      unitsRefunded: (n) => `${n} refunded`,
      head: { product: 'Product', size: 'Size', colour: 'Colour', qty: 'Qty', refunded: 'Refunded', unitPrice: 'Unit price', lineTotal: 'Line total' },
      subtotal: 'Subtotal',
      shipping: 'Shipping',
      total: 'Total',
    },
    ship: {
      title: 'Mark shipped',
      button: 'Mark shipped',
      done: 'Marked shipped. The customer has been sent a mail.',
      carrier: 'Carrier (optional)',
      tracking: 'Tracking number (optional)',
    },
    refund: {
      title: 'Refund',
      button: 'Refund',
      confirm: (amount) => `Yes, refund ${amount}`,
      done: 'Refunded through PayPal. The customer has been sent a mail with the reason.',
      tooMany: 'Choose at most the units left on each line.',
      noUnits: 'Choose how many units of which lines to refund.',
      noReason: 'Give the reason: it is kept on the order and told to the customer.',
      units: 'Units to refund',
      left: (price, left) => `${price} each · ${left} left to refund`,
      everything: 'Choose everything left',
      reason: 'Reason',
      reasonHint: 'Kept on the order and told to the customer in their mail.',
      confirming: (amount) => `${amount} will go back to the customer through PayPal, and they will get a mail. Press again to confirm.`,
    },
    cancel: {
      title: 'Cancel this unpaid order',
      button: 'Cancel order',
      confirm: 'Yes, cancel this order',
      done: 'Order cancelled.',
      noReason: 'Give the reason: it is kept on the order.',
      reason: 'Reason',
      reasonHint: 'Kept on the order.',
      confirming: 'The order will be cancelled and can no longer be paid. Press again to confirm.',
    },
    notes: {
      title: 'Internal notes',
      intro: 'For the team only: the customer never sees them.',
      loading: 'the notes',
      none: 'No note yet.',
      list: 'Notes',
      done: 'Note added.',
      add: 'Add a note',
      button: 'Add note',
      note: 'Note',
      hint: (max) => `Up to ${max.toLocaleString('en-GB')} characters.`,
    },
    slip: {
      preparing: 'Preparing the packing slip…',
      button: 'Packing slip',
    },
  },
  fr: {
    list: {
      title: 'Commandes',
      lists: { all: 'Toutes', to_pay: 'À payer', to_ship: 'Payées · à expédier', shipped: 'Expédiées', refunded: 'Remboursées', cancelled: 'Annulées' },
      listsLabel: 'Listes de commandes',
      search: 'Nom, e-mail ou numéro de commande',
      loading: 'les commandes',
      head: { order: 'Commande', date: 'Date', customer: 'Client', total: 'Total', status: 'Statut' },
      empty: 'Aucune commande dans cette liste.',
      pages: 'Pages des commandes',
      select: (order) => `Sélectionner la commande ${order}`,
      selectAll: 'Sélectionner toutes les commandes de cette page',
    },
    bulk: {
      note: (order, message) => `${order} : ${message}`,
      marked: (n) =>
        n <= 1
          ? `${n} commande marquée expédiée ; son client a reçu un e-mail.`
          : `${n} commandes marquées expédiées ; leurs clients ont reçu un e-mail.`,
      hint: 'Cochez les colis : imprimez leurs bordereaux, puis marquez expédiés ceux qui sont partis (leurs clients reçoivent un e-mail).',
      preparing: (n) => `Préparation ${n <= 1 ? 'du bordereau' : `des ${n} bordereaux`}…`,
      print: 'Imprimer les bordereaux',
      preparingLabel: 'Préparation des bordereaux',
      slipsFailed: (message) => `Les bordereaux n’ont pas pu être préparés : ${message} Les commandes restent cochées : réessayez.`,
      trackingNumbers: 'Numéros de suivi (facultatifs)',
      marking: 'Marquage en cours…',
      mark: (n) => `Marquer ${n} ${n <= 1 ? 'commande expédiée' : 'commandes expédiées'}`,
    },
    order: {
      title: (label) => `Commande ${label}`,
      all: '← Toutes les commandes',
      loading: 'la commande',
      placed: (when) => `Passée le ${when}`,
      paymentIssue: (issue) => `Problème de paiement : ${issue}`,
      customer: 'Client',
      name: 'Nom',
      email: 'E-mail',
      phone: 'Téléphone',
      address: 'Adresse',
      payment: 'Paiement',
      paypalOrder: 'Commande PayPal',
      capture: 'Capture',
      paidOn: 'Payée le',
      refunded: 'Remboursé',
      carrier: 'Transporteur',
      tracking: 'Suivi',
      cancelledBecause: 'Motif d’annulation',
      timeline: 'Historique',
      lines: 'Lignes de la commande',
      each: (price) => `${price} l’unité`,
      unitsRefunded: (n) => `${n} ${n <= 1 ? 'remboursé' : 'remboursés'}`,
      head: { product: 'Produit', size: 'Taille', colour: 'Couleur', qty: 'Qté', refunded: 'Remboursés', unitPrice: 'Prix unitaire', lineTotal: 'Total de la ligne' },
      subtotal: 'Sous-total',
      shipping: 'Livraison',
      total: 'Total',
    },
    ship: {
      title: 'Marquer expédiée',
      button: 'Marquer expédiée',
      done: 'Commande marquée expédiée. Le client a reçu un e-mail.',
      carrier: 'Transporteur (facultatif)',
      tracking: 'Numéro de suivi (facultatif)',
    },
    refund: {
      title: 'Rembourser',
      button: 'Rembourser',
      confirm: (amount) => `Oui, rembourser ${amount}`,
      done: 'Remboursé par PayPal. Le client a reçu un e-mail avec le motif.',
      tooMany: 'Choisissez au plus les unités restantes de chaque ligne.',
      noUnits: 'Choisissez combien d’unités de quelles lignes rembourser.',
      noReason: 'Indiquez le motif : il est gardé sur la commande et communiqué au client.',
      units: 'Unités à rembourser',
      left: (price, left) => `${price} l’unité · ${left} à rembourser au plus`,
      everything: 'Tout ce qui reste',
      reason: 'Motif',
      reasonHint: 'Gardé sur la commande et communiqué au client dans son e-mail.',
      confirming: (amount) => `${amount} seront rendus au client par PayPal, et il recevra un e-mail. Appuyez de nouveau pour confirmer.`,
    },
    cancel: {
      title: 'Annuler cette commande impayée',
      button: 'Annuler la commande',
      confirm: 'Oui, annuler cette commande',
      done: 'Commande annulée.',
      noReason: 'Indiquez le motif : il est gardé sur la commande.',
      reason: 'Motif',
      reasonHint: 'Gardé sur la commande.',
      confirming: 'La commande sera annulée et ne pourra plus être payée. Appuyez de nouveau pour confirmer.',
    },
    notes: {
      title: 'Notes internes',
      intro: 'Pour l’équipe seulement : le client ne les voit jamais.',
      loading: 'les notes',
      none: 'Aucune note pour l’instant.',
      list: 'Notes',
      done: 'Note ajoutée.',
      add: 'Ajouter une note',
      button: 'Ajouter la note',
      note: 'Note',
      hint: (max) => `${max.toLocaleString('fr-FR')} caractères au plus.`,
    },
    slip: {
      preparing: 'Préparation du bordereau…',
      button: 'Bordereau de colis',
    },
  },
}
