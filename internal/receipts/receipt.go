// Package receipts issues the foundation's tax receipts (reçus fiscaux,
// Cerfa n° 11580*05): one per one-off gift once it is paid, one per donor
// and calendar year for recurring gifts (the treasurer's annual run). Each
// receipt is numbered YYYY-NNNNNN, gap-free within its year of issue: the
// number is allocated, the PDF rendered and the record stored in one
// database transaction, so a failure leaves no hole and two issues never
// share a number (unique index). A receipt is never changed nor deleted:
// its PDF is stored once with its SHA-256; a wrong one is cancelled, with
// its reason and who cancelled it, and may be replaced by a new number that
// names it. TEST MODE gifts moved no money and get no receipt.
package receipts

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/donate"
	"foundation/internal/money"
	"foundation/internal/records"
	"foundation/internal/settings"
)

// Collection holds the receipts; it has no rule: staff reach it through
// the /api/staff/receipts routes.
const Collection = "tax_receipts"

// Kinds and statuses of a receipt.
const (
	KindSingle      = "single"
	KindAnnual      = "annual"
	StatusValid     = "valid"
	StatusCancelled = "cancelled"
)

// Field names of the tax_receipts collection.
const (
	fieldNumber   = "number" // "2026-000001": fieldYear, then fieldSeq
	fieldYear     = "year"   // of issue
	fieldSeq      = "seq"
	fieldKind     = "kind"
	fieldTaxYear  = "taxYear"  // the year of the gifts
	fieldDonation = "donation" // a one-off gift's receipt
	// The donor as the receipt names them, and the identity it covers.
	fieldDonorEmail      = "donorEmail"
	fieldDonorIdentity   = "donorIdentity"
	fieldDonorName       = "donorName"
	fieldDonorKind       = "donorKind"
	fieldDonorSiren      = "donorSiren"
	fieldDonorLegalForm  = "donorLegalForm"
	fieldDonorAddress    = "donorAddress"
	fieldDonorPostalCode = "donorPostalCode"
	fieldDonorTown       = "donorTown"
	fieldDonorCountry    = "donorCountry"
	fieldAmount          = "amount" // cents
	fieldGiftDate        = "giftDate"
	fieldPeriodStart     = "periodStart"
	fieldPeriodEnd       = "periodEnd"
	fieldPayments        = "payments"
	fieldMethods         = "methods"
	fieldStatus          = "status"
	fieldPDF             = "pdf"
	fieldSHA256          = "sha256"
	fieldIssuedAt        = "issuedAt"
	fieldReplaces        = "replaces"
	// A cancellation: all a receipt's update may change (immutable.go).
	fieldCancelReason     = "cancelReason"
	fieldCancelledBy      = "cancelledBy"
	fieldCancelledByEmail = "cancelledByEmail"
	fieldCancelledAt      = "cancelledAt"
)

// Receipt is a record proxy of the tax_receipts collection.
type Receipt struct {
	records.Stamped
}

func receiptOf(r *core.Record) *Receipt {
	p := &Receipt{}
	p.SetProxyRecord(r)
	return p
}

func (r *Receipt) Number() string     { return r.GetString(fieldNumber) }
func (r *Receipt) Year() int          { return r.GetInt(fieldYear) }
func (r *Receipt) Seq() int           { return r.GetInt(fieldSeq) }
func (r *Receipt) Kind() string       { return r.GetString(fieldKind) }
func (r *Receipt) TaxYear() int       { return r.GetInt(fieldTaxYear) }
func (r *Receipt) DonationID() string { return r.GetString(fieldDonation) }
func (r *Receipt) DonorEmail() string { return r.GetString(fieldDonorEmail) }
func (r *Receipt) DonorName() string  { return r.GetString(fieldDonorName) }

// DonorIdentity is the key of the donor identity the receipt names and
// whose money it counts (docs/receipts.md, "Donor identities").
func (r *Receipt) DonorIdentity() string { return r.GetString(fieldDonorIdentity) }

// DonorKind is whom the receipt names: donate.KindCompany or KindPerson
// (receipts from before companies could give are a person's).
func (r *Receipt) DonorKind() string {
	if r.GetString(fieldDonorKind) == donate.KindCompany {
		return donate.KindCompany
	}
	return donate.KindPerson
}
func (r *Receipt) DonorSiren() string          { return r.GetString(fieldDonorSiren) }
func (r *Receipt) DonorLegalForm() string      { return r.GetString(fieldDonorLegalForm) }
func (r *Receipt) DonorAddress() string        { return r.GetString(fieldDonorAddress) }
func (r *Receipt) DonorPostalCode() string     { return r.GetString(fieldDonorPostalCode) }
func (r *Receipt) DonorTown() string           { return r.GetString(fieldDonorTown) }
func (r *Receipt) DonorCountry() string        { return r.GetString(fieldDonorCountry) }
func (r *Receipt) Amount() money.Cents         { return money.Cents(r.GetInt(fieldAmount)) }
func (r *Receipt) GiftDate() types.DateTime    { return r.GetDateTime(fieldGiftDate) }
func (r *Receipt) PeriodStart() types.DateTime { return r.GetDateTime(fieldPeriodStart) }
func (r *Receipt) PeriodEnd() types.DateTime   { return r.GetDateTime(fieldPeriodEnd) }
func (r *Receipt) Payments() int               { return r.GetInt(fieldPayments) }
func (r *Receipt) Status() string              { return r.GetString(fieldStatus) }
func (r *Receipt) SHA256() string              { return r.GetString(fieldSHA256) }
func (r *Receipt) PDFName() string             { return r.GetString(fieldPDF) }
func (r *Receipt) Methods() []string           { return r.GetStringSlice(fieldMethods) }
func (r *Receipt) IssuedAt() types.DateTime    { return r.GetDateTime(fieldIssuedAt) }
func (r *Receipt) Replaces() string            { return r.GetString(fieldReplaces) }
func (r *Receipt) CancelReason() string        { return r.GetString(fieldCancelReason) }
func (r *Receipt) CancelledAt() types.DateTime { return r.GetDateTime(fieldCancelledAt) }
func (r *Receipt) CancelledByEmail() string    { return r.GetString(fieldCancelledByEmail) }

// cancel marks the receipt cancelled at at for reason, by actor when staff
// cancel it (nil: the server, as when a gift is refunded).
func (r *Receipt) cancel(reason string, at types.DateTime, actor *core.Record) {
	r.Set(fieldStatus, StatusCancelled)
	r.Set(fieldCancelReason, reason)
	r.Set(fieldCancelledAt, at)
	if actor != nil {
		r.Set(fieldCancelledBy, actor.Id)
		r.Set(fieldCancelledByEmail, actor.Email())
	}
}

// FileName is the name a download carries: "recu-fiscal-2026-000001.pdf".
func (r *Receipt) FileName() string { return "recu-fiscal-" + r.Number() + ".pdf" }

// FindReceipt reads a receipt by id.
func FindReceipt(app core.App, id string) (*Receipt, error) {
	r, err := app.FindRecordById(Collection, id)
	if err != nil {
		return nil, err
	}
	return receiptOf(r), nil
}

// PDF reads a receipt's stored bytes and checks them against their SHA-256.
func (r *Receipt) PDF(app core.App) ([]byte, error) {
	b, err := readFile(app, r.Record, r.PDFName())
	if err != nil {
		return nil, err
	}
	if sum := sha256.Sum256(b); hex.EncodeToString(sum[:]) != r.SHA256() {
		return nil, fmt.Errorf("receipts: the stored PDF of %s does not match its SHA-256", r.Number())
	}
	return b, nil
}

func readFile(app core.App, r *core.Record, name string) ([]byte, error) {
	fsys, err := app.NewFilesystem()
	if err != nil {
		return nil, err
	}
	defer fsys.Close()
	f, err := fsys.GetReader(r.BaseFilesPath() + "/" + name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(f)
}

// Draft is what a receipt says before it has a number.
type Draft struct {
	Kind     string
	Donation string // a one-off gift's id
	TaxYear  int    // the year of the gifts
	// Identity is the donor identity named, whose money alone is counted.
	Identity string
	Donor    donate.Donor
	Amount   money.Cents
	// GiftDate is a one-off gift's date; an annual receipt has a period.
	GiftDate               types.DateTime
	PeriodStart, PeriodEnd types.DateTime
	Payments               int
	Methods                []string
	Replaces               string
	// A gift that is not money: what it is, or the work and expenses of a
	// volunteer's waiver (pdf_nature.go).
	Description, Mission string
	Expenses             []donate.Expense
}

// Refusals: why a receipt cannot be issued (400s, and the blocked reasons
// staff read).
var (
	ErrNoAddress   = validation.NewError("validation_missing_address", "missing postal address")
	ErrNoTown      = validation.NewError("validation_missing_town", "missing town")
	errNotPaid     = validation.NewError("validation_not_paid", "This gift is not paid: only a paid gift gets a receipt.")
	errRecurring   = validation.NewError("validation_recurring", "A weekly or monthly gift gets an annual receipt, not one per payment.")
	errTestGift    = validation.NewError("validation_test_gift", "A TEST MODE gift moved no money: it gets no receipt.")
	errNothingLeft = validation.NewError("validation_nothing_to_receipt", "Nothing is left to receipt: the money was refunded.")
)

// addressMissing is what a donor's address lacks that a receipt must print
// (the Cerfa's Adresse, Code postal and Commune), nil when nothing does.
func addressMissing(d donate.Donor) error {
	switch {
	case strings.TrimSpace(d.Adresse) == "" || strings.TrimSpace(d.CodePostal) == "" || strings.TrimSpace(d.Pays) == "":
		return ErrNoAddress
	case strings.TrimSpace(d.Ville) == "":
		return ErrNoTown
	}
	return nil
}

// netAmount is what a one-off gift brought and kept: the money collected
// (the gift's amount for one recorded before payments were counted), less
// what was refunded.
func netAmount(d *donate.Donation) money.Cents {
	amount := d.Collected()
	if amount == 0 {
		amount = d.Amount()
	}
	return amount - d.Refunded()
}

// singleDraft is the receipt of a one-off gift, naming the gift's identity
// with its current details, or the field error that refuses it.
func singleDraft(app core.App, d *donate.Donation) (Draft, error) {
	switch {
	case d.Rhythm() != "once":
		return Draft{}, validation.Errors{"donation": errRecurring}
	case d.Test():
		return Draft{}, validation.Errors{"donation": errTestGift}
	case d.Status() != donate.StatusPaid:
		return Draft{}, validation.Errors{"donation": errNotPaid}
	}
	donor, err := d.Identity(app)
	if err != nil {
		return Draft{}, err
	}
	if err := addressMissing(donor.Donor); err != nil {
		return Draft{}, validation.Errors{"address": err}
	}
	amount := netAmount(d)
	if amount <= 0 {
		return Draft{}, validation.Errors{"donation": errNothingLeft}
	}
	paid := d.PaidAt()
	if paid.IsZero() {
		paid = d.Updated()
	}
	return Draft{
		Kind: KindSingle, Donation: d.Id, TaxYear: paid.Time().In(donate.Paris).Year(), Identity: donor.Key, Donor: donor.Donor, Amount: amount,
		GiftDate: paid, Methods: methodsOf(d),
		Description: d.NatureDescription(), Mission: d.VolunteerMission(), Expenses: expenseLines(d),
	}, nil
}

// annualDraft is the receipt of one identity's recurring giving in taxYear.
func annualDraft(s donate.RecurringSum, taxYear int) (Draft, error) {
	if err := addressMissing(s.Donor); err != nil {
		return Draft{}, validation.Errors{"address": err}
	}
	var methods []string
	for _, m := range s.Methods {
		if box := MethodOf(m); !slices.Contains(methods, box) {
			methods = append(methods, box)
		}
	}
	slices.Sort(methods) // card before cheque, whatever order the gifts came in
	s.Donor.Email = s.Key
	return Draft{
		Kind: KindAnnual, TaxYear: taxYear, Identity: s.Identity, Donor: s.Donor, Amount: s.Amount, PeriodStart: s.First, PeriodEnd: s.Last,
		Payments: s.Payments, Methods: methods,
	}, nil
}

// issuer issues receipts with the foundation's details, read once.
type issuer struct {
	foundation settings.Foundation
	signature  []byte
	render     func(Document) ([]byte, error)
}

// ErrReceiptsOff refuses an issue while receipts are switched off or a
// required detail of the foundation is missing.
type ErrReceiptsOff struct{ Missing []string }

func (e ErrReceiptsOff) Error() string {
	if len(e.Missing) == 0 {
		return "Receipts are switched off in the foundation's settings."
	}
	return "Receipts cannot be issued until the foundation's settings are complete: " + strings.Join(e.Missing, ", ") + "."
}

func newIssuer(app core.App) (*issuer, error) {
	r, err := settings.Find(app)
	if err != nil {
		return nil, err
	}
	f := settings.Of(r)
	if !f.Issuing() {
		return nil, ErrReceiptsOff{Missing: f.Missing()}
	}
	signature, err := readFile(app, r, f.Signature)
	if err != nil {
		return nil, fmt.Errorf("receipts: the signature image cannot be read: %w", err)
	}
	return &issuer{foundation: f, signature: signature, render: renderer(app)}, nil
}

// issue allocates the next number of the year of now, renders the PDF and
// stores the receipt, in tx: the caller's transaction, which a failure
// anywhere rolls back whole, number included.
func (is *issuer) issue(tx core.App, d Draft, now time.Time) (*Receipt, error) {
	if !tx.IsTransactional() {
		return nil, errors.New("receipts: issue outside a transaction")
	}
	numbers := numberingOf(tx)
	if err := numbers.allow(tx); err != nil {
		return nil, err
	}
	year := now.In(donate.Paris).Year()
	var seq int
	// SQLite has one writer at a time and this read is inside the writing
	// transaction: no other issue can take the same seq before this commits
	// (and the unique indexes would refuse it if one did).
	if err := tx.DB().NewQuery("SELECT coalesce(max(" + fieldSeq + "), 0) + 1 FROM " + Collection + " WHERE " + fieldYear + " = {:year}").
		Bind(map[string]any{"year": year}).Row(&seq); err != nil {
		return nil, err
	}
	seq = numbers.next(year, seq)
	number := numberOf(year, seq)
	doc := Document{
		Number: number, Foundation: is.foundation, Signature: is.signature,
		DonorName: d.Donor.ReceiptName(), DonorLastName: d.Donor.Nom, DonorFirstNames: d.Donor.Prenom, DonorAddress: d.Donor.Adresse, DonorPostalCode: d.Donor.CodePostal, DonorTown: d.Donor.Ville, DonorCountry: d.Donor.Pays,
		Company: d.Donor.Company(), DonorLegalForm: d.Donor.FormeJuridique, DonorSiren: d.Donor.Siren,
		Amount: d.Amount, GiftDate: d.GiftDate.Time(), PeriodStart: d.PeriodStart.Time(), PeriodEnd: d.PeriodEnd.Time(),
		Payments: d.Payments, Methods: d.Methods, IssuedAt: now,
		Nature: natureOf(d.Methods, d.Donor.Company()), Description: d.Description, Mission: d.Mission, Expenses: d.Expenses,
	}
	if d.Kind == KindSingle {
		doc.PeriodStart, doc.PeriodEnd = time.Time{}, time.Time{}
	} else {
		from, to := yearBounds(d.TaxYear)
		lines, err := donate.RecurringPayments(tx, strings.ToLower(d.Donor.Email), d.Identity, from, to)
		if err != nil {
			return nil, err
		}
		doc.Lines = lines
	}
	if d.Replaces != "" {
		replaced, err := FindReceipt(tx, d.Replaces)
		if err != nil {
			return nil, err
		}
		doc.ReplacesNumber, doc.ReplacesIssuedAt = replaced.Number(), replaced.IssuedAt().Time()
	}
	pdf, err := is.render(doc)
	if err != nil {
		return nil, fmt.Errorf("receipts: the PDF of %s could not be rendered: %w", number, err)
	}
	c, err := tx.FindCachedCollectionByNameOrId(Collection)
	if err != nil {
		return nil, err
	}
	file, err := filesystem.NewFileFromBytes(pdf, "recu-"+number+".pdf")
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(pdf)
	issued, _ := types.ParseDateTime(now)
	r := core.NewRecord(c)
	r.Load(map[string]any{
		fieldNumber: number, fieldYear: year, fieldSeq: seq, fieldKind: d.Kind, fieldTaxYear: d.TaxYear, fieldDonation: d.Donation,
		fieldDonorEmail: strings.ToLower(d.Donor.Email), fieldDonorIdentity: d.Identity, fieldDonorName: d.Donor.ReceiptName(), fieldDonorKind: d.Donor.KindOrPerson(),
		fieldDonorSiren: d.Donor.Siren, fieldDonorLegalForm: d.Donor.FormeJuridique, fieldDonorAddress: d.Donor.Adresse,
		fieldDonorPostalCode: d.Donor.CodePostal, fieldDonorTown: d.Donor.Ville, fieldDonorCountry: d.Donor.Pays, fieldAmount: int64(d.Amount),
		fieldGiftDate: d.GiftDate, fieldPeriodStart: d.PeriodStart, fieldPeriodEnd: d.PeriodEnd, fieldPayments: d.Payments,
		fieldMethods: d.Methods, fieldStatus: StatusValid, fieldSHA256: hex.EncodeToString(sum[:]), fieldIssuedAt: issued,
		fieldReplaces: d.Replaces, fieldPDF: file,
	})
	if err := tx.Save(r); err != nil {
		return nil, err
	}
	return receiptOf(r), nil
}

// numberOf is a receipt's number: "2026-000001".
func numberOf(year, seq int) string { return fmt.Sprintf("%d-%06d", year, seq) }

const renderKey = "foundation.receipts.render"

// SetRenderer replaces the PDF renderer of app's receipts (tests inject a
// failure; nil restores Render).
func SetRenderer(app core.App, render func(Document) ([]byte, error)) {
	if render == nil {
		app.Store().Remove(renderKey)
		return
	}
	app.Store().Set(renderKey, render)
}

func renderer(app core.App) func(Document) ([]byte, error) {
	if r, ok := app.Store().Get(renderKey).(func(Document) ([]byte, error)); ok {
		return r
	}
	return Render
}

// validReceipt finds the valid receipt of a one-off gift, nil when none.
func validReceipt(app core.App, donationID string) (*Receipt, error) {
	var records []*core.Record
	err := app.RecordQuery(Collection).AndWhere(dbx.HashExp{fieldDonation: donationID, fieldKind: KindSingle, fieldStatus: StatusValid}).
		Limit(1).All(&records)
	if err != nil || len(records) == 0 {
		return nil, err
	}
	return receiptOf(records[0]), nil
}

// OfEmail lists the receipts issued to email (any case), newest first: the
// donor space shows them, cancelled ones included.
func OfEmail(app core.App, email string) ([]*Receipt, error) {
	return findReceipts(app, toEmail(email))
}

// toEmail is "issued to email", in any case.
func toEmail(email string) dbx.Expression {
	return dbx.NewExp("lower("+fieldDonorEmail+") = lower({:email})", dbx.Params{"email": email})
}

// OfDonation lists the receipts of one gift, newest first.
func OfDonation(app core.App, donationID string) ([]*Receipt, error) {
	return findReceipts(app, dbx.HashExp{fieldDonation: donationID})
}

func findReceipts(app core.App, where dbx.Expression) ([]*Receipt, error) {
	var rs []*core.Record
	if err := app.RecordQuery(Collection).AndWhere(where).OrderBy(fieldIssuedAt+" DESC", fieldSeq+" DESC").All(&rs); err != nil {
		return nil, err
	}
	list := make([]*Receipt, len(rs))
	for i, r := range rs {
		list[i] = receiptOf(r)
	}
	return list, nil
}
