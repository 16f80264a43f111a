package staff

import (
	"strconv"
	"strings"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/donate"
	"foundation/internal/ledger"
	"foundation/internal/money"
)

// paymentsFormat is how the payments export writes its cells: "fr" for a
// French spreadsheet (cells separated by ';', decimal comma, 31/01/2026),
// "intl" for any other (',', decimal point, 2026-01-31).
type paymentsFormat struct {
	comma      rune
	decimal    string
	dateLayout string
}

var paymentsFormats = map[string]paymentsFormat{
	"fr":   {comma: ';', decimal: ",", dateLayout: "02/01/2006"},
	"intl": {comma: ',', decimal: ".", dateLayout: "2006-01-02"},
}

func (f paymentsFormat) amount(c money.Cents) string {
	return strings.Replace(c.Decimal(), ".", f.decimal, 1)
}

// date is when the money moved, as a Paris day and time.
func (f paymentsFormat) date(t types.DateTime) (day, clock string) {
	paris := t.Time().In(donate.Paris)
	return paris.Format(f.dateLayout), paris.Format("15:04")
}

// ExportPayments streams the ledger of a range of Paris days: one row per
// money movement, the day it moved; refunds are negative. A fee is written
// where the provider reported it, else left empty (net is then the gross).
func ExportPayments(e *core.RequestEvent) error {
	name := e.Request.URL.Query().Get("format")
	if name == "" {
		name = "fr"
	}
	format, ok := paymentsFormats[name]
	if !ok {
		return apis.NewBadRequestError("Choose the file's format.", validation.Errors{
			"format": validation.NewError("validation_invalid_format", "Use fr (French spreadsheet) or intl."),
		})
	}
	from, to, err := dateRange(e)
	if err != nil {
		return err
	}
	header := []string{"date", "time", "kind", "gift or order", "reference", "name", "email", "means",
		"gross", "fee", "net", "provider reference", "cheque bank", "cheque number", "test", "campaign", "designation"}
	params := append([]string{"format"}, dateRangeParams...)
	return AuditedExportSeparatedBy(e, ActionExportPayments, params, "payments.csv", header, format.comma, func(out *CSVWriter) error {
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
			day, clock := format.date(m.MovedAt)
			fee := ""
			if m.FeeKnown {
				fee = format.amount(m.Fee)
			}
			if err := out.Row(day, clock, m.Kind, m.Subject, reference(m), m.Name, m.Email, m.Means,
				format.amount(m.Gross), fee, format.amount(m.Net()), m.ProviderRef, m.ChequeBank, m.ChequeNumber,
				strconv.FormatBool(m.Test), gift.Campaign, gift.Designation); err != nil {
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
