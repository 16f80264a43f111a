package campaigns

import (
	"net/http"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/money"
)

// View is a campaign as its page and the staff read it, with its progress.
type View struct {
	ID        string      `json:"id"`
	Slug      string      `json:"slug"`
	Title     string      `json:"title"`
	Summary   string      `json:"summary"`
	Picture   string      `json:"picture"`
	GoalCents money.Cents `json:"goalCents"`
	StartsAt  string      `json:"startsAt"`
	EndsAt    string      `json:"endsAt"`
	Project   string      `json:"project"`
	Ended     bool        `json:"ended"`
	Totals
}

// ViewOf is c with its totals, read now.
func ViewOf(app core.App, c *Campaign) (View, error) {
	totals, err := TotalsOf(app, c.Slug())
	if err != nil {
		return View{}, err
	}
	return View{
		ID: c.Id, Slug: c.Slug(), Title: c.Title(), Summary: c.Summary(), Picture: c.PicturePath(), GoalCents: c.Goal(),
		StartsAt: dateOf(c.StartsAt().Time()), EndsAt: dateOf(c.EndsAt().Time()), Project: c.Project(),
		Ended: c.Ended(time.Now()), Totals: totals,
	}, nil
}

// dateOf is t as an RFC 3339 instant, "" for none.
func dateOf(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format(time.RFC3339)
}

// Show is GET /api/campaigns/{slug}: the campaign and its progress; a
// finished campaign still answers.
func Show(e *core.RequestEvent) error {
	c, err := FindBySlug(e.App, e.Request.PathValue("slug"))
	if err != nil {
		return e.InternalServerError("The campaign could not be read.", err)
	}
	if c == nil {
		return apis.NewNotFoundError("There is no such campaign.", nil)
	}
	view, err := ViewOf(e.App, c)
	if err != nil {
		return e.InternalServerError("The campaign could not be read.", err)
	}
	return e.JSON(http.StatusOK, view)
}

// ListDesignations is GET /api/donations/designations: the projects a gift
// may be designated to.
func ListDesignations(e *core.RequestEvent) error {
	return e.JSON(http.StatusOK, map[string]any{"data": Projects})
}
