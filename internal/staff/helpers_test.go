package staff_test

import (
	"maps"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/notify"
	"foundation/internal/payments"
	"foundation/internal/receipts"
	"foundation/internal/receipts/receiptstest"
	"foundation/internal/staff"
	"foundation/internal/testapp"
)

// office is a served test app with one staff member per role, a paid order,
// an unpaid one, a cheque pledge, a card gift and a mail that failed.
type office struct {
	t                          testing.TB
	app                        *tests.TestApp
	base                       string
	tokens                     map[string]string // role → token; "" is anonymous
	members                    map[string]string // role → staff record id
	paid, unpaid, pledge, card string
	failedMail                 string
	product                    string // a T-shirt in S and M, 5 left in M
	article                    string // a draft
	campaign                   string // "new-track", 5,000 € to raise
	// With receipts on (withReceipts): a paid one-off gift and its receipt,
	// and a paid one without one.
	receipted, receipt, unreceipted string
}

func newOffice(t testing.TB) *office {
	t.Helper()
	return newOfficeWith(t, nil)
}

// newOfficeWith builds the office on svc's gateways (nil: TEST MODE).
func newOfficeWith(t testing.TB, svc *payments.Service) *office {
	t.Helper()
	app := testapp.New(t)
	if svc != nil {
		app = testapp.WithPayments(t, svc)
	}
	o := &office{t: t, app: app, tokens: map[string]string{"": ""}, members: map[string]string{}}
	for _, role := range staff.Roles {
		var member *core.Record
		member, o.tokens[role] = testapp.StaffMember(t, app, role)
		o.members[role] = member.Id
	}
	client := map[string]any{"name": "Awa Ndiaye", "email": "awa@example.org", "phone": "+33 6 12 34 56 78", "address": "12 rue des Lilas, 75011 Paris"}
	lines := []map[string]any{{"productId": "p1", "name": "Mug", "size": "M", "color": "Navy", "quantity": 2, "unitPrice": 12.9, "lineTotal": 25.8}}
	o.paid = o.create("orders", map[string]any{"items": lines, "total": 25.8, "tax": 2.58, "amountTotal": 28.38, "clientInfo": client,
		"status": "paid", "payment": true, "paypalOrderId": "PP-1", "paypalCaptureId": "CAP-1"})
	o.create("messages", map[string]any{"id": o.paid, "title": "New order from Awa Ndiaye", "message": "New order", "isRead": false, "clientInfo": client})
	o.unpaid = o.create("orders", map[string]any{"items": lines, "total": 25.8, "tax": 2.58, "amountTotal": 28.38, "clientInfo": client,
		"status": "pending", "payment": false})
	donor := o.create("donation_users", map[string]any{"email": "jean@example.org", "prenom": "Jean", "nom": "Martin",
		"adresse": "3 place du Marché", "codePostal": "69001", "ville": "Lyon", "pays": "France", "telephone": "0612345678"})
	o.pledge = o.create("donations", map[string]any{"donor": donor, "amount": 5000, "currency": "EUR", "rhythm": "once",
		"method": "cheque", "status": "awaiting_cheque"})
	o.card = o.create("donations", map[string]any{"donor": donor, "amount": 2000, "currency": "EUR", "rhythm": "monthly",
		"method": "card", "status": "active", "paymentsCount": 3, "amountCollected": 6000,
		"countedPayments": []string{"initial", "invoice:in_2", "invoice:in_3"}, "paymentLog": threePaymentsOf(2000)})
	o.failedMail = o.create(notify.Collection, map[string]any{"recipient": "awa@example.org", "subject": "Your order " + o.paid,
		"html": "<p>Thank you</p>", "text": "Thank you", "kind": "order.paid", "ref": "orders/" + o.paid,
		"status": notify.StatusFailed, "attempts": 10, "lastError": "550 mailbox unavailable"})
	o.product = o.create("products", map[string]any{"name": "Tee", "price": 20, "category": "T-shirt", "sizes": []string{"S", "M"},
		"colors": []string{"White"}, "stock": map[string]int{"M": 5}})
	o.article = o.create("blogs", map[string]any{"title": "Coming soon", "status": "draft"})
	o.campaign = o.create("campaigns", map[string]any{"slug": "new-track", "title": "A new track", "goalCents": 500000})
	o.base = testapp.Serve(t, app)
	return o
}

// threePaymentsOf is the paymentLog of three payments of amount that came now.
func threePaymentsOf(amount int) []map[string]any {
	now := types.NowDateTime().String()
	return []map[string]any{{"at": now, "amount": amount}, {"at": now, "amount": amount}, {"at": now, "amount": amount}}
}

func (o *office) create(collection string, fields map[string]any) string {
	o.t.Helper()
	return testapp.Create(o.t, o.app, collection, fields).Id
}

// withReceipts fills the foundation's details, switching receipts on, and
// adds two paid one-off gifts, one with its receipt.
func (o *office) withReceipts() *office {
	o.t.Helper()
	receiptstest.Enable(o.t, o.app)
	donor := o.create("donation_users", map[string]any{"email": "ana@example.org", "prenom": "Ana", "nom": "Silva",
		"adresse": "5 rue Haute", "codePostal": "75005", "ville": "Paris", "pays": "France", "telephone": "0612345678"})
	gift := map[string]any{"donor": donor, "amount": 4000, "currency": "EUR", "rhythm": "once", "method": "card", "status": "paid",
		"paymentsCount": 1, "amountCollected": 4000, "lastPaymentAt": "2026-01-05 10:00:00.000Z"}
	o.receipted, o.unreceipted = o.create("donations", maps.Clone(gift)), o.create("donations", gift)
	r, err := receipts.IssueForDonation(o.app, o.receipted, nil, time.Now())
	if err != nil {
		o.t.Fatal(err)
	}
	o.receipt = r.Id
	return o
}

// call makes a request as role ("" anonymous) and decodes the JSON answer;
// body is sent as JSON, or as is when a testapp.Upload.
func (o *office) call(role, method, path string, body any) (int, map[string]any) {
	o.t.Helper()
	a := testapp.Call(o.t, o.base, o.tokens[role], method, path, body)
	return a.Status, a.JSON
}

func (o *office) record(collection, id string) *core.Record {
	o.t.Helper()
	r, err := o.app.FindRecordById(collection, id)
	if err != nil {
		o.t.Fatal(err)
	}
	return r
}

func (o *office) mails() int {
	notify.Flush(o.app)
	return o.app.TestMailer.TotalSend()
}

func (o *office) audits() int {
	n, err := o.app.CountRecords(staff.AuditCollection)
	if err != nil {
		o.t.Fatal(err)
	}
	return int(n)
}

func (o *office) count(collection string) int {
	o.t.Helper()
	n, err := o.app.CountRecords(collection)
	if err != nil {
		o.t.Fatal(err)
	}
	return int(n)
}
