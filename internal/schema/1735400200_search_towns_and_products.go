package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The staff searches find a donor by their town or their company, and an
// order by a product bought: a donor's searched name is now "prenom nom
// ville raisonSociale", an order's "client name" and each line's product
// name. The texts tables and their indexes stay; the triggers that copy the
// records' texts into them are made again with the longer texts, and every
// row is copied again (its index follows by the texts tables' own triggers).
func donorSearchName(row string) string {
	return `trim(` + row + `prenom || ' ' || ` + row + `nom || ' ' || coalesce(` + row + `ville, '') || ' ' || coalesce(` + row + `raisonSociale, ''))`
}

func orderSearchName(row string) string {
	return `trim(coalesce(` + orderClient(row, "name") + `, '') || ' ' || coalesce((SELECT group_concat(json_extract(l.value, '$.name'), ' ')
		FROM json_each(CASE WHEN json_valid(` + row + `items) THEN ` + row + `items ELSE '[]' END) l), ''))`
}

// searchTextTriggers are the record→texts triggers, with the names given.
func searchTextTriggers(donorName, orderName func(string) string, donorWhen, orderWhen string) []string {
	return []string{
		`DROP TRIGGER IF EXISTS donation_users_search_insert`,
		`DROP TRIGGER IF EXISTS donation_users_search_update`,
		`DROP TRIGGER IF EXISTS orders_search_insert`,
		`DROP TRIGGER IF EXISTS orders_search_update`,
		`CREATE TRIGGER donation_users_search_insert AFTER INSERT ON donation_users BEGIN
			INSERT INTO donation_users_search_texts (id, email, name) VALUES (new.id, new.email, ` + donorName("new.") + `);
		END`,
		`CREATE TRIGGER donation_users_search_update AFTER UPDATE ON donation_users
			WHEN old.id IS NOT new.id OR old.email IS NOT new.email OR old.prenom IS NOT new.prenom OR old.nom IS NOT new.nom` + donorWhen + ` BEGIN
			UPDATE donation_users_search_texts SET id = new.id, email = new.email, name = ` + donorName("new.") + ` WHERE id = old.id;
		END`,
		`CREATE TRIGGER orders_search_insert AFTER INSERT ON orders BEGIN
			INSERT INTO orders_search_texts (id, name, email) VALUES (new.id, ` + orderName("new.") + `, ` + orderClient("new.", "email") + `);
		END`,
		`CREATE TRIGGER orders_search_update AFTER UPDATE ON orders
			WHEN old.id IS NOT new.id OR old.clientInfo IS NOT new.clientInfo` + orderWhen + ` BEGIN
			UPDATE orders_search_texts SET id = new.id, name = ` + orderName("new.") + `, email = ` + orderClient("new.", "email") + ` WHERE id = old.id;
		END`,
		`UPDATE donation_users_search_texts SET name = (SELECT ` + donorName("u.") + ` FROM donation_users u WHERE u.id = donation_users_search_texts.id)`,
		`UPDATE orders_search_texts SET name = (SELECT ` + orderName("o.") + ` FROM orders o WHERE o.id = orders_search_texts.id)`,
	}
}

func init() {
	m.Register(func(app core.App) error {
		return execAll(app, searchTextTriggers(donorSearchName, orderSearchName,
			` OR old.ville IS NOT new.ville OR old.raisonSociale IS NOT new.raisonSociale`, ` OR old.items IS NOT new.items`))
	}, func(app core.App) error {
		person := func(row string) string { return row + `prenom || ' ' || ` + row + `nom` }
		client := func(row string) string { return orderClient(row, "name") }
		return execAll(app, searchTextTriggers(person, client, "", ""))
	})
}
