// Package settings is the foundation's own details, kept in one record that
// an admin edits in the staff area: who the foundation is (legal name,
// address, object, legal status, RNA or SIREN number), who signs its tax
// receipts, and whether receipts are issued at all. Receipts print these
// details; the staff home says which are still missing.
package settings

import (
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// Collection holds the single settings record; only superusers reach it
// through the records API, staff through the /api/staff/settings routes.
const Collection = "foundation_settings"

// ID is the id of the one record, created by the migration.
const ID = "foundationconf1"

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
	FieldCategory        = "category"
	// FieldDecreeDate and FieldJournalDate (YYYY-MM-DD) date the decree of
	// recognition of public utility and its Journal officiel.
	FieldDecreeDate  = "decreeDate"
	FieldJournalDate = "journalDate"
)

// Required lists, in the receipt's order, what a receipt cannot be issued
// without.
var Required = []string{FieldLegalName, FieldAddress, FieldObject, FieldLegalStatus, FieldRegistration, FieldCategory,
	FieldDecreeDate, FieldJournalDate, FieldSignatoryName, FieldSignatoryTitle, FieldSignaturePlace, FieldSignature}

// Foundation is the settings record as the receipts read it.
type Foundation struct {
	LegalName, Address, Object, LegalStatus, Registration string
	SignatoryName, SignatoryTitle, SignaturePlace         string
	// Signature is the stored file name of the signature image ("" when none).
	Signature       string
	ReceiptsEnabled bool
	// Category is the key of what the foundation is (Categories); "" until chosen.
	Category                string
	DecreeDate, JournalDate string
}

// Kind is the foundation's category (zero until chosen).
func (f Foundation) Kind() Category {
	c, _ := CategoryOf(f.Category)
	return c
}

// Rate is the income tax reduction its gifts give, in % (66 until a category is chosen).
func (f Foundation) Rate() int {
	if r := f.Kind().Rate; r > 0 {
		return r
	}
	return StandardRate
}

// Eligible978 says gifts to it may reduce the IFI (article 978 of the CGI).
func (f Foundation) Eligible978() bool { return f.Kind().IFI }

// Of reads a settings record.
func Of(r *core.Record) Foundation {
	return Foundation{
		LegalName: r.GetString(FieldLegalName), Address: r.GetString(FieldAddress), Object: r.GetString(FieldObject),
		LegalStatus: r.GetString(FieldLegalStatus), Registration: r.GetString(FieldRegistration),
		SignatoryName: r.GetString(FieldSignatoryName), SignatoryTitle: r.GetString(FieldSignatoryTitle),
		SignaturePlace: r.GetString(FieldSignaturePlace), Signature: r.GetString(FieldSignature),
		ReceiptsEnabled: r.GetBool(FieldReceiptsEnabled), Category: r.GetString(FieldCategory),
		DecreeDate: r.GetString(FieldDecreeDate), JournalDate: r.GetString(FieldJournalDate),
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
		FieldSignaturePlace: f.SignaturePlace, FieldSignature: f.Signature, FieldCategory: f.Kind().Key,
		FieldDecreeDate: f.DecreeDate, FieldJournalDate: f.JournalDate,
	}
	missing := []string{}
	for _, name := range Required {
		dated := name == FieldDecreeDate || name == FieldJournalDate
		if values[name] == "" && (!dated || f.Kind().NeedsDecree) {
			missing = append(missing, name)
		}
	}
	return missing
}

// PostalAddress is the foundation's address, one line each (empty lines left out).
func (f Foundation) PostalAddress() []string {
	var lines []string
	for _, line := range strings.Split(f.Address, "\n") {
		if line = strings.TrimSpace(line); line != "" {
			lines = append(lines, line)
		}
	}
	return lines
}

// Issuing reports whether receipts are issued: switched on, and nothing missing.
func (f Foundation) Issuing() bool {
	return f.ReceiptsEnabled && len(f.Missing()) == 0
}
