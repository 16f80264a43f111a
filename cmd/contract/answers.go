package main

import (
	"foundation/internal/api"
	"foundation/internal/campaigns"
	"foundation/internal/contact"
	"foundation/internal/content"
	"foundation/internal/declarations"
	"foundation/internal/donate"
	"foundation/internal/donors"
	"foundation/internal/gifts"
	"foundation/internal/i18n"
	"foundation/internal/ledger"
	"foundation/internal/notify"
	"foundation/internal/payments"
	"foundation/internal/receipts"
	"foundation/internal/reconcile"
	"foundation/internal/settings"
	"foundation/internal/shop"
	"foundation/internal/staff"
)

// answers are the JSON answers of the site's own routes that the app reads,
// with the types they hold, under the names the app uses. A union is a Go
// constant set; a string field takes one with a tstype tag. Not here: the
// records API's answers (blogs, products), whose types records.gen.ts
// writes from the migrated schema (records.go), and the two staff routes
// that answer a record as the records API writes it (GET
// /api/staff/articles/{id}, PATCH /api/staff/products/{id}), which the app
// reads as the records API's.
var answers = []decl{
	// The unions.
	union("Role", staff.Roles...),
	union("OrderStatus", shop.OrderStatuses...),
	// The staff's order lists, by what needs doing (GET /api/staff/orders?list=).
	union("OrderList", shop.ListToPay, shop.ListToShip, shop.ListShipped, shop.ListRefunded, shop.ListCancelled),
	union("DonationStatus", donate.Statuses...),
	union("Method", donate.Methods...),
	union("Rhythm", donate.Rhythms...),
	// A plan's interval, as Stripe names it.
	union("Interval", "week", "month"),
	union("DonorKind", donate.KindPerson, donate.KindCompany),
	union("TributeKind", donate.TributeKinds...),
	union("Vehicle", donate.VehicleCar, donate.VehicleTwoWheeler),
	union("MailStatus", notify.Statuses...),
	// The inbox's two kinds of message, as the staff inbox query names them.
	union("InboxKind", "contact", "order"),
	union("ArticleStatus", content.Statuses...),
	union("ArticleState", content.States...),
	union("ReceiptKind", receipts.KindSingle, receipts.KindAnnual),
	union("ReceiptStatus", receipts.StatusValid, receipts.StatusCancelled),
	union("MovementKind", ledger.KindPayment, ledger.KindRenewal, ledger.KindCheque, ledger.KindRefund, ledger.KindChargeback, ledger.KindReinstated,
		ledger.KindInKind, ledger.KindVolunteerExpenses),
	union("ReconcileTrigger", reconcile.TriggerNightly, reconcile.TriggerStaff),
	union("PaymentMode", payments.ModeLive, payments.ModeDemo, payments.ModeOff),
	// The exports' cell formats (?format=) and the site's languages.
	union("ExportFormat", staff.FormatFrench, staff.FormatInternational),
	// The CSV exports (GET /api/staff/exports/{name}.csv), from the route index.
	union("ExportName", exportNames()...),
	union("Locale", i18n.Locales...),

	// The staff app (/api/staff).
	generic[staff.Page[T]]("Page"),
	answer[staff.Me]("Me"),
	answer[staff.Summary]("Summary"),
	answer[notify.Trouble]("MailTrouble"),
	answer[donate.Sum]("PaymentSum"),
	answer[donate.MonthSum]("MonthSum"),
	answer[donate.GiftMonths]("GiftMonths"),
	answer[staff.OrderRow]("OrderRow"),
	answer[shop.Line]("OrderLine"),
	answer[staff.TimelineEntry]("TimelineEntry"),
	answer[staff.OrderDetail]("OrderDetail"),
	answer[staff.ShipNote]("ShipNote"),
	answer[staff.BulkShipped]("BulkShipped"),
	answer[staff.OrderNote]("OrderNote"),
	answer[staff.NoteList]("OrderNotes"),
	answer[donate.GiftLine]("GiftLine"),
	answer[staff.DonationRow]("DonationRow"),
	answer[donate.Totals]("DonationTotals"),
	answer[staff.DonationList]("DonationList"),
	answer[staff.DonorRow]("DonorRow"),
	answer[donate.GiftSum]("GiftSum"),
	answer[donate.YearSum]("YearSum"),
	answer[staff.DonorIdentity]("DonorIdentity"),
	answer[staff.DonorPage]("DonorPage"),
	answer[donate.Donor]("DonorDetails"),
	answer[donate.Actions]("GiftActions"),
	answer[donate.Change]("GiftChange"),
	answer[gifts.Page]("GiftPage"),
	answer[donate.Tribute]("Tribute"),
	answer[settings.FeeRule]("FeeRule"),
	answer[settings.FeeRules]("FeeRules"),
	answer[gifts.Provider]("GiftProvider"),
	answer[gifts.Movement]("GiftMovement"),
	answer[gifts.ReceiptLine]("GiftReceipt"),
	answer[gifts.Actions]("GiftPageActions"),
	answer[gifts.Nature]("GiftNature"),
	answer[donate.Expense]("VolunteerExpense"),
	answer[staff.InboxItem]("InboxItem"),
	answer[staff.AuditRow]("AuditRow"),
	answer[notify.Entry]("OutboxMail"),
	answer[staff.Account]("StaffAccount"),
	answer[staff.ArticleRow]("ArticleRow"),
	answer[receipts.Row]("Receipt"),
	answer[declarations.Figures]("ReceiptFigure"),
	answer[declarations.Year]("ReceiptYear"),
	answer[receipts.List]("ReceiptList"),
	answer[receipts.Declarations]("Declarations"),
	answer[receipts.MissingRow]("MissingReceipt"),
	answer[receipts.MissingList]("MissingReceipts"),
	answer[receipts.Blocked]("BlockedDonor"),
	answer[receipts.AnnualRun]("AnnualRun"),
	answer[receipts.AnnualStatus]("AnnualStatus"),
	answer[receipts.CancelResult]("CancelResult"),
	answer[settings.Category]("FoundationCategory"),
	answer[receipts.Settings]("FoundationSettings"),
	answer[reconcile.Looked]("ReconcileLooked"),
	answer[donate.DisputeView]("Dispute"),
	answer[reconcile.RunView]("ReconcileRun"),
	answer[reconcile.Runs]("ReconcileRuns"),

	// The donor space (/api/donor), each answer under "data".
	answer[donors.ReceiptView]("DonorReceipt"),
	answer[donors.Gift]("Gift"),
	answer[donate.WallChoice]("WallChoice"),
	answer[donors.IdentityView]("DonorIdentityView"),
	answer[donors.IdentityDetails]("DonorIdentityDetails"),
	answer[donors.Space]("GiftList"),
	answer[gifts.CardUpdate]("CardUpdate"),
	answer[donors.Erased]("Erased"),

	// Giving (/api/donations, /api/receipts/config), the answers of the payment routes under "data".
	answer[donate.PlanView]("Plan"),
	answer[donate.DonorSaved]("DonorSaved"),
	answer[donate.CheckoutSession]("CheckoutSession"),
	answer[donate.PayPalOrder]("PayPalGiftOrder"),
	answer[donate.Captured]("GiftCaptured"),
	answer[donate.Subscribed]("GiftSubscribed"),
	answer[donate.PayPalSubscription]("PayPalGiftSubscription"),
	answer[donate.Pledged]("ChequePledged"),
	answer[campaigns.Totals]("CampaignTotals"),
	answer[campaigns.View]("Campaign"),
	answer[campaigns.Project]("Project"),
	answer[campaigns.Supporter]("Supporter"),
	answer[campaigns.SupporterPage]("SupporterPage"),
	answer[receipts.Config]("ReceiptsConfig"),
	answer[payments.PublicConfig]("PaymentsConfig"),
	answer[payments.DemoSubscription]("DemoSubscription"),

	// The shop (/api/orders) and the contact form (/api/contact).
	answer[shop.ClientInfo]("ClientInfo"),
	answer[shop.CreatedOrder]("PlacedOrder"),
	answer[shop.Contact]("OrderContact"),
	answer[shop.PaidLine]("PaidLine"),
	answer[shop.OrderView]("OrderView"),
	answer[shop.PayPalOrder]("PayPalShopOrder"),
	answer[contact.Received]("MessageReceived"),
}

// exportNames are the CSV exports' names, as the route index declares them.
func exportNames() []string {
	names, err := api.Exports()
	if err != nil {
		panic(err) // the index's test services are fixed: this is a bug
	}
	return names
}
