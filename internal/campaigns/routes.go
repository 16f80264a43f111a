package campaigns

import (
	"cmp"
	"net/http"
	"strconv"
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

// SupporterPage is a page of a campaign's wall, GET /api/campaigns/{slug}/supporters.
type SupporterPage struct {
	Page       int         `json:"page"`
	PerPage    int         `json:"perPage"`
	TotalItems int         `json:"totalItems"`
	TotalPages int         `json:"totalPages"`
	Items      []Supporter `json:"items"`
}

// SupportersPerPage is how many names a page of the wall holds; no one
// pages further than maxSupporterPage (which keeps the offset from overflowing).
const SupportersPerPage, maxSupporterPage = 20, 10_000

// ListSupporters is GET /api/campaigns/{slug}/supporters?page=N: the
// campaign's wall, newest first, a page at a time (a finished campaign's too).
func ListSupporters(e *core.RequestEvent) error {
	page, err := strconv.Atoi(cmp.Or(e.Request.URL.Query().Get("page"), "1"))
	if err != nil || page < 1 || page > maxSupporterPage {
		return apis.NewBadRequestError("The page is a number from 1 to 10,000.", map[string]any{
			"page": map[string]string{"code": "validation_invalid_page", "message": "Give a page number from 1 to 10,000."},
		})
	}
	c, err := FindBySlug(e.App, e.Request.PathValue("slug"))
	if err != nil {
		return e.InternalServerError("The campaign could not be read.", err)
	}
	if c == nil {
		return apis.NewNotFoundError("There is no such campaign.", nil)
	}
	wall, err := SupportersOf(e.App, c.Slug())
	if err != nil {
		return e.InternalServerError("The campaign could not be read.", err)
	}
	from := min((page-1)*SupportersPerPage, len(wall))
	to := min(from+SupportersPerPage, len(wall))
	return e.JSON(http.StatusOK, SupporterPage{Page: page, PerPage: SupportersPerPage, TotalItems: len(wall),
		TotalPages: (len(wall) + SupportersPerPage - 1) / SupportersPerPage, Items: append([]Supporter{}, wall[from:to]...)})
}
