package donate_test

import (
	"testing"

	"foundation/internal/donate"
)

// The staff lists and exports say how each gift was paid, the gifts that are not money included.
func TestPaidWithWords(t *testing.T) {
	for _, c := range []struct{ method, paidWith, want string }{
		{"card", "", "Card"},
		{"card", "apple_pay", "Apple Pay"},
		{"sepa", "", "SEPA Direct Debit"},
		{"paypal", "", "PayPal"},
		{"cheque", "", "Cheque"},
		{donate.MethodInKind, "", "In kind"},
		{donate.MethodVolunteerExpenses, "", "Volunteer's expenses"},
	} {
		if got := donate.PaidWithWords(c.method, c.paidWith); got != c.want {
			t.Errorf("%s/%s: %q, want %q", c.method, c.paidWith, got, c.want)
		}
	}
}
