package staff

import (
	"net/http"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/campaigns"
	"foundation/internal/jsonbody"
)

// Audit actions of the campaigns.
const (
	ActionCampaignCreate = "campaign.create"
	ActionCampaignEdit   = "campaign.edit"
)

const campaignRefused = "Check the campaign's details."

// ListCampaigns is GET /api/staff/campaigns: every campaign, newest first,
// with its totals (docs/operations.md, "Campaigns").
func ListCampaigns(e *core.RequestEvent) error {
	rs, err := e.App.FindRecordsByFilter(campaigns.Collection, "", "-created,-id", 0, 0)
	if err != nil {
		return e.InternalServerError("", err)
	}
	views := make([]campaigns.View, 0, len(rs))
	for _, r := range rs {
		v, err := campaigns.ViewOf(e.App, campaigns.Of(r))
		if err != nil {
			return e.InternalServerError("", err)
		}
		views = append(views, v)
	}
	return e.JSON(http.StatusOK, map[string]any{"items": views})
}

// readCampaign reads and checks the body of a campaign's create or edit.
func readCampaign(e *core.RequestEvent) (campaigns.Checked, error) {
	var body campaigns.Fields
	if err := jsonbody.Decode(e, &body, "The request could not be read."); err != nil {
		return campaigns.Checked{}, err
	}
	c, errs := body.Check()
	if len(errs) > 0 {
		return c, apis.NewBadRequestError(campaignRefused, errs)
	}
	return c, nil
}

// CreateCampaign is POST /api/staff/campaigns {slug, title, summary,
// goalCents, startsAt?, endsAt?, project?}, audited.
func CreateCampaign(e *core.RequestEvent) error {
	fields, err := readCampaign(e)
	if err != nil {
		return err
	}
	var created *core.Record
	err = e.App.RunInTransaction(func(tx core.App) error {
		taken, err := campaigns.SlugTaken(tx, fields.Slug, "")
		if err != nil || taken {
			return slugTaken(err)
		}
		c, err := tx.FindCachedCollectionByNameOrId(campaigns.Collection)
		if err != nil {
			return err
		}
		created = core.NewRecord(c)
		fields.Apply(created)
		if err := tx.Save(created); err != nil {
			return err
		}
		return Audit(tx, e.Auth, ActionCampaignCreate, created, nil, created)
	})
	if err != nil {
		return campaignSaveFailed(e, err)
	}
	return answerCampaign(e, http.StatusCreated, created)
}

// EditCampaign is PATCH /api/staff/campaigns/{id} with every field of the
// create; the slug stays (the campaign's gifts name it).
func EditCampaign(e *core.RequestEvent) error {
	fields, err := readCampaign(e)
	if err != nil {
		return err
	}
	c, err := change(e, ActionCampaignEdit, campaignRefused, findCampaign, func(c *campaigns.Campaign) error {
		if c.Slug() != fields.Slug {
			return validation.Errors{"slug": errSlugStays}
		}
		fields.Apply(c.Record)
		return nil
	})
	if err != nil {
		return err
	}
	return answerCampaign(e, http.StatusOK, c.Record)
}

var errSlugStays = validation.NewError("validation_slug_stays", "A campaign's address stays: its gifts name it.")

func findCampaign(app core.App, id string) (*campaigns.Campaign, error) {
	r, err := app.FindRecordById(campaigns.Collection, id)
	if err != nil {
		return nil, err
	}
	return campaigns.Of(r), nil
}

// slugTaken is the error of a create whose slug another campaign has.
func slugTaken(err error) error {
	if err != nil {
		return err
	}
	return validation.Errors{"slug": campaigns.ErrSlugTaken}
}

func campaignSaveFailed(e *core.RequestEvent, err error) error {
	if verrs, ok := err.(validation.Errors); ok {
		return apis.NewBadRequestError(campaignRefused, verrs)
	}
	return e.InternalServerError("The campaign could not be saved.", err)
}

func answerCampaign(e *core.RequestEvent, status int, r *core.Record) error {
	v, err := campaigns.ViewOf(e.App, campaigns.Of(r))
	if err != nil {
		return e.InternalServerError("", err)
	}
	return e.JSON(status, v)
}

// ActionCampaignPicture is the audit action of a campaign's new picture.
const ActionCampaignPicture = "campaign.picture"

// MaxPictureBody bounds a picture's upload: the migration's 5 MB and the form around it.
const MaxPictureBody = 5<<20 + 64<<10

var errPicture = validation.NewError("validation_invalid_picture", "Upload one picture (PNG, JPEG, WebP or GIF, 5 MB at most).")

// SetCampaignPicture is POST /api/staff/campaigns/{id}/picture, a multipart
// body with one "picture" file: the campaign's page's picture and preview.
func SetCampaignPicture(e *core.RequestEvent) error {
	files, err := e.FindUploadedFiles(campaigns.FieldPicture)
	if err != nil || len(files) != 1 {
		return apis.NewBadRequestError(campaignRefused, validation.Errors{campaigns.FieldPicture: errPicture})
	}
	c, err := change(e, ActionCampaignPicture, campaignRefused, findCampaign, func(c *campaigns.Campaign) error {
		c.Set(campaigns.FieldPicture, files[0])
		return nil
	})
	if err != nil {
		return err
	}
	return answerCampaign(e, http.StatusOK, c.Record)
}
