package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The staff searches (?q= of the donations, donors and orders lists) find a
// substring anywhere in a name or an email: a LIKE '%…%' that no B-tree index
// can seek, so each search read every donor record, or every order's client,
// several times per request (536 ms p99 for the donations at 10 concurrent
// staff, cmd/bench). An FTS5 table with the trigram tokenizer (SQLite 3.34+;
// the modernc build PocketBase bundles has FTS5) indexes every three
// characters of those texts, case-folded: a search of three characters or
// more finds its candidate records there in about a millisecond, and the
// original LIKE then keeps exactly the records it kept before (the trigram
// index folds case beyond ASCII, so it may offer a few more candidates, never
// fewer). Shorter searches cannot use trigrams and still scan with LIKE
// (internal/donate/search.go, internal/shop/order.go).
//
// Each search table holds the record's id (the lists join on it rather than
// on a rowid, which SQLite does not promise to keep across a VACUUM; the
// donors' is stored only, the orders' is indexed too, as the orders search
// finds an order by its id) and the searched texts, written exactly as the
// LIKE conditions read them. Triggers
// keep them in step with every insert, update and delete, whoever writes (the
// app, the dashboard, raw SQL); a change rewrites a record's row only when a
// searched text changed, so the orders' many status updates cost nothing. A
// delete finds the row by scanning the search table (a few milliseconds):
// the app never deletes donors or orders, only an admin in the dashboard.
var staffSearch = []string{
	`CREATE VIRTUAL TABLE donation_users_search USING fts5(id UNINDEXED, email, name, tokenize = 'trigram')`,
	`INSERT INTO donation_users_search (id, email, name) SELECT id, email, prenom || ' ' || nom FROM donation_users`,
	`CREATE TRIGGER donation_users_search_insert AFTER INSERT ON donation_users BEGIN
		INSERT INTO donation_users_search (id, email, name) VALUES (new.id, new.email, new.prenom || ' ' || new.nom);
	END`,
	`CREATE TRIGGER donation_users_search_update AFTER UPDATE ON donation_users
		WHEN old.id IS NOT new.id OR old.email IS NOT new.email OR old.prenom IS NOT new.prenom OR old.nom IS NOT new.nom BEGIN
		DELETE FROM donation_users_search WHERE id = old.id;
		INSERT INTO donation_users_search (id, email, name) VALUES (new.id, new.email, new.prenom || ' ' || new.nom);
	END`,
	`CREATE TRIGGER donation_users_search_delete AFTER DELETE ON donation_users BEGIN
		DELETE FROM donation_users_search WHERE id = old.id;
	END`,

	// The orders search also finds an order by (part of) its id. clientInfo
	// is read only when it is valid JSON: an order whose clientInfo is not
	// must still save (the search then finds it by its id only).
	`CREATE VIRTUAL TABLE orders_search USING fts5(id, name, email, tokenize = 'trigram')`,
	`INSERT INTO orders_search (id, name, email) SELECT id, ` + orderClient("", "name") + `, ` + orderClient("", "email") + ` FROM orders`,
	`CREATE TRIGGER orders_search_insert AFTER INSERT ON orders BEGIN
		INSERT INTO orders_search (id, name, email) VALUES (new.id, ` + orderClient("new.", "name") + `, ` + orderClient("new.", "email") + `);
	END`,
	`CREATE TRIGGER orders_search_update AFTER UPDATE ON orders
		WHEN old.id IS NOT new.id OR old.clientInfo IS NOT new.clientInfo BEGIN
		DELETE FROM orders_search WHERE id = old.id;
		INSERT INTO orders_search (id, name, email) VALUES (new.id, ` + orderClient("new.", "name") + `, ` + orderClient("new.", "email") + `);
	END`,
	`CREATE TRIGGER orders_search_delete AFTER DELETE ON orders BEGIN
		DELETE FROM orders_search WHERE id = old.id;
	END`,
}

// orderClient reads a key of an order's clientInfo (row: "" or "new.").
func orderClient(row, key string) string {
	return `CASE WHEN json_valid(` + row + `clientInfo) THEN json_extract(` + row + `clientInfo, '$.` + key + `') END`
}

var staffSearchDown = []string{
	`DROP TRIGGER IF EXISTS donation_users_search_insert`,
	`DROP TRIGGER IF EXISTS donation_users_search_update`,
	`DROP TRIGGER IF EXISTS donation_users_search_delete`,
	`DROP TABLE IF EXISTS donation_users_search`,
	`DROP TRIGGER IF EXISTS orders_search_insert`,
	`DROP TRIGGER IF EXISTS orders_search_update`,
	`DROP TRIGGER IF EXISTS orders_search_delete`,
	`DROP TABLE IF EXISTS orders_search`,
}

// A search's gifts come from the donor index, in no order: the page sorts
// them all by (created, id) and keeps twenty. With the id in that index the
// sort reads the index alone, not every matching gift's row: the page query
// of the donations search "dupont" (2,589 gifts, its donor search included)
// 10.6 -> 5.1 ms.
const (
	donorIndex           = "idx_donations_donor_cover"
	donorIndexColumns    = "donor, created, id, " + giftSums
	donorIndexColumnsWas = "donor, created, " + giftSums
)

func init() {
	m.Register(func(app core.App) error {
		if err := execAll(app, staffSearch); err != nil {
			return err
		}
		return replaceDonorIndex(app, donorIndexColumns)
	}, func(app core.App) error {
		if err := replaceDonorIndex(app, donorIndexColumnsWas); err != nil {
			return err
		}
		return execAll(app, staffSearchDown)
	})
}

func replaceDonorIndex(app core.App, columns string) error {
	c, err := app.FindCollectionByNameOrId("donations")
	if err != nil {
		return err
	}
	c.RemoveIndex(donorIndex)
	c.AddIndex(donorIndex, false, columns, "")
	return app.Save(c)
}

func execAll(app core.App, statements []string) error {
	for _, s := range statements {
		if _, err := app.DB().NewQuery(s).Execute(); err != nil {
			return err
		}
	}
	return nil
}
