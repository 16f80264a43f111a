package shop

import (
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
// From three characters on, the trigram index orders_search
// (1733600000_staff_search.go, 1734000000_search_texts.go) gives the
// candidates' rowids in orders_search_texts, and the same LIKE keeps the ones
// it always kept, on the copies of the id, name and email that table holds
// (its triggers keep them equal to the order's). Those orders are found
// here, once, so that the list's count and its page read their ids rather
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
		parts = append(parts, dbx.In(OrdersCollection+"."+fieldStatus, statuses...))
	}
	if search = strings.TrimSpace(search); search != "" {
		params := dbx.Params{"q": records.Like(search)}
		if words, ok := records.TrigramWords(search); ok {
			params["qWords"] = words
			var found []string
			if err := app.DB().NewQuery(records.TrigramSearch("orders_search", "t.id")).Bind(params).Column(&found); err != nil {
				return Selection{}, true, err
			}
			s.found = records.Searched(found)
		} else {
			parts = append(parts, dbx.NewExp(`(id LIKE {:q} ESCAPE '\' OR json_extract(clientInfo, '$.name') LIKE {:q} ESCAPE '\'
				OR json_extract(clientInfo, '$.email') LIKE {:q} ESCAPE '\')`, params))
		}
	}
	s.filters = records.AllOf(parts)
	return s, true, nil
}

// Records starts a query of the selected orders' records.
func (s Selection) Records(app core.App) *dbx.SelectQuery {
	q := s.found.Restrict(app.RecordQuery(OrdersCollection), OrdersCollection, OrdersCollection+".id = found.value")
	if s.filters != nil {
		q = q.AndWhere(s.filters)
	}
	return q
}
