package staff

import (
	"bytes"
	"database/sql"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"codeberg.org/go-pdf/fpdf"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/donate"
	"foundation/internal/jsonbody"
	"foundation/internal/notify"
	"foundation/internal/receipts/font"
	"foundation/internal/settings"
	"foundation/internal/shop"
)

// ActionSlip is the audit row of a packing slip printed: it names the
// buyer and their address, so who printed it is kept, on the order's timeline.
const ActionSlip = "order.slip"

func init() { actionWords[ActionSlip] = "Packing slip printed" }

// maxSlips bounds the slips printed at once, as a bulk "mark shipped".
const maxSlips = maxBulkShip

// OrderSlip answers the {id} order's packing slip, one A4 page.
func OrderSlip(e *core.RequestEvent) error {
	o, err := shop.FindOrder(e.App, e.Request.PathValue("id"))
	if err != nil {
		return notFound(e, err)
	}
	return sendSlips(e, []*shop.Order{o}, "packing-slip-"+slipName(o)+".pdf")
}

// OrderSlips answers the packing slips of the orders {ids}, one page each,
// in the order asked; an unknown id refuses them all, naming it.
func OrderSlips(e *core.RequestEvent) error {
	var body struct {
		IDs []string `json:"ids"`
	}
	if err := jsonbody.Decode(e, &body, "The request could not be read."); err != nil {
		return err
	}
	ids := uniqueInOrder(body.IDs)
	if len(ids) == 0 || len(ids) > maxSlips {
		return apis.NewBadRequestError("Choose the orders to print packing slips for.", validation.Errors{
			"ids": validation.NewError("validation_length_out_of_range", fmt.Sprintf("Choose from 1 to %d orders.", maxSlips))})
	}
	orders := make([]*shop.Order, 0, len(ids))
	for _, id := range ids {
		o, err := shop.FindOrder(e.App, id)
		if errors.Is(err, sql.ErrNoRows) {
			return apis.NewBadRequestError("An order chosen no longer exists.", validation.Errors{
				"ids": validation.NewError("validation_unknown_order", "There is no order "+id+".")})
		}
		if err != nil {
			return e.InternalServerError("", err)
		}
		orders = append(orders, o)
	}
	return sendSlips(e, orders, "packing-slips.pdf")
}

// uniqueInOrder is ids without repeats, in their first order.
func uniqueInOrder(ids []string) []string {
	out := make([]string, 0, len(ids))
	for _, id := range ids {
		if !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	return out
}

// slipName is an order's label in a file name: its number, else its id.
func slipName(o *shop.Order) string {
	if n := o.Number(); n > 0 {
		return strconv.Itoa(n)
	}
	return o.Id
}

// sendSlips draws the orders' slips, audits each (in one transaction) and
// sends the PDF, never cached on the way: it names people and addresses.
func sendSlips(e *core.RequestEvent, orders []*shop.Order, name string) error {
	sender := slipSender(e.App)
	pdf, err := RenderSlips(sender, orders, time.Now())
	if err != nil {
		return e.InternalServerError("", err)
	}
	err = e.App.RunInTransaction(func(tx core.App) error {
		for _, o := range orders {
			if err := Audit(tx, e.Auth, ActionSlip, o.Record, nil, nil); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return e.InternalServerError("", err)
	}
	h := e.Response.Header()
	h.Set("Content-Disposition", `attachment; filename="`+name+`"`)
	h.Set("Cache-Control", "no-store")
	return e.Blob(http.StatusOK, "application/pdf", pdf)
}

// SlipSender is who the parcel comes from, at the top of each slip.
type SlipSender struct {
	Name    string
	Address string
}

// slipSender is the foundation's name and address as its settings give
// them, its public name when they are not filled.
func slipSender(app core.App) SlipSender {
	f, err := settings.Load(app)
	if err != nil || strings.TrimSpace(f.LegalName) == "" {
		return SlipSender{Name: notify.Foundation}
	}
	return SlipSender{Name: f.LegalName, Address: f.Address}
}

// slipDate is "5 March 2026", in Paris time.
func slipDate(t time.Time) string {
	return t.In(donate.Paris).Format("2 January 2006")
}

// Slip page geometry, in millimetres (A4).
const (
	slipMargin = 18.0
	slipWidth  = 210 - 2*slipMargin
	slipLine   = 6.0
	slipBottom = 297 - 18
)

// RenderSlips draws one A4 page per order: the sender, the order's label
// and date, whom to ship it to, and its lines (product, option, quantity),
// without prices: the slip goes in the parcel. printed dates the PDF.
func RenderSlips(from SlipSender, orders []*shop.Order, printed time.Time) ([]byte, error) {
	pdf := fpdf.New("P", "mm", "A4", "")
	pdf.SetCompression(true)
	pdf.SetMargins(slipMargin, slipMargin, slipMargin)
	pdf.SetAutoPageBreak(true, 297-slipBottom)
	pdf.SetCreationDate(printed)
	pdf.SetModificationDate(printed)
	pdf.SetTitle("Packing slips", true)
	pdf.SetCreator(from.Name, true)
	pdf.SetProducer("fpdf", false)
	font.Add(pdf)
	for _, o := range orders {
		slipPage(pdf, from, o)
	}
	var out bytes.Buffer
	if err := pdf.Output(&out); err != nil {
		return nil, fmt.Errorf("staff: packing slips: %w", err)
	}
	return out.Bytes(), nil
}

func slipPage(pdf *fpdf.Fpdf, from SlipSender, o *shop.Order) {
	bold := func(on bool) { // the receipts' fake bold: one font, drawn heavier
		pdf.SetLineWidth(0.22)
		if on {
			pdf.SetTextRenderingMode(2)
		} else {
			pdf.SetTextRenderingMode(0)
		}
	}
	pdf.AddPage()
	pdf.SetFont(font.Family, "", 13)
	bold(true)
	pdf.CellFormat(slipWidth/2, 7, from.Name, "", 0, "L", false, 0, "")
	pdf.SetFont(font.Family, "", 18)
	pdf.CellFormat(slipWidth/2, 7, "Packing slip", "", 1, "R", false, 0, "")
	bold(false)
	pdf.SetFont(font.Family, "", 9.5)
	pdf.SetTextColor(80, 80, 80)
	for _, line := range addressLines(from.Address) {
		pdf.CellFormat(slipWidth, 4.6, line, "", 1, "L", false, 0, "")
	}
	pdf.SetTextColor(0, 0, 0)
	pdf.Ln(6)

	pdf.SetFont(font.Family, "", 12)
	bold(true)
	pdf.CellFormat(slipWidth/2, slipLine, "Order "+o.Label(), "", 0, "L", false, 0, "")
	bold(false)
	pdf.CellFormat(slipWidth/2, slipLine, "Ordered on "+slipDate(o.Created().Time()), "", 1, "R", false, 0, "")
	pdf.Ln(4)

	info := o.ClientInfo() // typed by the buyer: drawn as the font can (an emoji would fail the slip)
	pdf.SetFont(font.Family, "", 10)
	bold(true)
	pdf.CellFormat(slipWidth, slipLine, "Ship to", "", 1, "L", false, 0, "")
	bold(false)
	pdf.SetFont(font.Family, "", 11)
	pdf.CellFormat(slipWidth, slipLine, font.Printable(info.Name), "", 1, "L", false, 0, "")
	pdf.MultiCell(slipWidth, slipLine, font.Printable(strings.Join(addressLines(info.Address), "\n")), "", "L", false)
	if info.Phone != "" {
		pdf.SetFont(font.Family, "", 9.5)
		pdf.CellFormat(slipWidth, slipLine, "Phone: "+info.Phone, "", 1, "L", false, 0, "")
	}
	pdf.Ln(6)

	cols := []float64{slipWidth * 0.52, slipWidth * 0.33, slipWidth * 0.15}
	pdf.SetFont(font.Family, "", 10)
	pdf.SetFillColor(232, 232, 232)
	bold(true)
	pdf.CellFormat(cols[0], 7, " Product", "B", 0, "L", true, 0, "")
	pdf.CellFormat(cols[1], 7, " Option", "B", 0, "L", true, 0, "")
	pdf.CellFormat(cols[2], 7, "Quantity ", "B", 1, "R", true, 0, "")
	bold(false)
	items := 0
	for _, l := range o.Lines() {
		option := strings.Join(slices.DeleteFunc([]string{l.Size, l.Color}, func(s string) bool { return s == "" }), " · ")
		pdf.CellFormat(cols[0], 7, " "+l.Name, "B", 0, "L", false, 0, "")
		pdf.CellFormat(cols[1], 7, " "+option, "B", 0, "L", false, 0, "")
		pdf.CellFormat(cols[2], 7, strconv.Itoa(l.Quantity)+" ", "B", 1, "R", false, 0, "")
		items += l.Quantity
	}
	bold(true)
	pdf.CellFormat(cols[0]+cols[1], 7, " Items", "", 0, "L", false, 0, "")
	pdf.CellFormat(cols[2], 7, strconv.Itoa(items)+" ", "", 1, "R", false, 0, "")
	bold(false)

	pdf.Ln(10)
	pdf.SetFont(font.Family, "", 9.5)
	pdf.SetTextColor(80, 80, 80)
	pdf.MultiCell(slipWidth, 5, "Thank you for your order: every purchase supports young athletes. A question about it? Write to us "+
		"from the Contact page of our website, giving the order number above.", "", "L", false)
	pdf.SetTextColor(0, 0, 0)
}

// addressLines is an address's lines, trimmed, without blank ones.
func addressLines(address string) []string {
	var out []string
	for _, line := range strings.FieldsFunc(address, func(r rune) bool { return r == '\n' }) {
		if line = strings.TrimSpace(line); line != "" {
			out = append(out, line)
		}
	}
	return out
}
