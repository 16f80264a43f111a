// Package records holds the few record mechanics the typed records of
// several domains share (shop.Order, donate.Donation): sets of keys kept in
// a JSON field, append-once text trails, and list conditions.
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

// AllOf joins list conditions; none gives nil, which callers skip (dbx would
// build an empty "WHERE ()", which SQLite refuses).
func AllOf(parts []dbx.Expression) dbx.Expression {
	if len(parts) == 0 {
		return nil
	}
	return dbx.And(parts...)
}

// OneOf is the condition "column is one of ids", the ids bound as one JSON
// parameter (IDList): a search's hundreds of ids then cost one parameter,
// and one statement text whatever their number.
func OneOf(column string, ids []string) dbx.Expression {
	return dbx.NewExp(column+" IN (SELECT value FROM json_each({:oneOf_"+column+"}))", dbx.Params{"oneOf_" + column: IDList(ids)})
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
