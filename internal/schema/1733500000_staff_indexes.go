package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Every page of the staff donations list counts and adds up the whole
// filtered set (status, method, rhythm, dates), and the back office's sums
// read net amounts (collected less refunded, TEST MODE left out). Indexes
// holding every column those filters and sums read let SQLite answer from an
// index alone instead of reading each gift's row. With 100,000 gifts (the
// staff section of cmd/bench; docs/BENCHMARKS.md), one query alone: the totals
// of all gifts 32 -> 6 ms, of one status and method 25 -> 3 ms, of the
// cheques 31 -> 1.3 ms (and their first page 64 -> 0.2 ms: no more sorting of
// every cheque), of a year 12 -> 5 ms. Each replaces the narrower index it
// starts with. The orders search reads the client's name and email out of
// the clientInfo JSON of every order: an index of those two expressions,
// written exactly as shop.OrdersWhere writes them, is scanned instead (the
// count 39 -> 11 ms). staff_indexes_test.go checks the plans.
var staffIndexes = []struct {
	collection, name, columns string
	// replaces is the index (and its columns) this one makes redundant.
	replaces, replacedColumns string
}{
	{"donations", "idx_donations_created_cover", "created, status, method, rhythm, " + giftSums, "idx_donations_created", "created"},
	{"donations", "idx_donations_status_cover", "status, created, method, rhythm, " + giftSums, "idx_donations_status_created", "status, created"},
	{"donations", "idx_donations_method_cover", "method, created, status, rhythm, " + giftSums, "", ""},
	{"donations", "idx_donations_donor_cover", "donor, created, " + giftSums, "idx_donations_donor", "donor"},
	// The totals of every gift, on the list's first screen: the narrowest index to scan.
	{"donations", "idx_donations_sums", giftSums, "", ""},
	{"orders", "idx_orders_client", "json_extract(clientInfo, '$.name'), json_extract(clientInfo, '$.email'), id", "", ""},
}

// giftSums are the columns the sums of gifts read.
const giftSums = "amountCollected, amountRefunded, test"

func init() {
	m.Register(func(app core.App) error {
		return eachIndexedCollection(app, func(c *core.Collection, i int) {
			ix := staffIndexes[i]
			if ix.replaces != "" {
				c.RemoveIndex(ix.replaces)
			}
			c.AddIndex(ix.name, false, ix.columns, "")
		})
	}, func(app core.App) error {
		return eachIndexedCollection(app, func(c *core.Collection, i int) {
			ix := staffIndexes[i]
			c.RemoveIndex(ix.name)
			if ix.replaces != "" {
				c.AddIndex(ix.replaces, false, ix.replacedColumns, "")
			}
		})
	})
}

// eachIndexedCollection applies change to each staffIndexes entry on its
// collection and saves each collection once.
func eachIndexedCollection(app core.App, change func(c *core.Collection, i int)) error {
	for _, name := range []string{"donations", "orders"} {
		c, err := app.FindCollectionByNameOrId(name)
		if err != nil {
			return err
		}
		for i, ix := range staffIndexes {
			if ix.collection == name {
				change(c, i)
			}
		}
		if err := app.Save(c); err != nil {
			return err
		}
	}
	return nil
}
