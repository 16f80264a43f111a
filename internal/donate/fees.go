package donate

import (
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/money"
	"foundation/internal/settings"
)

// fieldCoverFees is the body's choice; fieldCoveredFee the gift's fee kept
// apart from its amount.
const (
	fieldCoverFees  = "coverFees"
	fieldCoveredFee = "coveredFee"
)

var errFeesNotOffered = validation.NewError("validation_fees_not_offered", "Covering the fees is offered for card and PayPal gifts only.")

// CoveredFee is what the donor added to each payment to cover the
// provider's fee (0 when they did not): kept apart from Amount, the amount
// chosen, which campaigns count; receipts count both, what the donor paid.
func (d *Donation) CoveredFee() money.Cents { return money.Cents(d.GetInt(fieldCoveredFee)) }

// Charged is what the provider charges the donor each payment: the amount
// chosen and the fee they covered.
func (d *Donation) Charged() money.Cents { return d.Amount() + d.CoveredFee() }

// coverFee is the fee a donor covering the fees adds to amount by method,
// from the rule an admin set (0 when they do not cover them).
func coverFee(app core.App, cover bool, method string, amount money.Cents) (money.Cents, error) {
	if !cover {
		return 0, nil
	}
	rules, err := settings.LoadFeeRules(app)
	if err != nil {
		return 0, err
	}
	rule, ok := rules.For(method)
	if !ok {
		return 0, nil
	}
	return rule.Cover(amount), nil
}
