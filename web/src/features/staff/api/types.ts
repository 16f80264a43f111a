/** The staff API's answers (internal/staff on the server). Money in cents unless named euros. */
import type { Blog } from '../../blog'

export type Role = 'editor' | 'shop' | 'treasurer' | 'admin'

export type Me = { id: string; email: string; name: string; roles: Role[] }

/** A page of a staff list, in PocketBase's list shape. */
export type Page<T> = { page: number; perPage: number; totalItems: number; totalPages: number; items: T[] }

export type OrderStatus = 'pending' | 'paid' | 'shipped' | 'refunded' | 'partially_refunded' | 'cancelled'
export type OrderList = 'to_pay' | 'to_ship' | 'shipped' | 'refunded' | 'cancelled'

export type OrderRow = {
  id: string
  /** What a volunteer reads out: n° 1042 (0 for an order made before numbers). */
  number: number
  created: string
  name: string
  email: string
  /** Euros. */
  amountTotal: number
  status: OrderStatus
  payment: boolean
  test: boolean
}

export type OrderLine = { productId: string; name: string; size: string; color: string; quantity: number; unitPrice: number; lineTotal: number }

export type TimelineEntry = { at: string; what: string; who?: string }

export type OrderDetail = OrderRow & {
  phone: string
  address: string
  lines: OrderLine[]
  /** Euros. */
  subtotal: number
  shipping: number
  paypalOrderId: string
  paypalCaptureId: string
  paidAt: string
  carrier: string
  trackingNumber: string
  /** Euros. */
  amountRefunded: number
  paymentIssue: string
  cancelReason: string
  /** Units refunded of each line, by line index. */
  refundedQuantities: number[]
  timeline: TimelineEntry[]
}

export type DonationStatus =
  | 'pending'
  | 'paid'
  | 'awaiting_cheque'
  | 'active'
  | 'suspended'
  | 'past_due'
  | 'cancelled'
  | 'failed'
  | 'expired'
  | 'refunded'
export type Method = 'card' | 'paypal' | 'cheque'
export type Rhythm = 'once' | 'weekly' | 'monthly'

export type DonationRow = {
  id: string
  created: string
  donor: string
  donorName?: string
  donorEmail?: string
  amount: number
  rhythm: Rhythm
  method: Method
  status: DonationStatus
  paymentsCount: number
  collected: number
  lastPaymentAt: string
  paymentIssue?: string
  test: boolean
  /** Recurring gifts: the next payment ('' when none), the provider's word, why the last renewal failed. */
  nextPaymentAt: string
  providerStatus?: string
  paymentProblem?: string
}

/** A set of gifts: its count, the money it kept, and its TEST MODE money apart. */
export type Totals = { count: number; collected: number; test: number }

export type DonationList = Page<DonationRow> & { totals: Totals }

export type DonorRow = {
  email: string
  name: string
  postalCode: string
  town: string
  country: string
  gifts: number
  collected: number
  firstGift: string
  lastGift: string
}

export type DonorPage = {
  email: string
  name: string
  firstName: string
  lastName: string
  address: string
  postalCode: string
  town: string
  country: string
  phone: string
  /** person, or company with its name, SIREN and legal form. */
  kind: 'person' | 'company'
  company: string
  siren: string
  legalForm: string
  totals: { gifts: number; collected: number; test: number }
  /** From the ledger: the payments that came each year and the money kept, TEST MODE money apart. */
  years: { year: number; gifts: number; collected: number; test: number }[]
  gifts: DonationRow[]
}

/** The money that moved in a Paris month (from the ledger): payments, money kept, TEST MODE money apart. */
export type MonthFigure = { month: string; count: number; amount: number; test: number }

export type Summary = {
  toShip?: number
  /** Cancelled orders whose money came in anyway: to refund. */
  paidAfterCancel?: number
  chequesPledged?: number
  unreadMessages?: number
  recurringTrouble?: number
  gifts?: { thisMonth: Omit<MonthFigure, 'month'>; lastMonth: Omit<MonthFigure, 'month'>; months: MonthFigure[] }
  /** The foundation's details still missing before tax receipts can be issued (admins, treasurers). */
  receiptsMissing?: string[]
  receiptsEnabled?: boolean
  /** Last year's declaration, from April until it is marked declared (treasurers). */
  declarationDue?: ReceiptYear
  /** Mails given up after their last try, for an admin to send again. */
  mailsFailed?: number
}

export type InboxItem = {
  kind: 'contact' | 'order'
  id: string
  title: string
  name: string
  email: string
  phone: string
  message: string
  isRead: boolean
  created: string
}

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed'

/** A mail of the outbox, without its body. */
export type OutboxMail = {
  id: string
  created: string
  to: string
  /** '' for PocketBase's own mails (a code's subject carries the code): `kind` says what it was. */
  subject: string
  kind: string
  /** The record it is about, as "orders/ID". */
  ref: string
  status: MailStatus
  attempts: number
  lastError: string
  dueAt: string
  sentAt: string
  /** Whether an admin may send it again: failed, its content kept, its address valid. */
  retryable: boolean
}

export type AuditRow = {
  created: string
  actorEmail: string
  action: string
  collection: string
  recordId: string
  before: unknown
  after: unknown
}

export type ReceiptKind = 'single' | 'annual'
export type ReceiptStatus = 'valid' | 'cancelled'

/** A tax receipt (Cerfa 11580*05): never changed, never deleted; a wrong one is cancelled. */
export type Receipt = {
  id: string
  /** YYYY-NNNNNN, gap-free per year of issue. */
  number: string
  year: number
  seq: number
  kind: ReceiptKind
  status: ReceiptStatus
  taxYear: number
  donation: string
  donorEmail: string
  donorName: string
  donorAddress: string
  donorPostalCode: string
  donorTown: string
  /** person (article 200 receipt) or company (article 238 bis, with its SIREN and legal form). */
  donorKind: 'person' | 'company'
  donorSiren: string
  donorLegalForm: string
  donorCountry: string
  amount: number
  giftDate: string
  periodStart: string
  periodEnd: string
  payments: number
  methods: ('card' | 'cheque')[]
  issuedAt: string
  sha256: string
  cancelReason: string
  cancelledAt: string
  cancelledBy: string
  replaces: string
  replacesNumber: string
  replacedBy: string
  replacedByNumber: string
}

export type ReceiptFigure = { count: number; amount: number }

/**
 * One year's declaration (article 222 bis of the CGI): valid.amount is the gifts received that year
 * that valid receipts name, valid.count the valid receipts issued that year; the cancelled ones apart.
 * dueOn is YYYY-MM-DD; declaredAt is '' until a treasurer marks it declared.
 */
export type ReceiptYear = {
  year: number
  valid: ReceiptFigure
  /** The part of valid that companies gave (article 238 bis receipts); the rest is people's (article 200). */
  companies: ReceiptFigure
  cancelled: ReceiptFigure
  dueOn: string
  declaredAt: string
  declaredBy: string
}

export type ReceiptList = Page<Receipt> & { years: ReceiptYear[] }

/** A paid one-off gift without a receipt, and why. */
export type MissingReceipt = {
  donation: string
  paidAt: string
  donorName: string
  donorEmail: string
  amount: number
  method: Method
  receiptBlocked: string
}

export type MissingReceipts = { totalItems: number; items: MissingReceipt[] }

export type AnnualRun = {
  year: number
  issued: number
  alreadyIssued: number
  blocked: { email: string; name: string; amount: number; reason: string }[]
}

/** Where a year's annual receipts stand: issued (alreadyIssued), waiting for a run, blocked and why. */
export type AnnualStatus = AnnualRun & { waiting: number }

export type CancelResult = { cancelled: Receipt; replacement: Receipt | null }

/** The foundation's details as they go on each receipt. */
export type FoundationDetails = {
  legalName: string
  address: string
  object: string
  legalStatus: string
  registrationNumber: string
  signatoryName: string
  signatoryTitle: string
  signaturePlace: string
  receiptsEnabled: boolean
  /** The key of what the foundation is, among categories; '' until chosen. */
  category: string
  /** YYYY-MM-DD: the decree of recognition and its Journal officiel, for the categories that need them. */
  decreeDate: string
  journalDate: string
}

/** A category of the Cerfa; its rate (66, or 75 up to a yearly ceiling) and the IFI box follow from it. */
export type FoundationCategory = { key: string; label: string; needsDecree: boolean; ifi: boolean; rate: number }

export type FoundationSettings = FoundationDetails & {
  /** Follow from the category, read only. */
  reductionRate: number
  eligible978: boolean
  categories: FoundationCategory[]
  hasSignature: boolean
  /** Required fields still empty, "signature" included. */
  missing: string[]
  /** Receipts are on and nothing is missing: receipts are issued. */
  issuing: boolean
  updated: string
}

/** One reconciliation run: what it asked the providers about and what it repaired. */
export type ReconcileRun = {
  id: string
  created: string
  finishedAt: string
  trigger: 'nightly' | 'staff'
  actorEmail: string
  since: string
  looked: { stripeEvents: number; paypalSubscriptions: number }
  repaired: string[]
  problems: string
}

/** A staff account as the admins' accounts screen reads it. */
export type StaffAccount = {
  id: string
  email: string
  name: string
  roles: Role[]
  disabled: boolean
  /** An invitation was sent and its password is not chosen yet. */
  invitePending: boolean
  invitedAt: string
  lastSignInAt: string
}

export type AccountChange = { name?: string; roles?: Role[]; disabled?: boolean; invite?: true }

/** One money movement of a gift, as the ledger booked it (cents; a refund is negative). */
export type GiftMovement = {
  movedAt: string
  kind: 'payment' | 'renewal' | 'cheque' | 'refund'
  means: string
  gross: number
  /** null: the provider did not report a fee. */
  fee: number | null
  net: number
  providerRef: string
  chequeBank?: string
  chequeNumber?: string
  test: boolean
}

/** A receipt that names a gift: a one-off gift's own, a recurring gift's donor's annual ones. */
export type GiftReceipt = { id: string; number: string; kind: 'single' | 'annual'; taxYear: number; status: 'valid' | 'cancelled'; amount: number; issuedAt: string; cancelReason?: string }

/** The treasurer's page of one gift (GET /api/staff/donations/{id}). */
export type GiftPage = DonationRow & {
  refunded: number
  /** What a refund may still give back; 0 when none can (recurring, cheque, not paid). */
  refundable: number
  provider: { name: string; sessionId?: string; orderId?: string; paymentId?: string; subscriptionId?: string; customerId?: string }
  /** The details given with this gift. */
  details: { email: string; prenom: string; nom: string; adresse: string; codePostal: string; ville: string; pays: string; telephone: string; kind: string; raisonSociale: string }
  ledger: GiftMovement[]
  receipts: GiftReceipt[]
  actions: { stop: boolean; changeAmount: boolean; updateCard: boolean; refund: boolean; resendReceipt: boolean }
}

/** An article is a draft or published; published and dated later, it is scheduled (the server decides at each read). */
export type ArticleStatus = 'draft' | 'published'
export type ArticleState = 'draft' | 'scheduled' | 'published'

/** An article as the staff routes read it, whatever its state: the public fields, its status and its body's pictures. */
export type StaffArticle = Blog & { status: ArticleStatus; pictures: string[] }

/** A staff member's internal note on an order: staff only, never shown to the customer. */
export type OrderNote = { id: string; text: string; created: string; authorName: string; authorEmail: string }
