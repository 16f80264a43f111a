package settings_test

import (
	"testing"

	"foundation/internal/money"
	"foundation/internal/settings"
)

// The fee a donor adds leaves the foundation the amount chosen once the
// provider takes its part of the whole payment.
func TestCoverLeavesTheAmountChosen(t *testing.T) {
	cases := []struct {
		name   string
		rule   settings.FeeRule
		amount money.Cents
		want   money.Cents
	}{
		{"card default on 50 €", settings.FeeRule{BasisPoints: 150, FixedCents: 25}, 5000, 102},
		{"PayPal default on 50 €", settings.FeeRule{BasisPoints: 290, FixedCents: 35}, 5000, 186},
		{"card default on 1 €", settings.FeeRule{BasisPoints: 150, FixedCents: 25}, 100, 27},
		{"a fixed part alone", settings.FeeRule{FixedCents: 30}, 2000, 30},
		{"a part alone, rounded up", settings.FeeRule{BasisPoints: 100}, 1000, 11},
		{"no rule, no fee", settings.FeeRule{}, 5000, 0},
		{"the largest gift under the largest rule", settings.FeeRule{BasisPoints: 2000, FixedCents: 500}, 100_000_00, 25_00_625},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := c.rule.Cover(c.amount)
			if got != c.want {
				t.Fatalf("Cover(%d) = %d, want %d", c.amount, got, c.want)
			}
			// what the provider leaves, at most a cent above the amount chosen
			total := c.amount + got
			kept := total - (total*money.Cents(c.rule.BasisPoints)+5_000)/10_000 - c.rule.FixedCents
			if kept < c.amount || kept > c.amount+1 {
				t.Errorf("the foundation keeps %d of %d", kept, c.amount)
			}
		})
	}
}
