package donate

import (
	"database/sql"
	"errors"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/campaigns"
	"foundation/internal/i18n"
)

// Choices are what every donation body may add beside its amount: the
// campaign the gift is given to (its slug) and the project it is
// designated to (campaigns.Projects), whether the donor adds the payment's
// fee (coverFees, card and PayPal only, a PayPal subscription opened by the server), whom the gift honours, and the
// locale of the page it is given from ("fr" or "en", none: English), which
// every mail about the gift is written in. All are optional; a gift to a
// campaign without a designation goes to the campaign's project.
type Choices struct {
	Campaign    string      `json:"campaign"`
	Designation string      `json:"designation"`
	CoverFees   bool        `json:"coverFees"`
	Tribute     *Tribute    `json:"tribute"`
	Locale      i18n.Locale `json:"locale"`
	WallChoice
}

// Field names of the donations collection for the choices.
const (
	fieldCampaign    = "campaign"
	fieldDesignation = "designation"
)

var (
	errUnknownCampaign    = validation.NewError("validation_unknown_campaign", "This campaign does not exist.")
	errCampaignEnded      = validation.NewError("validation_campaign_ended", "This campaign has ended: give to the foundation instead.")
	errUnknownDesignation = validation.NewError("validation_unknown_designation", "Choose one of the foundation's projects.")
)

// check cleans c and adds its fields' errors to errs; feesMethod is the
// method whose fee a donor may cover ("" where none may be: a cheque).
func (c *Choices) check(app core.App, feesMethod string, errs validation.Errors) error {
	c.Campaign, c.Designation = strings.TrimSpace(c.Campaign), strings.TrimSpace(c.Designation)
	locale, err := i18n.Parse(string(c.Locale))
	if err != nil {
		errs[i18n.Field] = err
	}
	c.Locale = locale
	if c.CoverFees && feesMethod == "" {
		errs[fieldCoverFees] = errFeesNotOffered
	}
	if c.Tribute != nil {
		c.Tribute.clean()
		for field, err := range c.Tribute.Validate() {
			errs[field] = err
		}
	}
	if c.Designation != "" && !campaigns.IsProject(c.Designation) {
		errs[fieldDesignation] = errUnknownDesignation
	}
	c.WallChoice.check(errs)
	if c.Campaign == "" {
		return nil
	}
	campaign, err := campaigns.FindBySlug(app, c.Campaign)
	switch {
	case err != nil:
		return err
	case campaign == nil:
		errs[fieldCampaign] = errUnknownCampaign
	case campaign.Ended(time.Now()):
		errs[fieldCampaign] = errCampaignEnded
	case c.Designation == "":
		c.Designation = campaign.Project()
	}
	return nil
}

// checkAlone is check for a route with no other field errors: the 400
// to answer, or nil.
func (c *Choices) checkAlone(e *core.RequestEvent, feesMethod string) error {
	errs := validation.Errors{}
	if err := c.check(e.App, feesMethod, errs); err != nil {
		return e.InternalServerError("", err)
	}
	if len(errs) > 0 {
		return badFields(errs)
	}
	return nil
}

// Campaign is the slug of the campaign d was given to ("" for none).
func (d *Donation) Campaign() string { return d.GetString(fieldCampaign) }

// Designation is the project d is designated to ("" for none).
func (d *Donation) Designation() string { return d.GetString(fieldDesignation) }

// Locale is the language of the page d was given from, which every mail
// about it is written in (English for a gift from before gifts kept one).
func (d *Donation) Locale() i18n.Locale { return i18n.Of(d.GetString(i18n.Field)) }

// giftLocale is the locale a new gift keeps: its body's, which becomes its
// donor's last-used one; without a body (a PayPal subscription its webhook
// reports first, a gift in kind the staff record), its donor's, else the
// last-used one of their email.
func giftLocale(app core.App, donorID string, asked i18n.Locale) (i18n.Locale, error) {
	donor, err := app.FindRecordById(donorsCollection, donorID)
	if err != nil {
		return "", err
	}
	if asked == "" {
		if kept := donor.GetString(i18n.Field); kept != "" {
			return i18n.Of(kept), nil
		}
		return LocaleOf(app, DonorOf(donor).Email)
	}
	if donor.GetString(i18n.Field) != string(asked) {
		donor.Set(i18n.Field, string(asked))
		err = app.Save(donor)
	}
	return asked, err
}

// LocaleOf is the last-used locale of whoever gives with email (any
// case): the one their latest details given from a page keep (a gift's
// body sets it, giftLocale); the Default when none do.
func LocaleOf(app core.App, email string) (i18n.Locale, error) {
	var locales []string
	err := app.DB().Select(i18n.Field).From(donorsCollection).
		Where(dbx.NewExp("lower(email) = lower({:email}) AND "+i18n.Field+" != ''", dbx.Params{"email": email})).
		OrderBy("updated DESC", "id DESC").Limit(1).Column(&locales)
	if err != nil || len(locales) == 0 {
		return i18n.Default, err
	}
	return i18n.Of(locales[0]), nil
}

// LocaleOfGift is the locale of the gift id, else (a receipt of no one
// gift: an annual one) the last-used locale of email.
func LocaleOfGift(app core.App, id, email string) (i18n.Locale, error) {
	if id != "" {
		d, err := FindDonation(app, id)
		if err == nil {
			return d.Locale(), nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return i18n.Default, err
		}
	}
	return LocaleOf(app, email)
}
