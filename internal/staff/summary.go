package staff

import (
	"net/http"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/declarations"
	"foundation/internal/donate"
	"foundation/internal/notify"
	"foundation/internal/settings"
	"foundation/internal/shop"
)

// now is the clock of the home summary's months; tests stop it.
var now = time.Now

// Summary is the staff home: what waits for each role. A part the caller's
// roles may not see is absent, not zero, so the app shows only its tiles.
type Summary struct {
	// ToShip counts the orders paid and not shipped yet.
	ToShip *int `json:"toShip,omitempty"`
	// PaidAfterCancel counts the cancelled orders whose money came in anyway,
	// to be refunded.
	PaidAfterCancel *int `json:"paidAfterCancel,omitempty"`
	// ChequesPledged counts the cheque pledges not received yet.
	ChequesPledged *int `json:"chequesPledged,omitempty"`
	// UnreadMessages counts what the inbox shows as unread.
	UnreadMessages *int `json:"unreadMessages,omitempty"`
	// RecurringTrouble counts the weekly or monthly gifts whose payments failed
	// (first payment failed, last renewal failed: past due) or stopped (suspended).
	RecurringTrouble *int `json:"recurringTrouble,omitempty"`
	// OpenDisputes counts the payments disputed with a bank or PayPal whose
	// outcome is not known yet (treasurers).
	OpenDisputes *int `json:"openDisputes,omitempty"`
	// Gifts is the money of the last twelve months.
	Gifts *donate.GiftMonths `json:"gifts,omitempty"`
	// ReceiptsMissing lists the foundation's details still missing before
	// tax receipts can be issued (empty when none is); ReceiptsEnabled says
	// whether an admin turned them on. Admins and treasurers see both.
	ReceiptsMissing *[]string `json:"receiptsMissing,omitempty"`
	ReceiptsEnabled *bool     `json:"receiptsEnabled,omitempty"`
	// DeclarationDue is last year's article 222 bis declaration, from April
	// until a treasurer marks it declared (treasurers; absent otherwise).
	DeclarationDue *declarations.Year `json:"declarationDue,omitempty"`
	// MailsFailed counts the mails given up after their last try (and
	// PocketBase's own that failed), for the admins to look at and retry.
	MailsFailed *int `json:"mailsFailed,omitempty"`
	// Mail says when the mail server has refused the site's mails for an
	// hour, and how many mails failed for good: the monitor's facts
	// (GET /api/health/detail), for admins and treasurers (receipts go by
	// mail), who see it as a banner the same day.
	Mail *notify.Trouble `json:"mail,omitempty"`
}

// ShowSummary answers GET /api/staff/summary for any staff member, each part
// only for the roles whose work it is.
func ShowSummary(e *core.RequestEvent) error {
	held := RolesOf(e.Auth)
	var s Summary
	count := func(into **int, roles []string, collection string, where ...dbx.Expression) error {
		if !Allowed(held, roles) {
			return nil
		}
		n, err := e.App.CountRecords(collection, where...)
		*into = new(int(n))
		return err
	}
	treasurer := []string{RoleTreasurer}
	err := count(&s.ToShip, []string{RoleShop}, shop.OrdersCollection, dbx.HashExp{shop.FieldStatus: shop.StatusPaid})
	if err == nil {
		err = count(&s.PaidAfterCancel, []string{RoleShop}, shop.OrdersCollection, dbx.HashExp{shop.FieldStatus: shop.StatusCancelled, shop.FieldPayment: true})
	}
	if err == nil {
		err = count(&s.ChequesPledged, treasurer, donate.DonationsCollection, dbx.HashExp{donate.FieldStatus: donate.StatusAwaitingCheque})
	}
	if err == nil {
		err = count(&s.RecurringTrouble, treasurer, donate.DonationsCollection, dbx.Not(dbx.HashExp{donate.FieldRhythm: "once"}),
			dbx.In(donate.FieldStatus, donate.StatusFailed, donate.StatusSuspended, donate.StatusPastDue))
	}
	if err == nil {
		err = count(&s.OpenDisputes, treasurer, donate.DisputesCollection, dbx.HashExp{donate.DisputeOpen: true})
	}
	if err == nil {
		err = count(&s.MailsFailed, []string{RoleAdmin}, notify.Collection, dbx.HashExp{notify.FieldStatus: notify.StatusFailed})
	}
	if err == nil && Allowed(held, treasurer) {
		var backlog notify.Backlog
		backlog, err = notify.ReadBacklog(e.App)
		s.Mail = new(backlog.Trouble(now()))
	}
	if err == nil && Allowed(held, []string{RoleShop, RoleTreasurer}) {
		s.UnreadMessages = new(int)
		err = unreadCount(e.App, s.UnreadMessages)
	}
	if err == nil && Allowed(held, treasurer) {
		var gifts donate.GiftMonths
		gifts, err = donate.GiftsByMonth(e.App, now())
		s.Gifts = &gifts
	}
	if err == nil && Allowed(held, treasurer) {
		var f settings.Foundation
		f, err = settings.Load(e.App)
		missing := f.Missing()
		s.ReceiptsMissing, s.ReceiptsEnabled = &missing, &f.ReceiptsEnabled
	}
	if err == nil && Allowed(held, treasurer) {
		s.DeclarationDue, err = declarations.Pending(e.App, now())
	}
	if err != nil {
		return e.InternalServerError("", err)
	}
	return e.JSON(http.StatusOK, s)
}
