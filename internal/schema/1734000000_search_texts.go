package schema

import (
	"slices"

	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The staff searches' trigram indexes (1733600000_staff_search.go) move
// their texts to tables of their own, which the indexes read as external
// content (FTS5's content= option).
//
// A search checks each candidate's texts with LIKE. Read through the FTS5
// table, each candidate's texts cost one more statement, run by FTS5 inside
// the search: for the donations search "dupont" (757 candidates), finding
// the donors was a quarter of the request's CPU at 10 concurrent staff.
// Now the index gives only its candidates' rowids, and the search reads
// their texts from the table by that rowid, in its own statement (in C
// SQLite: 1.07 -> 0.55 ms). The texts table's rowid is an INTEGER PRIMARY
// KEY, which a VACUUM keeps, so the index and its table stay paired; the
// lists still join the records on their id.
//
// Triggers keep the texts equal to the records' (as before, only when a
// searched text changed) and the index equal to the texts; a record's
// deletion now finds its texts by their unique id instead of scanning.
var searchTexts = append(dropStaffSearch(),
	`CREATE TABLE donation_users_search_texts (n INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, email TEXT NOT NULL, name TEXT NOT NULL)`,
	`INSERT INTO donation_users_search_texts (id, email, name) SELECT id, email, prenom || ' ' || nom FROM donation_users`,
	`CREATE TRIGGER donation_users_search_insert AFTER INSERT ON donation_users BEGIN
		INSERT INTO donation_users_search_texts (id, email, name) VALUES (new.id, new.email, new.prenom || ' ' || new.nom);
	END`,
	`CREATE TRIGGER donation_users_search_update AFTER UPDATE ON donation_users
		WHEN old.id IS NOT new.id OR old.email IS NOT new.email OR old.prenom IS NOT new.prenom OR old.nom IS NOT new.nom BEGIN
		UPDATE donation_users_search_texts SET id = new.id, email = new.email, name = new.prenom || ' ' || new.nom WHERE id = old.id;
	END`,
	`CREATE TRIGGER donation_users_search_delete AFTER DELETE ON donation_users BEGIN
		DELETE FROM donation_users_search_texts WHERE id = old.id;
	END`,
	`CREATE TABLE orders_search_texts (n INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, name TEXT, email TEXT)`,
	`INSERT INTO orders_search_texts (id, name, email) SELECT id, `+orderClient("", "name")+`, `+orderClient("", "email")+` FROM orders`,
	`CREATE TRIGGER orders_search_insert AFTER INSERT ON orders BEGIN
		INSERT INTO orders_search_texts (id, name, email) VALUES (new.id, `+orderClient("new.", "name")+`, `+orderClient("new.", "email")+`);
	END`,
	`CREATE TRIGGER orders_search_update AFTER UPDATE ON orders
		WHEN old.id IS NOT new.id OR old.clientInfo IS NOT new.clientInfo BEGIN
		UPDATE orders_search_texts SET id = new.id, name = `+orderClient("new.", "name")+`, email = `+orderClient("new.", "email")+` WHERE id = old.id;
	END`,
	`CREATE TRIGGER orders_search_delete AFTER DELETE ON orders BEGIN
		DELETE FROM orders_search_texts WHERE id = old.id;
	END`,
	`CREATE VIRTUAL TABLE donation_users_search USING fts5(email, name, content = 'donation_users_search_texts', content_rowid = 'n', tokenize = 'trigram')`,
	`CREATE VIRTUAL TABLE orders_search USING fts5(id, name, email, content = 'orders_search_texts', content_rowid = 'n', tokenize = 'trigram')`,
	`INSERT INTO donation_users_search (donation_users_search) VALUES ('rebuild')`,
	`INSERT INTO orders_search (orders_search) VALUES ('rebuild')`,
	`CREATE TRIGGER donation_users_search_texts_insert AFTER INSERT ON donation_users_search_texts BEGIN
		INSERT INTO donation_users_search (rowid, email, name) VALUES (new.n, new.email, new.name);
	END`,
	`CREATE TRIGGER donation_users_search_texts_update AFTER UPDATE ON donation_users_search_texts BEGIN
		INSERT INTO donation_users_search (donation_users_search, rowid, email, name) VALUES ('delete', old.n, old.email, old.name);
		INSERT INTO donation_users_search (rowid, email, name) VALUES (new.n, new.email, new.name);
	END`,
	`CREATE TRIGGER donation_users_search_texts_delete AFTER DELETE ON donation_users_search_texts BEGIN
		INSERT INTO donation_users_search (donation_users_search, rowid, email, name) VALUES ('delete', old.n, old.email, old.name);
	END`,
	`CREATE TRIGGER orders_search_texts_insert AFTER INSERT ON orders_search_texts BEGIN
		INSERT INTO orders_search (rowid, id, name, email) VALUES (new.n, new.id, new.name, new.email);
	END`,
	`CREATE TRIGGER orders_search_texts_update AFTER UPDATE ON orders_search_texts BEGIN
		INSERT INTO orders_search (orders_search, rowid, id, name, email) VALUES ('delete', old.n, old.id, old.name, old.email);
		INSERT INTO orders_search (rowid, id, name, email) VALUES (new.n, new.id, new.name, new.email);
	END`,
	`CREATE TRIGGER orders_search_texts_delete AFTER DELETE ON orders_search_texts BEGIN
		INSERT INTO orders_search (orders_search, rowid, id, name, email) VALUES ('delete', old.n, old.id, old.name, old.email);
	END`,
)

// dropStaffSearch removes the searches' indexes, their texts and every
// trigger that keeps them.
func dropStaffSearch() []string {
	return slices.Concat(staffSearchDown, []string{
		`DROP TABLE IF EXISTS donation_users_search_texts`, // its triggers go with it
		`DROP TABLE IF EXISTS orders_search_texts`,
	})
}

func init() {
	m.Register(func(app core.App) error {
		return execAll(app, searchTexts)
	}, func(app core.App) error {
		return execAll(app, slices.Concat(dropStaffSearch(), staffSearch))
	})
}
