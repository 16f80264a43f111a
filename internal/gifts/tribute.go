package gifts

import (
	"bytes"
	"errors"
	"net/http"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"codeberg.org/go-pdf/fpdf"

	"foundation/internal/donate"
	"foundation/internal/jsonbody"
	"foundation/internal/notify"
	"foundation/internal/receipts/font"
	"foundation/internal/settings"
	"foundation/internal/staff"
)

// CorrectTribute replaces the {id} gift's tribute with the body's (a
// misspelt name, a wrong address: givewp#4486), checked by the donation
// form's own rules, and audits the tribute before and after. The notice,
// already sent or not, is not sent again.
func CorrectTribute(e *core.RequestEvent) error {
	var t donate.Tribute
	if err := jsonbody.Decode(e, &t, "The request could not be read."); err != nil {
		return err
	}
	var saved *donate.Donation
	err := e.App.RunInTransaction(func(tx core.App) error {
		d, err := donate.FindDonation(tx, e.Request.PathValue("id"))
		if err != nil {
			return err
		}
		before := d.Tribute()
		if err := d.CorrectTribute(t); err != nil {
			return err
		}
		if err := tx.Save(d); err != nil {
			return err
		}
		saved = d
		return staff.Audit(tx, e.Auth, ActionTribute, d.Record, before, d.Tribute())
	})
	var fields validation.Errors
	switch {
	case errors.As(err, &fields):
		return apis.NewBadRequestError("Check the tribute.", fields)
	case err != nil:
		return notFound(e, err)
	}
	return answer(e, saved)
}

// TributeCard is the card the staff print and post for the {id} gift's
// tribute: one A5 page naming whom the gift honours and who gave, with the
// donor's message; never the amount.
func TributeCard(e *core.RequestEvent) error {
	d, err := donate.FindDonation(e.App, e.Request.PathValue("id"))
	if err != nil {
		return notFound(e, err)
	}
	t := d.Tribute()
	if t == nil {
		return apis.NewNotFoundError("This gift honours no one.", nil)
	}
	line, err := donate.FindGiftLine(e.App, d.Id)
	if err != nil {
		return notFound(e, err)
	}
	f, err := settings.Load(e.App)
	if err != nil {
		return e.InternalServerError("", err)
	}
	pdf, err := tributeCard(*t, line.Donor, f.LegalName)
	if err != nil {
		return e.InternalServerError("The card could not be drawn.", err)
	}
	e.Response.Header().Set("Content-Disposition", `attachment; filename="tribute-card-`+d.Id+`.pdf"`)
	e.Response.Header().Set("Cache-Control", "no-store")
	return e.Blob(http.StatusOK, "application/pdf", pdf)
}

// tributeCard draws the card: A5 across, centred, in the PDFs' one font.
func tributeCard(t donate.Tribute, donor donate.Donor, foundation string) ([]byte, error) {
	if foundation == "" {
		foundation = notify.Foundation
	}
	pdf := fpdf.New("L", "mm", "A5", "")
	pdf.SetCompression(true)
	pdf.SetMargins(20, 24, 20)
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetTitle("Tribute card", true)
	pdf.SetProducer("fpdf", false)
	font.Add(pdf)
	pdf.AddPage()
	width, _ := pdf.GetPageSize()
	text := width - 40
	heading, what := "In honour of", "in honour of "+t.Name
	if t.Kind == donate.TributeMemory {
		heading, what = "In memory of", "in memory of "+t.Name
	}
	pdf.SetFont(font.Family, "", 14)
	pdf.CellFormat(text, 8, heading, "", 1, "C", false, 0, "")
	pdf.SetFont(font.Family, "", 22)
	pdf.MultiCell(text, 11, t.Name, "", "C", false)
	pdf.Ln(8)
	pdf.SetFont(font.Family, "", 12)
	pdf.MultiCell(text, 6.5, donor.ReceiptName()+" has made a gift to the "+foundation+" "+what+".", "", "C", false)
	if t.Message != "" {
		pdf.Ln(6)
		pdf.SetFont(font.Family, "", 11)
		pdf.MultiCell(text, 6, "“"+t.Message+"”", "", "C", false)
	}
	pdf.SetY(-22)
	pdf.SetFont(font.Family, "", 9)
	pdf.CellFormat(text, 5, foundation, "", 1, "C", false, 0, "")
	var out bytes.Buffer
	err := pdf.Output(&out)
	return out.Bytes(), err
}
