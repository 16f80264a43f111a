// Package ledger is the foundation's book of money movements: one row per
// payment, renewal, cheque or refund, on the day the money moved, written in
// the transaction of the gift's or order's own save (internal/donate and
// internal/shop bind that), never changed or deleted afterwards. The
// treasurer's export, the home's monthly figures and the donation totals
// read it, so they agree with each other and with the bank.
package ledger

import (
	"errors"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/money"
	"foundation/internal/records"
)

// Collection holds the rows (internal/schema/1735400100_ledger.go).
const Collection = "ledger"

// Kinds of movement.
const (
	KindPayment = "payment" // a one-off gift's or an order's payment, a recurring gift's first
	KindRenewal = "renewal" // a later payment of a recurring gift
	KindCheque  = "cheque"  // a cheque received
	KindRefund  = "refund"  // money given back (a negative gross)
	// KindChargeback is money a payer's dispute withdrew (a negative gross);
	// KindReinstated, the same money won back (positive).
	KindChargeback = "chargeback"
	KindReinstated = "reinstated"
	// KindInKind and KindVolunteerExpenses are gifts that are not money (a
	// gift in kind, a volunteer's expenses waived): their line has a Value
	// and a gross of 0, so that no money total counts them.
	KindInKind            = "in_kind"
	KindVolunteerExpenses = "volunteer_expenses"
)

// What a row is about.
const (
	SubjectDonation = "donation"
	SubjectOrder    = "order"
)

// Field names of the collection.
const (
	fieldKey          = "key"
	fieldKind         = "kind"
	fieldSubject      = "subject"
	fieldSubjectID    = "subjectId"
	fieldOrderNumber  = "orderNumber"
	fieldEmail        = "email"
	fieldName         = "name"
	fieldMeans        = "means"
	fieldGross        = "gross"
	fieldFee          = "fee"
	fieldFeeKnown     = "feeKnown"
	fieldProviderRef  = "providerRef"
	fieldChequeBank   = "chequeBank"
	fieldChequeNumber = "chequeNumber"
	fieldMovedAt      = "movedAt"
	fieldTest         = "test"
	fieldValue        = "value"
)

// Entry is one money movement.
type Entry struct {
	// Key names the movement within its subject ("invoice:in_…", "refund:re_…"),
	// so that a movement reported twice is written once.
	Key         string
	Kind        string
	Subject     string
	SubjectID   string
	OrderNumber int
	Email, Name string
	// Means is card, paypal or cheque.
	Means string
	// Gross is the money that moved, negative for a refund.
	Gross money.Cents
	// Fee is the provider's fee, when FeeKnown (Stripe and PayPal report it
	// with some payments only; a cheque has none).
	Fee          money.Cents
	FeeKnown     bool
	ProviderRef  string
	ChequeBank   string
	ChequeNumber string
	MovedAt      types.DateTime
	// Test is TEST MODE money: none moved. Totals leave it out and show it apart.
	Test bool
	// Value is the worth of a gift that is not money (KindInKind,
	// KindVolunteerExpenses), whose Gross is 0.
	Value money.Cents
}

// Money reports whether the line is money that moved, not a gift in kind.
func (e Entry) Money() bool { return e.Kind != KindInKind && e.Kind != KindVolunteerExpenses }

// Net is what reached the foundation's account.
func (e Entry) Net() money.Cents { return e.Gross - e.Fee }

// rowKey is the row's unique key: its subject, its id, its movement.
func (e Entry) rowKey() string {
	return strings.Join([]string{e.Subject, e.SubjectID, e.Key}, "/")
}

var errIncomplete = errors.New("ledger: an entry needs its key, kind and subject")

// Write books e through tx (the transaction of the change that moved the
// money); an entry already booked (same subject and key) is left as it is.
// Money whose time was not kept moved now, as the save says it did.
func Write(tx core.App, e Entry) error {
	if e.MovedAt.IsZero() {
		e.MovedAt = types.NowDateTime()
	}
	if e.Key == "" || e.Kind == "" || e.Subject == "" || e.SubjectID == "" {
		return errIncomplete
	}
	if !e.Money() {
		e.Gross, e.Fee, e.FeeKnown = 0, 0, true // a value, never money
	}
	var n int
	if err := tx.DB().Select("count(*)").From(Collection).Where(dbx.HashExp{fieldKey: e.rowKey()}).Row(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	c, err := tx.FindCachedCollectionByNameOrId(Collection)
	if err != nil {
		return err
	}
	r := core.NewRecord(c)
	r.Load(map[string]any{
		fieldKey: e.rowKey(), fieldKind: e.Kind, fieldSubject: e.Subject, fieldSubjectID: e.SubjectID,
		fieldOrderNumber: e.OrderNumber, fieldEmail: e.Email, fieldName: e.Name, fieldMeans: e.Means,
		fieldGross: int64(e.Gross), fieldFee: int64(e.Fee), fieldFeeKnown: e.FeeKnown, fieldProviderRef: e.ProviderRef,
		fieldChequeBank: e.ChequeBank, fieldChequeNumber: e.ChequeNumber, fieldMovedAt: e.MovedAt, fieldTest: e.Test,
		fieldValue: int64(e.Value),
	})
	return tx.Save(r)
}

// Register keeps the rows as they were written.
func Register(app core.App) {
	records.KeepRecords(app, Collection, "a ledger row", "it is the foundation's book of money movements.")
}

// Refunds are the rows of the refund ids a save added to a record's list
// (after, beyond before), which together gave back amount: one save books
// one refund; should it book several, their sum is on the first. entry
// makes a row of a key, a gross and a provider reference.
func Refunds(before, after []string, amount money.Cents, entry func(key string, gross money.Cents, ref string) Entry) []Entry {
	if len(after) <= len(before) {
		return nil
	}
	rows := make([]Entry, 0, len(after)-len(before))
	for i, id := range after[len(before):] {
		gross := money.Cents(0)
		if i == 0 {
			gross = -amount
		}
		rows = append(rows, entry("refund:"+id, gross, id))
	}
	return rows
}

// Follow books, on every save of a record of collection and through the
// save's own transaction, the movements moves finds between the record as
// it was read (before) and as it was saved: committed with the change that
// moved the money, or not at all.
func Follow(app core.App, collection string, moves func(tx core.App, before, after *core.Record) ([]Entry, error)) {
	book := func(e *core.RecordEvent) error {
		before := e.Record.Original()
		if err := e.Next(); err != nil {
			return err
		}
		entries, err := moves(e.App, before, e.Record)
		if err != nil {
			return err
		}
		for _, m := range entries {
			if err := Write(e.App, m); err != nil {
				return err
			}
		}
		return nil
	}
	app.OnRecordCreate(collection).BindFunc(book)
	app.OnRecordUpdate(collection).BindFunc(book)
}
