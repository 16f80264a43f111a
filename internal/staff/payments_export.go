package staff

import (
	"strconv"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/donate"
	"foundation/internal/ledger"
)

// paymentsHeader names the columns of payments.csv.
var paymentsHeader = []string{"date", "time", "kind", "gift or order", "reference", "name", "email", "means",
	"gross", "fee", "net", "provider reference", "cheque bank", "cheque number", "test", "campaign", "designation"}

// ExportPayments streams the ledger of a range of Paris days: one row per
// money movement, the day it moved; refunds are negative. A fee is written
// where the provider reported it, else left empty (net is then the gross).
// Its ?format= is fr when none: the books are kept in French.
func ExportPayments(e *core.RequestEvent) error {
	format, err := ReadExportFormat(e, FormatFrench)
	if err != nil {
		return err
	}
	from, to, err := dateRange(e)
	if err != nil {
		return err
	}
	return AuditedExportIn(e, format, ActionExportPayments, dateRangeParams, "payments.csv", paymentsHeader, func(out *CSVWriter) error {
		written := 0
		gifts := giftChoices{}
		err := ledger.Each(e.App, from.Time(), to.Time(), func(m ledger.Entry) error {
			if !m.Money() { // a gift in kind moved no money: the bank never sees it
				return nil
			}
			gift, err := gifts.of(e.App, m)
			if err != nil {
				return err
			}
			day, clock := format.DayAndClock(m.MovedAt)
			fee := ""
			if m.FeeKnown {
				fee = format.Amount(m.Fee)
			}
			if err := out.Row(day, clock, format.Word(m.Kind), format.Word(m.Subject), reference(m), m.Name, m.Email, format.Word(m.Means),
				format.Amount(m.Gross), fee, format.Amount(m.Net()), m.ProviderRef, m.ChequeBank, m.ChequeNumber,
				format.Yes(m.Test), gift.Campaign, format.Word(gift.Designation)); err != nil {
				return err
			}
			if written++; written%exportBatch == 0 {
				clear(gifts) // renewals of one gift come close together: memory stays bounded
				return out.Flush()
			}
			return nil
		})
		if err != nil {
			return err
		}
		return out.Flush()
	})
}

// reference is how a treasurer finds a row's subject: an order's number, a gift's id.
func reference(m ledger.Entry) string {
	if m.Subject == ledger.SubjectOrder && m.OrderNumber > 0 {
		return "n° " + strconv.Itoa(m.OrderNumber)
	}
	return m.SubjectID
}

// giftChoices are the campaign and designation of the gifts a payments
// export met lately, each read once.
type giftChoices map[string]donate.Choices

// of is the campaign and designation of m's gift (none for an order's).
func (g giftChoices) of(app core.App, m ledger.Entry) (donate.Choices, error) {
	if m.Subject != ledger.SubjectDonation {
		return donate.Choices{}, nil
	}
	if c, ok := g[m.SubjectID]; ok {
		return c, nil
	}
	r, err := app.FindRecordById(donate.DonationsCollection, m.SubjectID)
	if err != nil {
		return donate.Choices{}, err
	}
	d := donate.DonationOf(r)
	g[m.SubjectID] = donate.Choices{Campaign: d.Campaign(), Designation: d.Designation()}
	return g[m.SubjectID], nil
}
