package staff_test

import (
	"bytes"
	"mime/multipart"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"foundation/internal/api"
	"foundation/internal/notify"
	"foundation/internal/receipts"
	"foundation/internal/receipts/receiptstest"
	"foundation/internal/staff"
	"foundation/internal/testapp"
)

// signatureUpload is the multipart body of an admin's signature image.
func signatureUpload(t testing.TB) testapp.Upload { return imageUpload(t, "signature") }

// pictureUpload is the multipart body of a campaign's picture.
func pictureUpload(t testing.TB) testapp.Upload { return imageUpload(t, "picture") }

// imageUpload is a multipart body with a PNG as its field.
func imageUpload(t testing.TB, field string) testapp.Upload {
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	part, err := w.CreateFormFile(field, field+".png")
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

// Every staff route of the index × every role × anonymous: 401 without a
// session, 403 without the role (and nothing changes), served with it.
// Admins act everywhere. The routes and their roles come from the route
// index (internal/api); each needs an example call here, so a route added
// to the index without one fails this test.
func TestEveryStaffRouteChecksTheRoleOnTheServer(t *testing.T) {
	type example struct {
		path string // the route's path with its values
		body any
		// refusal is the answer a served call may still end in, past the role
		// check: PayPal's 422 (the test app's demo PayPal knows no capture of
		// the sample order), a 400 for a year with nothing to declare or for
		// a gift's action its provider never saw (the office's gifts were
		// written, not paid through one); 0 for none.
		refusal int
	}
	examples := func(o *office) map[string][]example {
		year := strconv.Itoa(time.Now().Year() - 1)
		return map[string][]example{
			"GET /api/staff/me":                             {{"/api/staff/me", nil, 0}},
			"PATCH /api/staff/me":                           {{"/api/staff/me", map[string]any{"language": "fr"}, 0}},
			"GET /api/staff/summary":                        {{"/api/staff/summary", nil, 0}},
			"GET /api/staff/orders":                         {{"/api/staff/orders", nil, 0}},
			"GET /api/staff/orders/{id}":                    {{"/api/staff/orders/" + o.paid, nil, 0}},
			"POST /api/staff/orders/{id}/ship":              {{"/api/staff/orders/" + o.paid + "/ship", map[string]any{"carrier": "La Poste"}, 0}},
			"POST /api/staff/orders/ship":                   {{"/api/staff/orders/ship", map[string]any{"ids": []string{o.paid}}, 0}},
			"POST /api/staff/orders/{id}/cancel":            {{"/api/staff/orders/" + o.unpaid + "/cancel", map[string]any{"reason": "never paid"}, 0}},
			"POST /api/staff/orders/{id}/refund":            {{"/api/staff/orders/" + o.paid + "/refund", map[string]any{"reason": "Damaged", "lines": []map[string]int{{"line": 0, "quantity": 1}}}, http.StatusUnprocessableEntity}},
			"PATCH /api/staff/products/{id}":                {{"/api/staff/products/" + o.product, map[string]any{"priceCents": 2200, "stock": map[string]any{"M": 3, "S": 0}}, 0}},
			"GET /api/staff/orders/{id}/slip.pdf":           {{"/api/staff/orders/" + o.paid + "/slip.pdf", nil, 0}},
			"POST /api/staff/orders/slips.pdf":              {{"/api/staff/orders/slips.pdf", map[string]any{"ids": []string{o.paid, o.unpaid}}, 0}},
			"GET /api/staff/orders/{id}/notes":              {{"/api/staff/orders/" + o.paid + "/notes", nil, 0}},
			"POST /api/staff/orders/{id}/notes":             {{"/api/staff/orders/" + o.paid + "/notes", map[string]any{"text": "Leave it with the caretaker."}, 0}},
			"GET /api/staff/donations":                      {{"/api/staff/donations", nil, 0}},
			"GET /api/staff/donations/{id}":                 {{"/api/staff/donations/" + o.card, nil, 0}},
			"POST /api/staff/donations/{id}/stop":           {{"/api/staff/donations/" + o.card + "/stop", map[string]any{"reason": "asked by phone"}, http.StatusBadRequest}},
			"POST /api/staff/donations/{id}/amount":         {{"/api/staff/donations/" + o.card + "/amount", map[string]any{"amount": 2500}, http.StatusBadRequest}},
			"POST /api/staff/donations/{id}/pause":          {{"/api/staff/donations/" + o.card + "/pause", map[string]any{"months": 1}, http.StatusBadRequest}},
			"POST /api/staff/donations/{id}/resume":         {{"/api/staff/donations/" + o.card + "/resume", nil, http.StatusConflict}},
			"POST /api/staff/donations/{id}/interval":       {{"/api/staff/donations/" + o.card + "/interval", map[string]any{"interval": "week"}, http.StatusBadRequest}},
			"POST /api/staff/donations/{id}/tribute":        {{"/api/staff/donations/" + o.card + "/tribute", map[string]any{"kind": "memory", "name": "Awa Diallo"}, http.StatusBadRequest}},
			"GET /api/staff/donations/{id}/tribute-card":    {{"/api/staff/donations/" + o.card + "/tribute-card", nil, http.StatusNotFound}},
			"POST /api/staff/donations/{id}/refund":         {{"/api/staff/donations/" + o.receipted + "/refund", map[string]any{"reason": "gave twice"}, http.StatusBadRequest}},
			"POST /api/staff/donations/{id}/resend-receipt": {{"/api/staff/donations/" + o.receipted + "/resend-receipt", nil, 0}},
			"GET /api/staff/donors":                         {{"/api/staff/donors?q=jean", nil, 0}},
			"GET /api/staff/donors/{email}":                 {{"/api/staff/donors/" + url.PathEscape("jean@example.org"), nil, 0}},
			"PATCH /api/staff/donors/{email}": {{"/api/staff/donors/" + url.PathEscape("jean@example.org"), map[string]any{"prenom": "Jean", "nom": "Martin",
				"adresse": "7 rue Neuve", "codePostal": "69002", "ville": "Lyon", "pays": "France", "telephone": "0612345678"}, 0}},
			"GET /api/staff/exports/orders.csv":    {{"/api/staff/exports/orders.csv", nil, 0}},
			"GET /api/staff/inbox":                 {{"/api/staff/inbox", nil, 0}},
			"POST /api/staff/inbox/{kind}/{id}":    {{"/api/staff/inbox/order/" + o.paid, map[string]any{"read": true}, 0}},
			"GET /api/staff/audit":                 {{"/api/staff/audit", nil, 0}},
			"GET /api/staff/exports/donations.csv": {{"/api/staff/exports/donations.csv", nil, 0}},
			"GET /api/staff/exports/donors.csv":    {{"/api/staff/exports/donors.csv", nil, 0}},
			"GET /api/staff/exports/payments.csv":  {{"/api/staff/exports/payments.csv", nil, 0}},
			"POST /api/staff/donations/{id}/cheque-received": {{"/api/staff/donations/" + o.pledge + "/cheque-received",
				map[string]any{"date": "2026-01-05", "amount": 5000, "bank": "Banque Postale", "chequeNumber": "1234567"}, 0}},
			"POST /api/staff/donations/{id}/cheque-cancelled": {{"/api/staff/donations/" + o.pledge + "/cheque-cancelled", map[string]any{"reason": "never came"}, 0}},
			"POST /api/staff/gifts/in-kind":                   {{"/api/staff/gifts/in-kind", inKindGift(), 0}},
			"POST /api/staff/gifts/volunteer-expenses":        {{"/api/staff/gifts/volunteer-expenses", volunteerExpenses(), 0}},
			"GET /api/staff/settings":                         {{"/api/staff/settings", nil, 0}},
			"POST /api/staff/settings":                        {{"/api/staff/settings", map[string]any{"category": "general_interest"}, 0}},
			"GET /api/staff/settings/signature":               {{"/api/staff/settings/signature", nil, 0}},
			"POST /api/staff/settings/signature":              {{"/api/staff/settings/signature", signatureUpload(t), 0}},
			"GET /api/staff/receipts":                         {{"/api/staff/receipts?status=valid", nil, 0}},
			"GET /api/staff/receipts/missing":                 {{"/api/staff/receipts/missing", nil, 0}},
			"GET /api/staff/receipts/{id}/pdf":                {{"/api/staff/receipts/" + o.receipt + "/pdf", nil, 0}},
			"POST /api/staff/receipts/{id}/cancel":            {{"/api/staff/receipts/" + o.receipt + "/cancel", map[string]any{"reason": "wrong name", "replace": true}, 0}},
			"GET /api/staff/receipts/annual":                  {{"/api/staff/receipts/annual", nil, 0}},
			"POST /api/staff/receipts/annual":                 {{"/api/staff/receipts/annual", map[string]any{"year": time.Now().Year() - 1}, 0}},
			"POST /api/staff/donations/{id}/receipt":          {{"/api/staff/donations/" + o.unreceipted + "/receipt", nil, 0}},
			"POST /api/staff/receipt-declarations/{year}":     {{"/api/staff/receipt-declarations/" + year, nil, http.StatusBadRequest}},
			"GET /api/staff/exports/receipts.csv":             {{"/api/staff/exports/receipts.csv", nil, 0}},
			"GET /api/staff/reconcile":                        {{"/api/staff/reconcile", nil, 0}},
			"POST /api/staff/reconcile":                       {{"/api/staff/reconcile", nil, 0}},
			"GET /api/staff/mails":                            {{"/api/staff/mails?status=failed", nil, 0}},
			"POST /api/staff/mails/{id}/retry":                {{"/api/staff/mails/" + o.failedMail + "/retry", nil, 0}},
			"GET /api/staff/accounts":                         {{"/api/staff/accounts", nil, 0}},
			"GET /api/staff/articles":                         {{"/api/staff/articles?state=draft", nil, 0}},
			"GET /api/staff/articles/{id}":                    {{"/api/staff/articles/" + o.article, nil, 0}},
			"GET /api/staff/campaigns":                        {{"/api/staff/campaigns", nil, 0}},
			"POST /api/staff/campaigns":                       {{"/api/staff/campaigns", map[string]any{"slug": "a-race", "title": "A race", "goalCents": 100000}, 0}},
			"PATCH /api/staff/campaigns/{id}":                 {{"/api/staff/campaigns/" + o.campaign, map[string]any{"slug": "new-track", "title": "Eight lanes", "goalCents": 600000}, 0}},
			"POST /api/staff/campaigns/{id}/picture":          {{"/api/staff/campaigns/" + o.campaign + "/picture", pictureUpload(t), 0}},
			"POST /api/staff/accounts": {{"/api/staff/accounts", map[string]any{"email": "new@foundation.test", "name": "Nadia Bensalem",
				"roles": []string{staff.RoleEditor}}, 0}},
			"PATCH /api/staff/accounts/{id}": {
				{"/api/staff/accounts/" + o.members[staff.RoleEditor], map[string]any{"roles": []string{staff.RoleEditor, staff.RoleShop}}, 0},
				{"/api/staff/accounts/" + o.members[staff.RoleEditor], map[string]any{"invite": true}, 0},
			},
		}
	}
	var routes []api.Route
	for _, r := range testapp.Routes() {
		if r.Who == api.Staff {
			routes = append(routes, r)
		}
	}
	listed := map[string]bool{}
	for _, r := range routes {
		listed[r.Method+" "+r.Path] = true
	}
	known := examples(&office{})
	for key := range known {
		if !listed[key] {
			t.Errorf("%s has an example but is not a staff route of the index", key)
		}
	}
	shared := newOffice(t).withReceipts() // reads change nothing: one office serves them all
	for _, role := range append([]string{""}, staff.Roles...) {
		for _, r := range routes {
			key := r.Method + " " + r.Path
			if len(known[key]) == 0 {
				if role == "" {
					t.Errorf("%s has no example call: add one", key)
				}
				continue
			}
			for i := range known[key] {
				o := shared
				if r.Method != http.MethodGet {
					o = newOffice(t).withReceipts() // an allowed action changes the records
				}
				ex := examples(o)[key][i]
				audits := o.audits() // reads audited (exports, downloads) add rows to the shared office
				status, body := o.call(role, r.Method, ex.path, ex.body)
				allowed := role == staff.RoleAdmin || slices.Contains(r.Roles, role)
				switch {
				case role == "":
					if status != http.StatusUnauthorized {
						t.Errorf("anonymous %s %s: %d, want 401", r.Method, ex.path, status)
					}
				case !allowed:
					if status != http.StatusForbidden {
						t.Errorf("%s %s %s: %d, want 403", role, r.Method, ex.path, status)
					}
				case ex.refusal != 0 && status == ex.refusal:
				case status >= 400:
					t.Errorf("%s %s %s: %d %v, want it served", role, r.Method, ex.path, status, body)
				}
				if !allowed && (o.audits() != audits || o.record("orders", o.paid).GetString("status") != "paid" ||
					o.record(receipts.Collection, o.receipt).GetString("status") != "valid" || o.count(receipts.Collection) != 1 ||
					o.record("donations", o.pledge).GetString("status") != "awaiting_cheque" || o.record("orders", o.unpaid).GetString("status") != "pending" ||
					o.record("donations", o.card).GetString("status") != "active" || o.record("donations", o.card).GetInt("amount") != 2000 ||
					o.record("donations", o.receipted).GetString("status") != "paid" ||
					o.record(notify.Collection, o.failedMail).GetString("status") != notify.StatusFailed ||
					o.record("products", o.product).GetFloat("price") != 20 || o.count("campaigns") != 1 || o.record("campaigns", o.campaign).GetString("title") != "A new track" ||
					o.record("campaigns", o.campaign).GetString("picture") != "" || o.record("products", o.product).GetString("stock") != `{"M":5}` ||
					o.count(staff.Collection) != len(staff.Roles) || o.count(staff.NotesCollection) != 0 || len(staff.RolesOf(o.record(staff.Collection, o.members[staff.RoleEditor]))) != 1) {
					t.Errorf("%q %s %s was refused but changed something", role, r.Method, ex.path)
				}
			}
		}
	}
}

// Every staff route waits its turn (staff.InTurn) but the CSV exports,
// which stream for seconds and would hold up every list.
func TestEveryStaffRouteButTheExportsWaitsItsTurn(t *testing.T) {
	for _, r := range testapp.Routes() {
		export := strings.HasPrefix(r.Path, "/api/staff/exports/")
		if r.Who == api.Staff && r.Turns == export {
			t.Errorf("%s %s: in turn %v", r.Method, r.Path, r.Turns)
		}
	}
}
