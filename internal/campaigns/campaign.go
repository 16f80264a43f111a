// Package campaigns holds the foundation's fundraising campaigns: a moment
// (a new track, a race, a memory) with its page, its goal and the project
// it serves, and its progress counted from the ledger (Count). Gifts name
// their campaign by its slug (internal/donate checks it); the staff write
// campaigns through internal/staff; the projects a gift may be designated
// to are Projects.
package campaigns

import (
	"database/sql"
	"errors"
	"net/url"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/ledger"
	"foundation/internal/money"
)

// Collection holds the campaigns (internal/schema/1735630000_campaigns.go).
const Collection = "campaigns"

// Field names of the collection.
const (
	FieldSlug     = "slug"
	FieldTitle    = "title"
	FieldSummary  = "summary"
	FieldPicture  = "picture"
	FieldGoal     = "goalCents"
	FieldStartsAt = "startsAt"
	FieldEndsAt   = "endsAt"
	FieldProject  = "project"
)

// Campaign is a campaigns record.
type Campaign struct{ core.BaseRecordProxy }

// Of wraps a campaigns record.
func Of(r *core.Record) *Campaign {
	c := &Campaign{}
	c.SetProxyRecord(r)
	return c
}

func (c *Campaign) Slug() string             { return c.GetString(FieldSlug) }
func (c *Campaign) Title() string            { return c.GetString(FieldTitle) }
func (c *Campaign) Summary() string          { return c.GetString(FieldSummary) }
func (c *Campaign) Goal() money.Cents        { return money.Cents(c.GetInt(FieldGoal)) }
func (c *Campaign) StartsAt() types.DateTime { return c.GetDateTime(FieldStartsAt) }
func (c *Campaign) EndsAt() types.DateTime   { return c.GetDateTime(FieldEndsAt) }
func (c *Campaign) Project() string          { return c.GetString(FieldProject) }

// PicturePath is the picture's address on this site ("" without one).
func (c *Campaign) PicturePath() string {
	name := c.GetString(FieldPicture)
	if name == "" {
		return ""
	}
	return "/api/files/" + Collection + "/" + c.Id + "/" + url.PathEscape(name)
}

// Ended reports whether the campaign's end has passed at now; an ended
// campaign keeps its page, its Give button gone.
func (c *Campaign) Ended(now time.Time) bool {
	end := c.EndsAt()
	return !end.IsZero() && !now.Before(end.Time())
}

// FindBySlug finds the campaign of slug; nil, nil when there is none.
func FindBySlug(app core.App, slug string) (*Campaign, error) {
	if slug == "" || len(slug) > maxSlugLength {
		return nil, nil
	}
	r, err := app.FindFirstRecordByData(Collection, FieldSlug, slug)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return Of(r), nil
}

// maxSlugLength is the migration's bound on a slug.
const maxSlugLength = 80

// Exists reports whether slug names a campaign.
func Exists(app core.App, slug string) (bool, error) {
	c, err := FindBySlug(app, slug)
	return c != nil, err
}

// giftsOf reads the gifts given to the campaign of slug, as Count needs them.
const giftsOf = "SELECT id FROM donations WHERE campaign = {:campaign}"

// TotalsOf counts the progress of the campaign of slug from its gifts and
// their ledger rows.
func TotalsOf(app core.App, slug string) (Totals, error) {
	var rows []struct {
		ID     string `db:"id"`
		Donor  string `db:"donor"`
		Rhythm string `db:"rhythm"`
		Status string `db:"status"`
		Amount int64  `db:"amount"`
		Fee    int64  `db:"coveredFee"`
		Test   bool   `db:"test"`
	}
	params := dbx.Params{"campaign": slug}
	// A donor is an email's identity (internal/donate, identity.go): a new
	// donation_users record is written with each gift.
	if err := app.DB().Select("d.id", "lower(u.email) || '/' || u.identity AS donor", "d.rhythm", "d.status", "d.amount", "d.coveredFee", "d.test").
		From("donations d").LeftJoin("donation_users u", dbx.NewExp("u.id = d.donor")).
		Where(dbx.HashExp{"d.campaign": slug}).All(&rows); err != nil {
		return Totals{}, err
	}
	moves, err := ledger.OfSubjectsIn(app, giftsOf, params)
	if err != nil {
		return Totals{}, err
	}
	gifts := make([]Gift, len(rows))
	for i, r := range rows {
		gifts[i] = Gift{ID: r.ID, Donor: r.Donor, Rhythm: r.Rhythm, Status: r.Status, Amount: money.Cents(r.Amount), CoveredFee: money.Cents(r.Fee), Test: r.Test}
	}
	return Count(gifts, moves), nil
}
