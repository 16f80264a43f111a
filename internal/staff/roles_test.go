package staff_test

import (
	"bytes"
	"mime/multipart"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"testing"
	"time"

	"foundation/internal/testapp"

	"foundation/internal/notify"
	"foundation/internal/receipts"
	"foundation/internal/receipts/receiptstest"
	"foundation/internal/staff"
)

// signatureUpload is the multipart body of an admin's signature image.
func signatureUpload(t testing.TB) testapp.Upload {
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	part, err := w.CreateFormFile("signature", "signature.png")
	if err == nil {
		_, err = part.Write(receiptstest.Signature())
	}
	if err == nil {
		err = w.Close()
	}
	if err != nil {
		t.Fatal(err)
	}
	return testapp.Upload{ContentType: w.FormDataContentType(), Body: body.Bytes()}
}

// Every staff route × every role × anonymous: 401 without a session, 403
// without the role (and nothing changes), served with it. Admins act
// everywhere.
func TestEveryStaffRouteChecksTheRoleOnTheServer(t *testing.T) {
	type route struct {
		method, path string
		body         any
		roles        []string // who may; admin always may
		// refusal is the answer a served call may still end in, past the role
		// check: PayPal's 422 (the test app's demo PayPal knows no capture of
		// the sample order), a 400 for a year with nothing to declare; 0 for none.
		refusal int
	}
	routes := func(o *office) []route {
		return []route{
			{http.MethodGet, "/api/staff/me", nil, staff.Roles, 0},
			{http.MethodGet, "/api/staff/summary", nil, staff.Roles, 0},
			{http.MethodGet, "/api/staff/orders", nil, []string{staff.RoleShop}, 0},
			{http.MethodGet, "/api/staff/orders/" + o.paid, nil, []string{staff.RoleShop}, 0},
			{http.MethodPost, "/api/staff/orders/" + o.paid + "/ship", map[string]any{"carrier": "La Poste"}, []string{staff.RoleShop}, 0},
			{http.MethodPost, "/api/staff/orders/ship", map[string]any{"ids": []string{o.paid}}, []string{staff.RoleShop}, 0},
			{http.MethodPost, "/api/staff/orders/" + o.unpaid + "/cancel", map[string]any{"reason": "never paid"}, []string{staff.RoleShop}, 0},
			{http.MethodPost, "/api/staff/orders/" + o.paid + "/refund", map[string]any{"reason": "Damaged", "lines": []map[string]int{{"line": 0, "quantity": 1}}},
				[]string{staff.RoleShop}, http.StatusUnprocessableEntity},
			{http.MethodPatch, "/api/staff/products/" + o.product, map[string]any{"priceCents": 2200, "stock": map[string]any{"M": 3, "S": 0}},
				[]string{staff.RoleShop}, 0},
			{http.MethodGet, "/api/staff/orders/" + o.paid + "/slip.pdf", nil, []string{staff.RoleShop}, 0},
			{http.MethodPost, "/api/staff/orders/slips.pdf", map[string]any{"ids": []string{o.paid, o.unpaid}}, []string{staff.RoleShop}, 0},
			{http.MethodGet, "/api/staff/orders/" + o.paid + "/notes", nil, []string{staff.RoleShop}, 0},
			{http.MethodPost, "/api/staff/orders/" + o.paid + "/notes", map[string]any{"text": "Leave it with the caretaker."}, []string{staff.RoleShop}, 0},
			{http.MethodGet, "/api/staff/donations", nil, []string{staff.RoleTreasurer}, 0},
			{http.MethodGet, "/api/staff/donors?q=jean", nil, []string{staff.RoleTreasurer}, 0},
			{http.MethodGet, "/api/staff/donors/" + url.PathEscape("jean@example.org"), nil, []string{staff.RoleTreasurer}, 0},
			{http.MethodPatch, "/api/staff/donors/" + url.PathEscape("jean@example.org"), map[string]any{"prenom": "Jean", "nom": "Martin",
				"adresse": "7 rue Neuve", "codePostal": "69002", "ville": "Lyon", "pays": "France", "telephone": "0612345678"}, []string{staff.RoleTreasurer}, 0},
			{http.MethodGet, "/api/staff/exports/orders.csv", nil, []string{staff.RoleShop}, 0},
			{http.MethodGet, "/api/staff/inbox", nil, []string{staff.RoleShop, staff.RoleTreasurer}, 0},
			{http.MethodPost, "/api/staff/inbox/order/" + o.paid, map[string]any{"read": true}, []string{staff.RoleShop, staff.RoleTreasurer}, 0},
			{http.MethodGet, "/api/staff/audit", nil, nil, 0},
			{http.MethodGet, "/api/staff/exports/donations.csv", nil, []string{staff.RoleTreasurer}, 0},
			{http.MethodGet, "/api/staff/exports/donors.csv", nil, []string{staff.RoleTreasurer}, 0},
			{http.MethodGet, "/api/staff/exports/payments.csv", nil, []string{staff.RoleTreasurer}, 0},
			{http.MethodPost, "/api/staff/donations/" + o.pledge + "/cheque-received",
				map[string]any{"date": "2026-01-05", "amount": 5000, "bank": "Banque Postale", "chequeNumber": "1234567"}, []string{staff.RoleTreasurer}, 0},
			{http.MethodPost, "/api/staff/donations/" + o.pledge + "/cheque-cancelled", map[string]any{"reason": "never came"}, []string{staff.RoleTreasurer}, 0},
			{http.MethodGet, "/api/staff/settings", nil, []string{staff.RoleTreasurer}, 0},
			{http.MethodPost, "/api/staff/settings", map[string]any{"category": "general_interest"}, nil, 0},
			{http.MethodGet, "/api/staff/settings/signature", nil, []string{staff.RoleTreasurer}, 0},
			{http.MethodPost, "/api/staff/settings/signature", signatureUpload(t), nil, 0},
			{http.MethodGet, "/api/staff/receipts?status=valid", nil, []string{staff.RoleTreasurer}, 0},
			{http.MethodGet, "/api/staff/receipts/missing", nil, []string{staff.RoleTreasurer}, 0},
			{http.MethodGet, "/api/staff/receipts/" + o.receipt + "/pdf", nil, []string{staff.RoleTreasurer}, 0},
			{http.MethodPost, "/api/staff/receipts/" + o.receipt + "/cancel", map[string]any{"reason": "wrong name", "replace": true},
				[]string{staff.RoleTreasurer}, 0},
			{http.MethodGet, "/api/staff/receipts/annual", nil, []string{staff.RoleTreasurer}, 0},
			{http.MethodPost, "/api/staff/receipts/annual", map[string]any{"year": time.Now().Year() - 1}, []string{staff.RoleTreasurer}, 0},
			{http.MethodPost, "/api/staff/donations/" + o.unreceipted + "/receipt", nil, []string{staff.RoleTreasurer}, 0},
			{http.MethodPost, "/api/staff/receipt-declarations/" + strconv.Itoa(time.Now().Year()-1), nil, []string{staff.RoleTreasurer}, http.StatusBadRequest},
			{http.MethodGet, "/api/staff/exports/receipts.csv", nil, []string{staff.RoleTreasurer}, 0},
			{http.MethodGet, "/api/staff/reconcile", nil, []string{staff.RoleTreasurer}, 0},
			{http.MethodPost, "/api/staff/reconcile", nil, []string{staff.RoleTreasurer}, 0},
			{http.MethodGet, "/api/staff/mails?status=failed", nil, nil, 0},
			{http.MethodPost, "/api/staff/mails/" + o.failedMail + "/retry", nil, nil, 0},
			{http.MethodGet, "/api/staff/accounts", nil, nil, 0},
			{http.MethodGet, "/api/staff/articles?state=draft", nil, []string{staff.RoleEditor}, 0},
			{http.MethodGet, "/api/staff/articles/" + o.article, nil, []string{staff.RoleEditor}, 0},
			{http.MethodPost, "/api/staff/accounts", map[string]any{"email": "new@foundation.test", "name": "Nadia Bensalem",
				"roles": []string{staff.RoleEditor}}, nil, 0},
			{http.MethodPatch, "/api/staff/accounts/" + o.members[staff.RoleEditor], map[string]any{"roles": []string{staff.RoleEditor, staff.RoleShop}}, nil, 0},
			{http.MethodPatch, "/api/staff/accounts/" + o.members[staff.RoleEditor], map[string]any{"invite": true}, nil, 0},
		}
	}
	shared := newOffice(t).withReceipts() // reads change nothing: one office serves them all
	for _, role := range append([]string{""}, staff.Roles...) {
		for i := range routes(&office{}) {
			o := shared
			if routes(o)[i].method != http.MethodGet {
				o = newOffice(t).withReceipts() // an allowed action changes the records
			}
			r := routes(o)[i]
			audits := o.audits() // reads audited (exports, downloads) add rows to the shared office
			status, body := o.call(role, r.method, r.path, r.body)
			allowed := role == staff.RoleAdmin || slices.Contains(r.roles, role)
			switch {
			case role == "":
				if status != http.StatusUnauthorized {
					t.Errorf("anonymous %s %s: %d, want 401", r.method, r.path, status)
				}
			case !allowed:
				if status != http.StatusForbidden {
					t.Errorf("%s %s %s: %d, want 403", role, r.method, r.path, status)
				}
			case r.refusal != 0 && status == r.refusal:
			case status >= 400:
				t.Errorf("%s %s %s: %d %v, want it served", role, r.method, r.path, status, body)
			}
			if !allowed && (o.audits() != audits || o.record("orders", o.paid).GetString("status") != "paid" ||
				o.record(receipts.Collection, o.receipt).GetString("status") != "valid" || o.count(receipts.Collection) != 1 ||
				o.record("donations", o.pledge).GetString("status") != "awaiting_cheque" || o.record("orders", o.unpaid).GetString("status") != "pending" ||
				o.record(notify.Collection, o.failedMail).GetString("status") != notify.StatusFailed ||
				o.record("products", o.product).GetFloat("price") != 20 || o.record("products", o.product).GetString("stock") != `{"M":5}` ||
				o.count(staff.Collection) != len(staff.Roles) || o.count(staff.NotesCollection) != 0 || len(staff.RolesOf(o.record(staff.Collection, o.members[staff.RoleEditor]))) != 1) {
				t.Errorf("%q %s %s was refused but changed something", role, r.method, r.path)
			}
		}
	}
}
