// Package settings is the foundation's own details, kept in one record that
// an admin edits in the staff area: who the foundation is (legal name,
// address, object, legal status, RNA or SIREN number), who signs its tax
// receipts, and whether receipts are issued at all. Receipts print these
// details; the staff home says which are still missing.
package settings

import (
	"github.com/pocketbase/pocketbase/core"
)

// Collection holds the single settings record; only superusers reach it
// through the records API, staff through the /api/staff/settings routes.
const Collection = "foundation_settings"

// ID is the id of the one record, created by the migration.
const ID = "foundationconf1"

// DefaultRate is the income tax reduction shown to donors (article 200 of
// the CGI: 66 % of the gift, within 20 % of taxable income).
const DefaultRate = 66

// Field names, which are also the JSON names of the staff routes.
const (
	FieldLegalName       = "legalName"
	FieldAddress         = "address"
	FieldObject          = "object"
	FieldLegalStatus     = "legalStatus"
	FieldRegistration    = "registrationNumber"
	FieldSignatoryName   = "signatoryName"
	FieldSignatoryTitle  = "signatoryTitle"
	FieldSignaturePlace  = "signaturePlace"
	FieldSignature       = "signature"
	FieldReceiptsEnabled = "receiptsEnabled"
	FieldReductionRate   = "reductionRate"
	FieldEligible978     = "eligible978"
)

// Required lists, in the receipt's order, what a receipt cannot be issued
// without.
var Required = []string{FieldLegalName, FieldAddress, FieldObject, FieldLegalStatus, FieldRegistration,
	FieldSignatoryName, FieldSignatoryTitle, FieldSignaturePlace, FieldSignature}

// Foundation is the settings record as the receipts read it.
type Foundation struct {
	LegalName, Address, Object, LegalStatus, Registration string
	SignatoryName, SignatoryTitle, SignaturePlace         string
	// Signature is the stored file name of the signature image ("" when none).
	Signature       string
	ReceiptsEnabled bool
	ReductionRate   int
	Eligible978     bool
}

// Of reads a settings record.
func Of(r *core.Record) Foundation {
	rate := r.GetInt(FieldReductionRate)
	if rate <= 0 {
		rate = DefaultRate
	}
	return Foundation{
		LegalName: r.GetString(FieldLegalName), Address: r.GetString(FieldAddress), Object: r.GetString(FieldObject),
		LegalStatus: r.GetString(FieldLegalStatus), Registration: r.GetString(FieldRegistration),
		SignatoryName: r.GetString(FieldSignatoryName), SignatoryTitle: r.GetString(FieldSignatoryTitle),
		SignaturePlace: r.GetString(FieldSignaturePlace), Signature: r.GetString(FieldSignature),
		ReceiptsEnabled: r.GetBool(FieldReceiptsEnabled), ReductionRate: rate, Eligible978: r.GetBool(FieldEligible978),
	}
}

// Find reads the settings record.
func Find(app core.App) (*core.Record, error) {
	return app.FindRecordById(Collection, ID)
}

// Load reads the foundation's details.
func Load(app core.App) (Foundation, error) {
	r, err := Find(app)
	if err != nil {
		return Foundation{}, err
	}
	return Of(r), nil
}

// Missing lists the required fields still empty, in Required's order; an
// empty list means receipts can be issued.
func (f Foundation) Missing() []string {
	values := map[string]string{
		FieldLegalName: f.LegalName, FieldAddress: f.Address, FieldObject: f.Object, FieldLegalStatus: f.LegalStatus,
		FieldRegistration: f.Registration, FieldSignatoryName: f.SignatoryName, FieldSignatoryTitle: f.SignatoryTitle,
		FieldSignaturePlace: f.SignaturePlace, FieldSignature: f.Signature,
	}
	missing := []string{}
	for _, name := range Required {
		if values[name] == "" {
			missing = append(missing, name)
		}
	}
	return missing
}

// Issuing reports whether receipts are issued: switched on, and nothing missing.
func (f Foundation) Issuing() bool {
	return f.ReceiptsEnabled && len(f.Missing()) == 0
}
