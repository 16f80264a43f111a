package settings

import (
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/money"
)

// FeeRule is what a payment method's provider takes on a payment: a part in
// basis points (150 = 1.5 %) and a fixed part in cents. An admin sets one per
// method in the staff settings; the donation routes use it when a donor
// chooses to cover the fees.
type FeeRule struct {
	BasisPoints int64       `json:"basisPoints"`
	FixedCents  money.Cents `json:"fixedCents"`
}

// Field names of the fee rules, also the JSON names of the staff settings.
const (
	FieldCardFeeBasisPoints   = "cardFeeBasisPoints"
	FieldCardFeeFixedCents    = "cardFeeFixedCents"
	FieldPayPalFeeBasisPoints = "paypalFeeBasisPoints"
	FieldPayPalFeeFixedCents  = "paypalFeeFixedCents"
)

// Bounds of a fee rule: at most 20 % and 5 €, so a typing slip cannot
// charge a donor a large sum.
const (
	MaxFeeBasisPoints = 2000
	MaxFeeFixedCents  = 500
)

// FeeRules are the rules of the methods whose provider takes a fee; a
// cheque has none.
type FeeRules struct {
	Card   FeeRule `json:"card"`
	PayPal FeeRule `json:"paypal"`
}

// For is the rule of method, and whether the method has one.
func (f FeeRules) For(method string) (FeeRule, bool) {
	switch method {
	case "card":
		return f.Card, true
	case "paypal":
		return f.PayPal, true
	}
	return FeeRule{}, false
}

// FeeRulesOf reads the fee rules of the settings record.
func FeeRulesOf(r *core.Record) FeeRules {
	return FeeRules{
		Card:   FeeRule{BasisPoints: int64(r.GetInt(FieldCardFeeBasisPoints)), FixedCents: money.Cents(r.GetInt(FieldCardFeeFixedCents))},
		PayPal: FeeRule{BasisPoints: int64(r.GetInt(FieldPayPalFeeBasisPoints)), FixedCents: money.Cents(r.GetInt(FieldPayPalFeeFixedCents))},
	}
}

// LoadFeeRules reads the fee rules.
func LoadFeeRules(app core.App) (FeeRules, error) {
	r, err := Find(app)
	if err != nil {
		return FeeRules{}, err
	}
	return FeeRulesOf(r), nil
}

// Cover is what a donor adds to amount so that, once the provider takes its
// fee on the whole payment, the foundation keeps amount: the payment is
// (amount + fixed) / (1 − part), rounded up to the cent, and the fee is
// what it adds. The donation form shows the same figure (web/src/features/
// donation/fees.ts mirrors this rule).
func (r FeeRule) Cover(amount money.Cents) money.Cents {
	if r.BasisPoints <= 0 && r.FixedCents <= 0 {
		return 0
	}
	const whole = 10_000
	num := (int64(amount) + int64(r.FixedCents)) * whole
	den := whole - r.BasisPoints
	total := (num + den - 1) / den
	return money.Cents(total) - amount
}
