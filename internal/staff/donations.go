package staff

import (
	"encoding/json"
	"net/http"
	"slices"
	"time"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/donate"
	"foundation/internal/jsonbody"
)

func bindDonationsApi(rg *router.RouterGroup[*core.RequestEvent]) {
	donations := rg.Group("/donations").Bind(Require(RoleTreasurer))
	donations.GET("", listDonations)
	donations.POST("/{id}/cheque-received", chequeReceived)
	donations.POST("/{id}/cheque-cancelled", chequeCancelled)
	donors := rg.Group("/donors").Bind(Require(RoleTreasurer)) // donors.go
	donors.GET("", listDonors)
	donors.GET("/{email}", donorPage)
}

// DonationRow is one line of the donations list.
type DonationRow struct {
	ID            string         `json:"id"`
	Created       types.DateTime `json:"created"`
	Donor         string         `json:"donor"`
	DonorName     string         `json:"donorName"` // "Prénom Nom"
	DonorEmail    string         `json:"donorEmail"`
	Amount        int64          `json:"amount"` // cents
	Rhythm        string         `json:"rhythm"`
	Method        string         `json:"method"`
	Status        string         `json:"status"`
	PaymentsCount int            `json:"paymentsCount"`
	Collected     int64          `json:"collected"` // cents
	LastPaymentAt types.DateTime `json:"lastPaymentAt"`
	PaymentIssue  string         `json:"paymentIssue,omitempty"`
	Test          bool           `json:"test"`
	// Recurring gifts: when the next payment is due, what the provider says,
	// and why the last renewal failed.
	NextPaymentAt  types.DateTime `json:"nextPaymentAt"`
	ProviderStatus string         `json:"providerStatus,omitempty"`
	PaymentProblem string         `json:"paymentProblem,omitempty"`
}

// donationRows turns gifts into rows, reading their donors in one query.
func donationRows(app core.App, records []*core.Record) ([]DonationRow, error) {
	donors, err := donate.DonorsOf(app, records)
	if err != nil {
		return nil, err
	}
	rows := make([]DonationRow, 0, len(records))
	for _, r := range records {
		d := donate.DonationOf(r)
		who := donors[d.DonorID()]
		rows = append(rows, DonationRow{
			ID: d.Id, Created: d.GetDateTime("created"), Donor: d.DonorID(), DonorName: who.FullName(), DonorEmail: who.Email,
			Amount: int64(d.Amount()), Rhythm: d.Rhythm(), Method: d.Method(), Status: d.Status(), PaymentsCount: d.PaymentsCount(),
			Collected: int64(d.Collected()), LastPaymentAt: d.LastPaymentAt(), PaymentIssue: d.PaymentIssue(), Test: d.Test(),
			NextPaymentAt: d.NextPaymentAt(), ProviderStatus: d.ProviderStatus(), PaymentProblem: d.PaymentProblem(),
		})
	}
	return rows, nil
}

// donationAnswer answers a treasurer's action with the gift's new row.
func donationAnswer(e *core.RequestEvent, d *donate.Donation) error {
	rows, err := donationRows(e.App, []*core.Record{d.Record})
	if err != nil {
		return e.InternalServerError("", err)
	}
	return e.JSON(http.StatusOK, rows[0])
}

// DonationList is a page of donations and the totals of the whole filtered set.
type DonationList struct {
	Page[DonationRow]
	Totals donate.Totals `json:"totals"`
}

func listDonations(e *core.RequestEvent) error {
	q := e.Request.URL.Query()
	errs := validation.Errors{}
	oneOf := func(name string, allowed []string) string {
		v := q.Get(name)
		if v != "" && !slices.Contains(allowed, v) {
			errs[name] = validation.NewError("validation_unknown_value", "Unknown "+name+".")
		}
		return v
	}
	method := oneOf("method", []string{"card", "paypal", "cheque"})
	rhythm := oneOf("rhythm", []string{"once", "weekly", "monthly"})
	status := oneOf("status", donate.Statuses)
	if len(errs) > 0 {
		return apis.NewBadRequestError("Check the filters.", errs)
	}
	from, to, err := dateRange(e)
	if err != nil {
		return err
	}
	where, err := donate.DonationsMatching(e.App, method, rhythm, status, from, to, q.Get("q"))
	if err != nil {
		return e.InternalServerError("", err)
	}
	// The totals count the whole filtered set: that count is the page's totalItems too.
	totals, err := donate.TotalsWhere(e.App, where)
	if err != nil {
		return e.InternalServerError("", err)
	}
	page, err := listRows(e, "donations", where, totals.Count, donationRows)
	if err != nil {
		return e.InternalServerError("", err)
	}
	return e.JSON(http.StatusOK, DonationList{Page: page, Totals: totals})
}

// changeDonation applies a treasurer's action to the {id} gift (see change).
func changeDonation(e *core.RequestEvent, action string, apply func(*donate.Donation) error) (*donate.Donation, error) {
	return change(e, action, "This gift cannot be changed so.", donate.FindDonation, apply)
}

func chequeReceived(e *core.RequestEvent) error {
	var body struct {
		Date         string          `json:"date"`
		Amount       json.RawMessage `json:"amount"`
		Bank         string          `json:"bank"`
		ChequeNumber string          `json:"chequeNumber"`
	}
	if err := jsonbody.Decode(e, &body, "The request could not be read."); err != nil {
		return err
	}
	errs := validation.Errors{}
	amount, err := donate.ParseChequeAmount(body.Amount)
	if err != nil {
		errs["amount"] = err
	}
	var received types.DateTime
	if body.Date != "" {
		t, err := time.Parse(time.DateOnly, body.Date)
		if err != nil {
			errs["date"] = validation.NewError("validation_invalid_date", "Use a date such as 2026-01-31.")
		}
		received, _ = types.ParseDateTime(t)
	}
	if len(errs) > 0 {
		return apis.NewBadRequestError("Check the cheque's details.", errs)
	}
	d, err := changeDonation(e, ActionChequeReceived, func(d *donate.Donation) error {
		return d.ReceiveCheque(donate.Cheque{ReceivedOn: received, Amount: amount, Bank: body.Bank, Number: body.ChequeNumber}, time.Now())
	})
	if err != nil {
		return err
	}
	return donationAnswer(e, d)
}

func chequeCancelled(e *core.RequestEvent) error {
	var body struct {
		Reason string `json:"reason"`
	}
	if err := jsonbody.Decode(e, &body, "The request could not be read."); err != nil {
		return err
	}
	d, err := changeDonation(e, ActionChequeMissing, func(d *donate.Donation) error { return d.CancelPledge(body.Reason) })
	if err != nil {
		return err
	}
	return donationAnswer(e, d)
}
