package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The staff searches find people however their names are written: the
// trigram indexes fold accents as well as case (FTS5's remove_diacritics,
// SQLite 3.45+), so "Ines" finds Inès and "Inès" finds Ines. The indexes
// are made again over the same texts tables, whose triggers keep feeding
// them by name.
func searchIndexes(tokenize string) []string {
	return []string{
		`DROP TABLE IF EXISTS donation_users_search`,
		`DROP TABLE IF EXISTS orders_search`,
		`CREATE VIRTUAL TABLE donation_users_search USING fts5(email, name, content = 'donation_users_search_texts', content_rowid = 'n', tokenize = '` + tokenize + `')`,
		`CREATE VIRTUAL TABLE orders_search USING fts5(id, name, email, content = 'orders_search_texts', content_rowid = 'n', tokenize = '` + tokenize + `')`,
		`INSERT INTO donation_users_search (donation_users_search) VALUES ('rebuild')`,
		`INSERT INTO orders_search (orders_search) VALUES ('rebuild')`,
	}
}

func init() {
	m.Register(func(app core.App) error {
		return execAll(app, searchIndexes("trigram remove_diacritics 1"))
	}, func(app core.App) error {
		return execAll(app, searchIndexes("trigram"))
	})
}
