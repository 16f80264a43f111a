package donate

import (
	"errors"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
)

// Who a person is. Anyone may type any email into the donation form, so the
// details given with a gift belong to that gift alone, and to its identity
// (identity.go). An identity's current details — what annual receipts,
// exports and the staff pages show — change only when the person corrects
// them signed in at /donor, or when the treasurer does (audited): an
// anonymous form never rewrites them for someone else.

// Who wrote a donation_users record (its source field).
const (
	SourceForm  = "form"  // the details given with a gift
	SourceDonor = "donor" // a correction by the person, signed in at /donor
	SourceStaff = "staff" // a correction by the treasurer
)

const fieldSource = "source"

// corrected selects, in SQL, the corrections of a records alias.
func corrected(alias string) string {
	return alias + "." + fieldSource + " IN ('" + SourceDonor + "', '" + SourceStaff + "')"
}

// currentDetailsSQL selects the id of the current details of one identity
// (identityExpr) of the person of emailExpr (already lower-cased): its
// latest correction; without one, the details given with its first gift
// that brought money and kept it (not TEST MODE, not refunded whole);
// without one, its first details. A later form, paid or not, never comes
// first, and another identity's details never come at all.
func currentDetailsSQL(emailExpr, identityExpr string) string {
	return `SELECT c.id FROM ` + donorsCollection + ` c
		LEFT JOIN ` + DonationsCollection + ` g ON g.` + fieldDonor + ` = c.id AND g.` + fieldPaymentsCount + ` > 0 AND NOT g.` + fieldTest + `
			AND g.` + fieldAmountCollected + ` > g.` + fieldAmountRefunded + `
		WHERE lower(c.email) = ` + emailExpr + ` AND c.` + fieldIdentity + ` = ` + identityExpr + `
		ORDER BY ` + corrected("c") + ` DESC, CASE WHEN ` + corrected("c") + ` THEN c.created END DESC,
			g.id IS NULL, g.created, c.created, c.id LIMIT 1`
}

// Correct records new current details for the identity of email, written
// by source (SourceDonor or SourceStaff): a record of its own, so the
// details given with each gift stay as they were. The email is the
// person's and the identity the one corrected: neither changes, whatever
// the new details say. Field errors (keyed by the JSON names) refuse bad details.
func Correct(app core.App, email, identity string, d Donor, source string) (*core.Record, error) {
	d.Email = email
	d.normalize()
	if errs := d.Validate(); len(errs) > 0 {
		return nil, errs
	}
	return saveDonor(app, d, identity, source, "")
}

// Identity is the identity a receipt of this gift names: the gift's own,
// with the details given with it, unless that identity was corrected since
// (at /donor or through the treasurer), then its latest correction.
func (d *Donation) Identity(app core.App) (Identity, error) {
	var found struct {
		Identity string `db:"identity"`
		Donor
	}
	err := app.DB().NewQuery(`SELECT given.` + fieldIdentity + ` AS identity, ` + detailColumns("c") + `
		FROM ` + donorsCollection + ` given JOIN ` + donorsCollection + ` c
			ON c.id = given.id OR (lower(c.email) = lower(given.email) AND c.` + fieldIdentity + ` = given.` + fieldIdentity + `
				AND ` + corrected("c") + ` AND c.created > given.created)
		WHERE given.id = {:id} ORDER BY c.id = given.id, c.created DESC LIMIT 1`).
		Bind(dbx.Params{"id": d.DonorID()}).One(&found)
	return Identity{Key: found.Identity, Donor: found.Donor}, err
}

// Correction is a correction's body: the donation form's fields but the
// email, and the identity it corrects ("" for an email's only one).
type Correction struct {
	Identity string `json:"identity"`
	Donor
}

// CorrectFromRequest reads a Correction from the request and records it
// through app (the request's, or its transaction) for the identity it names
// of email, as Correct does; it answers the identity before and the record
// made. A 400 with field errors refuses bad details or an identity email
// does not hold; ErrNoDonor, an email nobody gave with.
func CorrectFromRequest(e *core.RequestEvent, app core.App, email, source string) (Identity, *core.Record, error) {
	var c Correction
	if err := readJSON(e, &c); err != nil {
		return Identity{}, nil, err
	}
	before, err := FindIdentity(app, email, c.Identity)
	var errs validation.Errors
	if errors.As(err, &errs) {
		return Identity{}, nil, badFields(errs)
	}
	if err != nil {
		return Identity{}, nil, err
	}
	r, err := Correct(app, email, before.Key, c.Donor, source)
	switch {
	case errors.As(err, &errs):
		return Identity{}, nil, badFields(errs)
	case err != nil:
		return Identity{}, nil, e.InternalServerError("Your details could not be saved.", err)
	}
	return before, r, nil
}
