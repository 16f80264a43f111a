package donate

import (
	"database/sql"
	"errors"
	"slices"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/i18n"
	"foundation/internal/money"
	"foundation/internal/notify"
	"foundation/internal/payments"
)

// newDonation is what a route knows when it opens a donation.
type newDonation struct {
	donor, plan              string
	amount                   money.Cents
	rhythm, method, provider string
	status                   string
	subscriptionID           string
	// test marks a gift paid through the TEST MODE gateway: no money moves.
	test bool
	// running is a recurring gift its provider already takes payments for.
	running bool
	choices Choices
	// nonCash is a gift that is not money, recorded paid (nature.go).
	nonCash *NonCashGift
}

func createDonation(app core.App, n newDonation) (*Donation, error) {
	c, err := app.FindCachedCollectionByNameOrId(DonationsCollection)
	if err != nil {
		return nil, err
	}
	fee, err := coverFee(app, n.choices.CoverFees, n.method, n.amount)
	if err != nil {
		return nil, err
	}
	locale, err := giftLocale(app, n.donor, n.choices.Locale)
	if err != nil {
		return nil, err
	}
	d := donationOf(core.NewRecord(c))
	d.Load(map[string]any{
		fieldDonor: n.donor, fieldPlan: n.plan, fieldAmount: int64(n.amount), fieldCurrency: "EUR",
		FieldRhythm: n.rhythm, fieldMethod: n.method, FieldStatus: n.status, fieldProvider: n.provider,
		fieldSubscription: n.subscriptionID, fieldPaymentsCount: 0, fieldAmountCollected: 0,
		fieldCountedPayments: []string{}, fieldTest: n.test,
		fieldCampaign: n.choices.Campaign, fieldDesignation: n.choices.Designation, fieldCoveredFee: int64(fee),
		i18n.Field: string(locale),
	})
	d.setTribute(n.choices.Tribute)
	n.choices.WallChoice.apply(d)
	if n.running {
		d.renewed(time.Time{})
	}
	if n.nonCash != nil {
		d.Load(n.nonCash.fields())
	}
	return d, app.Save(d)
}

// saveDonor stores details as a new donation_users record of identity ("":
// the details' own, keyIdentities) written by source, given from a page in
// locale ("": none, a correction or the staff's).
func saveDonor(app core.App, d Donor, identity, source string, locale i18n.Locale) (*core.Record, error) {
	c, err := app.FindCachedCollectionByNameOrId(donorsCollection)
	if err != nil {
		return nil, err
	}
	r := core.NewRecord(c)
	r.Load(d.fields())
	r.Set(fieldSource, source)
	r.Set(fieldIdentity, identity)
	r.Set(i18n.Field, string(locale))
	return r, app.Save(r)
}

// finder looks a donation up inside a transaction; nil, nil means "not ours".
type finder func(tx core.App) (*Donation, error)

// stripeGifts names, to the finders, the gifts Stripe's events settle:
// card and SEPA Direct Debit gifts, both paid through Stripe Checkout.
const stripeGifts = "stripe"

// methodsOf lists the methods a finder's method names.
func methodsOf(method string) []string {
	if method == stripeGifts {
		return []string{"card", MethodSepa}
	}
	return []string{method}
}

// methodFilter is the records filter of the gifts of method (a group's
// names are this package's constants, so they are written as literals).
func methodFilter(method string) string {
	parts := []string{}
	for _, m := range methodsOf(method) {
		parts = append(parts, fieldMethod+" = '"+m+"'")
	}
	return "(" + strings.Join(parts, " || ") + ")"
}

// byID finds a donation by record id, else by a provider field, among the
// donations of one method (so a card event never touches a PayPal gift).
func byID(method, id, field, value string) finder {
	return func(tx core.App) (*Donation, error) {
		if id != "" {
			r, err := tx.FindRecordById(DonationsCollection, id)
			if err == nil && slices.Contains(methodsOf(method), r.GetString(fieldMethod)) {
				return donationOf(r), nil
			}
			if err != nil && !errors.Is(err, sql.ErrNoRows) {
				return nil, err
			}
		}
		return byField(method, field, value)(tx)
	}
}

// byCountedPayment finds the gift of method that counted the payment of key
// ("sale:…", "invoice:…").
func byCountedPayment(method, key string) finder {
	return func(tx core.App) (*Donation, error) {
		r, err := tx.FindFirstRecordByFilter(DonationsCollection, methodFilter(method)+" && "+fieldCountedPayments+" ~ {:key}",
			dbx.Params{"key": `"` + key + `"`})
		if errors.Is(err, sql.ErrNoRows) {
			return nil, nil
		}
		if err != nil {
			return nil, err
		}
		return donationOf(r), nil
	}
}

// byRecurringCustomer finds the one recurring Stripe gift of a Stripe
// customer; none when the customer has several (the staff then refund by
// hand what no event can place).
func byRecurringCustomer(customerID string) finder {
	return func(tx core.App) (*Donation, error) {
		if customerID == "" {
			return nil, nil
		}
		rs, err := tx.FindRecordsByFilter(DonationsCollection, methodFilter(stripeGifts)+" && "+FieldRhythm+" != 'once' && "+fieldCustomer+" = {:customer}",
			"", 2, 0, dbx.Params{"customer": customerID})
		if err != nil || len(rs) != 1 {
			return nil, err
		}
		return donationOf(rs[0]), nil
	}
}

func byField(method, field, value string) finder {
	return func(tx core.App) (*Donation, error) {
		if value == "" {
			return nil, nil
		}
		r, err := tx.FindFirstRecordByFilter(DonationsCollection, methodFilter(method)+" && "+field+" = {:v}",
			dbx.Params{"v": value})
		if errors.Is(err, sql.ErrNoRows) {
			return nil, nil
		}
		if err != nil {
			return nil, err
		}
		return donationOf(r), nil
	}
}

// update reads a donation, changes it and saves it in one transaction, so a
// webhook and the browser's confirmation racing on one gift see each other's
// writes. A donation that is not found is not ours: nothing happens. The
// mails the change asks for (Donation.tell), and the staff's mail about a
// payment problem it flags (Donation.flag), are queued in the same
// transaction: committed with the change, or not at all.
func update(app core.App, find finder, change func(d *Donation)) (*Donation, error) {
	var found *Donation
	err := app.RunInTransaction(func(tx core.App) error {
		d, err := find(tx)
		if err != nil || d == nil {
			return err
		}
		issueBefore := d.PaymentIssue()
		change(d)
		found = d
		if err := tx.Save(d); err != nil {
			return err
		}
		if d.PaymentIssue() != issueBefore {
			alertStaff(tx, d)
		}
		for _, write := range d.mails {
			mailDonor(tx, d, write)
		}
		return nil
	})
	return found, err
}

// alertStaff tells the staff about a gift whose payment needs a look, in
// French (notify.ToStaff); the problem is said as the gift keeps it.
func alertStaff(tx core.App, d *Donation) {
	notify.ToStaff(tx, notify.Mail{
		Subject: "Don " + d.Id + " : paiement à vérifier", Ref: DonationsCollection + "/" + d.Id, Kind: "donation.payment-to-check", Test: d.Test(),
		Heading:    "Un paiement de don à vérifier",
		Paragraphs: []string{"Le paiement du don " + d.Id + " est à vérifier :", d.PaymentIssue(), "Le don ne compte pas comme payé tant que ce n’est pas réglé."},
	})
}

// plan is a donation_plans record as the routes use it.
type plan struct {
	ID, StripePriceID, PayPalPlanID, Interval string
	Amount                                    money.Cents
}

func (p plan) rhythm() string {
	if p.Interval == "month" {
		return "monthly"
	}
	return "weekly"
}

func toPlan(r *core.Record) plan {
	p := payments.PlanOf(r)
	return plan{ID: r.Id, StripePriceID: p.StripePriceID(), PayPalPlanID: p.PayPalPlanID(), Interval: p.Interval(), Amount: p.Amount()}
}

// offered is the plans on the donation page, in a records filter.
const offered = payments.PlanActive + " = true && " + payments.PlanCurrency + " = 'EUR'"

// activePlans lists the plans on offer, weekly first, largest amount first
// (so the first plan of a rhythm matches the page's default of 80 €).
func activePlans(app core.App) ([]plan, error) {
	records, err := app.FindRecordsByFilter(payments.PlansCollection, offered, "-"+payments.PlanInterval+",-"+payments.PlanAmount, 0, 0)
	if err != nil {
		return nil, err
	}
	plans := make([]plan, 0, len(records))
	for _, r := range records {
		plans = append(plans, toPlan(r))
	}
	return plans, nil
}

// findPlan returns the active plan whose field (payments.PlanStripePrice or
// PlanPayPalPlan) is id.
func findPlan(app core.App, field, id string) (plan, bool) {
	if id == "" {
		return plan{}, false
	}
	r, err := app.FindFirstRecordByFilter(payments.PlansCollection, offered+" && "+field+" = {:id}", dbx.Params{"id": id})
	if err != nil {
		return plan{}, false
	}
	return toPlan(r), true
}
