package donate

import (
	"strings"
	"time"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/campaigns"
)

// Choices are what every donation body may add beside its amount: the
// campaign the gift is given to (its slug) and the project it is
// designated to (campaigns.Projects), whether the donor adds the payment's
// fee (coverFees, card and PayPal only), and whom the gift honours. All are
// optional; a gift to a campaign without a designation goes to the
// campaign's project.
type Choices struct {
	Campaign    string   `json:"campaign"`
	Designation string   `json:"designation"`
	CoverFees   bool     `json:"coverFees"`
	Tribute     *Tribute `json:"tribute"`
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
// method whose fee a donor may cover ("" where none may be: a cheque, a
// PayPal subscription whose amount PayPal's plan fixes).
func (c *Choices) check(app core.App, feesMethod string, errs validation.Errors) error {
	c.Campaign, c.Designation = strings.TrimSpace(c.Campaign), strings.TrimSpace(c.Designation)
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
