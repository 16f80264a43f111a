package receipts

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	_ "image/jpeg" // signatures scanned as photos
	"image/png"
	"net/http"
	"time"

	xdraw "golang.org/x/image/draw"
	_ "golang.org/x/image/webp"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/forms"
	"foundation/internal/jsonbody"
	"foundation/internal/records"
	"foundation/internal/settings"
	"foundation/internal/staff"
)

// Settings is the settings record as the staff screens read and write it:
// the foundation's details, edited by an admin; the treasurer reads them.
type Settings struct {
	LegalName          string `json:"legalName"`
	Address            string `json:"address"`
	Object             string `json:"object"`
	LegalStatus        string `json:"legalStatus"`
	RegistrationNumber string `json:"registrationNumber"`
	SignatoryName      string `json:"signatoryName"`
	SignatoryTitle     string `json:"signatoryTitle"`
	SignaturePlace     string `json:"signaturePlace"`
	ReceiptsEnabled    bool   `json:"receiptsEnabled"`
	// Category is the key of what the foundation is (categories), with the
	// dates of its decree and Journal officiel where the category needs them.
	Category    string `json:"category"`
	DecreeDate  string `json:"decreeDate"`
	JournalDate string `json:"journalDate"`
	// ReductionRate and Eligible978 follow from the category (read only).
	ReductionRate int                 `json:"reductionRate"`
	Eligible978   bool                `json:"eligible978"`
	Categories    []settings.Category `json:"categories"`
	// HasSignature says a signature image is stored (GET /api/staff/settings/signature).
	HasSignature bool `json:"hasSignature"`
	// Missing lists the required fields still empty, "signature" included.
	Missing []string `json:"missing"`
	// Issuing is receiptsEnabled with nothing missing: receipts are issued.
	Issuing bool           `json:"issuing"`
	Updated types.DateTime `json:"updated"`
	// Fees are the rules of the fees a donor may cover, per method.
	Fees settings.FeeRules `json:"fees"`
}

func settingsOf(r *core.Record) Settings {
	f := settings.Of(r)
	return Settings{
		LegalName: f.LegalName, Address: f.Address, Object: f.Object, LegalStatus: f.LegalStatus, RegistrationNumber: f.Registration,
		SignatoryName: f.SignatoryName, SignatoryTitle: f.SignatoryTitle, SignaturePlace: f.SignaturePlace,
		ReceiptsEnabled: f.ReceiptsEnabled, Category: f.Category, DecreeDate: f.DecreeDate, JournalDate: f.JournalDate,
		ReductionRate: f.Rate(), Eligible978: f.Eligible978(), Categories: settings.Categories,
		HasSignature: f.Signature != "", Missing: f.Missing(), Issuing: f.Issuing(), Updated: r.GetDateTime(records.FieldUpdated),
		Fees: settings.FeeRulesOf(r),
	}
}

// ShowSettings is the foundation's details as the staff screens read them.
func ShowSettings(e *core.RequestEvent) error {
	r, err := settings.Find(e.App)
	if err != nil {
		return e.InternalServerError("", err)
	}
	return e.JSON(http.StatusOK, settingsOf(r))
}

// settingsInput is POST /api/staff/settings's body: a field left out keeps
// its value; "" empties a text.
type settingsInput struct {
	LegalName          *string `json:"legalName"`
	Address            *string `json:"address"`
	Object             *string `json:"object"`
	LegalStatus        *string `json:"legalStatus"`
	RegistrationNumber *string `json:"registrationNumber"`
	SignatoryName      *string `json:"signatoryName"`
	SignatoryTitle     *string `json:"signatoryTitle"`
	SignaturePlace     *string `json:"signaturePlace"`
	ReceiptsEnabled    *bool   `json:"receiptsEnabled"`
	Category           *string `json:"category"`
	DecreeDate         *string `json:"decreeDate"`
	JournalDate        *string `json:"journalDate"`
	// Fees replaces the fee rule of each method it names.
	Fees *feeRulesInput `json:"fees"`
}

var (
	errCategory = validation.NewError("validation_invalid_category", "Choose the foundation's category from the list.")
	errDay      = validation.NewError("validation_invalid_date", "Enter a date as YYYY-MM-DD, not in the future.")
)

// apply validates in and copies it onto r; the errors are keyed by field.
func (in settingsInput) apply(r *core.Record) validation.Errors {
	errs := validation.Errors{}
	texts := []struct {
		field     string
		value     *string
		max       int
		multiLine bool
	}{
		{settings.FieldLegalName, in.LegalName, 200, false}, {settings.FieldAddress, in.Address, 500, true},
		{settings.FieldObject, in.Object, 1000, true}, {settings.FieldLegalStatus, in.LegalStatus, 200, false},
		{settings.FieldRegistration, in.RegistrationNumber, 30, false}, {settings.FieldSignatoryName, in.SignatoryName, 120, false},
		{settings.FieldSignatoryTitle, in.SignatoryTitle, 120, false}, {settings.FieldSignaturePlace, in.SignaturePlace, 100, false},
	}
	for _, t := range texts {
		if t.value == nil {
			continue
		}
		// Every one is printed on the receipts: only what their font draws.
		v, rule := forms.CleanLine(*t.value), forms.PrintedLine
		if t.multiLine {
			v, rule = forms.CleanText(*t.value), forms.PrintedText
		}
		if v != "" {
			if err := rule(v, t.max); err != nil {
				errs[t.field] = err
				continue
			}
		}
		r.Set(t.field, v)
	}
	if in.Category != nil {
		if _, ok := settings.CategoryOf(*in.Category); ok || *in.Category == "" {
			r.Set(settings.FieldCategory, *in.Category)
		} else {
			errs[settings.FieldCategory] = errCategory
		}
	}
	for field, v := range map[string]*string{settings.FieldDecreeDate: in.DecreeDate, settings.FieldJournalDate: in.JournalDate} {
		if v == nil {
			continue
		}
		if day, err := time.Parse(time.DateOnly, *v); *v != "" && (err != nil || day.After(time.Now())) {
			errs[field] = errDay
			continue
		}
		r.Set(field, *v)
	}
	if in.ReceiptsEnabled != nil {
		r.Set(settings.FieldReceiptsEnabled, *in.ReceiptsEnabled)
	}
	in.Fees.apply(r, errs)
	// The details save while incomplete; receipts asked for too soon stay
	// off, and the answer's missing says what they wait for.
	if f := settings.Of(r); f.ReceiptsEnabled && len(f.Missing()) > 0 {
		r.Set(settings.FieldReceiptsEnabled, false)
	}
	return errs
}

// SaveSettings saves the editable details an admin sent (absent ones unchanged).
func SaveSettings(e *core.RequestEvent) error {
	var in settingsInput
	if err := jsonbody.Decode(e, &in, "The request could not be read."); err != nil {
		return err
	}
	var saved *core.Record
	err := e.App.RunInTransaction(func(tx core.App) error {
		r, err := settings.Find(tx)
		if err != nil {
			return err
		}
		before := r.Fresh()
		if errs := in.apply(r); len(errs) > 0 {
			return errs
		}
		if err := tx.Save(r); err != nil {
			return err
		}
		saved = r
		return staff.Audit(tx, e.Auth, ActionSettings, r, before, r)
	})
	if err != nil {
		return refused(e, err, "Check the foundation's details: nothing was saved.")
	}
	return e.JSON(http.StatusOK, settingsOf(saved))
}

// ShowSignature is the signature image, 404 when none.
func ShowSignature(e *core.RequestEvent) error {
	r, err := settings.Find(e.App)
	if err != nil {
		return e.InternalServerError("", err)
	}
	name := r.GetString(settings.FieldSignature)
	if name == "" {
		return apis.NewNotFoundError("No signature is stored yet.", nil)
	}
	b, err := readFile(e.App, r, name)
	if err != nil {
		return e.InternalServerError("", err)
	}
	e.Response.Header().Set("Cache-Control", "no-store")
	return e.Blob(http.StatusOK, "image/png", b)
}

// MaxSignatureBody bounds the signature's upload: the image and the form around it.
const MaxSignatureBody = maxSignatureUpload + 64<<10

// Signature images are stored small: at most this size, grey on white,
// whatever was uploaded, so every receipt stays light.
const (
	maxSignatureUpload = 5 << 20
	signatureWidth     = 600
	signatureHeight    = 200
)

var errSignature = validation.NewError("validation_invalid_image", "Upload the signature as a PNG, JPEG or WebP image of at most 5 MB.")

// SaveSignature stores the multipart "signature" image, scaled to fit
// 600 × 200 pixels, flattened on white in greys and saved as PNG.
func SaveSignature(e *core.RequestEvent) error {
	files, err := e.FindUploadedFiles(settings.FieldSignature)
	if err != nil || len(files) != 1 || files[0].Size > maxSignatureUpload {
		return apis.NewBadRequestError("Upload one image.", validation.Errors{settings.FieldSignature: errSignature})
	}
	src, err := files[0].Reader.Open()
	if err != nil {
		return apis.NewBadRequestError("Upload one image.", validation.Errors{settings.FieldSignature: errSignature})
	}
	defer src.Close()
	img, _, err := image.Decode(src)
	if err != nil {
		return apis.NewBadRequestError("Upload one image.", validation.Errors{settings.FieldSignature: errSignature})
	}
	small, err := signaturePNG(img)
	if err != nil {
		return e.InternalServerError("", err)
	}
	var saved *core.Record
	err = e.App.RunInTransaction(func(tx core.App) error {
		r, err := settings.Find(tx)
		if err != nil {
			return err
		}
		before := r.Fresh()
		file, err := filesystem.NewFileFromBytes(small, "signature.png")
		if err != nil {
			return err
		}
		r.Set(settings.FieldSignature, file)
		if err := tx.Save(r); err != nil {
			return err
		}
		saved = r
		return staff.Audit(tx, e.Auth, ActionSign, r, before, r)
	})
	if err != nil {
		return e.InternalServerError("The signature could not be saved.", err)
	}
	return e.JSON(http.StatusOK, settingsOf(saved))
}

// signaturePNG scales img to fit the signature box and flattens it on white, in greys.
func signaturePNG(img image.Image) ([]byte, error) {
	b := img.Bounds()
	scale := min(1, float64(signatureWidth)/float64(b.Dx()), float64(signatureHeight)/float64(b.Dy()))
	w, h := max(1, int(float64(b.Dx())*scale)), max(1, int(float64(b.Dy())*scale))
	canvas := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.Draw(canvas, canvas.Bounds(), image.NewUniform(color.White), image.Point{}, draw.Src)
	xdraw.CatmullRom.Scale(canvas, canvas.Bounds(), img, b, xdraw.Over, nil)
	gray := image.NewGray(canvas.Bounds())
	draw.Draw(gray, gray.Bounds(), canvas, image.Point{}, draw.Src)
	var out bytes.Buffer
	err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&out, gray)
	return out.Bytes(), err
}
