package staff_test

import (
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/staff"
)

// The donors list without a search finds the people of a page from the
// latest gifts; every page is the page the whole grouping gives, people
// whose last gifts tie ordered by email, and the count follows new givers.
func TestTheDonorsListPagesAsTheGroupingDoes(t *testing.T) {
	o := newOffice(t) // Jean Martin's two gifts, created now
	at := []string{"2025-05-01 10:00:00.000Z", "2025-05-02 10:00:00.000Z", "2025-05-02 10:00:00.000Z", "2025-05-03 10:00:00.000Z"}
	for i, name := range []string{"zoe", "yann", "xavier", "wen", "vera", "ugo", "tom"} {
		d := o.donor(name+"@example.org", strings.ToUpper(name[:1])+name[1:], "Test")
		o.giveAt(d, at[i%len(at)], map[string]any{"amountCollected": 100})
		if i%2 == 0 {
			o.giveAt(o.donor(strings.ToUpper(name)+"@example.org", "Again", "Test"), at[(i+1)%len(at)], map[string]any{})
		}
	}
	var want []string
	err := o.app.DB().NewQuery(`SELECT email FROM (SELECT lower(u.email) AS email, max(d.created) AS lastGift
		FROM donations d JOIN donation_users u ON u.id = d.donor GROUP BY lower(u.email)) ORDER BY lastGift DESC, email`).Column(&want)
	if err != nil {
		t.Fatal(err)
	}
	for perPage := 1; perPage <= 3; perPage++ {
		var got []string
		for page := 1; page <= len(want)/perPage+2; page++ {
			status, body := o.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/donors?perPage="+strconv.Itoa(perPage)+"&page="+strconv.Itoa(page), nil)
			items, _ := body["items"].([]any)
			if status != http.StatusOK || body["totalItems"] != float64(len(want)) || len(items) > perPage {
				t.Fatalf("perPage %d page %d: %d %v", perPage, page, status, body)
			}
			for _, it := range items {
				got = append(got, it.(map[string]any)["email"].(string))
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("perPage %d: %v, want %v", perPage, got, want)
		}
	}
	o.giveAt(o.donor("new@example.org", "New", "Giver"), "2025-01-01 10:00:00.000Z", map[string]any{})
	if _, body := o.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/donors", nil); body["totalItems"] != float64(len(want)+1) {
		t.Errorf("after a new giver: %v people, want %d", body["totalItems"], len(want)+1)
	}
}

// The treasurer's home keeps its twelve months' figures a little while, and
// forgets them as soon as a gift is saved.
func TestTheSummaryFollowsNewGifts(t *testing.T) {
	o := newOffice(t)
	thisMonth := func() [2]float64 {
		t.Helper()
		status, body := o.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/summary", nil)
		gifts, _ := body["gifts"].(map[string]any)
		m, _ := gifts["thisMonth"].(map[string]any)
		if status != http.StatusOK || m == nil {
			t.Fatalf("summary: %d %v", status, body)
		}
		return [2]float64{m["count"].(float64), m["amount"].(float64)}
	}
	before := thisMonth()
	gift := o.giveAt(o.record("donations", o.card).GetString("donor"), types.NowDateTime().String(), map[string]any{"amount": 2500, "amountCollected": 2500})
	if got := thisMonth(); got != [2]float64{before[0] + 1, before[1] + 2500} {
		t.Errorf("after a gift: %v, want one more and 25 € more than %v", got, before)
	}
	r := o.record("donations", gift)
	r.Set("amountRefunded", 1000)
	r.Set("countedRefunds", []string{"re_1"})
	if err := o.app.Save(r); err != nil {
		t.Fatal(err)
	}
	if got := thisMonth(); got != [2]float64{before[0] + 1, before[1] + 1500} {
		t.Errorf("after a refund: %v, want 15 € more than %v", got, before)
	}
}

// A filtered list's totals are kept a little while too (each page of the
// list asks for them), and forgotten as soon as a gift is saved.
func TestAFilteredListsTotalsFollowNewGifts(t *testing.T) {
	o := newOffice(t)
	path := "/api/staff/donations?method=card&from=2020-01-01&to=2099-12-31"
	totals := func() [2]float64 {
		t.Helper()
		status, body := o.call(staff.RoleTreasurer, http.MethodGet, path, nil)
		m, _ := body["totals"].(map[string]any)
		if status != http.StatusOK || m == nil {
			t.Fatalf("donations: %d %v", status, body)
		}
		return [2]float64{m["count"].(float64), m["collected"].(float64)}
	}
	before := totals()
	if again := totals(); again != before {
		t.Fatalf("the same list twice: %v then %v", before, again)
	}
	o.giveAt(o.record("donations", o.card).GetString("donor"), types.NowDateTime().String(), map[string]any{"amount": 2500, "amountCollected": 2500})
	if got := totals(); got != [2]float64{before[0] + 1, before[1] + 2500} {
		t.Errorf("after a gift: %v, want one more and 25 € more than %v", got, before)
	}
	o.giveAt(o.record("donations", o.card).GetString("donor"), types.NowDateTime().String(), map[string]any{"method": "paypal", "amountCollected": 1000})
	if got := totals(); got != [2]float64{before[0] + 1, before[1] + 2500} {
		t.Errorf("a PayPal gift changed the card list's totals: %v", got)
	}
}
