package campaigns

import (
	"encoding/json"
	"regexp"
	"strings"
	"time"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/forms"
	"foundation/internal/money"
)

// Fields are what the staff write of a campaign (POST and PATCH
// /api/staff/campaigns): every field, each time.
type Fields struct {
	Slug      string          `json:"slug"`
	Title     string          `json:"title"`
	Summary   string          `json:"summary"`
	GoalCents json.RawMessage `json:"goalCents"`
	// StartsAt and EndsAt are dates (2026-03-01) or instants; "" for none.
	StartsAt string `json:"startsAt"`
	EndsAt   string `json:"endsAt"`
	Project  string `json:"project"`
}

// slugPattern is the migration's: lower-case words joined by hyphens.
var slugPattern = regexp.MustCompile(`^[a-z0-9]+(?:-[a-z0-9]+)*$`)

// goalRule bounds a campaign's goal: from 1 € to 10 million €.
var goalRule = forms.Amount{Min: 100, Max: 10_000_000_00,
	TooSmall: "The goal is at least 1 €.", TooLarge: "The goal is at most 10,000,000 €."}

// Checked is Fields read and cleaned, ready to save.
type Checked struct {
	Fields
	goal         money.Cents
	starts, ends time.Time
}

// Check cleans and validates f; the errors are keyed by the JSON names.
func (f Fields) Check() (Checked, validation.Errors) {
	f.Slug, f.Title, f.Summary = strings.TrimSpace(f.Slug), forms.CleanLine(f.Title), forms.CleanText(f.Summary)
	c := Checked{Fields: f}
	errs := validation.Errors{"title": forms.Line(f.Title, 200)}
	switch {
	case f.Slug == "":
		errs["slug"] = forms.ErrRequired
	case len(f.Slug) > maxSlugLength || !slugPattern.MatchString(f.Slug):
		errs["slug"] = validation.NewError("validation_invalid_slug", "Use lower-case letters, digits and hyphens (80 at most).")
	}
	if f.Summary != "" {
		errs["summary"] = forms.Text(f.Summary, 2000)
	}
	var err error
	if c.goal, err = goalRule.Parse(f.GoalCents); err != nil {
		errs["goalCents"] = err
	}
	if f.Project != "" && !IsProject(f.Project) {
		errs["project"] = errUnknownProject
	}
	if c.starts, err = dateField(f.StartsAt); err != nil {
		errs["startsAt"] = err
	}
	if c.ends, err = dateField(f.EndsAt); err != nil {
		errs["endsAt"] = err
	}
	if !c.starts.IsZero() && !c.ends.IsZero() && !c.ends.After(c.starts) {
		errs["endsAt"] = validation.NewError("validation_ends_before_start", "The end comes after the start.")
	}
	_ = errs.Filter()
	return c, errs
}

var errUnknownProject = validation.NewError("validation_unknown_project", "Choose one of the foundation's projects.")

var errDate = validation.NewError("validation_invalid_date", "Give a date as 2026-03-01.")

// dateField reads a date (midnight UTC) or an RFC 3339 instant; "" is none.
func dateField(s string) (time.Time, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return time.Time{}, nil
	}
	if t, err := time.Parse(time.DateOnly, s); err == nil {
		return t, nil
	}
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		return time.Time{}, errDate
	}
	return t.UTC(), nil
}

// Apply writes the Checked fields on r.
func (c Checked) Apply(r *core.Record) {
	r.Load(map[string]any{
		FieldSlug: c.Slug, FieldTitle: c.Title, FieldSummary: c.Summary, FieldGoal: int64(c.goal),
		FieldStartsAt: c.starts, FieldEndsAt: c.ends, FieldProject: c.Project,
	})
}

// ErrSlugTaken is the slug field's error when another campaign has it.
var ErrSlugTaken = validation.NewError("validation_slug_taken", "Another campaign has this address.")

// SlugTaken reports whether another campaign than id has slug.
func SlugTaken(app core.App, slug, id string) (bool, error) {
	other, err := FindBySlug(app, slug)
	return other != nil && other.Id != id, err
}
