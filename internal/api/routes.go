package api

import (
	"time"

	"foundation/internal/campaigns"
	"foundation/internal/config"
	"foundation/internal/contact"
	"foundation/internal/donate"
	"foundation/internal/donors"
	"foundation/internal/gifts"
	"foundation/internal/health"
	"foundation/internal/payments"
	"foundation/internal/receipts"
	"foundation/internal/reconcile"
	"foundation/internal/shop"
	"foundation/internal/staff"
)

// Services are what the handlers are built on, each given explicitly.
type Services struct {
	Gateways *payments.Service
	Limits   config.Limits
	// Reconciler is the one the nightly run uses too: one run at a time.
	Reconciler *reconcile.Reconciler
	Pages      Pages
	// MonitorToken opens the monitor's detailed health check ("" closes it).
	MonitorToken string
}

// Pages are the site's own answers (internal/site): the React app's files
// and pages, and what search engines, feed readers and browsers ask for.
type Pages struct {
	App, Favicon, Robots, Sitemap, Feed Handler
	// Embed is a campaign's small page for a club's iframe, the one page
	// that may be framed.
	Embed Handler
}

// FeedPath is the blog's RSS feed, which every page links to.
const FeedPath = "/blog/feed.xml"

// smallBody bounds a request that carries an id or two.
const smallBody = 1 << 10

// Index is every route, one a line: method and path, handler, who may call
// it (Public, Donor, Staff and its roles; an admin may call every staff
// route), and its middleware (InTurn, Limit, Body, Quiet). docs/api.md
// describes each; TestEveryStaffRouteChecksTheRoleOnTheServer calls each
// staff route as every role, TestEveryDonorRouteIsTheSignedInDonorsOnly each
// donor route as everyone.
func Index(s Services) []Route {
	gw, l := s.Gateways, newLimiters(s.Limits)
	var x index

	// Pages and discovery: the React app (404 for a path none of its
	// screens has), the icon, robots.txt, the sitemap and the blog's feed.
	// Their successes would flood the request log.
	x.GET("/favicon.ico", s.Pages.Favicon).Public().Quiet()
	x.GET("/robots.txt", s.Pages.Robots).Public().Quiet()
	x.GET("/sitemap.xml", s.Pages.Sitemap).Public().Quiet()
	x.GET(FeedPath, s.Pages.Feed).Public().Quiet()
	x.GET("/{path...}", s.Pages.App).Public().Quiet()
	x.GET("/campaigns/{slug}/embed", s.Pages.Embed).Public().Quiet()
	x.GET("/fr/campaigns/{slug}/embed", s.Pages.Embed).Public().Quiet()

	// Visitors: what the forms need to show, the contact form, shop orders
	// and donations. Placing an order and opening its PayPal payment share
	// a cap (both call PayPal or store); every donation attempt shares one.
	// The monitor's health check: public in the index, its handler asks for
	// MONITOR_TOKEN (a monitor has no staff session, and mail may be down).
	x.GET("/api/health/detail", health.Detail(s.MonitorToken, time.Now)).Public().Quiet()
	x.GET("/api/payments/config", gw.ShowConfig).Public()
	x.GET("/api/receipts/config", receipts.PublicConfig).Public()
	x.POST("/api/contact", contact.CreateMessage).Public().Limit(l.contact).Body(contact.MaxBody)

	orders := shop.NewPayPalCheckout(gw)
	x.POST("/api/orders", shop.PlaceOrder(gw)).Public().Limit(l.orders).Body(shop.MaxOrderBody)
	x.GET("/api/orders/{id}", shop.ShowOrder).Public().Limit(l.orderReads)
	x.POST("/api/orders/{id}/paypal", orders.CreatePayPalOrder).Public().Limit(l.orders).Body(smallBody)
	x.POST("/api/orders/{id}/paypal/capture", orders.CapturePayPalOrder).Public().Limit(l.orderCaptures, l.capturesPerOrder).Body(smallBody)

	donations := donate.New(gw)
	x.GET("/api/donations/plans", donate.ListPlans).Public()
	x.GET("/api/donations/designations", campaigns.ListDesignations).Public()
	x.GET("/api/campaigns/{slug}", campaigns.Show).Public()
	x.GET("/api/campaigns/{slug}/supporters", campaigns.ListSupporters).Public()
	x.POST("/api/donations/donors", donate.CreateDonor).Public().Limit(l.donations).Body(donate.MaxBody)
	x.POST("/api/donations/unique-checkout-session", donations.UniqueCheckoutSession).Public().Limit(l.donations).Body(donate.MaxBody)
	x.POST("/api/donations/checkout-session", donations.SubscriptionCheckoutSession).Public().Limit(l.donations).Body(donate.MaxBody)
	x.POST("/api/donations/paypal/orders", donations.CreatePayPalOrder).Public().Limit(l.donations).Body(donate.MaxBody)
	x.POST("/api/donations/paypal/orders/{id}/capture", donations.CapturePayPalOrder).Public().Limit(l.giftCaptures, l.capturesPerGift).Body(donate.MaxBody)
	x.POST("/api/donations/paypal/subscriptions", donations.CreatePayPalSubscription).Public().Limit(l.donations).Body(donate.MaxBody)
	x.POST("/api/donations/paypal/subscriptions/{id}/confirm", donations.ConfirmPayPalSubscription).Public().Limit(l.donations, l.subscriptionChecks).Body(donate.MaxBody)
	x.POST("/api/donations/cheque", donations.PledgeCheque).Public().Limit(l.donations).Body(donate.MaxBody)

	// Payment providers: each event is verified (Stripe's signature; PayPal
	// is asked, which costs a call, hence the cap).
	x.POST("/api/webhooks/stripe", gw.StripeWebhook).Public().Body(payments.MaxWebhookBody)
	x.POST("/api/webhooks/paypal", gw.PayPalWebhook).Public().Limit(l.webhooks).Body(payments.MaxWebhookBody)

	// TEST MODE only: the demo gateway's card checkout page (standing in for
	// Stripe's) and PayPal subscription approval.
	if gw.Test() {
		x.GET("/api/payments/demo/checkout/{id}", gw.DemoCheckoutPage).Public()
		x.POST("/api/payments/demo/checkout/{id}/pay", gw.DemoCheckoutPay).Public().Body(smallBody)
		x.POST("/api/payments/demo/checkout/{id}/cancel", gw.DemoCheckoutCancel).Public()
		x.POST("/api/payments/demo/paypal/subscriptions", gw.DemoPayPalSubscribe).Public().Limit(l.testSubscriptions).Body(smallBody)
	}

	// The donor space: a donor's own details, gifts, receipts and data.
	// The actions that reach a provider are capped per donor.
	actions := donors.NewGiftActions(gw)
	x.GET("/api/donor/details", donors.MyDetails).Donor()
	x.PATCH("/api/donor/details", donors.CorrectMyDetails).Donor().Body(donors.MaxBody)
	x.GET("/api/donor/gifts", donors.ListGifts).Donor()
	x.POST("/api/donor/gifts/{id}/stop", actions.Stop).Donor().Limit(l.donorActions).Body(donors.MaxBody)
	x.POST("/api/donor/gifts/{id}/amount", actions.ChangeAmount).Donor().Limit(l.donorActions).Body(donors.MaxBody)
	x.POST("/api/donor/gifts/{id}/card", actions.NewCard).Donor().Limit(l.donorActions).Body(donors.MaxBody)
	x.POST("/api/donor/gifts/{id}/pause", actions.Pause).Donor().Limit(l.donorActions).Body(donors.MaxBody)
	x.POST("/api/donor/gifts/{id}/resume", actions.Resume).Donor().Limit(l.donorActions).Body(donors.MaxBody)
	x.POST("/api/donor/gifts/{id}/interval", actions.ChangeRhythm).Donor().Limit(l.donorActions).Body(donors.MaxBody)
	x.PATCH("/api/donor/gifts/{id}/wall", donors.ChangeWall).Donor().Limit(l.donorActions).Body(donors.MaxBody)
	x.GET("/api/donor/receipts/{id}", donors.DownloadReceipt).Donor()
	x.GET("/api/donor/statements/{year}", donors.DownloadStatement).Donor()
	x.GET("/api/donor/data", donors.ExportData).Donor()
	x.POST("/api/donor/erase", donors.Erase).Donor().Body(donors.MaxBody)

	staffRoutes(&x, s)
	routes := make([]Route, len(x))
	for i, r := range x {
		routes[i] = *r
	}
	return routes
}

// staffRoutes are the back office's. Each waits its turn (staff.InTurn:
// staff lists are CPU work in SQLite), but the CSV exports, which stream
// for seconds and would hold up every list.
func staffRoutes(x *index, s Services) {
	const (
		editor    = staff.RoleEditor
		shopRole  = staff.RoleShop
		treasurer = staff.RoleTreasurer
		admin     = staff.RoleAdmin
	)
	everyone := staff.Roles
	x.GET("/api/staff/me", staff.SignedIn).Staff(everyone...).InTurn()
	x.PATCH("/api/staff/me", staff.ChooseLanguage).Staff(everyone...).InTurn().Body(smallBody)
	x.GET("/api/staff/summary", staff.ShowSummary).Staff(everyone...).InTurn()

	// Orders, their packing slips and notes; the shop role also changes a
	// product's price and stock (the rest of the catalogue is the editors',
	// through the records API).
	x.GET("/api/staff/orders", staff.ListOrders).Staff(shopRole).InTurn()
	x.GET("/api/staff/orders/{id}", staff.ShowOrder).Staff(shopRole).InTurn()
	x.POST("/api/staff/orders/ship", staff.ShipOrders).Staff(shopRole).InTurn()
	x.POST("/api/staff/orders/{id}/ship", staff.ShipOrder).Staff(shopRole).InTurn()
	x.POST("/api/staff/orders/{id}/cancel", staff.CancelOrder).Staff(shopRole).InTurn()
	x.POST("/api/staff/orders/{id}/refund", staff.RefundOrder(s.Gateways)).Staff(shopRole).InTurn()
	x.GET("/api/staff/orders/{id}/slip.pdf", staff.OrderSlip).Staff(shopRole).InTurn()
	x.POST("/api/staff/orders/slips.pdf", staff.OrderSlips).Staff(shopRole).InTurn()
	x.GET("/api/staff/orders/{id}/notes", staff.OrderNotes).Staff(shopRole).InTurn()
	x.POST("/api/staff/orders/{id}/notes", staff.AddOrderNote).Staff(shopRole).InTurn()
	x.PATCH("/api/staff/products/{id}", staff.ChangeProductStock).Staff(shopRole).InTurn()

	// Donations, a page per gift with the actions for a donor who phones,
	// cheques, and the people who gave.
	desk := gifts.NewDesk(s.Gateways)
	x.GET("/api/staff/donations", staff.ListDonations).Staff(treasurer).InTurn()
	x.GET("/api/staff/donations/{id}", gifts.ShowGift).Staff(treasurer).InTurn()
	x.POST("/api/staff/donations/{id}/stop", desk.Stop).Staff(treasurer).InTurn()
	x.POST("/api/staff/donations/{id}/amount", desk.ChangeAmount).Staff(treasurer).InTurn()
	x.POST("/api/staff/donations/{id}/pause", desk.Pause).Staff(treasurer).InTurn()
	x.POST("/api/staff/donations/{id}/resume", desk.Resume).Staff(treasurer).InTurn()
	x.POST("/api/staff/donations/{id}/interval", desk.ChangeRhythm).Staff(treasurer).InTurn()
	x.POST("/api/staff/donations/{id}/refund", desk.Refund).Staff(treasurer).InTurn()
	x.POST("/api/staff/donations/{id}/resend-receipt", gifts.ResendReceipt).Staff(treasurer).InTurn()
	x.POST("/api/staff/donations/{id}/tribute", gifts.CorrectTribute).Staff(treasurer).InTurn().Body(donate.MaxBody)
	x.GET("/api/staff/donations/{id}/tribute-card", gifts.TributeCard).Staff(treasurer).InTurn()
	x.POST("/api/staff/donations/{id}/cheque-received", staff.ChequeReceived).Staff(treasurer).InTurn()
	x.POST("/api/staff/donations/{id}/cheque-cancelled", staff.ChequeCancelled).Staff(treasurer).InTurn()
	// Gifts that are not money, which the treasurer records: goods given,
	// and a volunteer's expenses waived. Each is receipted as a paid gift.
	x.POST("/api/staff/gifts/in-kind", gifts.RecordInKind).Staff(treasurer).InTurn().Body(gifts.MaxNonCashBody)
	x.POST("/api/staff/gifts/volunteer-expenses", gifts.RecordVolunteerExpenses).Staff(treasurer).InTurn().Body(gifts.MaxNonCashBody)
	x.GET("/api/staff/donors", staff.ListDonors).Staff(treasurer).InTurn()
	x.GET("/api/staff/donors/{email}", staff.ShowDonor).Staff(treasurer).InTurn()
	x.PATCH("/api/staff/donors/{email}", staff.CorrectDonor).Staff(treasurer).InTurn()
	x.GET("/api/staff/reconcile", reconcile.ListRuns).Staff(treasurer).InTurn()
	x.POST("/api/staff/reconcile", s.Reconciler.RunNow).Staff(treasurer).InTurn()

	// Tax receipts, their yearly declaration, and the foundation's details
	// they print (an admin edits them, the treasurer reads them).
	x.GET("/api/staff/receipts", receipts.ListReceipts).Staff(treasurer).InTurn()
	x.GET("/api/staff/receipts/missing", receipts.ListMissing).Staff(treasurer).InTurn()
	x.GET("/api/staff/receipts/annual", receipts.ShowAnnualRun).Staff(treasurer).InTurn()
	x.POST("/api/staff/receipts/annual", receipts.StartAnnualRun).Staff(treasurer).InTurn()
	x.GET("/api/staff/receipts/{id}/pdf", receipts.DownloadPDF).Staff(treasurer).InTurn()
	x.POST("/api/staff/receipts/{id}/cancel", receipts.CancelReceipt).Staff(treasurer).InTurn()
	x.POST("/api/staff/donations/{id}/receipt", receipts.IssueReceipt).Staff(treasurer).InTurn()
	x.POST("/api/staff/receipt-declarations/{year}", receipts.MarkDeclared).Staff(treasurer).InTurn()
	x.GET("/api/staff/settings", receipts.ShowSettings).Staff(treasurer).InTurn()
	x.POST("/api/staff/settings", receipts.SaveSettings).Staff(admin).InTurn()
	x.GET("/api/staff/settings/signature", receipts.ShowSignature).Staff(treasurer).InTurn()
	x.POST("/api/staff/settings/signature", receipts.SaveSignature).Staff(admin).InTurn().Body(receipts.MaxSignatureBody)

	// Messages, the audit log, the mail outbox (a failed mail sent again),
	// and staff accounts: listed, invited, changed; never deleted (no
	// DELETE), so the audit log keeps the name of whoever acted.
	x.GET("/api/staff/inbox", staff.ListInbox).Staff(shopRole, treasurer).InTurn()
	x.POST("/api/staff/inbox/{kind}/{id}", staff.MarkMessage).Staff(shopRole, treasurer).InTurn()
	x.GET("/api/staff/audit", staff.ListAudit).Staff(admin).InTurn()
	x.GET("/api/staff/mails", staff.ListMails).Staff(admin).InTurn()
	x.POST("/api/staff/mails/{id}/retry", staff.RetryMail).Staff(admin).InTurn()
	x.GET("/api/staff/accounts", staff.ListAccounts).Staff(admin).InTurn()
	x.POST("/api/staff/accounts", staff.InviteAccount).Staff(admin).InTurn()
	x.PATCH("/api/staff/accounts/{id}", staff.ChangeAccount).Staff(admin).InTurn()

	// Campaigns: the editors write them, the treasurer reads their totals.
	x.GET("/api/staff/campaigns", staff.ListCampaigns).Staff(editor, treasurer).InTurn()
	x.POST("/api/staff/campaigns", staff.CreateCampaign).Staff(editor).InTurn()
	x.PATCH("/api/staff/campaigns/{id}", staff.EditCampaign).Staff(editor).InTurn()
	x.POST("/api/staff/campaigns/{id}/picture", staff.SetCampaignPicture).Staff(editor).InTurn().Body(staff.MaxPictureBody)

	// Every article, drafts and scheduled ones included, which the records
	// API shows no one before they are public; editors still write through
	// the records API.
	x.GET("/api/staff/articles", staff.ListArticles).Staff(editor).InTurn()
	x.GET("/api/staff/articles/{id}", staff.ShowArticle).Staff(editor).InTurn()

	// CSV exports, out of turn.
	x.GET("/api/staff/exports/orders.csv", staff.ExportOrders).Staff(shopRole)
	x.GET("/api/staff/exports/donations.csv", staff.ExportDonations).Staff(treasurer)
	x.GET("/api/staff/exports/donors.csv", staff.ExportDonors).Staff(treasurer)
	x.GET("/api/staff/exports/payments.csv", staff.ExportPayments).Staff(treasurer)
	x.GET("/api/staff/exports/receipts.csv", receipts.ExportReceipts).Staff(treasurer)
}
