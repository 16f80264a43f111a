package receipts

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/declarations"
	"foundation/internal/donate"
	"foundation/internal/jsonbody"
	"foundation/internal/money"
	"foundation/internal/records"
	"foundation/internal/settings"
	"foundation/internal/staff"
)

// Register binds the receipts' hooks: issue when a one-off gift is paid,
// cancel when it is refunded, keep receipts immutable, journal each number,
// sweep what a crash left missing and run the annual receipts in January.
// The routes (the donation form's public config, the foundation's settings
// and the treasurer's receipts) are bound by the route index (internal/api).
func Register(app core.App) {
	followGifts(app)
	declarations.Keep(app)
	sweepAtStartAndEveryFewMinutes(app)
	runAnnualEveryJanuary(app)
	keepImmutable(app)
	keepNumbering(app)
}

// Config is what the donation form needs to show the cost after the tax
// reduction: whether receipts are issued, and the rate (percent); a 75 %
// rate applies up to ceiling cents a year, rateAbove beyond (0: no ceiling).
type Config struct {
	Enabled   bool  `json:"enabled"`
	Rate      int   `json:"rate"`
	Ceiling   int64 `json:"ceiling"`
	RateAbove int   `json:"rateAbove"`
	// Fees are the rules of the fees a donor may add to a card or PayPal
	// gift; the form shows the fee they give, the server charges its own.
	Fees settings.FeeRules `json:"fees"`
}

// PublicConfig is the donation form's Config, from the foundation's settings.
func PublicConfig(e *core.RequestEvent) error {
	f, err := settings.Load(e.App)
	if err != nil {
		return e.InternalServerError("", err)
	}
	e.Response.Header().Set("Cache-Control", "public, max-age=60")
	fees, err := settings.LoadFeeRules(e.App)
	if err != nil {
		return e.InternalServerError("", err)
	}
	c := Config{Enabled: f.Issuing(), Rate: f.Rate(), Fees: fees}
	if ceiling, ok := settings.AidCeilingOf(time.Now().In(donate.Paris).Year()); ok && c.Rate == settings.AidRate {
		c.Ceiling, c.RateAbove = int64(ceiling.Cents), settings.StandardRate
	}
	return e.JSON(http.StatusOK, c)
}

// refused turns a rule's error into the answer: field errors are a 400
// with message, receipts switched off a 400 naming the missing settings, an
// unknown record a 404, numbering stopped after a restore a 409 that says
// why; anything else a 500 that says what failed.
func refused(e *core.RequestEvent, err error, message string) error {
	var fields validation.Errors
	var off ErrReceiptsOff
	var stopped ErrNumberingStopped
	switch {
	case errors.As(err, &stopped):
		return apis.NewApiError(http.StatusConflict, stopped.Error(), nil)
	case errors.As(err, &fields):
		return apis.NewBadRequestError(message, fields)
	case errors.As(err, &off):
		return apis.NewBadRequestError(off.Error(), validation.Errors{
			"receipts": validation.NewError("validation_receipts_off", off.Error()),
		})
	case isNotFound(err):
		return apis.NewNotFoundError("", nil)
	}
	e.App.Logger().Error("receipts: "+message, "error", err)
	return apis.NewInternalServerError(message+" "+err.Error(), nil)
}

// Row is one receipt as the staff screens show it. Dates are PocketBase's
// "2026-01-05 10:00:00.000Z" (UTC), "" when unset; amounts are cents.
type Row struct {
	ID       string `json:"id"`
	Number   string `json:"number"`
	Year     int    `json:"year"` // of issue: the year of the number
	Seq      int    `json:"seq"`
	Kind     string `json:"kind" tstype:"ReceiptKind"`
	Status   string `json:"status" tstype:"ReceiptStatus"`
	TaxYear  int    `json:"taxYear"`  // of the gifts
	Donation string `json:"donation"` // the one-off gift; "" for annual

	// DonorKind is person (article 200) or company (article 238 bis), with a
	// company's SIREN and legal form.
	DonorKind       string `json:"donorKind" tstype:"DonorKind"`
	DonorSiren      string `json:"donorSiren"`
	DonorLegalForm  string `json:"donorLegalForm"`
	DonorEmail      string `json:"donorEmail"`
	DonorName       string `json:"donorName"`
	DonorAddress    string `json:"donorAddress"`
	DonorPostalCode string `json:"donorPostalCode"`
	DonorTown       string `json:"donorTown"`
	DonorCountry    string `json:"donorCountry"`

	Amount      int64          `json:"amount"`
	GiftDate    types.DateTime `json:"giftDate"`
	PeriodStart types.DateTime `json:"periodStart"`
	PeriodEnd   types.DateTime `json:"periodEnd"`
	Payments    int            `json:"payments"`
	Methods     []string       `json:"methods" tstype:"Method[]"` // cheque, card
	IssuedAt    types.DateTime `json:"issuedAt"`
	SHA256      string         `json:"sha256"`

	CancelReason string         `json:"cancelReason"`
	CancelledAt  types.DateTime `json:"cancelledAt"`
	// CancelledBy is the staff member's email; "" when the site cancelled it (a refund).
	CancelledBy string `json:"cancelledBy"`

	Replaces         string `json:"replaces"` // id of the receipt this one replaces
	ReplacesNumber   string `json:"replacesNumber"`
	ReplacedBy       string `json:"replacedBy"` // id of the receipt that replaces this one
	ReplacedByNumber string `json:"replacedByNumber"`
}

func rowOf(r *Receipt) Row {
	return Row{
		ID: r.Id, Number: r.Number(), Year: r.Year(), Seq: r.Seq(), Kind: r.Kind(), Status: r.Status(), TaxYear: r.TaxYear(),
		Donation: r.DonationID(), DonorEmail: r.DonorEmail(), DonorName: r.DonorName(),
		DonorAddress: r.DonorAddress(), DonorPostalCode: r.DonorPostalCode(),
		DonorTown: r.DonorTown(), DonorKind: r.DonorKind(), DonorSiren: r.DonorSiren(),
		DonorLegalForm: r.DonorLegalForm(), DonorCountry: r.DonorCountry(), Amount: int64(r.Amount()), GiftDate: r.GiftDate(),
		PeriodStart: r.PeriodStart(), PeriodEnd: r.PeriodEnd(), Payments: r.Payments(),
		Methods: r.Methods(), IssuedAt: r.IssuedAt(), SHA256: r.SHA256(), CancelReason: r.CancelReason(),
		CancelledAt: r.CancelledAt(), CancelledBy: r.CancelledByEmail(), Replaces: r.Replaces(),
	}
}

// rowsOf turns receipts into rows, with the replacement links of the
// whole batch read in one query.
func rowsOf(app core.App, list []*core.Record) ([]Row, error) {
	rows := make([]Row, 0, len(list))
	ids := make([]any, 0, 2*len(list))
	for _, r := range list {
		row := rowOf(receiptOf(r))
		rows = append(rows, row)
		ids = append(ids, row.ID)
		if row.Replaces != "" {
			ids = append(ids, row.Replaces)
		}
	}
	if len(list) == 0 {
		return rows, nil
	}
	var links []struct {
		ID       string `db:"id"`
		Number   string `db:"number"`
		Replaces string `db:"replaces"`
	}
	err := app.RecordQuery(Collection).Select(core.FieldNameId, fieldNumber, fieldReplaces).
		AndWhere(dbx.Or(dbx.In(core.FieldNameId, ids...), dbx.In(fieldReplaces, ids...))).All(&links)
	if err != nil {
		return nil, err
	}
	numbers, replacedBy := map[string]string{}, map[string]string{}
	for _, l := range links {
		numbers[l.ID] = l.Number
		if l.Replaces != "" {
			replacedBy[l.Replaces] = l.ID
		}
	}
	for i := range rows {
		rows[i].ReplacesNumber = numbers[rows[i].Replaces]
		if id := replacedBy[rows[i].ID]; id != "" {
			rows[i].ReplacedBy, rows[i].ReplacedByNumber = id, numbers[id]
		}
	}
	return rows, nil
}

// List is a page of receipts and every year's totals.
type List struct {
	staff.Page[Row]
	// Years are the yearly declarations' figures (article 222 bis), newest first, whatever the filters.
	Years []declarations.Year `json:"years"`
}

// filterParams are the query parameters filters reads.
var filterParams = []string{"year", "status", "kind", "q"}

// filters reads ?year=, ?status=, ?kind= and ?q= (donor name or email, or a number).
func filters(e *core.RequestEvent) (dbx.Expression, int, error) {
	q := e.Request.URL.Query()
	errs := validation.Errors{}
	var parts []dbx.Expression
	year := 0
	if v := q.Get("year"); v != "" {
		y, err := strconv.Atoi(v)
		if err != nil || y < 2000 || y > 9999 {
			errs["year"] = errYearInvalid
		}
		year = y
		parts = append(parts, dbx.HashExp{fieldYear: y})
	}
	for name, allowed := range map[string][]string{"status": {StatusValid, StatusCancelled}, "kind": {KindSingle, KindAnnual}} {
		if v := q.Get(name); v != "" {
			if !slices.Contains(allowed, v) {
				errs[name] = validation.NewError("validation_unknown_value", "Unknown "+name+".")
			}
			parts = append(parts, dbx.HashExp{name: v})
		}
	}
	if search := strings.TrimSpace(q.Get("q")); search != "" {
		parts = append(parts, dbx.NewExp(`(donorEmail LIKE {:q} ESCAPE '\' OR donorName LIKE {:q} ESCAPE '\' OR number LIKE {:q} ESCAPE '\')`,
			dbx.Params{"q": records.Like(search)}))
	}
	if len(errs) > 0 {
		return nil, 0, apis.NewBadRequestError("Check the filters.", errs)
	}
	return records.AllOf(parts), year, nil
}

func where(q *dbx.SelectQuery, w dbx.Expression) *dbx.SelectQuery {
	if w == nil {
		return q
	}
	return q.AndWhere(w)
}

// ListReceipts is the receipts matching the filters, a page at a time, with
// every year's declaration figures.
func ListReceipts(e *core.RequestEvent) error {
	w, _, err := filters(e)
	if err != nil {
		return err
	}
	p, err := staff.PageParams(e)
	if err != nil {
		return err
	}
	var total int
	if err := where(e.App.RecordQuery(Collection).Select("count(*)"), w).Row(&total); err != nil {
		return e.InternalServerError("", err)
	}
	var list []*core.Record
	err = where(e.App.RecordQuery(Collection), w).OrderBy(fieldYear+" DESC", fieldSeq+" DESC").
		Limit(int64(p.PerPage)).Offset(int64(p.Offset())).All(&list)
	if err != nil {
		return e.InternalServerError("", err)
	}
	rows, err := rowsOf(e.App, list)
	if err != nil {
		return e.InternalServerError("", err)
	}
	years, err := declarations.Years(e.App)
	if err != nil {
		return e.InternalServerError("", err)
	}
	return e.JSON(http.StatusOK, List{Page: staff.NewPage(p, total, rows), Years: years})
}

// MissingRow is a paid one-off gift without a valid receipt, and why.
type MissingRow struct {
	Donation   string         `json:"donation"`
	PaidAt     types.DateTime `json:"paidAt"`
	DonorName  string         `json:"donorName"`
	DonorEmail string         `json:"donorEmail"`
	Amount     int64          `json:"amount"` // cents, what a receipt would say
	Method     string         `json:"method" tstype:"Method"`
	// ReceiptBlocked says why: "receipts are off", "missing postal
	// address", or "not issued" (paid before receipts were on, or the issue
	// failed: POST /api/staff/donations/{id}/receipt issues it).
	ReceiptBlocked string `json:"receiptBlocked"`
}

// MissingList is the newest gifts without a receipt (missingLimit of
// them) and how many there are.
type MissingList struct {
	TotalItems int          `json:"totalItems"`
	Items      []MissingRow `json:"items"`
}

// missingLimit bounds the list of gifts without a receipt.
const missingLimit = 200

// ListMissing lists the newest paid one-off gifts (not TEST MODE) that
// never had a receipt, with the reason. A gift whose receipt staff
// cancelled without a replacement is not missing one: the cancellation
// decided it gets none (the sweep leaves it too).
func ListMissing(e *core.RequestEvent) error {
	cond := dbx.NewExp(`rhythm = 'once' AND status = 'paid' AND NOT test AND NOT EXISTS (SELECT 1 FROM ` + Collection +
		` r WHERE r.donation = donations.id AND r.kind = 'single')`)
	var total int
	if err := e.App.RecordQuery(donate.DonationsCollection).Select("count(*)").AndWhere(cond).Row(&total); err != nil {
		return e.InternalServerError("", err)
	}
	var gifts []*core.Record
	if err := e.App.RecordQuery(donate.DonationsCollection).AndWhere(cond).OrderBy(records.FieldCreated + " DESC").Limit(missingLimit).All(&gifts); err != nil {
		return e.InternalServerError("", err)
	}
	donors, err := donate.DonorsOf(e.App, gifts)
	if err != nil {
		return e.InternalServerError("", err)
	}
	f, err := settings.Load(e.App)
	if err != nil {
		return e.InternalServerError("", err)
	}
	missing := MissingList{TotalItems: total, Items: make([]MissingRow, 0, len(gifts))}
	for _, r := range gifts {
		d := donate.DonationOf(r)
		who := donors[d.DonorID()]
		reason := "not issued"
		held, _ := numberingOf(e.App).heldBy(e.App, giftKey(d.Id)) // a numbering stopped says so when issuing
		noAddress := addressMissing(who)
		switch {
		case !f.Issuing():
			reason = "receipts are off"
		case noAddress != nil:
			reason = noAddress.Error()
		case held != "":
			reason = "receipt " + held + " issued before a restore, held by the donor"
		}
		missing.Items = append(missing.Items, MissingRow{Donation: d.Id, PaidAt: d.PaidAt(), DonorName: who.DisplayName(), DonorEmail: who.Email,
			Amount: int64(netAmount(d)), Method: d.Method(), ReceiptBlocked: reason})
	}
	return e.JSON(http.StatusOK, missing)
}

// DownloadPDF is the stored PDF of a receipt (a cancelled one's stamped copy), audited.
func DownloadPDF(e *core.RequestEvent) error {
	r, err := FindReceipt(e.App, e.Request.PathValue("id"))
	if err != nil {
		return apis.NewNotFoundError("", nil)
	}
	pdf, err := r.Served(e.App)
	if err != nil {
		return refused(e, err, "The receipt's PDF cannot be read.")
	}
	if err := staff.Audit(e.App, e.Auth, ActionDownload, r.Record, nil, nil); err != nil {
		return e.InternalServerError("", err)
	}
	return SendReceipt(e, r, pdf)
}

// SendReceipt answers a download of r whose bytes are pdf (Served): its
// X-Receipt-SHA256 is the hash of those bytes, so a cancelled receipt's
// stamped copy carries its own; X-Receipt-Issued-SHA256 is the stored
// original's, as the receipt's record keeps it.
func SendReceipt(e *core.RequestEvent, r *Receipt, pdf []byte) error {
	sum := sha256.Sum256(pdf)
	e.Response.Header().Set("X-Receipt-SHA256", hex.EncodeToString(sum[:]))
	e.Response.Header().Set("X-Receipt-Issued-SHA256", r.SHA256())
	return SendPDF(e, r.FileName(), pdf)
}

// SendPDF answers a download of a PDF that names a person (a receipt, a
// donor's statement): saved as name, never cached on the way.
func SendPDF(e *core.RequestEvent, name string, pdf []byte) error {
	h := e.Response.Header()
	h.Set("Content-Disposition", `attachment; filename="`+name+`"`)
	h.Set("Cache-Control", "no-store")
	return e.Blob(http.StatusOK, "application/pdf", pdf)
}

// CancelResult is a cancelled receipt and the one issued to replace it
// (null when none was asked for).
type CancelResult struct {
	Cancelled   Row  `json:"cancelled"`
	Replacement *Row `json:"replacement"`
}

// CancelReceipt cancels a receipt for a reason, replacing it when asked.
func CancelReceipt(e *core.RequestEvent) error {
	var body struct {
		Reason  string `json:"reason"`
		Replace bool   `json:"replace"`
	}
	if err := jsonbody.Decode(e, &body, "The request could not be read."); err != nil {
		return err
	}
	cancelled, replacement, err := Cancel(e.App, e.Request.PathValue("id"), body.Reason, body.Replace, e.Auth, time.Now())
	if err != nil {
		return refused(e, err, "This receipt cannot be cancelled so.")
	}
	list := []*core.Record{cancelled.Record}
	if replacement != nil {
		list = append(list, replacement.Record)
	}
	rows, err := rowsOf(e.App, list)
	if err != nil {
		return e.InternalServerError("", err)
	}
	answer := CancelResult{Cancelled: rows[0]}
	if len(rows) > 1 {
		answer.Replacement = &rows[1]
	}
	return e.JSON(http.StatusOK, answer)
}

// IssueReceipt issues the missing receipt of a paid one-off gift.
func IssueReceipt(e *core.RequestEvent) error {
	r, err := IssueForDonation(e.App, e.Request.PathValue("id"), e.Auth, time.Now())
	if err != nil {
		return refused(e, err, "This gift cannot have a receipt.")
	}
	return e.JSON(http.StatusCreated, rowOf(r))
}

// StartAnnualRun issues the annual receipts of a year that is over (RunAnnual).
func StartAnnualRun(e *core.RequestEvent) error {
	var body struct {
		Year int `json:"year"`
	}
	if err := jsonbody.Decode(e, &body, "The request could not be read."); err != nil {
		return err
	}
	run, err := RunAnnual(e.App, body.Year, time.Now())
	var fields validation.Errors
	var off ErrReceiptsOff
	if errors.As(err, &fields) || errors.As(err, &off) {
		return refused(e, err, "The annual receipts cannot be issued for this year.")
	}
	if auditErr := staff.Audit(e.App, e.Auth, ActionAnnual, nil, nil, run); auditErr != nil && err == nil {
		err = auditErr
	}
	if err != nil {
		return refused(e, err, strconv.Itoa(run.Issued)+" receipts were issued, then the run stopped; run it again to continue (issued receipts are kept and skipped).")
	}
	return e.JSON(http.StatusOK, run)
}

// exportHeader names the columns of receipts.csv.
var exportHeader = []string{"number", "year", "status", "kind", "issued", "donor", "email", "address",
	"postal code", "town", "country", "donor kind", "siren", "legal form", "amount", "gift date", "period start", "period end", "payments", "methods", "tax year",
	"donation", "cancel reason", "cancelled by", "cancelled", "replaces", "sha256"}

// ExportReceipts is the CSV of the receipts of ?year= (all years when
// absent), in number order: what the yearly declaration is made from; in
// the ?format= asked (intl when none), its days Paris ones in both.
func ExportReceipts(e *core.RequestEvent) error {
	f, err := staff.ReadExportFormat(e, staff.FormatInternational)
	if err != nil {
		return err
	}
	w, year, err := filters(e)
	if err != nil {
		return err
	}
	name := "receipts.csv"
	if year != 0 {
		name = "receipts-" + strconv.Itoa(year) + ".csv"
	}
	return staff.AuditedExportIn(e, f, ActionExport, filterParams, name, exportHeader, func(out *staff.CSVWriter) error {
		for offset := 0; ; offset += exportBatch {
			var list []*core.Record
			if err := where(e.App.RecordQuery(Collection), w).OrderBy(fieldYear, fieldSeq).Limit(exportBatch).Offset(int64(offset)).All(&list); err != nil {
				return err
			}
			rows, err := rowsOf(e.App, list)
			if err != nil {
				return err
			}
			for _, r := range rows {
				methods := make([]string, len(r.Methods))
				for i, m := range r.Methods {
					methods[i] = f.Word(m)
				}
				if err := out.Row(r.Number, strconv.Itoa(r.Year), f.Word(r.Status), f.Word(r.Kind), f.Day(r.IssuedAt), r.DonorName, r.DonorEmail,
					r.DonorAddress, r.DonorPostalCode, r.DonorTown, r.DonorCountry, f.Word(r.DonorKind), r.DonorSiren, r.DonorLegalForm, f.Amount(money.Cents(r.Amount)), f.Day(r.GiftDate),
					f.Day(r.PeriodStart), f.Day(r.PeriodEnd), strconv.Itoa(r.Payments), strings.Join(methods, " "), strconv.Itoa(r.TaxYear),
					r.Donation, r.CancelReason, r.CancelledBy, f.Day(r.CancelledAt), r.ReplacesNumber, r.SHA256); err != nil {
					return err
				}
			}
			if err := out.Flush(); err != nil || len(list) < exportBatch {
				return err
			}
		}
	})
}

// exportBatch is how many receipts the export holds in memory at once.
const exportBatch = 500
