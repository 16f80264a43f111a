package content

import (
	"database/sql"
	"errors"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Publishing: an article is a draft or published; a published article whose
// date (createdAt, the date the site shows and sorts by) is still to come is
// scheduled, and becomes public by itself when that moment passes. Nothing
// runs at that moment: every public read asks "published and dated before
// now" when it reads (Public, the collection's list and view rules, and the
// blog_listing view), so no cron and no restart are needed.
const (
	StatusDraft     = "draft"
	StatusPublished = "published"
)

// Statuses are the values of the status field.
var Statuses = []string{StatusDraft, StatusPublished}

// State is where an article stands for the public at a given moment.
type State string

const (
	StateDraft     State = "draft"
	StateScheduled State = "scheduled"
	StatePublished State = "published"
)

// PublicRule is the blogs collection's list and view rule: what anyone
// (visitor, donor or staff member) reads through the records API, the live
// subscriptions and the served pages. Staff read drafts and scheduled
// articles through /api/staff/articles.
const PublicRule = `status = "published" && createdAt <= @now`

// StateAt is the article's state at now.
func (a *Article) StateAt(now time.Time) State {
	switch {
	case a.Status() != StatusPublished:
		return StateDraft
	case a.Date().Time().After(now):
		return StateScheduled
	default:
		return StatePublished
	}
}

// datePublication fills in what publishing decides, on every save whoever
// saves (staff through the records API, the dashboard, the seed):
//   - a record that says no status is published, as every article was
//     before drafts existed (the seed, the dashboard's older habits);
//   - a published article without a date is dated now;
//   - a draft becoming published keeps a date to come (its schedule) or a
//     past date chosen in this very save (a backdated article), and is
//     otherwise dated now: a draft dated when it was begun last week comes
//     out at the top of the list, not under the articles published since.
func datePublication(r *core.Record, now types.DateTime) {
	a := ArticleOf(r)
	if a.Status() == "" {
		r.Set(ArticleStatus, StatusPublished)
	}
	if a.Status() != StatusPublished {
		return
	}
	if a.Date().IsZero() {
		r.Set(ArticleDate, now)
		return
	}
	if r.IsNew() {
		return
	}
	before := ArticleOf(r.Original())
	if before.Status() == StatusPublished || a.Date().After(now) {
		return
	}
	if before.Date().Equal(a.Date()) {
		r.Set(ArticleDate, now)
	}
}

// States are the states a staff list may be narrowed to.
var States = []State{StateDraft, StateScheduled, StatePublished}

// InState is the SQL condition "an article of table in state at now"
// (PublicRule for StatePublished).
func InState(table string, state State, now types.DateTime) dbx.Expression {
	status, date := table+"."+ArticleStatus, table+"."+ArticleDate
	at := dbx.Params{"stateNow": now.String()}
	switch state {
	case StateDraft:
		return dbx.Not(dbx.HashExp{status: StatusPublished})
	case StateScheduled:
		return dbx.And(dbx.HashExp{status: StatusPublished}, dbx.NewExp(date+" > {:stateNow}", at))
	default:
		return dbx.And(dbx.HashExp{status: StatusPublished}, dbx.NewExp(date+" <= {:stateNow}", at))
	}
}

// NextPublication is the date of the next scheduled article after now (the
// moment the public lists change by themselves), zero when none is scheduled.
func NextPublication(app core.App, now time.Time) (time.Time, error) {
	var next types.DateTime
	err := app.DB().Select(ArticleDate).From(Blogs).
		Where(dbx.HashExp{ArticleStatus: StatusPublished}).
		AndWhere(dbx.NewExp("["+ArticleDate+"] > {:now}", dbx.Params{"now": now.UTC().Format(types.DefaultDateLayout)})).
		OrderBy(ArticleDate).Limit(1).Row(&next)
	if errors.Is(err, sql.ErrNoRows) {
		return time.Time{}, nil
	}
	return next.Time(), err
}
