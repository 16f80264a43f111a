package donate

import (
	"errors"
	"strings"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
)

// Who a person is. Anyone may type any email into the donation form, so the
// details given with a gift belong to that gift alone. A person's current
// details — what annual receipts, exports and the staff pages show — change
// only when the person corrects them signed in at /donor, or when the
// treasurer does (audited): an anonymous form never rewrites them for
// someone else.

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

// currentDetailsSQL selects the id of the current details of the person of
// emailExpr (already lower-cased): their latest correction; without one,
// the details given with their first gift that brought money and kept it
// (not TEST MODE, not refunded whole); without one,
// the first details given with their email. A later form, paid or not,
// never comes first.
func currentDetailsSQL(emailExpr string) string {
	return `SELECT c.id FROM ` + donorsCollection + ` c
		LEFT JOIN ` + DonationsCollection + ` g ON g.` + fieldDonor + ` = c.id AND g.` + fieldPaymentsCount + ` > 0 AND NOT g.` + fieldTest + `
			AND g.` + fieldAmountCollected + ` > g.` + fieldAmountRefunded + `
		WHERE lower(c.email) = ` + emailExpr + `
		ORDER BY ` + corrected("c") + ` DESC, CASE WHEN ` + corrected("c") + ` THEN c.created END DESC,
			g.id IS NULL, g.created, c.created, c.id LIMIT 1`
}

// CurrentDetails reads the current details of the person of email (any
// case); sql.ErrNoRows when nobody gave with it.
func CurrentDetails(app core.App, email string) (Donor, error) {
	var d Donor
	err := app.DB().Select(detailFields...).From(donorsCollection).
		Where(dbx.NewExp("id = ("+currentDetailsSQL("{:email}")+")", dbx.Params{"email": strings.ToLower(email)})).One(&d)
	return d, err
}

// Correct records new current details for the person of email, written by
// source (SourceDonor or SourceStaff): a record of its own, so the details
// given with each gift stay as they were. The email is the person's and is
// not changed. Field errors (keyed by the JSON names) refuse bad details.
func Correct(app core.App, email string, d Donor, source string) (*core.Record, error) {
	d.Email = email
	d.normalize()
	if errs := d.Validate(); len(errs) > 0 {
		return nil, errs
	}
	return saveDonor(app, d, source)
}

// Donor is the details a receipt of this gift names: those given with it,
// unless the person corrected them since (at /donor or through the
// treasurer), then the latest correction.
func (d *Donation) Donor(app core.App) (Donor, error) {
	var details Donor
	err := app.DB().NewQuery(`SELECT ` + detailColumns("c") + `
		FROM ` + donorsCollection + ` given JOIN ` + donorsCollection + ` c
			ON c.id = given.id OR (lower(c.email) = lower(given.email) AND ` + corrected("c") + ` AND c.created > given.created)
		WHERE given.id = {:id} ORDER BY c.id = given.id, c.created DESC LIMIT 1`).
		Bind(dbx.Params{"id": d.DonorID()}).One(&details)
	return details, err
}

// CorrectFromRequest reads corrected details (the donation form's fields
// but the email) from the request and records them through app (the
// request's, or its transaction) for the person of email as Correct does;
// a 400 with field errors refuses bad ones.
func CorrectFromRequest(e *core.RequestEvent, app core.App, email, source string) (*core.Record, error) {
	var d Donor
	if err := readJSON(e, &d); err != nil {
		return nil, err
	}
	r, err := Correct(app, email, d, source)
	var errs validation.Errors
	switch {
	case errors.As(err, &errs):
		return nil, badFields(errs)
	case err != nil:
		return nil, e.InternalServerError("Your details could not be saved.", err)
	}
	return r, nil
}
