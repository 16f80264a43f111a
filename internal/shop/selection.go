package shop

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/records"
)

// Selection is the orders of a staff list and, after a search, only those
// found, joined to the orders by records.Found.Restrict.
type Selection struct {
	filters dbx.Expression // nil: every order
	found   records.Found  // the orders a search found
}

// SelectOrders selects the orders of a staff list ("" for all) whose
// client name or email, or id, contains search; ok is false for a list
// that does not exist.
//
// When each word has three characters or more, the trigram index
// orders_search (1734000000_search_texts.go, 1734800000_accent_blind_search.go)
// finds the orders whose id, client name or email (the copies
// orders_search_texts holds) hold every word, whatever the case and accents.
// A search that is an order's number ("1042", "n° 1042", "#1042") also finds
// that order. Those orders are found here, once, so that the list's count and its page read their ids rather
// than each searching the index again. A shorter search scans every order's
// client (from the idx_orders_client index): trigrams cannot find fewer than
// three characters.
func SelectOrders(app core.App, list, search string) (s Selection, ok bool, err error) {
	parts := []dbx.Expression{}
	if list != "" {
		statuses, known := listStatuses[list]
		if !known {
			return Selection{}, false, nil
		}
		parts = append(parts, dbx.In(OrdersCollection+"."+FieldStatus, statuses...))
	}
	if search = strings.TrimSpace(search); search != "" {
		params := dbx.Params{"q": records.Like(search)}
		number := numberSearched(search)
		params["number"] = number
		if words, ok := records.TrigramWords(search); ok {
			params["qWords"] = words
			var found []string
			if err := app.DB().NewQuery(records.TrigramSearch("orders_search", "t.id") + `
				UNION SELECT id FROM ` + OrdersCollection + ` WHERE ` + fieldNumber + ` = {:number} AND {:number} > 0`).Bind(params).Column(&found); err != nil {
				return Selection{}, true, err
			}
			s.found = records.Searched(found)
		} else {
			// Read from the idx_orders_client index alone, unless the search is a number too.
			byNumber := ""
			if number > 0 {
				byNumber = ` OR ` + fieldNumber + ` = {:number}`
			}
			parts = append(parts, dbx.NewExp(`(id LIKE {:q} ESCAPE '\' OR json_extract(clientInfo, '$.name') LIKE {:q} ESCAPE '\'
				OR json_extract(clientInfo, '$.email') LIKE {:q} ESCAPE '\'`+byNumber+`)`, params))
		}
	}
	s.filters = records.AllOf(parts)
	return s, true, nil
}

// numberPattern is an order's number as people write it: 1042, n° 1042, #1042.
var numberPattern = regexp.MustCompile(`^(?:[nN]°\s*|#)?([1-9][0-9]{0,8})$`)

// numberSearched is the order number a search names, 0 when it names none.
func numberSearched(search string) int {
	m := numberPattern.FindStringSubmatch(search)
	if m == nil {
		return 0
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

// Records starts a query of the selected orders' records.
func (s Selection) Records(app core.App) *dbx.SelectQuery {
	q := s.found.Restrict(app.RecordQuery(OrdersCollection), OrdersCollection, OrdersCollection+".id = found.value")
	if s.filters != nil {
		q = q.AndWhere(s.filters)
	}
	return q
}
