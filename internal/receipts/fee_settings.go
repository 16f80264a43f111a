package receipts

import (
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/settings"
)

// feeRulesInput is the fees part of POST /api/staff/settings: the rule of
// each method it names replaces the stored one.
type feeRulesInput struct {
	Card   *settings.FeeRule `json:"card"`
	PayPal *settings.FeeRule `json:"paypal"`
}

var (
	errFeePart  = validation.NewError("validation_invalid_fee_part", "Enter a part between 0 and 20 % (0 to 2000 hundredths of a percent).")
	errFeeFixed = validation.NewError("validation_invalid_fee_fixed", "Enter a fixed part between 0 and 5 € (0 to 500 cents).")
)

// apply checks each rule given and copies it onto r; errors are keyed
// "fees.card.basisPoints" and so on.
func (in *feeRulesInput) apply(r *core.Record, errs validation.Errors) {
	if in == nil {
		return
	}
	rules := []struct {
		name         string
		rule         *settings.FeeRule
		part, amount string
	}{
		{"card", in.Card, settings.FieldCardFeeBasisPoints, settings.FieldCardFeeFixedCents},
		{"paypal", in.PayPal, settings.FieldPayPalFeeBasisPoints, settings.FieldPayPalFeeFixedCents},
	}
	for _, x := range rules {
		if x.rule == nil {
			continue
		}
		ok := true
		if x.rule.BasisPoints < 0 || x.rule.BasisPoints > settings.MaxFeeBasisPoints {
			errs["fees."+x.name+".basisPoints"], ok = errFeePart, false
		}
		if x.rule.FixedCents < 0 || x.rule.FixedCents > settings.MaxFeeFixedCents {
			errs["fees."+x.name+".fixedCents"], ok = errFeeFixed, false
		}
		if ok {
			r.Set(x.part, x.rule.BasisPoints)
			r.Set(x.amount, int64(x.rule.FixedCents))
		}
	}
}
