import type { MailStatus } from '../../../lib/contract.gen'
import type { DonationFilters } from './listDonations'
import type { OrderList } from './listOrders'
import type { ReceiptFilters } from './listReceipts'

/** The staff screens of articles or products: their lists and records are cached under these. */
export type ContentKey = readonly ['staff', 'articles' | 'products']

/**
 * The staff app's cached queries. Every key starts with 'staff': a staff action
 * reads them all again (useStaffAction).
 */
export const staffKeys = {
  all: ['staff'] as const,
  /** Who is signed in, read again for each new token. */
  me: (token: string) => ['staff', 'me', token] as const,
  summary: ['staff', 'summary'] as const,
  /** Every orders list, whatever its filters: what an order's change updates. */
  orders: ['staff', 'orders'] as const,
  orderList: (list: OrderList | undefined, q: string, page: number) => ['staff', 'orders', list, q, page] as const,
  order: (id: string) => ['staff', 'order', id] as const,
  orderNotes: (id: string) => ['staff', 'order', id, 'notes'] as const,
  donations: (filters: DonationFilters) => ['staff', 'donations', filters] as const,
  gift: (id: string) => ['staff', 'gift', id] as const,
  donors: (q: string, page: number) => ['staff', 'donors', q, page] as const,
  donor: (email: string) => ['staff', 'donor', email] as const,
  receipts: (filters: ReceiptFilters) => ['staff', 'receipts', filters] as const,
  missingReceipts: ['staff', 'receipts', 'missing'] as const,
  annualReceipts: ['staff', 'receipts', 'annual'] as const,
  settings: ['staff', 'settings'] as const,
  /** The stored signature image, read again when the settings change. */
  signature: (updated: string) => ['staff', 'settings', 'signature', updated] as const,
  inbox: (page: number) => ['staff', 'inbox', page] as const,
  mails: (status: MailStatus | undefined, page: number) => ['staff', 'mails', status, page] as const,
  accounts: (page: number) => ['staff', 'accounts', page] as const,
  audit: (page: number) => ['staff', 'audit', page] as const,
  stock: (q: string, page: number) => ['staff', 'stock', q, page] as const,
  reconcile: ['staff', 'reconcile'] as const,
  campaigns: ['staff', 'campaigns'] as const,
  articles: ['staff', 'articles'] as const satisfies ContentKey,
  products: ['staff', 'products'] as const satisfies ContentKey,
  /** Every list of the content, whatever its search: what a save or a delete reads again. */
  contentLists: (content: ContentKey) => [...content, 'list'] as const,
  contentList: (content: ContentKey, q: string, page: number, state: string) => [...content, 'list', { q, page }, state] as const,
  contentRecord: (content: ContentKey, id: string) => [...content, 'record', id] as const,
  /** An article's preview, read afresh each time (its own key: the editor's copy may hold unsaved changes). */
  contentPreview: (content: ContentKey, id: string) => [...content, 'record', id, 'preview'] as const,
}
