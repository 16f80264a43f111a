package staff

import (
	"encoding/json"
	"net/http"
	"slices"
	"time"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/campaigns"
	"foundation/internal/donate"
	"foundation/internal/jsonbody"
)

// DonationRow is one line of the donations list.
type DonationRow struct {
	donate.GiftLine
	DonorName  string `json:"donorName"` // "Prénom Nom"
	DonorEmail string `json:"donorEmail"`
}

// donationRows turns gift lines into rows.
func donationRows(lines []donate.GiftLine) []DonationRow {
	rows := make([]DonationRow, 0, len(lines))
	for _, l := range lines {
		rows = append(rows, DonationRow{GiftLine: l, DonorName: l.Donor.DisplayName(), DonorEmail: l.Donor.Email})
	}
	return rows
}

// donationAnswer answers a treasurer's action with the gift's new row.
func donationAnswer(e *core.RequestEvent, d *donate.Donation) error {
	line, err := donate.FindGiftLine(e.App, d.Id)
	if err != nil {
		return e.InternalServerError("", err)
	}
	return e.JSON(http.StatusOK, donationRows([]donate.GiftLine{line})[0])
}

// DonationList is a page of donations and the totals of the whole filtered set.
type DonationList struct {
	Page[DonationRow]
	Totals donate.Totals `json:"totals"`
}

// ListDonations lists the gifts the filters select, each naming its donor, with their totals.
func ListDonations(e *core.RequestEvent) error {
	q := e.Request.URL.Query()
	errs := validation.Errors{}
	oneOf := func(name string, allowed []string) string {
		v := q.Get(name)
		if v != "" && !slices.Contains(allowed, v) {
			errs[name] = validation.NewError("validation_unknown_value", "Unknown "+name+".")
		}
		return v
	}
	method := oneOf("method", donate.Methods)
	rhythm := oneOf("rhythm", donate.Rhythms)
	status := oneOf("status", donate.Statuses)
	designation := oneOf("designation", campaigns.ProjectIDs())
	if len(errs) > 0 {
		return apis.NewBadRequestError("Check the filters.", errs)
	}
	from, to, err := dateRange(e)
	if err != nil {
		return err
	}
	p, err := PageParams(e)
	if err != nil {
		return err
	}
	selected, err := donate.SelectDonations(e.App, method, rhythm, status, from, to, q.Get("q"))
	if err != nil {
		return e.InternalServerError("", err)
	}
	selected = selected.Within(q.Get("campaign"), designation)
	// The totals count the whole filtered set: that count is the page's totalItems too.
	totals, err := selected.Totals(e.App)
	if err != nil {
		return e.InternalServerError("", err)
	}
	lines, err := selected.Lines(e.App, p.PerPage, p.Offset())
	if err != nil {
		return e.InternalServerError("", err)
	}
	return e.JSON(http.StatusOK, DonationList{Page: NewPage(p, totals.Count, donationRows(lines)), Totals: totals})
}

// changeDonation applies a treasurer's action to the {id} gift (see change).
func changeDonation(e *core.RequestEvent, action string, apply func(*donate.Donation) error) (*donate.Donation, error) {
	return change(e, action, "This gift cannot be changed so.", donate.FindDonation, apply)
}

// ChequeReceived books the cheque a pledge awaited, audited.
func ChequeReceived(e *core.RequestEvent) error {
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

// ChequeCancelled closes a pledge whose cheque never came, with the reason, audited.
func ChequeCancelled(e *core.RequestEvent) error {
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
