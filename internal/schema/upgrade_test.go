package schema_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/receipts/receiptstest"
	"foundation/internal/staff"
	"foundation/internal/testapp"
)

// A binary older than the database it is given refuses to serve it, saying so.
func TestAnOlderBinaryRefusesANewerDatabase(t *testing.T) {
	app := testapp.New(t)
	if _, err := app.DB().Insert("_migrations", dbx.Params{"file": "1999999999_from_the_future.go", "applied": 1}).Execute(); err != nil {
		t.Fatal(err)
	}
	router, err := apis.NewRouter(app)
	if err != nil {
		t.Fatal(err)
	}
	err = app.OnServe().Trigger(&core.ServeEvent{App: app, Router: router}, func(*core.ServeEvent) error { return nil })
	if err == nil || !strings.Contains(err.Error(), "newer version") || !strings.Contains(err.Error(), "1999999999_from_the_future.go") {
		t.Fatalf("serving a newer database: %v", err)
	}
}

// Payments made through the TEST MODE gateway before the test flag existed
// are marked test on upgrade, and a receipt of such a gift is cancelled.
func TestLegacyDemoPaymentsBecomeTestOnUpgrade(t *testing.T) {
	app := testapp.New(t)
	receiptstest.Enable(t, app)
	donor := testapp.Create(t, app, "donation_users", map[string]any{"email": "a@b.fr", "prenom": "A", "nom": "B", "adresse": "1 rue",
		"codePostal": "75001", "ville": "Paris", "pays": "France", "telephone": "0612345678"}).Id
	// A gift is made pending and then paid, as the payment paths do (a one-off's receipt follows).
	gift := func(fields map[string]any) string {
		base := map[string]any{"donor": donor, "amount": 5000, "currency": "EUR", "rhythm": "once", "method": "card", "status": "pending"}
		for k, v := range fields {
			base[k] = v
		}
		r := testapp.Create(t, app, "donations", base)
		if r.GetString("rhythm") == "once" {
			r.Set("status", "paid")
		}
		r.Load(map[string]any{"paymentsCount": 1, "amountCollected": 5000, "lastPaymentAt": types.NowDateTime()})
		if err := app.Save(r); err != nil {
			t.Fatal(err)
		}
		return r.Id
	}
	demoCard := gift(map[string]any{"provider": "demo", "providerSessionId": "cs_demo_01"})
	demoPayPal := gift(map[string]any{"method": "paypal", "provider": "paypal", "providerOrderId": "DEMO-0a1b"})
	demoMonthly := gift(map[string]any{"method": "paypal", "provider": "paypal", "rhythm": "monthly", "status": "active", "providerSubscriptionId": "I-DEMO0a1b"})
	real := gift(map[string]any{"provider": "stripe", "providerSessionId": "cs_live_01"})
	order := func(paypalOrder string) string {
		return testapp.Create(t, app, "orders", map[string]any{"items": []any{}, "total": 10, "tax": 1, "amountTotal": 11, "status": "paid",
			"payment": true, "paypalOrderId": paypalOrder, "clientInfo": map[string]any{}}).Id
	}
	demoOrder, realOrder := order("DEMO-77"), order("5O190127TN364715T")
	var receiptsBefore int
	_ = app.DB().NewQuery("SELECT count(*) FROM tax_receipts WHERE status = 'valid'").Row(&receiptsBefore)
	if receiptsBefore != 3 {
		t.Fatalf("%d valid receipts before the upgrade, want the three one-off gifts'", receiptsBefore)
	}

	// The upgrade: the migration runs on this database as on one made before it.
	if _, err := app.DB().Delete("_migrations", dbx.HashExp{"file": "1734300000_legacy_demo_payments.go"}).Execute(); err != nil {
		t.Fatal(err)
	}
	if err := app.RunAllMigrations(); err != nil {
		t.Fatal(err)
	}
	for id, want := range map[string]bool{demoCard: true, demoPayPal: true, demoMonthly: true, real: false} {
		if r, _ := app.FindRecordById("donations", id); r.GetBool("test") != want {
			t.Errorf("gift %s (%s): test=%v, want %v", id, r.GetString("provider"), r.GetBool("test"), want)
		}
	}
	for id, want := range map[string]bool{demoOrder: true, realOrder: false} {
		if r, _ := app.FindRecordById("orders", id); r.GetBool("test") != want {
			t.Errorf("order %s: test=%v, want %v", r.GetString("paypalOrderId"), r.GetBool("test"), want)
		}
	}
	rows := []struct {
		Donation     string `db:"donation"`
		Status       string `db:"status"`
		CancelReason string `db:"cancelReason"`
	}{}
	if err := app.DB().NewQuery("SELECT donation, status, cancelReason FROM tax_receipts").All(&rows); err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		demo := r.Donation == demoCard || r.Donation == demoPayPal
		if (r.Status == "cancelled") != demo || (demo && !strings.Contains(r.CancelReason, "TEST MODE")) {
			t.Errorf("receipt of %s: %s %q", r.Donation, r.Status, r.CancelReason)
		}
	}
}

// Running every migration down never drops the tax receipts or the audit log.
func TestMigratingDownKeepsReceiptsAndTheAuditLog(t *testing.T) {
	app := testapp.New(t)
	_, err := core.NewMigrationsRunner(app, core.AppMigrations).Down(len(core.AppMigrations.Items()))
	if err == nil || !strings.Contains(err.Error(), "collection is kept") {
		t.Errorf("every migration run down: %v, want the kept collections refused", err)
	}
	for _, name := range []string{"tax_receipts", "audit_log"} {
		if _, err := app.FindCollectionByNameOrId(name); err != nil {
			t.Errorf("%s after migrating down: %v", name, err)
		}
	}
}

// A foundation's typed rate and 978 box become a category on upgrade: 75 %
// was only ever right for bodies helping people in difficulty; one that
// ticked 978 must choose among the categories that have it (receipts wait
// until it does); any other chooses none either (1735620000): receipts wait
// for an admin's choice.
func TestTheRateAndThe978BoxBecomeACategoryOnUpgrade(t *testing.T) {
	for _, c := range []struct {
		rate     int
		ifi      bool
		category string
	}{{75, false, "aid_to_people"}, {66, true, ""}, {66, false, ""}} {
		app := testapp.New(t)
		since := 0 // the category's migration and those after it
		for _, m := range core.AppMigrations.Items() {
			if m.File >= "1734700000" {
				since++
			}
		}
		if _, err := core.NewMigrationsRunner(app, core.AppMigrations).Down(since); err != nil {
			t.Fatal(err)
		}
		if _, err := app.DB().NewQuery("UPDATE foundation_settings SET reductionRate = {:rate}, eligible978 = {:ifi}").
			Bind(dbx.Params{"rate": c.rate, "ifi": c.ifi}).Execute(); err != nil {
			t.Fatal(err)
		}
		if err := app.RunAllMigrations(); err != nil {
			t.Fatal(err)
		}
		r, err := app.FindFirstRecordByFilter("foundation_settings", "")
		if err != nil || r.GetString("category") != c.category || r.Collection().Fields.GetByName("reductionRate") != nil {
			t.Errorf("rate %d, 978 %v: category %q (%v), want %q", c.rate, c.ifi, r.GetString("category"), err, c.category)
		}
	}
}

func TestProductsOfAnOlderDatabaseGetTheirSearchName(t *testing.T) {
	app := testapp.New(t)
	testapp.Create(t, app, "products", map[string]any{"name": "Crème Été", "price": 5, "category": "Pens"})
	since := 0 // the search name's migration and those after it
	for _, m := range core.AppMigrations.Items() {
		if m.File >= "1735400000" {
			since++
		}
	}
	if _, err := core.NewMigrationsRunner(app, core.AppMigrations).Down(since); err != nil {
		t.Fatal(err)
	}
	if err := app.RunAllMigrations(); err != nil {
		t.Fatal(err)
	}
	r, err := app.FindFirstRecordByData("products", "name", "Crème Été")
	if err != nil || r.GetString("searchName") != "creme ete" {
		t.Errorf("searchName %q (%v), want %q", r.GetString("searchName"), err, "creme ete")
	}
}

// A database from before the ledger gets one row per payment its gifts and
// orders counted, on the day the money came, and one for what they refunded.
func TestTheLedgerStartsWithTheMoneyThatCameBeforeIt(t *testing.T) {
	app := testapp.New(t)
	donor := testapp.Create(t, app, "donation_users", map[string]any{"email": "jean@example.org", "prenom": "Jean", "nom": "Martin",
		"adresse": "3 place du Marché", "codePostal": "69001", "ville": "Lyon", "pays": "France", "telephone": "0612345678"})
	gift := testapp.Create(t, app, "donations", map[string]any{"donor": donor.Id, "amount": 1500, "currency": "EUR", "rhythm": "monthly",
		"method": "card", "status": "active", "providerPaymentId": "pi_1"})
	order := testapp.Create(t, app, "orders", map[string]any{"items": []any{}, "total": 20, "tax": 2, "amountTotal": 22, "status": "pending",
		"clientInfo": map[string]any{"name": "Awa Ndiaye", "email": "awa@example.org"}})
	// What the records held before the ledger, written as they were (no save, no hook).
	for _, sql := range []string{
		`DELETE FROM ledger`,
		`UPDATE donations SET countedPayments = '["initial","invoice:in_2"]', paymentsCount = 2, amountCollected = 3000, amountRefunded = 500,
			paymentLog = '[{"at":"2026-01-10 09:00:00.000Z","amount":1500},{"at":"2026-02-10 09:00:00.000Z","amount":1500}]' WHERE id = '` + gift.Id + `'`,
		`UPDATE orders SET payment = 1, status = 'paid', paidAt = '2026-03-01 10:00:00.000Z', paypalCaptureId = 'CAP-9' WHERE id = '` + order.Id + `'`,
		`DROP TABLE ledger`, `DELETE FROM _collections WHERE name = 'ledger'`, `DELETE FROM _migrations WHERE file LIKE '1735400100%'`,
	} {
		if _, err := app.DB().NewQuery(sql).Execute(); err != nil {
			t.Fatal(err)
		}
	}
	if err := app.ReloadCachedCollections(); err != nil {
		t.Fatal(err)
	}
	if err := app.RunAllMigrations(); err != nil {
		t.Fatal(err)
	}
	var rows []struct {
		Kind        string `db:"kind"`
		ProviderRef string `db:"providerRef"`
		MovedAt     string `db:"movedAt"`
		Name        string `db:"name"`
		Gross       int    `db:"gross"`
	}
	if err := app.DB().NewQuery(`SELECT kind, providerRef, movedAt, name, gross FROM ledger ORDER BY movedAt, kind`).All(&rows); err != nil {
		t.Fatal(err)
	}
	want := []string{
		"payment pi_1 2026-01-10 09:00:00.000Z Jean Martin 1500",
		"renewal in_2 2026-02-10 09:00:00.000Z Jean Martin 1500",
		"payment CAP-9 2026-03-01 10:00:00.000Z Awa Ndiaye 2200",
	}
	var got []string
	for _, r := range rows {
		if r.Kind != "refund" {
			got = append(got, fmt.Sprintf("%s %s %s %s %d", r.Kind, r.ProviderRef, r.MovedAt, r.Name, r.Gross))
		} else if r.Gross != -500 {
			t.Errorf("refund row %+v, want -500", r)
		}
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") || len(rows) != 4 {
		t.Errorf("ledger after the upgrade:\n%s\nwant\n%s\nand one refund (%d rows)", strings.Join(got, "\n"), strings.Join(want, "\n"), len(rows))
	}
}

// An older database's donors are found by their town and its orders by a
// product bought once it is upgraded; run down, they are not.
func TestTownsAndProductsBecomeSearchable(t *testing.T) {
	app := testapp.New(t)
	testapp.Create(t, app, "donation_users", map[string]any{"email": "jean@example.org", "prenom": "Jean", "nom": "Martin",
		"adresse": "3 place du Marché", "codePostal": "69001", "ville": "Lyon", "pays": "France", "telephone": "0612345678"})
	testapp.Create(t, app, "orders", map[string]any{"items": []map[string]any{{"name": "Gourde isotherme", "quantity": 1}}, "total": 20, "tax": 2,
		"amountTotal": 22, "status": "pending", "clientInfo": map[string]any{"name": "Awa Ndiaye", "email": "awa@example.org"}})
	found := func(index, words string) int {
		var n int
		if err := app.DB().NewQuery("SELECT count(*) FROM " + index + " WHERE " + index + " MATCH {:q}").Bind(dbx.Params{"q": words}).Row(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	runner := core.NewMigrationsRunner(app, core.AppMigrations)
	since := 0
	for _, m := range core.AppMigrations.Items() {
		if m.File >= "1735400200" {
			since++
		}
	}
	if _, err := runner.Down(since); err != nil {
		t.Fatal(err)
	}
	if found("donation_users_search", `"lyon"`) != 0 || found("orders_search", `"gourde"`) != 0 {
		t.Error("before the upgrade, towns and products are already searched")
	}
	if err := app.RunAllMigrations(); err != nil {
		t.Fatal(err)
	}
	if found("donation_users_search", `"lyon" AND "martin"`) != 1 || found("orders_search", `"gourde" AND "awa"`) != 1 {
		t.Error("after the upgrade, the town or the product is not found")
	}
}

// Articles written before drafts existed stay public on upgrade: published,
// from their date, or from their creation when they had none.
func TestArticlesStayPublishedOnUpgrade(t *testing.T) {
	app := testapp.New(t)
	since := 0 // the publishing migration and those after it
	for _, m := range core.AppMigrations.Items() {
		if m.File >= "1735200000" {
			since++
		}
	}
	if _, err := core.NewMigrationsRunner(app, core.AppMigrations).Down(since); err != nil {
		t.Fatal(err)
	}
	for id, date := range map[string]string{"dated0000000001": "2024-04-18 09:00:00.000Z", "undated00000001": ""} {
		if _, err := app.DB().Insert("blogs", dbx.Params{"id": id, "title": id, "createdAt": date,
			"created": "2024-01-02 10:00:00.000Z", "updated": "2024-01-02 10:00:00.000Z"}).Execute(); err != nil {
			t.Fatal(err)
		}
	}
	if err := app.RunAllMigrations(); err != nil {
		t.Fatal(err)
	}
	for id, want := range map[string]string{"dated0000000001": "2024-04-18 09:00:00.000Z", "undated00000001": "2024-01-02 10:00:00.000Z"} {
		r, err := app.FindRecordById("blogs", id)
		if err != nil || r.GetString("status") != "published" || r.GetDateTime("createdAt").String() != want {
			t.Errorf("%s after the upgrade: status %q, date %q (%v), want published from %s", id, r.GetString("status"), r.GetDateTime("createdAt"), err, want)
		}
		ok, err := app.CanAccessRecord(r, &core.RequestInfo{Context: core.RequestInfoContextDefault}, r.Collection().ViewRule)
		if !ok || err != nil {
			t.Errorf("%s is not public after the upgrade (%v)", id, err)
		}
	}
}

// A database from before donor identities keys each set of details by what
// it says, and a correction goes to the identity receipts named before.
func TestDonorDetailsOfAnOlderDatabaseGetTheirIdentity(t *testing.T) {
	app := testapp.New(t)
	details := func(fields map[string]any) string {
		base := map[string]any{"email": "paul@martin-conseil.fr", "prenom": "Paul", "nom": "Martin", "adresse": "3 place du Marché",
			"codePostal": "69001", "ville": "Lyon", "pays": "France", "telephone": "0612345678", "source": "form"}
		for k, v := range fields {
			base[k] = v
		}
		return testapp.Create(t, app, "donation_users", base).Id
	}
	paul := details(map[string]any{"nom": "MARTÍN", "prenom": " paul "})
	firm := details(map[string]any{"email": "Paul@Martin-Conseil.fr", "kind": "company", "raisonSociale": "Martin Conseil SAS", "siren": "552100554"})
	corrected := details(map[string]any{"nom": "Martin-Durand", "source": "staff"})
	testapp.Create(t, app, "donations", map[string]any{"donor": paul, "amount": 5000, "currency": "EUR", "rhythm": "monthly", "method": "card",
		"status": "active", "paymentsCount": 1, "amountCollected": 5000})
	testapp.Create(t, app, "donations", map[string]any{"donor": firm, "amount": 20000, "currency": "EUR", "rhythm": "monthly", "method": "card",
		"status": "pending"})
	since := 0 // the identities' migration and those after it
	for _, m := range core.AppMigrations.Items() {
		if m.File >= "1735500000" {
			since++
		}
	}
	if _, err := core.NewMigrationsRunner(app, core.AppMigrations).Down(since); err != nil {
		t.Fatal(err)
	}
	if err := app.RunAllMigrations(); err != nil {
		t.Fatal(err)
	}
	for id, want := range map[string]string{paul: "person:martin|paul", firm: "company:552100554", corrected: "person:martin|paul"} {
		if r, err := app.FindRecordById("donation_users", id); err != nil || r.GetString("identity") != want {
			t.Errorf("%s: identity %q (%v), want %q", id, r.GetString("identity"), err, want)
		}
	}
}

// The general-interest category an admin's save chose stays on upgrade;
// the one the category migration gave by default goes.
func TestAChosenCategoryStaysAndADefaultOneGoes(t *testing.T) {
	for _, chosen := range []bool{true, false} {
		app := testapp.New(t)
		since := 0 // this migration
		for _, m := range core.AppMigrations.Items() {
			if m.File >= "1735620000" {
				since++
			}
		}
		if _, err := core.NewMigrationsRunner(app, core.AppMigrations).Down(since); err != nil {
			t.Fatal(err)
		}
		// As the category migration left it (this one has no down).
		if _, err := app.DB().NewQuery("UPDATE foundation_settings SET category = 'general_interest'").Execute(); err != nil {
			t.Fatal(err)
		}
		r, err := app.FindFirstRecordByFilter("foundation_settings", "")
		if err != nil {
			t.Fatal(err)
		}
		if chosen {
			admin, _ := testapp.StaffMember(t, app, "admin")
			if err := staff.Audit(app, admin, "settings.update", r, nil, r); err != nil {
				t.Fatal(err)
			}
		}
		if err := app.RunAllMigrations(); err != nil {
			t.Fatal(err)
		}
		r, _ = app.FindFirstRecordByFilter("foundation_settings", "")
		if want := map[bool]string{true: "general_interest", false: ""}[chosen]; r.GetString("category") != want {
			t.Errorf("chosen by an admin %v: category %q, want %q", chosen, r.GetString("category"), want)
		}
	}
}
