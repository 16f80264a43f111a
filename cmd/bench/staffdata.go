package main

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	_ "foundation/internal/schema" // the migrations, registered by their init
	"foundation/internal/shop"
	"foundation/internal/staff"
)

// The back office's data: a foundation some years old.
const (
	seedDonors    = 30_000  // donation_users records: one per form filled
	seedPeople    = 24_000  // distinct emails: the other records are donors who gave again
	seedDonations = 100_000 // over seedYears, oldest first as they came
	seedOrders    = 20_000
	seedYears     = 3
	topGifts      = 200 // the gifts of one person, whose donor page is measured
	topRecords    = 5   // their donation_users records (the form filled again, the email typed differently)
	searchQ       = "dupont"
)

// staffData says what was seeded and holds the staff tokens.
type staffData struct {
	Donors, People, Donations, Orders int
	ToShip                            int
	TopEmail                          string
	Year                              int // the last full calendar year: its totals and its export
	Treasurer, Admin                  string
	Took                              time.Duration
}

// seedStaff migrates a new data dir and fills it in one transaction of raw
// inserts (app.Save per record would take minutes), then creates a
// treasurer and an admin and mints their tokens: staff sign-in asks for a
// mailed code (MFA), so the bench signs nobody in over HTTP. The server
// started later accepts the tokens: their signing keys are in the data dir.
func seedStaff(dir string, now time.Time) (staffData, error) {
	start := time.Now()
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: dir})
	if err := app.Bootstrap(); err != nil {
		return staffData{}, err
	}
	defer app.ResetBootstrapState()
	if err := app.RunAllMigrations(); err != nil {
		return staffData{}, err
	}
	db, ok := app.NonconcurrentDB().(*dbx.DB)
	if !ok {
		return staffData{}, fmt.Errorf("unexpected database type %T", app.NonconcurrentDB())
	}
	g := &seeder{r: rand.New(rand.NewPCG(2024, 11)), now: now.UTC(), from: now.UTC().AddDate(-seedYears, 0, 0)}
	d := staffData{Donors: seedDonors, People: seedPeople, Donations: seedDonations, Orders: seedOrders, Year: now.Year() - 1}
	tx, err := db.DB().Begin()
	if err != nil {
		return d, err
	}
	defer tx.Rollback()
	if d.TopEmail, err = g.donors(tx); err != nil {
		return d, err
	}
	if err := g.donations(tx); err != nil {
		return d, err
	}
	if d.ToShip, err = g.orders(tx); err != nil {
		return d, err
	}
	if err := tx.Commit(); err != nil {
		return d, err
	}
	// A grown database has statistics: PocketBase runs PRAGMA optimize every
	// night and after each schema change.
	if _, err := db.DB().Exec("ANALYZE"); err != nil {
		return d, err
	}
	// And its search indexes are merged every night.
	if err := staff.MergeSearchIndexes(app); err != nil {
		return d, err
	}
	if d.Treasurer, err = staffToken(app, "treasurer@bench.example.org", staff.RoleTreasurer); err != nil {
		return d, err
	}
	if d.Admin, err = staffToken(app, "admin@bench.example.org", staff.RoleAdmin); err != nil {
		return d, err
	}
	d.Took = time.Since(start)
	return d, nil
}

// yearRange is the ?from= and ?to= of the whole of d.Year.
func (d staffData) yearRange() (from, to string) {
	y := strconv.Itoa(d.Year)
	return y + "-01-01", y + "-12-31"
}

func staffToken(app core.App, email, role string) (string, error) {
	if err := staff.Add(app, email, "Bench "+role, []string{role}); err != nil {
		return "", err
	}
	r, err := app.FindAuthRecordByEmail(staff.Collection, email)
	if err != nil {
		return "", err
	}
	return r.NewAuthToken()
}

// seeder makes the rows, reproducibly.
type seeder struct {
	r         *rand.Rand
	now, from time.Time
	donorIDs  []string
	topDonor  []int // indexes in donorIDs of the top person's records
	// who names each donor record (its email, "prenom nom"), for the ledger.
	who map[string][2]string
	// moves are the ledger's rows of the gifts made, as the payment code books them.
	moves []move
}

// move is one ledger row of a seeded gift.
type move struct {
	gift, key, kind, method, ref string
	donor                        string
	gross                        int
	at                           time.Time
}

const idChars = "abcdefghijklmnopqrstuvwxyz0123456789"

// id is a PocketBase-style record id: 15 lowercase letters and digits.
func (g *seeder) id() string {
	b := make([]byte, 15)
	for i := range b {
		b[i] = idChars[g.r.IntN(len(idChars))]
	}
	return string(b)
}

// when is a moment of the seeded years.
func (g *seeder) when() time.Time {
	return g.from.Add(time.Duration(g.r.Int64N(int64(g.now.Sub(g.from)))))
}

// stamp is PocketBase's stored date format; the zero time is stored empty.
func stamp(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format("2006-01-02 15:04:05.000Z")
}

// weighted picks one of values, each as often as its weight.
func (g *seeder) weighted(values []string, weights []int) string {
	n := g.r.IntN(sum(weights))
	for i, w := range weights {
		if n < w {
			return values[i]
		}
		n -= w
	}
	return values[len(values)-1]
}

func sum(ns []int) int {
	t := 0
	for _, n := range ns {
		t += n
	}
	return t
}

var (
	firstNames = []string{"Marie", "Jean", "Claire", "Pierre", "Sophie", "Luc", "Anne", "Paul", "Julie", "Marc",
		"Camille", "Louis", "Emma", "Hugo", "Lea", "Jules", "Chloe", "Nicolas", "Sarah", "Thomas",
		"Manon", "Antoine", "Ines", "Julien", "Laura", "Maxime", "Pauline", "Alexandre", "Lucie", "Romain",
		"Celine", "Olivier", "Nathalie", "Philippe", "Isabelle", "Alain", "Sylvie", "Eric", "Martine", "Bruno"}
	lastNames = []string{"Martin", "Bernard", "Dupont", "Petit", "Robert", "Richard", "Durand", "Dubois", "Moreau", "Laurent",
		"Simon", "Michel", "Lefebvre", "Leroy", "Roux", "David", "Bertrand", "Morel", "Fournier", "Girard",
		"Bonnet", "Dupuis", "Lambert", "Fontaine", "Rousseau", "Vincent", "Muller", "Lefevre", "Faure", "Andre",
		"Mercier", "Blanc", "Guerin", "Boyer", "Garnier", "Chevalier", "Francois", "Legrand", "Gauthier", "Perrin"}
	streets = []string{"rue des Lilas", "avenue Jean Jaures", "boulevard Voltaire", "rue de la Paix", "chemin des Vignes", "place du Marche"}
)

// insertAll inserts n rows into table through one prepared statement.
func insertAll(tx *sql.Tx, table string, columns []string, n int, row func(i int) []any) error {
	stmt, err := tx.Prepare(fmt.Sprintf("INSERT INTO %s (%s) VALUES (%s)", table,
		strings.Join(columns, ", "), strings.TrimSuffix(strings.Repeat("?, ", len(columns)), ", ")))
	if err != nil {
		return err
	}
	defer stmt.Close()
	for i := range n {
		if _, err := stmt.Exec(row(i)...); err != nil {
			return fmt.Errorf("%s row %d: %w", table, i, err)
		}
	}
	return nil
}

// donors writes seedDonors donation_users records of seedPeople people; the
// first person gives again and again (topRecords records, the email's case
// varying). It returns that person's email.
func (g *seeder) donors(tx *sql.Tx) (string, error) {
	type person struct{ prenom, nom, email string }
	people := make([]person, seedPeople)
	for i := range people {
		p := person{prenom: firstNames[g.r.IntN(len(firstNames))], nom: lastNames[g.r.IntN(len(lastNames))]}
		p.email = strings.ToLower(fmt.Sprintf("%s.%s.%d@example.org", p.prenom, p.nom, i))
		people[i] = p
	}
	g.donorIDs, g.who = make([]string, seedDonors), make(map[string][2]string, seedDonors)
	err := insertAll(tx, "donation_users", []string{"id", "created", "updated", "email", "prenom", "nom", "adresse",
		"codePostal", "ville", "pays", "telephone"}, seedDonors, func(i int) []any {
		who := i // a first gift
		switch {
		case i < seedPeople:
		case i < seedPeople+topRecords-1:
			who = 0
		default:
			who = 1 + g.r.IntN(seedPeople-1)
		}
		if who == 0 {
			g.topDonor = append(g.topDonor, i)
		}
		p := people[who]
		email := p.email
		if i >= seedPeople && g.r.IntN(2) == 0 {
			email = strings.ToUpper(email[:1]) + email[1:] // typed with a capital this time
		}
		g.donorIDs[i] = g.id()
		g.who[g.donorIDs[i]] = [2]string{email, p.prenom + " " + p.nom}
		created := stamp(g.when())
		return []any{g.donorIDs[i], created, created, email, p.prenom, p.nom,
			fmt.Sprintf("%d %s", 1+g.r.IntN(120), streets[g.r.IntN(len(streets))]),
			fmt.Sprintf("%05d", 1000+g.r.IntN(94000)), "Lyon", "France", fmt.Sprintf("+336%08d", g.r.IntN(100_000_000))}
	})
	return people[0].email, err
}

// donations writes seedDonations gifts, oldest first; topGifts of them are
// the top person's, the others go to anyone else.
func (g *seeder) donations(tx *sql.Tx) error {
	type gift struct {
		at    time.Time
		donor string
	}
	gifts := make([]gift, seedDonations)
	for i := range gifts {
		var donor int
		if i < topGifts {
			donor = g.topDonor[g.r.IntN(len(g.topDonor))]
		} else {
			for donor = g.r.IntN(seedDonors); slices.Contains(g.topDonor, donor); donor = g.r.IntN(seedDonors) {
			}
		}
		gifts[i] = gift{at: g.when(), donor: g.donorIDs[donor]}
	}
	slices.SortFunc(gifts, func(a, b gift) int { return a.at.Compare(b.at) })
	err := insertAll(tx, "donations", []string{"id", "created", "updated", "donor", "amount", "currency", "rhythm", "method",
		"status", "provider", "providerSessionId", "providerOrderId", "providerSubscriptionId", "paymentsCount",
		"amountCollected", "amountRefunded", "lastPaymentAt", "countedPayments", "paymentLog", "test", "chequeBank", "chequeNumber",
		"chequeReceivedAt", "cancelReason"}, seedDonations, func(i int) []any {
		return g.donation(gifts[i].at, gifts[i].donor)
	})
	if err != nil {
		return err
	}
	return g.ledger(tx)
}

// ledger writes the gifts' money movements, one row each, as internal/donate books them.
func (g *seeder) ledger(tx *sql.Tx) error {
	return insertAll(tx, "ledger", []string{"id", "created", "updated", "key", "kind", "subject", "subjectId", "orderNumber", "email", "name",
		"means", "gross", "fee", "feeKnown", "providerRef", "chequeBank", "chequeNumber", "movedAt", "test"}, len(g.moves), func(i int) []any {
		m := g.moves[i]
		at := stamp(m.at)
		return []any{g.id(), at, at, "donation/" + m.gift + "/" + m.key, m.kind, "donation", m.gift, 0, g.who[m.donor][0], g.who[m.donor][1],
			m.method, m.gross, 0, m.method == "cheque", m.ref, "", "", at, false}
	})
}

// donation is one gift's row: a plausible mix of rhythms, methods and
// statuses, with the payments a gift of that age and status has counted.
func (g *seeder) donation(created time.Time, donor string) []any {
	id := g.id()
	rhythm := g.weighted([]string{"once", "monthly", "weekly"}, []int{70, 25, 5})
	var method, status string
	var amount int
	if rhythm == "once" {
		method = g.weighted([]string{"card", "paypal", "cheque"}, []int{60, 25, 15})
		if method == "cheque" {
			status = g.weighted([]string{"paid", "awaiting_cheque", "cancelled"}, []int{80, 12, 8})
		} else {
			status = g.weighted([]string{"paid", "pending", "failed", "expired", "refunded"}, []int{85, 3, 4, 5, 3})
		}
		amount = []int{1000, 2000, 3000, 5000, 10000, 20000, 50000}[g.r.IntN(7)]
	} else {
		method = g.weighted([]string{"card", "paypal"}, []int{70, 30})
		status = g.weighted([]string{"active", "cancelled", "suspended", "failed"}, []int{55, 30, 5, 10})
		amount = []int{500, 1000, 1500, 2000, 3000, 5000}[g.r.IntN(6)]
	}
	payments, period := 0, time.Duration(0)
	switch {
	case rhythm == "once" && (status == "paid" || status == "refunded"):
		payments = 1
	case rhythm != "once":
		period = 30 * 24 * time.Hour
		if rhythm == "weekly" {
			period = 7 * 24 * time.Hour
		}
		periods := int(g.now.Sub(created)/period) + 1
		switch status {
		case "active":
			payments = periods
		case "cancelled", "suspended":
			payments = 1 + g.r.IntN(periods)
		}
	}
	var last time.Time
	var keys []string
	type payment struct {
		At     string `json:"at"`
		Amount int    `json:"amount"`
	}
	var log []payment
	for n := range payments {
		keys = append(keys, fmt.Sprintf("pay_%s_%d", id, n+1))
		last = created.Add(time.Duration(n) * period)
		log = append(log, payment{At: stamp(last), Amount: amount})
		kind := map[bool]string{true: "payment", false: "renewal"}[n == 0]
		if method == "cheque" {
			kind = "cheque"
		}
		g.moves = append(g.moves, move{gift: id, key: keys[n], kind: kind, method: method, ref: keys[n], donor: donor, gross: amount, at: last})
	}
	counted, logged := any(nil), any(nil)
	if len(keys) > 0 {
		b, _ := json.Marshal(keys)
		l, _ := json.Marshal(log)
		counted, logged = string(b), string(l)
	}
	provider, session, order, subscription := "", "", "", ""
	switch {
	case method == "card" && rhythm == "once":
		provider, session = "stripe", "cs_live_"+id
	case method == "card":
		provider, session, subscription = "stripe", "cs_live_"+id, "sub_"+id
	case method == "paypal" && rhythm == "once":
		provider, order = "paypal", "PO-"+strings.ToUpper(id)
	case method == "paypal":
		provider, subscription = "paypal", "I-"+strings.ToUpper(id)
	}
	refunded := 0
	if status == "refunded" {
		refunded = amount
		g.moves = append(g.moves, move{gift: id, key: "refund:re_" + id, kind: "refund", method: method, ref: "re_" + id, donor: donor, gross: -amount, at: last.Add(48 * time.Hour)})
	}
	bank, number, received, reason := "", "", time.Time{}, ""
	if method == "cheque" && status == "paid" {
		bank, number, received = "Credit Agricole", fmt.Sprintf("%07d", g.r.IntN(10_000_000)), created.Add(5*24*time.Hour)
		last = received
	}
	if method == "cheque" && status == "cancelled" {
		reason = "The cheque never came."
	}
	updated := created
	if last.After(updated) {
		updated = last
	}
	return []any{id, stamp(created), stamp(updated), donor, amount, "EUR", rhythm, method, status, provider, session, order,
		subscription, payments, amount * payments, refunded, stamp(last), counted, logged, false, bank, number, stamp(received), reason}
}

// euroCents rounds euros to the cent, as the shop stores them.
func euroCents(e float64) float64 { return math.Round(e*100) / 100 }

var catalogue = []shop.Line{
	{ProductID: "seedprod0000001", Name: "Mug", Size: "350 ml", Color: "White", UnitPrice: 12.90},
	{ProductID: "seedprod0000002", Name: "T-shirt", Size: "M", Color: "Black", UnitPrice: 24.00},
	{ProductID: "seedprod0000003", Name: "Tote bag", Size: "One size", Color: "Natural", UnitPrice: 15.50},
	{ProductID: "seedprod0000004", Name: "Cap", Size: "One size", Color: "Navy", UnitPrice: 19.00},
}

// orders writes seedOrders orders, oldest first, and returns how many are
// paid and not shipped (the to_ship list).
func (g *seeder) orders(tx *sql.Tx) (int, error) {
	times := make([]time.Time, seedOrders)
	for i := range times {
		times[i] = g.when()
	}
	slices.SortFunc(times, time.Time.Compare)
	toShip := 0
	err := insertAll(tx, "orders", []string{"id", "created", "updated", "items", "total", "tax", "amountTotal", "clientInfo",
		"status", "payment", "paypalOrderId", "paypalCaptureId", "paidAt", "shippedAt", "carrier", "trackingNumber",
		"cancelledAt", "amountRefunded"}, seedOrders, func(i int) []any {
		created := times[i]
		status := g.weighted([]string{"shipped", "pending", "cancelled", "paid", "refunded", "partially_refunded"}, []int{70, 12, 8, 5, 3, 2})
		if status == "paid" {
			toShip++
		}
		var lines []shop.Line
		subtotal := 0.0
		for range 1 + g.r.IntN(3) {
			l := catalogue[g.r.IntN(len(catalogue))]
			l.Quantity = 1 + g.r.IntN(3)
			l.LineTotal = euroCents(float64(l.Quantity) * l.UnitPrice)
			subtotal += l.LineTotal
			lines = append(lines, l)
		}
		subtotal = euroCents(subtotal)
		shipping := euroCents(subtotal / 10)
		items, _ := json.Marshal(lines)
		prenom, nom := firstNames[g.r.IntN(len(firstNames))], lastNames[g.r.IntN(len(lastNames))]
		client, _ := json.Marshal(map[string]string{
			"name": prenom + " " + nom, "email": strings.ToLower(fmt.Sprintf("%s.%s.%d@example.net", prenom, nom, i)),
			"phone":   fmt.Sprintf("+33 6 %02d %02d %02d %02d", g.r.IntN(100), g.r.IntN(100), g.r.IntN(100), g.r.IntN(100)),
			"address": fmt.Sprintf("%d %s, %05d Paris", 1+g.r.IntN(120), streets[g.r.IntN(len(streets))], 75001+g.r.IntN(20)),
		})
		id := g.id()
		paid := status != "pending" && status != "cancelled"
		paypalOrder, capture, paidAt, shippedAt, carrier, tracking, cancelledAt, refunded := "", "", time.Time{}, time.Time{}, "", "", time.Time{}, 0.0
		if status != "cancelled" || g.r.IntN(2) == 0 {
			paypalOrder = "PO-" + strings.ToUpper(id)
		}
		if paid {
			capture, paidAt = "CAP-"+strings.ToUpper(id), created.Add(2*time.Minute)
		}
		switch status {
		case "shipped":
			shippedAt, carrier, tracking = created.Add(48*time.Hour), "La Poste", fmt.Sprintf("6A%011d", g.r.Int64N(1e11))
		case "cancelled":
			cancelledAt = created.Add(24 * time.Hour)
		case "refunded":
			refunded = subtotal + shipping
		case "partially_refunded":
			refunded = lines[0].UnitPrice
		}
		return []any{id, stamp(created), stamp(created), string(items), subtotal, shipping, euroCents(subtotal + shipping), string(client),
			status, paid, paypalOrder, capture, stamp(paidAt), stamp(shippedAt), carrier, tracking, stamp(cancelledAt), refunded}
	})
	return toShip, err
}
