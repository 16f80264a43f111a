package campaigns_test

import (
	"reflect"
	"testing"

	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/campaigns"
	"foundation/internal/ledger"
	"foundation/internal/money"
)

func movedOn(gift, kind string, gross money.Cents, at string) ledger.Entry {
	r := row(gift, kind, gross)
	r.MovedAt, _ = types.ParseDateTime(at)
	return r
}

// Each rule of the donor wall, over gifts and their ledger rows: named only
// by choice, never by an email, the amount only when chosen, only money kept.
func TestTheWallShowsOnlyKeptGiftsOfThoseWhoChoseIt(t *testing.T) {
	named := func(id string) campaigns.WallGift {
		return campaigns.WallGift{ID: id, ShowName: true, Rhythm: "once", FirstName: "Ada", LastName: "lovelace"}
	}
	paid := func(id string) ledger.Entry { return movedOn(id, ledger.KindPayment, 5000, "2026-03-01 10:00:00.000Z") }
	withAmount, typed, company, unnamed, test, emailName, emailTyped := named("g1"), named("g1"), named("g1"), named("g1"), named("g1"), named("g1"), named("g1")
	withAmount.ShowAmount = true
	typed.Name = "The Martin family"
	company.Company = "Boulangerie Martin"
	unnamed.ShowName = false
	test.Test = true
	emailName.FirstName, emailName.LastName = "ada@example.org", ""
	emailTyped.Name = "ada@example.org"
	ada := campaigns.Supporter{Name: "Ada L.", Rhythm: "once", Since: "2026-03-01"}
	cases := []struct {
		name  string
		gifts []campaigns.WallGift
		rows  []ledger.Entry
		want  []campaigns.Supporter
	}{
		{"a paid gift of a donor who chose it: first name and initial, no amount", []campaigns.WallGift{named("g1")}, []ledger.Entry{paid("g1")},
			[]campaigns.Supporter{ada}},
		{"off unless chosen", []campaigns.WallGift{unnamed}, []ledger.Entry{paid("g1")}, []campaigns.Supporter{}},
		{"the amount only when chosen: what the gift kept", []campaigns.WallGift{withAmount},
			[]ledger.Entry{paid("g1"), movedOn("g1", ledger.KindRefund, -2000, "2026-03-02 10:00:00.000Z")},
			[]campaigns.Supporter{{Name: "Ada L.", AmountCents: 3000, Rhythm: "once", Since: "2026-03-01"}}},
		{"the name the donor typed", []campaigns.WallGift{typed}, []ledger.Entry{paid("g1")},
			[]campaigns.Supporter{{Name: "The Martin family", Rhythm: "once", Since: "2026-03-01"}}},
		{"a company by its name", []campaigns.WallGift{company}, []ledger.Entry{paid("g1")},
			[]campaigns.Supporter{{Name: "Boulangerie Martin", Rhythm: "once", Since: "2026-03-01"}}},
		{"never an email, given as a name", []campaigns.WallGift{emailName}, []ledger.Entry{paid("g1")}, []campaigns.Supporter{}},
		{"never an email, typed", []campaigns.WallGift{emailTyped}, []ledger.Entry{paid("g1")}, []campaigns.Supporter{}},
		{"a pending gift or a pledged cheque: no money yet", []campaigns.WallGift{named("g1")}, nil, []campaigns.Supporter{}},
		{"a refunded gift is off", []campaigns.WallGift{named("g1")},
			[]ledger.Entry{paid("g1"), movedOn("g1", ledger.KindRefund, -5000, "2026-03-02 10:00:00.000Z")}, []campaigns.Supporter{}},
		{"a gift a dispute took back is off", []campaigns.WallGift{named("g1")},
			[]ledger.Entry{paid("g1"), movedOn("g1", ledger.KindChargeback, -5000, "2026-03-02 10:00:00.000Z")}, []campaigns.Supporter{}},
		{"TEST MODE money is never on the wall", []campaigns.WallGift{test}, []ledger.Entry{paid("g1")}, []campaigns.Supporter{}},
		{"newest money first; a cheque counts from the day it came", []campaigns.WallGift{named("g1"), named("g2"), named("g3")},
			[]ledger.Entry{movedOn("g1", ledger.KindPayment, 1000, "2026-03-01 10:00:00.000Z"),
				movedOn("g2", ledger.KindCheque, 1000, "2026-03-05 10:00:00.000Z"),
				movedOn("g3", ledger.KindPayment, 1000, "2026-03-03 10:00:00.000Z"),
				movedOn("g1", ledger.KindRenewal, 1000, "2026-04-01 10:00:00.000Z")},
			[]campaigns.Supporter{{Name: "Ada L.", Rhythm: "once", Since: "2026-03-05"}, {Name: "Ada L.", Rhythm: "once", Since: "2026-03-03"}, ada}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := campaigns.Wall(c.gifts, c.rows); !reflect.DeepEqual(got, c.want) {
				t.Errorf("got %+v, want %+v", got, c.want)
			}
		})
	}
}
