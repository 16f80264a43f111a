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

// Pages are the site's own answers (internal/pages): the React app's files
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
// route), and its middleware (InTurn, Limit, Body, Quiet); then what
// docs/api.md says of it: its query parameters (Query) and its description
// (What), in the table last named (x.in). docs/api.md is written from this
// list (doc.go), its who and limits columns from the declarations;
// TestEveryStaffRouteChecksTheRoleOnTheServer calls each staff route as
// every role, TestEveryDonorRouteIsTheSignedInDonorsOnly each donor route
// as everyone.
func Index(s Services) []Route {
	gw, l := s.Gateways, newLimiters(s.Limits)
	var x index

	// Pages and discovery: the React app (404 for a path none of its
	// screens has), the icon, robots.txt, the sitemap and the blog's feed.
	// Their successes would flood the request log.
	x.in(areaPages)
	x.GET("/favicon.ico", s.Pages.Favicon).Public().Quiet().
		What("the site's icon at 16, 32 and 48 px")
	x.GET("/robots.txt", s.Pages.Robots).Public().Quiet().
		What("crawlers may read the site and `/api/files/`, not `/staff`, `/donor`, `/api/`, `/_/`")
	x.GET("/sitemap.xml", s.Pages.Sitemap).Public().Quiet().
		What("the public pages, then every public article and product with its last change")
	x.GET(FeedPath, s.Pages.Feed).Public().Quiet().
		What("RSS 2.0 of the 20 latest public articles")
	x.GET("/{path...}", s.Pages.App).Public().Quiet().
		What("the React app's files, and its screens served with their content: 200 for a page of " +
			"`internal/pages/routes.go` (the app's router is built from the same table), 404 for any other")
	x.GET("/campaigns/{slug}/embed", s.Pages.Embed).Public().Quiet().
		What("a small HTML page (title, progress bar, Give link opening `/donation?campaign=` in a new tab; a " +
			"finished campaign's shows its figures and links the general form) for a club's iframe: the only page " +
			"with `frame-ancestors *` (every other says `'none'`, and keeps `X-Frame-Options`); no script, no " +
			"cookie, kept a minute by browsers")
	x.GET("/fr/campaigns/{slug}/embed", s.Pages.Embed).Public().Quiet().
		What("the same page in French (`<html lang=\"fr\">`, the campaign page's French words), its Give link " +
			"opening `/fr/donation?campaign=`")

	// Visitors: what the forms need to show, the contact form, shop orders
	// and donations. Placing an order and opening its PayPal payment share
	// a cap (both call PayPal or store); every donation attempt shares one.
	// The monitor's health check: public in the index, its handler asks for
	// MONITOR_TOKEN (a monitor has no staff session, and mail may be down).
	x.in(areaVisitors)
	x.GET("/api/health/detail", health.Detail(s.MonitorToken, time.Now)).Public().Quiet().
		Verifies("the monitor: `Authorization: Bearer MONITOR_TOKEN`; 404 when unset, 401 otherwise").
		What("`{status: ok|attention, problems[], outbox: {pending, failed, failingSince?}, lastBackup?, replica?: " +
			"{lagSeconds, syncedAt?}}`: 503 when a problem needs an operator (a mail refused by the mail server " +
			"for an hour, a mail failed for good, no backup in 26 hours, with `REPLICA_URL` set the replica " +
			"behind for more than 5 minutes: `replica.LagBound`). `GET /api/health` (PocketBase's) stays the " +
			"public \"it answers\"")
	x.GET("/api/payments/config", gw.ShowConfig).Public().
		What("`{paypalMode, paypalClientId?, cardMode, sepaMode, wallets, methods}`: each mode `live`, `demo` or " +
			"`off` (SEPA is on with `STRIPE_SEPA=on` beside Stripe's keys, and always in TEST MODE); `wallets` is " +
			"true with real Stripe keys (Apple Pay and Google Pay then show on Stripe's page where the account " +
			"turns them on); `methods` lists the donation form's means of payment that are on, in its order: " +
			"`card`, `sepa`, `paypal`, `cheque`. Never a secret (`TestPaymentsConfigSaysWhichMethodsAreOn`)")
	x.GET("/api/receipts/config", receipts.PublicConfig).Public().
		What("`{enabled, rate, ceiling, rateAbove, fees}`: the donation form shows the cost after the tax " +
			"reduction when `enabled`; a 75 % rate holds up to `ceiling` cents a year (100000), `rateAbove` % " +
			"beyond (a recurring gift counts its year of payments); `fees: {card, paypal}`, each `{basisPoints, " +
			"fixedCents}`, the rule of the fee a donor may cover (the form shows its figure; the server charges " +
			"its own)")
	x.POST("/api/contact", contact.CreateMessage).Public().Limit(l.contact).Body(contact.MaxBody).
		What("`{fullName, email, phone, message}` → 201 `{id}`; stored for the staff, who are mailed")

	orders := shop.NewPayPalCheckout(gw)
	x.POST("/api/orders", shop.PlaceOrder(gw)).Public().Limit(l.orders).Body(shop.MaxOrderBody).
		What("`{items: [{productId, size, color, quantity}], clientInfo}` → 201 the order (`{id, number, items, " +
			"total, tax, amountTotal, clientInfo, status, payment}`, euros), priced from the catalogue; a line " +
			"beyond the stock is a 400 on `data.items.N.quantity`")
	x.GET("/api/orders/{id}", shop.ShowOrder).Public().Limit(l.orderReads).
		What("what the payment page shows: `{id, number, clientInfo: {name, email, phoneEnd}, lines: [{name, size, " +
			"color, quantity, lineTotal}], subtotal, shipping, amountTotal, payment, status}` (what is paid for, " +
			"never the address) (`phoneEnd`: the phone's last two digits, never the whole number)")
	x.POST("/api/orders/{id}/paypal", orders.CreatePayPalOrder).Public().Limit(l.orders).Body(smallBody).
		What("opens the PayPal order for exactly the order's total → `{id}`; holds the order's units for 15 " +
			"minutes (`shop.HoldFor`): a retry gets the same PayPal order and the same hold back; 409 for a " +
			"cancelled order, or `data.items` by line (`validation_out_of_stock`) when the stock, less the units " +
			"other buyers hold, cannot serve it: the buyer is told before paying")
	x.POST("/api/orders/{id}/paypal/capture", orders.CapturePayPalOrder).Public().Limit(l.orderCaptures, l.capturesPerOrder).Body(smallBody).
		What("holds the units again if the hold expired (409 `data.items`, nothing charged, when they went to " +
			"another buyer), then captures on the server; paid only when PayPal says COMPLETED for exactly the " +
			"total (202 while PENDING) → the order as above")

	donations := donate.New(gw)
	x.GET("/api/donations/plans", donate.ListPlans).Public().
		What("`{data: [{id, unit_amount, interval, paypalPlanId}]}`: the active plans, `id` the Stripe price")
	x.GET("/api/donations/designations", campaigns.ListDesignations).Public().
		What("`{data: [{id, name}]}`: the projects a gift may be designated to (the areas of `/projects`)")
	x.GET("/api/campaigns/{slug}", campaigns.Show).Public().
		What("`{id, slug, title, summary, picture, goalCents, startsAt, endsAt, project, ended, raisedCents, " +
			"promisedCents, monthlyCents, testCents, donors}`, counted from the ledger (docs/operations.md, " +
			"Campaigns); 404 for an unknown slug, a finished campaign still answers")
	x.GET("/api/campaigns/{slug}/supporters", campaigns.ListSupporters).Public().
		Query("page=").
		What("the campaign's wall, 20 a page, newest money first: `{page, perPage, totalItems, totalPages, items: " +
			"[{name, amountCents?, rhythm, since}]}`; only the gifts whose donor chose `showName` and whose money " +
			"was kept (not pending, not a pledged cheque until received, not all refunded or taken back by a " +
			"dispute, never TEST MODE); `name` as the donor chose it (first name and initial, a company's name, " +
			"or what they typed), never an email; `amountCents` (what the gift kept) only with `showAmount`; 400 " +
			"`data.page` outside 1–10,000, 404 for an unknown slug")
	x.POST("/api/donations/donors", donate.CreateDonor).Public().Limit(l.donations).Body(donate.MaxBody).
		What("the donor's details → 201 `{id}`")
	x.POST("/api/donations/unique-checkout-session", donations.UniqueCheckoutSession).Public().Limit(l.donations).Body(donate.MaxBody).
		What("`{amount, donorId, method?}` → `{data: {sessionId, url}}`: Stripe Checkout for a one-off gift; " +
			"`method` is `card` (the default: what the Stripe account offers) or `sepa` (a SEPA Direct Debit " +
			"mandate only; 400 `data.method` `validation_method_off` while SEPA is off, " +
			"`validation_invalid_method` for another method)")
	x.POST("/api/donations/checkout-session", donations.SubscriptionCheckoutSession).Public().Limit(l.donations).Body(donate.MaxBody).
		What("`{priceId, donorId, method?}` or `{amount, interval: \"week\"|\"month\", donorId, method?}` (priced " +
			"inline by Stripe) → `{data: {sessionId, url}}`; `method` as above")
	x.POST("/api/donations/paypal/orders", donations.CreatePayPalOrder).Public().Limit(l.donations).Body(donate.MaxBody).
		What("`{amount, donorId}` → 201 `{data: {orderId, donationId}}`")
	x.POST("/api/donations/paypal/orders/{id}/capture", donations.CapturePayPalOrder).Public().Limit(l.giftCaptures, l.capturesPerGift).Body(donate.MaxBody).
		What("captures the approved order → `{data: {donationId, status}}`; a gift already settled is answered " +
			"from the record")
	x.POST("/api/donations/paypal/subscriptions", donations.CreatePayPalSubscription).Public().Limit(l.donations).Body(donate.MaxBody).
		What("`{planId, donorId, coverFees?, …choices}` → 201 `{data: {subscriptionId, donationId}}`: the server opens " +
			"the PayPal subscription on the plan, its regular cycle priced at the plan's amount + the fee it computes " +
			"(PayPal's plan override), for the buttons' `createSubscription`; the gift is pending until confirmed. " +
			"The form uses it when the donor covers the fees")
	x.POST("/api/donations/paypal/subscriptions/{id}/confirm", donations.ConfirmPayPalSubscription).Public().Limit(l.donations, l.subscriptionChecks).Body(donate.MaxBody).
		What("records the recurring gift once PayPal says the subscription is ACTIVE or APPROVED on the plan named " +
			"→ 201 `{data: {id, status}}`; one the server opened becomes active only when PayPal charges exactly its " +
			"amount + fee (else 502, the gift flagged); `coverFees` on a subscription the buttons made from the plan " +
			"→ 400 `data.coverFees` `validation_fees_not_offered`")
	x.POST("/api/donations/cheque", donations.PledgeCheque).Public().Limit(l.donations).Body(donate.MaxBody).
		What("the donor's details, `{amount, rhythm}` → 201 `{data: {id, payee, address}}` (the id is the " +
			"reference to write on the cheque; the confirmation page shows all three); the staff and the donor " +
			"are mailed (at most 3 pledge mails an address a day)")

	// Payment providers: each event is verified (Stripe's signature; PayPal
	// is asked, which costs a call, hence the cap).
	x.in(areaProviders)
	x.POST("/api/webhooks/stripe", gw.StripeWebhook).Public().Body(payments.MaxWebhookBody).
		Verifies("Stripe's signature checked").
		What("a Stripe event, recorded once and handled → `{received: true}`; 400 for a bad signature, 503 with " +
			"`Retry-After` while the same event is being handled, 500 to have it delivered again")
	x.POST("/api/webhooks/paypal", gw.PayPalWebhook).Public().Limit(l.webhooks).Body(payments.MaxWebhookBody).
		Verifies("verified by asking PayPal").
		What("a PayPal event, likewise; 502 when PayPal cannot be asked")

	// TEST MODE only: the demo gateway's card checkout page (standing in for
	// Stripe's) and PayPal subscription approval.
	if gw.Test() {
		x.in(areaDemo)
		x.GET("/api/payments/demo/checkout/{id}", gw.DemoCheckoutPage).Public().
			What("the card checkout page standing in for Stripe's, with its TEST MODE banner")
		x.POST("/api/payments/demo/checkout/{id}/pay", gw.DemoCheckoutPay).Public().Body(smallBody).
			What("plays an outcome through the same handlers as Stripe's events: `{\"outcome\": \"paid\" | \"failed\" | " +
				"\"disputed\" | \"processing\"}` as JSON, or the page's form field `outcome`; none is `paid`. A SEPA " +
				"checkout first completes unpaid (`checkout.session.completed`, `payment_status: unpaid`: the gift " +
				"`processing`), then `paid` credits the debit (`checkout.session.async_payment_succeeded`) and " +
				"`failed` bounces it (`async_payment_failed`); `processing` stops there (→ 303 to the thank-you page) " +
				"and a later call with `paid` or `failed` settles it (400 `data.outcome` for a card checkout). `paid` " +
				"pays (or saves the card) → 303 to the thank-you page; `failed` ends the checkout unpaid " +
				"(`checkout.session.async_payment_failed`, as a SEPA debit that bounced: the gift `failed`) → 303 " +
				"back to `/donation?cancelled=1`; `disputed` pays, then the payer disputes it " +
				"(`charge.dispute.created`, `charge.dispute.funds_withdrawn`: the money withdrawn, the dispute open " +
				"on the treasurer's home) → 303 to the thank-you page; another outcome → 400 with `data.outcome`")
		x.POST("/api/payments/demo/checkout/{id}/cancel", gw.DemoCheckoutCancel).Public().
			What("back to the site, unpaid")
		x.POST("/api/payments/demo/paypal/subscriptions", gw.DemoPayPalSubscribe).Public().Limit(l.testSubscriptions).Body(smallBody).
			What("stands for approving a subscription in PayPal's window → a subscription id to confirm")
	}

	// The donor space: a donor's own details, gifts, receipts and data.
	// The actions that reach a provider are capped per donor. An action on a
	// gift is one handler of internal/gifts for the donor's route and the
	// treasurer's (staffRoutes).
	x.in(areaDonor)
	actions := gifts.NewHandlers(gw)
	x.GET("/api/donor/details", donors.MyDetails).Donor().
		What("`{data: [{identity, email, prenom, nom, adresse, codePostal, ville, pays, telephone, kind, " +
			"raisonSociale, siren, formeJuridique}]}`: the current details of each donor identity that gave with " +
			"the email (docs/receipts.md, \"Donor identities\"), which its receipts name")
	x.PATCH("/api/donor/details", donors.CorrectMyDetails).Donor().Body(donors.MaxBody).
		What("the same fields but the email, and `identity` (may be left out when the email has one) → that " +
			"identity's corrected details (400 with field errors as the donation form's, or on `identity`); " +
			"issued receipts keep theirs, other identities are unchanged")
	x.GET("/api/donor/gifts", donors.ListGifts).Donor().
		What("`{data: {email, identities: [{identity, name, kind}], gifts: [gift], receipts: [receipt]}}`, newest " +
			"first, every channel; each gift and receipt names its `identity`")
	x.POST("/api/donor/gifts/{id}/stop", actions.Stop).Donor().Limit(l.donorActions).Body(donors.MaxBody).
		What("cancels the subscription at Stripe or PayPal, checks the provider says cancelled → `{data: gift}`; " +
			"stopping a stopped gift changes nothing")
	x.POST("/api/donor/gifts/{id}/amount", actions.ChangeAmount).Donor().Limit(l.donorActions).Body(donors.MaxBody).
		What("`{amount}` (card recurring gifts) → Stripe subscription updated, no proration, from the next payment")
	x.PATCH("/api/donor/gifts/{id}/wall", gifts.ChangeWall).Donor().Limit(l.donorActions).Body(donors.MaxBody).
		What("`{showName, wallName, showAmount}` → `{data: gift}`: shows or hides the donor's name (and amount) on " +
			"the wall of the gift's campaign; 400 `data.wallName` as the donation bodies; each gift answers its " +
			"`campaign` and `wall`")
	x.POST("/api/donor/gifts/{id}/card", actions.NewCard).Donor().Limit(l.donorActions).Body(donors.MaxBody).
		What("→ `{data: {url}}`: Stripe Checkout in setup mode; the saved card becomes the subscription's default " +
			"payment method when Stripe reports the page completed")
	x.POST("/api/donor/gifts/{id}/pause", actions.Pause).Donor().Limit(l.donorActions).Body(donors.MaxBody).
		What("`{months}` (an integer, 1 to 3; else 400 on `months`) for an `active` card or PayPal recurring gift " +
			"→ `{data: gift}` with `pausedUntil` set and the pause in `history`. Card: Stripe `pause_collection` " +
			"`{behavior: void, resumes_at}` (the renewals in the pause are voided, Stripe collects again by " +
			"itself); PayPal: `POST /v1/billing/subscriptions/{id}/suspend`. The gift stays `active`; 409 when " +
			"already paused, 400 for a gift not running, 502/503 when the provider refuses or cannot be reached " +
			"(the gift unchanged). Mails the donor")
	x.POST("/api/donor/gifts/{id}/resume", actions.Resume).Donor().Limit(l.donorActions).Body(donors.MaxBody).
		What("resumes a paused gift now: Stripe `pause_collection` unset, PayPal `…/activate` (then read back " +
			"`ACTIVE`) → `{data: gift}`; 409 when not paused. Mails the donor")
	x.POST("/api/donor/gifts/{id}/interval", actions.ChangeRhythm).Donor().Limit(l.donorActions).Body(donors.MaxBody).
		What("`{interval: \"week\" | \"month\"}` (else 400 on `interval`) for an active card gift not paused → the " +
			"subscription's one item gets a new inline price (same product and amount, the new interval), " +
			"`proration_behavior: none`, `trial_end` at the current period's end so nothing is charged now and " +
			"the new rhythm starts at the next payment → `{data: gift}`; 409 while paused, 400 for a PayPal gift " +
			"(a PayPal plan change needs the payer's approval at PayPal: not offered yet). Mails the donor")
	x.GET("/api/donor/receipts/{id}", donors.DownloadReceipt).Donor().
		What("the receipt's PDF (a cancelled one's stamped copy)")
	x.GET("/api/donor/statements/{year}", donors.DownloadStatement).Donor().
		Query("identity=").
		What("one identity's (400 on `identity` when the email has several and none is named) \"Mes dons de YEAR\", " +
			"`mes-dons-YEAR.pdf`: every payment of the year (Paris time, TEST MODE aside) with the number of the " +
			"receipt that names it, or \"pas encore émis\", the total and what was refunded; not a receipt itself. " +
			"400 for a year not begun")
	x.GET("/api/donor/data", donors.ExportData).Donor().
		What("everything held about the email, as `my-data.json`: account, details given with each gift, gifts " +
			"with their payment ledgers, receipts, shop orders, contact messages")
	x.POST("/api/donor/erase", donors.Erase).Donor().Body(donors.MaxBody).
		What("`{confirm: true}`: in one transaction the donor's details and the buyer details of their orders are " +
			"anonymised, their contact messages and the mails to them in the outbox deleted and the account " +
			"closed; gifts (amounts, dates, ledgers), order lines and amounts, and issued receipts are kept six " +
			"years. Refused (400) while a recurring gift still runs: stop it first")

	staffRoutes(&x, s, actions)
	routes := make([]Route, len(x.routes))
	for i, r := range x.routes {
		routes[i] = *r
	}
	return routes
}

// staffRoutes are the back office's. Each waits its turn (staff.InTurn:
// staff lists are CPU work in SQLite), but the CSV exports, which stream
// for seconds and would hold up every list. actions are the handlers of
// the actions on a gift, which the donor's routes share.
func staffRoutes(x *index, s Services, actions *gifts.Handlers) {
	const (
		editor    = staff.RoleEditor
		shopRole  = staff.RoleShop
		treasurer = staff.RoleTreasurer
		admin     = staff.RoleAdmin
	)
	everyone := staff.Roles
	x.in(areaStaff)
	x.GET("/api/staff/me", staff.SignedIn).Staff(everyone...).InTurn().
		What("`{id, email, name, roles, language}`: `language` (`en` or `fr`) is the back office's language the " +
			"member chose (French until they choose)")
	x.PATCH("/api/staff/me", staff.ChooseLanguage).Staff(everyone...).InTurn().Body(smallBody).
		What("`{language: \"en\"|\"fr\"}` → the same answer; any other value, or none, is a 400 on `data.language`; " +
			"the choice is theirs alone")
	x.GET("/api/staff/summary", staff.ShowSummary).Staff(everyone...).InTurn().
		What("the home: `toShip` (shop), `chequesPledged`, `recurringTrouble`, `gifts` (money of this month, last " +
			"month and 12 months, Paris time, without TEST MODE) (treasurer), `unreadMessages` (shop, treasurer), " +
			"`mailsFailed` (admin), `mail: {refusedSince?, failed}` (admin, treasurer: the mail server refusing " +
			"for an hour, mails failed for good; the monitor's facts); a part the role may not see is absent")

	// Orders, their packing slips and notes; the shop role also changes a
	// product's price and stock (the rest of the catalogue is the editors',
	// through the records API).
	x.in(areaOrders)
	x.GET("/api/staff/orders", staff.ListOrders).Staff(shopRole).InTurn().
		Query("list=to_pay|to_ship|shipped|refunded|cancelled&q=").
		What("a page of orders: `{id, number, created, name, email, amountTotal, status, payment, test}`")
	x.GET("/api/staff/orders/{id}", staff.ShowOrder).Staff(shopRole).InTurn().
		What("the order page: lines, customer, payment, shipping, refunds, its timeline")
	x.POST("/api/staff/orders/ship", staff.ShipOrders).Staff(shopRole).InTurn().
		What("`{ids}` (up to 100) → `{shipped, refused: [{id, message}], outOfStock: [{id, message}]}`: each " +
			"shipped as one by one; the others left as they were, each with why; `outOfStock` names the shipped " +
			"ones flagged \"paid while out of stock\", with the flag")
	x.POST("/api/staff/orders/{id}/ship", staff.ShipOrder).Staff(shopRole).InTurn().
		What("`{carrier, trackingNumber}`: a paid order marked shipped once, its customer mailed → the order page")
	x.POST("/api/staff/orders/{id}/cancel", staff.CancelOrder).Staff(shopRole).InTurn().
		What("`{reason}` (required, 400 `data.reason` without it): an unpaid order cancelled, the reason kept, " +
			"audited and shown on its page")
	x.POST("/api/staff/orders/{id}/refund", staff.RefundOrder(s.Gateways)).Staff(shopRole).InTurn().
		What("`{reason, lines: [{line, quantity}]}`: the server prices the units from the order's stored lines " +
			"(with their 10 % of shipping; everything left once no unit is left), refunds that through PayPal, " +
			"books it with the units refunded (`refundedQuantities`), gives their stock back and mails the " +
			"customer the reason; the order is `partially_refunded`, then `refunded`. 400 by field (`reason`, " +
			"`lines`)")
	x.GET("/api/staff/orders/{id}/slip.pdf", staff.OrderSlip).Staff(shopRole).InTurn().
		What("the order's packing slip, one A4 page (the foundation, order n°, date, ship-to name and address, " +
			"lines with option and quantity, no prices), `packing-slip-NUMBER.pdf`; audited `order.slip` (the " +
			"order's timeline says \"Packing slip printed\"); 404 for an unknown order")
	x.POST("/api/staff/orders/slips.pdf", staff.OrderSlips).Staff(shopRole).InTurn().
		What("`{ids}`: the packing slips of up to 100 orders, one page each as above, in the order given, " +
			"`packing-slips.pdf`; each audited `order.slip`; 400 naming `ids` for none, too many or an unknown order")
	x.GET("/api/staff/orders/{id}/notes", staff.OrderNotes).Staff(shopRole).InTurn().
		What("`{items: [{id, text, created, authorName, authorEmail}]}`: the team's internal notes on an order " +
			"(`order_notes`, no API rule: never in a customer page or a public route), oldest first; 404 for an " +
			"unknown order")
	x.POST("/api/staff/orders/{id}/notes", staff.AddOrderNote).Staff(shopRole).InTurn().
		What("`{text}` → 201 the note: required and at most 2,000 characters (400 on `data.text`), audited " +
			"`order.note`; 404 for an unknown order; a buyer's erasure deletes the notes on their orders")
	x.PATCH("/api/staff/products/{id}", staff.ChangeProductStock).Staff(shopRole).InTurn().
		What("`{priceCents?, stock?: {size: units | null}}`: a product's price (cents) and stock per size (`\"\"` " +
			"for a product without sizes; `null` unlimited), audited `product.stock` with before and after → the " +
			"product as the records API shows it. The records API refuses staff writes of `stock`; the rest of " +
			"the catalogue is the editors', through the records API")

	// Donations, a page per gift with the actions for a donor who phones,
	// cheques, and the people who gave.
	x.in(areaDonations)
	x.GET("/api/staff/donations", staff.ListDonations).Staff(treasurer).InTurn().
		Query("method=&rhythm=&status=&from=&to=&q=&campaign=&designation=").
		What("a page of gifts, each naming its donor and how it was paid (`paidWith`: `Card`, `Apple Pay`, `Google " +
			"Pay`, `Wallet`, `SEPA Direct Debit`, `PayPal`, `Cheque`; a card's wallet from its charge's " +
			"`payment_method_details.card.wallet`), with the totals of the filtered set; `campaign` (a slug) " +
			"keeps a campaign's gifts, `designation` a project's; an unknown method, rhythm, status or " +
			"designation is a 400 naming it")
	x.GET("/api/staff/donations/{id}", gifts.ShowGift).Staff(treasurer).InTurn().
		What("one gift's page: its ledger rows, the details given with it, its receipts and provider ids, and the " +
			"actions it takes now")
	x.POST("/api/staff/donations/{id}/stop", actions.Stop).Staff(treasurer).InTurn().
		What("`{reason}`: stops a running recurring gift at its provider → the gift's page")
	x.POST("/api/staff/donations/{id}/amount", actions.ChangeAmount).Staff(treasurer).InTurn().
		What("`{amount}`: a running card gift's amount for the payments to come → the gift's page")
	x.POST("/api/staff/donations/{id}/pause", actions.Pause).Staff(treasurer).InTurn().
		What("`{months}` (1 to 3): the donor route's pause, audited (`donation.pause`: status, rhythm and " +
			"`pausedUntil` before and after) → the gift's page")
	x.POST("/api/staff/donations/{id}/resume", actions.Resume).Staff(treasurer).InTurn().
		What("the donor route's resumption, audited (`donation.resume`) → the gift's page")
	x.POST("/api/staff/donations/{id}/interval", actions.ChangeRhythm).Staff(treasurer).InTurn().
		What("`{interval: \"week\" | \"month\"}`: the donor route's change of rhythm, audited " +
			"(`donation.change-rhythm`) → the gift's page")
	x.POST("/api/staff/donations/{id}/refund", actions.Refund).Staff(treasurer).InTurn().
		What("`{amount?, reason}`: gives back part or all of a one-off card or PayPal gift; its receipt is " +
			"replaced for what was kept, or cancelled → the gift's page. 409 while another refund of the gift is " +
			"under way")
	x.POST("/api/staff/donations/{id}/resend-receipt", gifts.ResendReceipt).Staff(treasurer).InTurn().
		What("mails the gift's valid receipt to its donor again; 400 without one")
	x.POST("/api/staff/donations/{id}/tribute", gifts.CorrectTribute).Staff(treasurer).InTurn().Body(donate.MaxBody).
		What("`{kind, name, notifyEmail, message}`: corrects whom the gift honours, the donation form's rules (400 " +
			"on `data[\"tribute.…\"]`), audited before and after; the notice is not sent again → the gift's page " +
			"(its `tribute`, null for none)")
	x.GET("/api/staff/donations/{id}/tribute-card", gifts.TributeCard).Staff(treasurer).InTurn().
		What("the tribute's card to print and post (A5 PDF, no amount); 404 for a gift that honours no one")
	x.POST("/api/staff/donations/{id}/cheque-received", staff.ChequeReceived).Staff(treasurer).InTurn().
		What("`{date, amount, bank, chequeNumber}`: a pledged cheque came, booked once")
	x.POST("/api/staff/donations/{id}/cheque-cancelled", staff.ChequeCancelled).Staff(treasurer).InTurn().
		What("`{reason}`: a pledged cheque never came")
	// Gifts that are not money, which the treasurer records: goods given,
	// and a volunteer's expenses waived. Each is receipted as a paid gift.
	x.POST("/api/staff/gifts/in-kind", gifts.RecordInKind).Staff(treasurer).InTurn().Body(gifts.MaxNonCashBody).
		What("`{email, prenom, nom, adresse, codePostal, ville, pays, telephone, kind?, raisonSociale?, siren?, " +
			"formeJuridique?, description, valueCents, date}`: records a gift in kind (a paid gift of method " +
			"`in_kind`, its value no money) and issues its receipt; 201 with the gift's page (`GiftPage`, its " +
			"`nature` and receipts), 400 with field errors (the donation form's rules; `date` YYYY-MM-DD, never " +
			"after today)")
	x.POST("/api/staff/gifts/volunteer-expenses", gifts.RecordVolunteerExpenses).Staff(treasurer).InTurn().Body(gifts.MaxNonCashBody).
		What("`{email, prenom, nom, adresse, codePostal, ville, pays, telephone, mission, date, waived, expenses: " +
			"[{date, nature, justification, amountCents} or {date, nature, justification, vehicle: " +
			"car|two_wheeler, horsepower, kilometres, rateMillis}]}`: a volunteer's expenses waived (a person " +
			"only; `date` the signed waiver, `waived` true, each expense on or before it; the value is their sum, " +
			"computed here); 201 with the gift's page, 400 with field errors (`expenses.N.field` per line)")
	x.GET("/api/staff/donors", staff.ListDonors).Staff(treasurer).InTurn().
		Query("q=&page=&perPage=").
		What("the people who gave (one per email, any case), latest giver first, with gifts, money kept, first and " +
			"last gift; `name` names each donor identity of the email")
	x.GET("/api/staff/donors/{email}", staff.ShowDonor).Staff(treasurer).InTurn().
		What("one person (email URL-escaped): `{email, identities: [{identity, name, …details, totals, years, " +
			"gifts}]}`, each donor identity apart; 404 for an email nobody gave with")
	x.PATCH("/api/staff/donors/{email}", staff.CorrectDonor).Staff(treasurer).InTurn().
		What("corrects the current details of one identity (`identity`, which may be left out when the email has " +
			"one; `prenom, nom, adresse, codePostal, ville, pays, telephone`, and `kind` person|company with a " +
			"company's `raisonSociale, siren, formeJuridique`), audited with before and after → the person's " +
			"page; other identities are unchanged")
	x.GET("/api/staff/reconcile", reconcile.ListRuns).Staff(treasurer).InTurn().
		What("`{items: [run]}`: the last 30 reconciliations with Stripe and PayPal, what each looked at, repaired, " +
			"and the problems")
	x.POST("/api/staff/reconcile", s.Reconciler.RunNow).Staff(treasurer).InTurn().
		What("runs one now → the run; 409 while one runs")

	// Tax receipts, their yearly declaration, and the foundation's details
	// they print (an admin edits them, the treasurer reads them).
	x.in(areaReceipts)
	x.GET("/api/staff/settings", receipts.ShowSettings).Staff(treasurer).InTurn().
		What("`{legalName, address, object, legalStatus, registrationNumber, signatoryName, signatoryTitle, " +
			"signaturePlace, receiptsEnabled, category, decreeDate, journalDate, reductionRate, eligible978, " +
			"categories: [{key, label, needsDecree, ifi, rate}], hasSignature, missing: [field…], issuing, " +
			"updated}`; `reductionRate` and `eligible978` follow from the category (read only)")
	x.POST("/api/staff/settings", receipts.SaveSettings).Staff(admin).InTurn().
		What("any of the editable fields (absent: unchanged; `category` one of `categories`' keys, the dates " +
			"`YYYY-MM-DD`) → the same object; the details save while incomplete: receipts asked for while a " +
			"detail is missing stay off (`receiptsEnabled: false`) and `missing` names what they wait for; only " +
			"an invalid value is a 400, by field. `fees: {card?, paypal?}`, each `{basisPoints (0–2000), " +
			"fixedCents (0–500)}`, replaces the rule of each method named (400 on " +
			"`data[\"fees.card.basisPoints\"]`…); the answer's `fees` is the rules in force")
	x.GET("/api/staff/settings/signature", receipts.ShowSignature).Staff(treasurer).InTurn().
		What("the signature image (PNG), 404 when none")
	x.POST("/api/staff/settings/signature", receipts.SaveSignature).Staff(admin).InTurn().Body(receipts.MaxSignatureBody).
		What("multipart `signature` (PNG, JPEG or WebP, ≤ 5 MB; stored grey on white, at most 600 × 200) → the " +
			"settings object")
	x.GET("/api/staff/receipts", receipts.ListReceipts).Staff(treasurer).InTurn().
		Query("year=&status=valid|cancelled&kind=single|annual&q=&page=&perPage=").
		What("`{page, perPage, totalItems, totalPages, items: [receipt], years: [{year, valid: {count, amount}, " +
			"companies: {count, amount}, cancelled: {count, amount}, forMoney: {count, amount}, issued: {count, " +
			"amount}, dueOn, declaredAt, declaredBy}]}` — `years` are the yearly declarations (article 222 bis of " +
			"the CGI, loi n° 2021-1109 art. 19), whatever the filters: `valid.amount` is the gifts *received* in " +
			"the year that valid receipts name (January's annual receipts count in the year the money came in), " +
			"`valid.count` the receipts *issued* in the year, as the article words them; `forMoney` counts the " +
			"receipts for the year's money whenever issued, `issued` those issued in the year and what they name, " +
			"so the two ways of counting sit side by side; `dueOn` is the second working day after 1 May of the " +
			"next year (article 223); `q` finds a donor's name or email, or a number")
	x.POST("/api/staff/receipt-declarations/{year}", receipts.MarkDeclared).Staff(treasurer).InTurn().
		What("marks a past year declared (audited, once; never changed) → `{years}`; from 1 April the treasurer's " +
			"home (`declarationDue`) reminds of last year's until it is marked")
	x.GET("/api/staff/receipts/missing", receipts.ListMissing).Staff(treasurer).InTurn().
		What("`{totalItems, items: [{donation, paidAt, donorName, donorEmail, amount, method, receiptBlocked}]}`: " +
			"paid one-off gifts without a receipt (newest 200); `receiptBlocked` is `receipts are off`, `missing " +
			"postal address`, `missing town` or `not issued`")
	x.POST("/api/staff/donations/{id}/receipt", receipts.IssueReceipt).Staff(treasurer).InTurn().
		What("issues a missing one (e.g. after an address fix) → 201 `receipt`; 400 for a gift not paid, " +
			"recurring, TEST MODE, already receipted (`data.donation`), without an address (`data.address`), " +
			"receipts off (`data.receipts`), whose receipt a restore lost and its donor holds (`data.donation`); " +
			"409 while the numbering is stopped after a restore (docs/receipts.md); 500 with the cause when the " +
			"PDF fails (no number used)")
	x.GET("/api/staff/receipts/{id}/pdf", receipts.DownloadPDF).Staff(treasurer).InTurn().
		What("the stored PDF, the same bytes every time (`Content-Disposition: attachment; " +
			"filename=\"recu-fiscal-2026-000001.pdf\"`); `X-Receipt-SHA256` is the hash of the bytes served (a " +
			"cancelled receipt's stamped copy has its own), `X-Receipt-Issued-SHA256` the stored original's")
	x.POST("/api/staff/receipts/{id}/cancel", receipts.CancelReceipt).Staff(treasurer).InTurn().
		What("`{reason, replace}` → `{cancelled: receipt, replacement: receipt|null}`; the replacement has the " +
			"gift's (or year's) current figures and the donor's current details")
	x.GET("/api/staff/receipts/annual", receipts.ShowAnnualRun).Staff(treasurer).InTurn().
		Query("year=").
		What("`{year, issued: 0, alreadyIssued, waiting, blocked: [{email, name, amount, reason}]}`: where a past " +
			"year's (default last year's) annual receipts stand, without issuing any")
	x.POST("/api/staff/receipts/annual", receipts.StartAnnualRun).Staff(treasurer).InTurn().
		What("`{year}` → `{year, issued, alreadyIssued, blocked: [{email, name, amount, reason}]}`; a year not " +
			"over is a 400 (`data.year`); a receipt that fails to issue lists its donor in `blocked` with the " +
			"error and the run goes on; a run that cannot plan (the database) is a 500, and running it again " +
			"continues")
	// Messages, the audit log, the mail outbox (a failed mail sent again),
	// and staff accounts: listed, invited, changed; never deleted (no
	// DELETE), so the audit log keeps the name of whoever acted.
	x.in(areaMessages)
	x.GET("/api/staff/inbox", staff.ListInbox).Staff(shopRole, treasurer).InTurn().
		What("the contact messages and order notices, unread first, then newest first")
	x.POST("/api/staff/inbox/{kind}/{id}", staff.MarkMessage).Staff(shopRole, treasurer).InTurn().
		What("`{read: true|false}` marks one (`kind` is `contact` or `order`)")
	x.GET("/api/staff/audit", staff.ListAudit).Staff(admin).InTurn().
		What("the audit log, newest first: `{created, actorEmail, action, collection, recordId, before, after}`")
	x.GET("/api/staff/mails", staff.ListMails).Staff(admin).InTurn().
		Query("status=pending|sending|sent|failed&page=&perPage=").
		What("the mail outbox, newest first: `{id, created, to, subject, kind, ref, status, attempts, lastError, " +
			"dueAt, sentAt, retryable}` (never the body)")
	x.POST("/api/staff/mails/{id}/retry", staff.RetryMail).Staff(admin).InTurn().
		What("sends a failed mail again (tries counted from zero), audited as `mail.retry` → the mail; 400 naming " +
			"why for a mail not failed (`data.status`), a PocketBase mail whose content was not kept " +
			"(`data.content`) or an address that cannot receive mail (`data.to`)")
	x.GET("/api/staff/accounts", staff.ListAccounts).Staff(admin).InTurn().
		Query("page=&perPage=").
		What("staff accounts by email: `{id, email, name, roles, disabled, invitePending, invitedAt, " +
			"lastSignInAt}`")
	x.POST("/api/staff/accounts", staff.InviteAccount).Staff(admin).InTurn().
		What("`{email, name, roles}` opens an account without a usable password and mails its invitation (24 h, " +
			"one use), audited `staff.invite`; 400 by field (an email already staff: `data.email`), 415 for a " +
			"body that is not JSON")
	x.PATCH("/api/staff/accounts/{id}", staff.ChangeAccount).Staff(admin).InTurn().
		What("`{name?, roles?, disabled?}` or `{invite: true}` (a new invitation), audited `staff.update` / " +
			"`staff.reinvite`; 400 for disabling oneself or dropping one's own admin role. No DELETE: an account " +
			"is disabled, never deleted, so the audit log keeps every name")

	// Campaigns: the editors write them, the treasurer reads their totals.
	x.in(areaCampaigns)
	x.GET("/api/staff/campaigns", staff.ListCampaigns).Staff(editor, treasurer).InTurn().
		What("`{items: [campaign]}`, newest first, each as `GET /api/campaigns/{slug}` answers it")
	x.POST("/api/staff/campaigns", staff.CreateCampaign).Staff(editor).InTurn().
		What("`{slug, title, summary?, goalCents, startsAt?, endsAt?, project?}` (dates `2026-03-01` or RFC 3339) " +
			"→ 201 the campaign, audited `campaign.create`; 400 by field (`data.slug` taken or not lower-case " +
			"words joined by hyphens, `data.goalCents` outside 1 € – 10 M€, `data.project`, `data.endsAt` before " +
			"the start)")
	x.PATCH("/api/staff/campaigns/{id}", staff.EditCampaign).Staff(editor).InTurn().
		What("the same body, every field → the campaign, audited `campaign.edit`; 400 `data.slug` for a changed " +
			"slug (the gifts name it)")
	x.POST("/api/staff/campaigns/{id}/picture", staff.SetCampaignPicture).Staff(editor).InTurn().Body(staff.MaxPictureBody).
		What("multipart, one `picture` image (5 MB) → the campaign, audited `campaign.picture`")

	// Every article, drafts and scheduled ones included, which the records
	// API shows no one before they are public; editors still write through
	// the records API.
	x.in(areaMessages)
	x.GET("/api/staff/articles", staff.ListArticles).Staff(editor).InTurn().
		Query("state=draft|scheduled|published&q=&page=&perPage=").
		What("every article, undated drafts first then newest first: `{id, collectionId, collectionName, title, " +
			"category, authorName, image, createdAt, created, status, state}`; renews the browser's preview pass " +
			"(`staff_preview` cookie, an hour)")
	x.GET("/api/staff/articles/{id}", staff.ShowArticle).Staff(editor).InTurn().
		What("one article as the records API writes it, whatever its state (the editor and the preview read it); " +
			"renews the preview pass; 404 for an unknown id")

	// CSV exports, out of turn.
	x.in(areaExports)
	x.GET("/api/staff/exports/orders.csv", staff.ExportOrders).Staff(shopRole).
		Query("from=&to=&format=").
		What("the orders")
	x.GET("/api/staff/exports/donations.csv", staff.ExportDonations).Staff(treasurer).
		Query("from=&to=&campaign=&designation=&format=").
		What("the gifts, with their campaign and designation; `campaign` (a slug) keeps a campaign's gifts, " +
			"`designation` a project's (400 for an unknown one)")
	x.GET("/api/staff/exports/donors.csv", staff.ExportDonors).Staff(treasurer).
		Query("from=&to=&format=").
		What("the people who gave, with their current details and totals")
	x.GET("/api/staff/exports/payments.csv", staff.ExportPayments).Staff(treasurer).
		Query("from=&to=&format=fr|intl").
		What("the ledger: the month's books (docs/operations.md, The books), each gift's row with its campaign and " +
			"designation")
	x.GET("/api/staff/exports/receipts.csv", receipts.ExportReceipts).Staff(treasurer).
		Query("year=&format=").
		What("every receipt of the year (or all), in number order")
}
