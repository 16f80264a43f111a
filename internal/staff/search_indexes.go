package staff

import "github.com/pocketbase/pocketbase/core"

// searchIndexes are the staff searches' trigram indexes
// (internal/schema/1733600000_staff_search.go, 1734000000_search_texts.go).
var searchIndexes = []string{"donation_users_search", "orders_search"}

// NightlySearchMerge is when the search indexes are merged (server time):
// after the nightly reconciliation, before anyone searches.
const NightlySearchMerge = "40 3 * * *"

// MergeSearchIndexes merges each search index into one segment (FTS5's
// optimize command).
//
// Each new donor record or order adds to its index a segment that a search
// then reads too, until FTS5 merges them some inserts later. A day's
// segments cost a search little; a grown database's, merged by FTS5's
// automerge only, cost the donations search "dupont" a sixth of its CPU
// (cmd/bench: 10.0 -> 8.6 ms per request), much of it in memory mapped and
// unmapped for the segments' iterators. Merging 30,000 donor records and
// 20,000 orders takes about a second, once a night.
func MergeSearchIndexes(app core.App) error {
	for _, index := range searchIndexes {
		if _, err := app.DB().NewQuery("INSERT INTO " + index + " (" + index + ") VALUES ('optimize')").Execute(); err != nil {
			return err
		}
	}
	return nil
}

// scheduleSearchMerge runs MergeSearchIndexes every night.
func scheduleSearchMerge(app core.App) {
	app.Cron().MustAdd("mergeSearchIndexes", NightlySearchMerge, func() {
		if err := MergeSearchIndexes(app); err != nil {
			app.Logger().Error("staff: merging the search indexes failed", "error", err)
		}
	})
}
