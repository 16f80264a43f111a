package staff_test

import (
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/pocketbase/dbx"
	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"

	"foundation/internal/records"
	"foundation/internal/staff"
)

// The searches of the donations, donors and orders lists find the people
// and orders whose texts (a donor's email and "prenom nom"; an order's id,
// client name and email) hold every word searched, in any order, whatever
// the case and the accents: "fontaine claire" finds Claire Fontaine, "Ines"
// Inès, "LÉA" Léa. A word of fewer than three characters is beyond the
// trigram indexes: such a search is a plain LIKE '%q%' (ESCAPE '\') of the
// whole text, which folds the case of ASCII letters only. % and _ are plain
// characters either way.
func TestSearchesFindEveryWordWhateverTheCaseAndAccents(t *testing.T) {
	o := newOffice(t) // Jean Martin (jean@example.org) with two gifts; Awa Ndiaye's two orders
	people := []struct{ email, prenom, nom string }{
		{"lea.petit@example.org", "Léa", "Petit"},
		{"LEA.Dupont@Example.org", "LÉA", "DUPONT"},
		{"elodie@exemple.fr", "Élodie", "Dupont-Moreau"},
		{"zoe@example.net", "Zoë", "Faure"},
		{"lea_100%@example.org", "Léa", "Cent_Pour%Cent"},
		{"b.slash@example.org", `Ba\ck\slash`, "O'Brien"},
		{"jj@example.org", `Jean "JJ"`, "Dupuis"},
		{"strasse@example.de", "Jürgen", "Straße"},
	}
	people = append([]struct{ email, prenom, nom string }{{"ines@example.org", "Inès", "Claire-Fontaine"}}, people...)
	for i, p := range people {
		d := o.donor(p.email, p.prenom, p.nom)
		if i%3 != 2 { // some filled the form and never gave
			o.giveAt(d, "2025-03-0"+string(rune('1'+i))+" 10:00:00.000Z", map[string]any{"amountCollected": 1000 * (i + 1)})
		}
	}
	lines := []map[string]any{{"productId": "p1", "name": "Mug", "size": "M", "color": "Navy", "quantity": 1, "unitPrice": 12.9, "lineTotal": 12.9}}
	for _, c := range []map[string]any{
		{"name": "Élodie Dupont-Moreau", "email": "elodie@exemple.fr"},
		{"name": "LÉA DUPONT", "email": "LEA.Dupont@Example.org"},
		{"name": "Zoë 100% Faure", "email": "z_oe@example.net"},
		{"name": `Jean "JJ" Dupuis`, "email": `back\slash@example.org`},
	} {
		o.create("orders", map[string]any{"items": lines, "total": 12.9, "tax": 1.29, "amountTotal": 14.19, "clientInfo": c, "status": "paid", "payment": true})
	}

	queries := []string{
		"mug", "MUG navy", "dupont mug", "paris", "lyon", "martin lyon",
		"dupont", "DUPONT", "Dupont", "dup", "du", "d", "pon", "  dupont  ",
		"léa", "Léa", "LÉA", "LéA", "lÉa", "éa", "é", "É", "élo", "Élo", "ELO", "zoë", "ZOË", "oë", "ë", "straße", "STRASSE", "ß",
		"jean martin", "Jean Martin", "martin jean", "ean mar", "éa pe", "a p", "n d", "ines", "INÈS", "élodie dupont", "moreau elodie",
		"dupont léa", "faure zoe",
		"100%", "%", "%%", "_", "a_b", "t_1", "_10", "Cent_Pour%", "r%c", `\`, `k\s`, `\slash`, `c:\d`,
		`"`, `"JJ"`, `n "J`, "O'B", "'",
		"@exa", "example.org", ".org", "@example.net", "exemple.fr", "EXAMPLE", "org", "jean@", "JEAN@",
		"xyz", "zz", "nobody",
		o.paid[:2], o.paid[3:9], strings.ToUpper(o.paid[2:7]), o.unpaid,
	}
	like := func(q string) dbx.Params { return dbx.Params{"q": records.Like(strings.TrimSpace(q))} }
	// What the lists found before the trigram indexes, as they wrote it: still so for a short word.
	const donorLike = `email LIKE {:q} ESCAPE '\' OR nom LIKE {:q} ESCAPE '\' OR prenom LIKE {:q} ESCAPE '\' OR (prenom || ' ' || nom) LIKE {:q} ESCAPE '\'`
	reference := map[string]string{
		"donations": `SELECT id AS key FROM donations WHERE donor IN (SELECT id FROM donation_users WHERE ` + donorLike + `)`,
		"donors": `SELECT DISTINCT lower(u.email) AS key FROM donations d JOIN donation_users u ON u.id = d.donor
			WHERE lower(u.email) IN (SELECT lower(email) FROM donation_users WHERE ` + donorLike + `)`,
		"orders": `SELECT id AS key FROM orders WHERE id LIKE {:q} ESCAPE '\' OR json_extract(clientInfo, '$.name') LIKE {:q} ESCAPE '\'
			OR json_extract(clientInfo, '$.email') LIKE {:q} ESCAPE '\'`,
		"orders?list=to_ship": `SELECT id AS key FROM orders WHERE status = 'paid' AND (id LIKE {:q} ESCAPE '\'
			OR json_extract(clientInfo, '$.name') LIKE {:q} ESCAPE '\' OR json_extract(clientInfo, '$.email') LIKE {:q} ESCAPE '\')`,
	}
	listKey := map[string]string{"donations": "id", "donors": "email", "orders": "id", "orders?list=to_ship": "id"}
	role := map[string]string{"donations": staff.RoleTreasurer, "donors": staff.RoleTreasurer, "orders": staff.RoleShop, "orders?list=to_ship": staff.RoleShop}
	byWords := wordsReference(t, o)
	found := 0
	for _, q := range queries {
		for list, query := range reference {
			var want []string
			if _, indexed := records.TrigramWords(q); indexed {
				want = byWords(list, q)
			} else {
				var rows []struct {
					Key string `db:"key"`
				}
				if err := o.app.DB().NewQuery(query).Bind(like(q)).All(&rows); err != nil {
					t.Fatal(err)
				}
				for _, r := range rows {
					want = append(want, r.Key)
				}
			}
			path, _, _ := strings.Cut(list, "?")
			query, _ := url.ParseQuery(strings.TrimPrefix(list, path+"?"))
			query.Set("perPage", "100")
			query.Set("q", q)
			status, body := o.call(role[list], http.MethodGet, "/api/staff/"+path+"?"+query.Encode(), nil)
			items, _ := body["items"].([]any)
			if status != http.StatusOK {
				t.Fatalf("%s q=%q: %d %v", list, q, status, body)
			}
			var got []string
			for _, it := range items {
				got = append(got, it.(map[string]any)[listKey[list]].(string))
			}
			slices.Sort(want)
			slices.Sort(got)
			if !slices.Equal(got, want) || body["totalItems"] != float64(len(want)) {
				t.Errorf("%s q=%q: %v (total %v), want %v", list, q, got, body["totalItems"], want)
			}
			found += len(want)
		}
	}
	// What the volunteers asked for, spelled out: a name however written, a town.
	for q, want := range map[string]string{"Ines": "ines@example.org", "fontaine claire": "ines@example.org", "INÈS CLAIRE": "ines@example.org",
		"LÉA": "lea.petit@example.org", "moreau ELODIE": "elodie@exemple.fr", "lyon": "jean@example.org", "jean LYON": "jean@example.org"} {
		_, body := o.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/donors?q="+url.QueryEscape(q), nil)
		if !strings.Contains(fmt.Sprint(body["items"]), want) {
			t.Errorf("donors q=%q: %v, want %s among them", q, body["items"], want)
		}
	}
	// Past the last page, the count is still the count.
	for _, q := range []string{"dupont", "du"} {
		_, first := o.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/donors?q="+q, nil)
		_, past := o.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/donors?page=9&q="+q, nil)
		if first["totalItems"] == float64(0) || past["totalItems"] != first["totalItems"] {
			t.Errorf("donors q=%s page 9: %v people, page 1: %v", q, past["totalItems"], first["totalItems"])
		}
	}
	if found < 100 {
		t.Errorf("the queries found only %d rows in all: the table tests too little", found)
	}
}

// fold is text as the staff searches compare it: lower case, no accents.
func fold(text string) string {
	out, _, _ := transform.String(transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC), strings.ToLower(text))
	return out
}

// wordsIn reports whether every word of q is in one of texts, case and accents aside.
func wordsIn(q string, texts ...string) bool {
	for _, w := range strings.Fields(fold(q)) {
		if !slices.ContainsFunc(texts, func(text string) bool { return strings.Contains(fold(text), w) }) {
			return false
		}
	}
	return true
}

// wordsReference reads every donor, gift and order once and answers, per
// list, the keys a search of words must find, computed in Go.
func wordsReference(t *testing.T, o *office) func(list, q string) []string {
	var donors []struct{ ID, Email, Prenom, Nom, Ville, RaisonSociale string }
	var gifts []struct{ ID, Donor string }
	var orders []struct{ ID, Status, Name, Email, Products string }
	for query, into := range map[string]any{
		"SELECT id, email, prenom, nom, ville, raisonSociale AS raison_sociale FROM donation_users": &donors,
		"SELECT id, donor FROM donations": &gifts,
		`SELECT id, status, coalesce(json_extract(clientInfo, '$.name'), '') AS name, coalesce(json_extract(clientInfo, '$.email'), '') AS email,
			coalesce((SELECT group_concat(json_extract(l.value, '$.name'), ' ') FROM json_each(items) l), '') AS products FROM orders`: &orders,
	} {
		if err := o.app.DB().NewQuery(query).All(into); err != nil {
			t.Fatal(err)
		}
	}
	return func(list, q string) []string {
		found, people := map[string]bool{}, map[string]bool{}
		for _, d := range donors {
			if wordsIn(q, d.Email, d.Prenom+" "+d.Nom+" "+d.Ville+" "+d.RaisonSociale) {
				found[d.ID], people[strings.ToLower(d.Email)] = true, true
			}
		}
		emails := map[string]string{}
		for _, d := range donors {
			emails[d.ID] = strings.ToLower(d.Email)
		}
		keys := map[string]bool{}
		switch list {
		case "donations":
			for _, g := range gifts {
				if found[g.Donor] {
					keys[g.ID] = true
				}
			}
		case "donors":
			for _, g := range gifts {
				if people[emails[g.Donor]] {
					keys[emails[g.Donor]] = true
				}
			}
		default:
			for _, r := range orders {
				if wordsIn(q, r.ID, r.Name+" "+r.Products, r.Email) && (list == "orders" || r.Status == "paid") {
					keys[r.ID] = true
				}
			}
		}
		var out []string
		for k := range keys {
			out = append(out, k)
		}
		return out
	}
}

// The search indexes follow every change of a donor record or an order's
// client, and forget what is deleted.
func TestSearchesFollowChanges(t *testing.T) {
	o := newOffice(t)
	total := func(list, role, q string) any {
		t.Helper()
		status, body := o.call(role, http.MethodGet, "/api/staff/"+list+"?q="+url.QueryEscape(q), nil)
		if status != http.StatusOK {
			t.Fatalf("%s q=%q: %d %v", list, q, status, body)
		}
		return body["totalItems"]
	}
	jean := o.record("donation_users", o.record("donations", o.card).GetString("donor"))
	jean.Set("nom", "Martinez")
	if err := o.app.Save(jean); err != nil {
		t.Fatal(err)
	}
	if total("donations", staff.RoleTreasurer, "martinez") != float64(2) || total("donors", staff.RoleTreasurer, "Jean Martinez") != float64(1) {
		t.Error("a renamed donor is not found by the new name")
	}
	order := o.record("orders", o.unpaid)
	order.Set("clientInfo", map[string]any{"name": "Awa Diallo", "email": "awa.diallo@example.org"})
	if err := o.app.Save(order); err != nil {
		t.Fatal(err)
	}
	if total("orders", staff.RoleShop, "diallo") != float64(1) || total("orders", staff.RoleShop, "ndiaye") != float64(1) {
		t.Error("an order's changed client is not found as it is now")
	}
	for _, r := range []string{o.card, o.pledge} {
		if err := o.app.Delete(o.record("donations", r)); err != nil {
			t.Fatal(err)
		}
	}
	if err := o.app.Delete(jean); err != nil {
		t.Fatal(err)
	}
	if err := o.app.Delete(order); err != nil {
		t.Fatal(err)
	}
	var left int
	if err := o.app.DB().NewQuery(`SELECT (SELECT count(*) FROM donation_users_search WHERE donation_users_search MATCH '"martinez"')
		+ (SELECT count(*) FROM orders_search WHERE orders_search MATCH '"diallo"')
		+ (SELECT count(*) FROM donation_users_search_texts WHERE name LIKE '%martinez%')
		+ (SELECT count(*) FROM orders_search_texts WHERE name LIKE '%diallo%')`).Row(&left); err != nil || left != 0 {
		t.Errorf("%d deleted records left in the search indexes or their texts (%v)", left, err)
	}
}

// Every order gets the next number from the database, which a volunteer
// reads out and searches as people write it.
func TestOrdersAreNumberedAndFoundByTheirNumber(t *testing.T) {
	o := newOffice(t)
	lines := []map[string]any{{"productId": "p1", "name": "Mug", "size": "M", "color": "Navy", "quantity": 1, "unitPrice": 12.9, "lineTotal": 12.9}}
	var numbers []int
	var last string
	for range 3 {
		last = o.create("orders", map[string]any{"items": lines, "total": 12.9, "tax": 1.29, "amountTotal": 14.19,
			"clientInfo": map[string]any{"name": "Awa", "email": "awa@example.org"}, "status": "paid", "payment": true})
		numbers = append(numbers, o.record("orders", last).GetInt("number"))
	}
	if numbers[0] < 1 || numbers[1] != numbers[0]+1 || numbers[2] != numbers[1]+1 {
		t.Fatalf("numbers %v, want three in a row", numbers)
	}
	n := strconv.Itoa(numbers[2])
	// A bare number also finds what contains it (an id, an email); written as a number, only that order.
	for q, alone := range map[string]bool{n: false, "n° " + n: true, "N°" + n: true, "#" + n: true} {
		_, body := o.call(staff.RoleShop, http.MethodGet, "/api/staff/orders?q="+url.QueryEscape(q), nil)
		items, _ := body["items"].([]any)
		found := slices.ContainsFunc(items, func(it any) bool {
			return it.(map[string]any)["id"] == last && it.(map[string]any)["number"] == float64(numbers[2])
		})
		if !found || (alone && len(items) != 1) {
			t.Errorf("orders q=%q: %v", q, body)
		}
	}
}
