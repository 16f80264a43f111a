package receipts_test

import (
	"fmt"
	"net/http"
	"net/mail"
	"slices"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"foundation/internal/notify"
	"foundation/internal/payments"
	"foundation/internal/receipts"
	"foundation/internal/receipts/receiptstest"
	"foundation/internal/staff"
	"foundation/internal/testapp"
)

// desk is a served test app with a treasurer, an admin and a shop keeper,
// and receipts switched on.
type desk struct {
	t      testing.TB
	app    *tests.TestApp
	base   string
	tokens map[string]string
	staff  map[string]*core.Record
}

func newDesk(t testing.TB, svc *payments.Service) *desk {
	t.Helper()
	d := newDeskOff(t, svc)
	receiptstest.Enable(t, d.app)
	return d
}

// newDeskOff is newDesk with the foundation's details still empty.
func newDeskOff(t testing.TB, svc *payments.Service) *desk {
	t.Helper()
	app := testapp.New(t)
	if svc != nil {
		app = testapp.WithPayments(t, svc)
	}
	d := &desk{t: t, app: app, tokens: map[string]string{}, staff: map[string]*core.Record{}}
	for _, role := range []string{staff.RoleTreasurer, staff.RoleAdmin, staff.RoleShop} {
		d.staff[role], d.tokens[role] = testapp.StaffMember(t, app, role)
	}
	d.base = testapp.Serve(t, app)
	return d
}

func (d *desk) create(collection string, fields map[string]any) *core.Record {
	d.t.Helper()
	return testapp.Create(d.t, d.app, collection, fields)
}

// donor records a donor of email living at address.
func (d *desk) donor(email, address string) string {
	d.t.Helper()
	r := d.create("donation_users", map[string]any{"email": email, "prenom": "Jean", "nom": "Martin", "adresse": "3 place du Marché",
		"codePostal": "69001", "ville": "Lyon", "pays": "France", "telephone": "0612345678"})
	if address == "" { // an address lost before the fields were required
		r.Set("adresse", "")
		if err := d.app.SaveNoValidate(r); err != nil {
			d.t.Fatal(err)
		}
	}
	return r.Id
}

// gift records a one-off gift of amount cents, in status.
func (d *desk) gift(donor string, amount int, method, status string) string {
	d.t.Helper()
	return d.create("donations", map[string]any{"donor": donor, "amount": amount, "currency": "EUR", "rhythm": "once",
		"method": method, "status": status}).Id
}

// pay marks a gift paid as the payment paths do: one counted payment, saved.
func (d *desk) pay(id string) {
	d.t.Helper()
	r := d.record("donations", id)
	r.Load(map[string]any{"status": "paid", "paymentsCount": 1, "amountCollected": r.GetInt("amount"), "lastPaymentAt": "2026-01-05 10:00:00.000Z"})
	if err := d.app.Save(r); err != nil {
		d.t.Fatal(err)
	}
}

func (d *desk) record(collection, id string) *core.Record {
	d.t.Helper()
	r, err := d.app.FindRecordById(collection, id)
	if err != nil {
		d.t.Fatalf("%s %s: %v", collection, id, err)
	}
	return r
}

// receipts lists every receipt, in number order.
func (d *desk) receipts() []*receipts.Receipt {
	d.t.Helper()
	records, err := d.app.FindRecordsByFilter(receipts.Collection, "", "year,seq", 0, 0)
	if err != nil {
		d.t.Fatal(err)
	}
	out := make([]*receipts.Receipt, 0, len(records))
	for _, r := range records {
		p := &receipts.Receipt{}
		p.SetProxyRecord(r)
		out = append(out, p)
	}
	return out
}

// numbers are the receipts' numbers, in order.
func (d *desk) numbers() []string {
	var out []string
	for _, r := range d.receipts() {
		out = append(out, r.Number())
	}
	return out
}

// call makes a request as role ("" anonymous); body is JSON unless a testapp.Upload.
func (d *desk) call(role, method, path string, body any) (int, map[string]any, []byte, http.Header) {
	d.t.Helper()
	a := testapp.Call(d.t, d.base, d.tokens[role], method, path, body)
	return a.Status, a.JSON, a.Raw, a.Header
}

// mailsTo sends the queued mails and returns those to address.
func (d *desk) mailsTo(address string) []string {
	d.t.Helper()
	notify.Flush(d.app)
	var out []string
	for _, m := range d.app.TestMailer.Messages() {
		if slices.ContainsFunc(m.To, func(a mail.Address) bool { return a.Address == address }) {
			names := ""
			for name := range m.Attachments {
				names += " [" + name + "]"
			}
			out = append(out, fmt.Sprint(m.Subject, names))
		}
	}
	return out
}

// mailText is the text of the last mail sent whose subject starts with
// subject ("" for none); call it after mailsTo, which sends them.
func (d *desk) mailText(subject string) string {
	text := ""
	for _, m := range d.app.TestMailer.Messages() {
		if strings.HasPrefix(m.Subject, subject) {
			text = m.Text
		}
	}
	return text
}

// receiptsCollectionID is the folder of the receipts' files in the storage.
func (d *desk) receiptsCollectionID() string {
	d.t.Helper()
	c, err := d.app.FindCollectionByNameOrId(receipts.Collection)
	if err != nil {
		d.t.Fatal(err)
	}
	return c.Id
}
