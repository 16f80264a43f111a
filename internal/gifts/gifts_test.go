package gifts_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"

	"foundation/internal/gifts"
	"foundation/internal/money"
	"foundation/internal/payments"
	"foundation/internal/receipts"
	"foundation/internal/receipts/receiptstest"
	"foundation/internal/staff"
	"foundation/internal/testapp"
)

// phoneDesk is a served app on the TEST MODE gateways, one staff member per
// role, and a donor who gave by card.
type phoneDesk struct {
	t      *testing.T
	app    *tests.TestApp
	svc    *payments.Service
	base   string
	tokens map[string]string
}

func newPhoneDesk(t *testing.T) *phoneDesk {
	svc := payments.MustService(payments.Config{AppEnv: payments.EnvTest, SiteURL: "http://site.test"})
	app := testapp.WithPayments(t, svc)
	receiptstest.Enable(t, app)
	d := &phoneDesk{t: t, app: app, svc: svc, base: testapp.Serve(t, app), tokens: map[string]string{"": ""}}
	for _, role := range staff.Roles {
		_, d.tokens[role] = testapp.StaffMember(t, app, role)
	}
	return d
}

func (d *phoneDesk) call(role, method, path string, body any) testapp.Answer {
	d.t.Helper()
	return testapp.Call(d.t, d.base, d.tokens[role], method, path, body)
}

// give pays a card gift through the demo checkout: "unique" (one-off) or "month".
func (d *phoneDesk) give(amount int, interval string) string {
	d.t.Helper()
	a := d.call("", http.MethodPost, "/api/donations/donors", map[string]any{"email": "ada@example.org", "prenom": "Ada", "nom": "Lovelace",
		"adresse": "1 rue du Stade", "codePostal": "75015", "ville": "Paris", "pays": "France", "telephone": "+33612345678"})
	if a.Status != http.StatusCreated {
		d.t.Fatalf("donor: %d %s", a.Status, a.Raw)
	}
	donor := a.JSON["id"].(string)
	path, body := "/api/donations/unique-checkout-session", map[string]any{"amount": amount, "donorId": donor}
	if interval != "unique" {
		path, body = "/api/donations/checkout-session", map[string]any{"amount": amount, "interval": interval, "donorId": donor}
	}
	a = d.call("", http.MethodPost, path, body)
	if a.Status != http.StatusOK {
		d.t.Fatalf("checkout: %d %s", a.Status, a.Raw)
	}
	session := a.JSON["data"].(map[string]any)["sessionId"].(string)
	ev, ok := d.svc.DemoCard.Complete(session, 0, "")
	if !ok {
		d.t.Fatal("the demo checkout did not complete")
	}
	if _, err := d.svc.DispatchCard(d.app, ev, nil); err != nil {
		d.t.Fatal(err)
	}
	r, err := d.app.FindFirstRecordByData("donations", "providerSessionId", session)
	if err != nil {
		d.t.Fatal(err)
	}
	return r.Id
}

func (d *phoneDesk) audits(action string) []map[string]any {
	d.t.Helper()
	var rows []struct {
		After string `db:"after"`
	}
	if err := d.app.DB().Select("after").From(staff.AuditCollection).Where(dbx.HashExp{"action": action}).All(&rows); err != nil {
		d.t.Fatal(err)
	}
	out := []map[string]any{}
	for _, r := range rows {
		out = append(out, map[string]any{"after": r.After})
	}
	return out
}

func kinds(page map[string]any) []string {
	var out []string
	for _, m := range page["ledger"].([]any) {
		row := m.(map[string]any)
		out = append(out, row["kind"].(string)+" "+money.Cents(row["gross"].(float64)).Decimal())
	}
	return out
}

func TestOnlyTreasurersOpenAndActOnAGift(t *testing.T) {
	d := newPhoneDesk(t)
	gift := d.give(2500, "unique")
	for _, c := range []struct{ method, path string }{
		{http.MethodGet, "/api/staff/donations/" + gift},
		{http.MethodPost, "/api/staff/donations/" + gift + "/stop"},
		{http.MethodPost, "/api/staff/donations/" + gift + "/amount"},
		{http.MethodPost, "/api/staff/donations/" + gift + "/refund"},
		{http.MethodPost, "/api/staff/donations/" + gift + "/resend-receipt"},
		{http.MethodPost, "/api/staff/donations/" + gift + "/tribute"},
		{http.MethodGet, "/api/staff/donations/" + gift + "/tribute-card"},
	} {
		for role, want := range map[string]int{"": http.StatusUnauthorized, staff.RoleEditor: http.StatusForbidden, staff.RoleShop: http.StatusForbidden} {
			if a := d.call(role, c.method, c.path, map[string]any{}); a.Status != want {
				t.Errorf("%s %s as %q: %d, want %d", c.method, c.path, role, a.Status, want)
			}
		}
	}
	if a := d.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/donations/nosuchgift0000", nil); a.Status != http.StatusNotFound {
		t.Errorf("an unknown gift: %d, want 404", a.Status)
	}
}

// A donor phones about a one-off gift: the treasurer sees its money, its
// receipt and its provider ids, sends the receipt again, and gives part, then
// the rest, back; the receipt is replaced, then cancelled.
func TestATreasurerRefundsAOneOffGiftForADonorWhoPhoned(t *testing.T) {
	d := newPhoneDesk(t)
	gift := d.give(2500, "unique")
	// TEST MODE gifts get no receipt: this one is taken as real money, and receipted.
	if _, err := d.app.DB().NewQuery("UPDATE donations SET test = FALSE WHERE id = {:id}").Bind(dbx.Params{"id": gift}).Execute(); err != nil {
		t.Fatal(err)
	}
	if _, err := receipts.IssueForDonation(d.app, gift, nil, time.Now()); err != nil {
		t.Fatal(err)
	}
	a := d.call(staff.RoleAdmin, http.MethodGet, "/api/staff/donations/"+gift, nil)
	page := a.JSON
	provider, _ := page["provider"].(map[string]any)
	receiptsOf, _ := page["receipts"].([]any)
	if a.Status != http.StatusOK || page["refundable"] != float64(2500) || provider["name"] != "demo" || provider["paymentId"] == "" ||
		len(receiptsOf) != 1 || page["details"].(map[string]any)["ville"] != "Paris" || page["donorEmail"] != "ada@example.org" {
		t.Fatalf("page: %d %s", a.Status, a.Raw)
	}
	if got := kinds(page); len(got) != 1 || got[0] != "payment 25.00" {
		t.Errorf("ledger %v", got)
	}
	if actions := page["actions"].(map[string]any); actions["refund"] != true || actions["resendReceipt"] != true || actions["stop"] != false {
		t.Errorf("actions %v", actions)
	}
	if a := d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/donations/"+gift+"/resend-receipt", nil); a.Status != http.StatusOK || len(d.audits(gifts.ActionResendReceipt)) != 1 {
		t.Errorf("resend: %d %s", a.Status, a.Raw)
	}

	refund := func(body map[string]any) testapp.Answer {
		return d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/donations/"+gift+"/refund", body)
	}
	for _, c := range []struct {
		body  map[string]any
		field string
	}{{map[string]any{"amount": 1000}, "reason"}, {map[string]any{"amount": 3000, "reason": "asked by phone"}, "amount"}, {map[string]any{"amount": "ten", "reason": "x"}, "amount"}} {
		if a := refund(c.body); a.Status != http.StatusBadRequest || a.JSON["data"].(map[string]any)[c.field] == nil {
			t.Errorf("refund %v: %d %s, want 400 on %s", c.body, a.Status, a.Raw, c.field)
		}
	}
	a = refund(map[string]any{"amount": 1000, "reason": "gave twice by mistake"})
	if a.Status != http.StatusOK || a.JSON["refundable"] != float64(1500) || a.JSON["status"] != "paid" {
		t.Fatalf("partial refund: %d %s", a.Status, a.Raw)
	}
	if got := kinds(a.JSON); len(got) != 2 || got[1] != "refund -10.00" {
		t.Errorf("ledger after a partial refund %v", got)
	}
	if rs := a.JSON["receipts"].([]any); len(rs) != 2 || rs[0].(map[string]any)["amount"] != float64(1500) || rs[0].(map[string]any)["status"] != "valid" {
		t.Errorf("receipts after a partial refund %v", rs)
	}
	if audits := d.audits(gifts.ActionRefund); len(audits) != 1 || audits[0]["after"] != `{"status":"paid","amount":2500,"refunded":1000,"reason":"gave twice by mistake"}` {
		t.Errorf("audit %v", audits)
	}
	a = refund(map[string]any{"reason": "the rest too"})
	if a.Status != http.StatusOK || a.JSON["status"] != "refunded" || a.JSON["refundable"] != float64(0) || a.JSON["actions"].(map[string]any)["resendReceipt"] != false {
		t.Fatalf("refund of the rest: %d %s", a.Status, a.Raw)
	}
	if a := refund(map[string]any{"reason": "again"}); a.Status != http.StatusBadRequest {
		t.Errorf("a refunded gift refunded again: %d", a.Status)
	}
	if a := d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/donations/"+gift+"/resend-receipt", nil); a.Status != http.StatusBadRequest {
		t.Errorf("resend without a valid receipt: %d", a.Status)
	}
}

// A donor phones to change, then stop, a monthly card gift.
func TestATreasurerChangesThenStopsAMonthlyGiftWithAReason(t *testing.T) {
	d := newPhoneDesk(t)
	gift := d.give(1500, "month")
	path := "/api/staff/donations/" + gift
	if a := d.call(staff.RoleTreasurer, http.MethodPost, path+"/amount", map[string]any{"amount": 2000}); a.Status != http.StatusOK || a.JSON["amount"] != float64(2000) {
		t.Fatalf("change: %d %s", a.Status, a.Raw)
	}
	if a := d.call(staff.RoleTreasurer, http.MethodPost, path+"/stop", map[string]any{"reason": " "}); a.Status != http.StatusBadRequest {
		t.Errorf("stop without a reason: %d", a.Status)
	}
	if a := d.call(staff.RoleTreasurer, http.MethodPost, path+"/refund", map[string]any{"reason": "x"}); a.Status != http.StatusBadRequest {
		t.Errorf("refund of a monthly gift: %d, want 400 (its payments are refunded at the provider)", a.Status)
	}
	a := d.call(staff.RoleTreasurer, http.MethodPost, path+"/stop", map[string]any{"reason": "lost her job, asked by phone"})
	if a.Status != http.StatusOK || a.JSON["status"] != "cancelled" || a.JSON["actions"].(map[string]any)["stop"] != false {
		t.Fatalf("stop: %d %s", a.Status, a.Raw)
	}
	if audits := d.audits(gifts.ActionStop); len(audits) != 1 || audits[0]["after"] != `{"status":"cancelled","amount":2000,"refunded":0,"reason":"lost her job, asked by phone"}` {
		t.Errorf("audit %v", audits)
	}
	if a := d.call(staff.RoleTreasurer, http.MethodPost, path+"/amount", map[string]any{"amount": 3000}); a.Status != http.StatusBadRequest {
		t.Errorf("changing a stopped gift: %d", a.Status)
	}
}
