// Package records holds the few record mechanics the typed records of
// several domains share (shop.Order, donate.Donation): their dates, sets of
// keys kept in a JSON field, append-once text trails, and list conditions.
package records

import (
	"encoding/json"
	"slices"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// AddKey adds key to the JSON list of strings in field, once; it reports
// whether the key is new (a payment or refund not yet counted).
func AddKey(r *core.Record, field, key string) bool {
	keys := keysOf(r, field)
	if slices.Contains(keys, key) {
		return false
	}
	r.Set(field, append(keys, key))
	return true
}

// HasKey reports whether the JSON list of strings in field holds key.
func HasKey(r *core.Record, field, key string) bool { return slices.Contains(keysOf(r, field), key) }

func keysOf(r *core.Record, field string) []string {
	var keys []string
	_ = r.UnmarshalJSONField(field, &keys)
	return keys
}

// AddLine appends line to the text in field unless the text already says
// seen, so a fact reported twice (a retried capture, a redelivered event) is
// written once; it reports whether the line was added.
func AddLine(r *core.Record, field, seen, line string) bool {
	text := r.GetString(field)
	if strings.Contains(text, seen) {
		return false
	}
	r.Set(field, strings.TrimSpace(text+"\n"+line))
	return true
}

// AllOf joins list conditions, nil ones (an AllOf of none) left out; none
// gives nil, which callers skip (dbx would build an empty "WHERE ()", which
// SQLite refuses).
func AllOf(parts []dbx.Expression) dbx.Expression {
	kept := make([]dbx.Expression, 0, len(parts))
	for _, p := range parts {
		if p != nil {
			kept = append(kept, p)
		}
	}
	if len(kept) == 0 {
		return nil
	}
	return dbx.And(kept...)
}

// OneOf is the condition "column is one of ids", the ids bound as one JSON
// parameter (IDList): one statement text whatever their number. For a few
// ids: SQLite copies an IN list into a temporary B-tree first, which for
// hundreds (a search's) costs more than reading them (see Found.Restrict).
func OneOf(column string, ids []string) dbx.Expression {
	return dbx.NewExp(column+" IN (SELECT value FROM json_each({:oneOf_"+column+"}))", dbx.Params{"oneOf_" + column: IDList(ids)})
}

// Found is what a search found: nothing searched (the zero value), or the
// ids it found, none perhaps.
type Found struct {
	searched bool
	ids      []string
}

// Searched is a search's result: ids.
func Searched(ids []string) Found { return Found{searched: true, ids: ids} }

// Narrows reports whether a search ran, so that only its ids are read.
func (f Found) Narrows() bool { return f.searched }

// Restrict makes q, which reads table, read only the rows of the ids found
// (none when the search found none); without a search it leaves q as it is.
// The ids, bound as one JSON list (IDList) and aliased found, are the outer
// loop (CROSS JOIN keeps SQLite's planner to that order), and each finds its
// rows by on (such as "d.donor = found.value"), from an index.
//
// Hundreds of ids joined so cost their index lookups alone. Tested with
// "IN (…)", SQLite would first copy them into a temporary B-tree, each of
// its pages allocated from the system by this build of SQLite (modernc):
// a fifth of the orders search's CPU at 10 concurrent staff, in system
// calls and B-tree balancing (cmd/bench).
//
// The list's columns (json_each's key, value, type, atom, id, parent,
// fullkey, path) must not shadow the table's in q's conditions: name those
// with the table's alias.
func (f Found) Restrict(q *dbx.SelectQuery, table, on string) *dbx.SelectQuery {
	if !f.Narrows() {
		return q
	}
	return q.From("json_each({:found}) found").Bind(dbx.Params{"found": IDList(f.ids)}).Join("CROSS JOIN", table, dbx.NewExp(on))
}

// IDList is ids as a JSON array for json_each, each id once (sorted): a
// list joined to a table would otherwise match a repeated id twice.
func IDList(ids []string) string {
	list, _ := json.Marshal(append([]string{}, slices.Compact(slices.Sorted(slices.Values(ids)))...)) // a []string always marshals
	return string(list)
}

// Like is the LIKE pattern of "contains search", with LIKE's own characters
// escaped (use ESCAPE '\').
func Like(search string) string {
	return "%" + strings.NewReplacer(`\`, `\\`, "%", `\%`, "_", `\_`).Replace(search) + "%"
}
