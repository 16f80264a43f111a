package content_test

import (
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/content"
	"foundation/internal/testapp"
)

// What saving decides about an article's status and date, whoever saves it.
func TestPublishingDatesArticles(t *testing.T) {
	app := testapp.New(t)
	// Each save reads the record afresh, as a request does: its original is the stored one.
	saveAs := func(r *core.Record, fields map[string]any) *content.Article {
		t.Helper()
		if !r.IsNew() {
			stored, err := app.FindRecordById(content.Blogs, r.Id)
			if err != nil {
				t.Fatal(err)
			}
			*r = *stored
		}
		r.Load(fields)
		if err := app.Save(r); err != nil {
			t.Fatal(err)
		}
		return content.ArticleOf(r)
	}
	fresh := func() *core.Record {
		c, err := app.FindCollectionByNameOrId(content.Blogs)
		if err != nil {
			t.Fatal(err)
		}
		return core.NewRecord(c)
	}
	recent := func(d types.DateTime) bool { return time.Since(d.Time()).Abs() < time.Minute }
	old := "2024-04-18 09:00:00.000Z"
	later := types.NowDateTime().Add(72 * time.Hour)

	// A record that says nothing is published now, as before drafts existed.
	if a := saveAs(fresh(), map[string]any{"title": "Old habits"}); a.Status() != content.StatusPublished || !recent(a.Date()) || a.StateAt(time.Now()) != content.StatePublished {
		t.Errorf("no status: %q %v %q", a.Status(), a.Date(), a.StateAt(time.Now()))
	}
	// A draft gets no date; published later without choosing one, it is dated then.
	draft := fresh()
	if a := saveAs(draft, map[string]any{"title": "Draft", "status": content.StatusDraft}); !a.Date().IsZero() || a.StateAt(time.Now()) != content.StateDraft {
		t.Errorf("draft: %v %q", a.Date(), a.StateAt(time.Now()))
	}
	if a := saveAs(draft, map[string]any{"status": content.StatusPublished}); !recent(a.Date()) {
		t.Errorf("published draft dated %v, want now", a.Date())
	}
	// A draft begun with a past date keeps it only when it is chosen as it is published.
	begun := fresh()
	saveAs(begun, map[string]any{"title": "Begun", "status": content.StatusDraft, "createdAt": old})
	if a := saveAs(begun, map[string]any{"status": content.StatusPublished}); !recent(a.Date()) {
		t.Errorf("draft with an old date, published: dated %v, want now", a.Date())
	}
	backdated := fresh()
	saveAs(backdated, map[string]any{"title": "Backdated", "status": content.StatusDraft})
	if a := saveAs(backdated, map[string]any{"status": content.StatusPublished, "createdAt": old}); a.Date().String() != old {
		t.Errorf("backdated as it is published: %v, want %s", a.Date(), old)
	}
	// A date to come is a schedule, kept as the draft is published.
	planned := fresh()
	saveAs(planned, map[string]any{"title": "Planned", "status": content.StatusDraft, "createdAt": later})
	if a := saveAs(planned, map[string]any{"status": content.StatusPublished}); a.Date().String() != later.String() || a.StateAt(time.Now()) != content.StateScheduled ||
		a.StateAt(later.Time().Add(time.Second)) != content.StatePublished {
		t.Errorf("scheduled: %v %q, want %v scheduled", a.Date(), a.StateAt(time.Now()), later)
	}
	// Editing a published article keeps its date.
	if a := saveAs(fresh(), map[string]any{"title": "Seeded", "status": content.StatusPublished, "createdAt": old}); a.Date().String() != old {
		t.Errorf("published with a date: %v", a.Date())
	} else if a := saveAs(a.Record, map[string]any{"title": "Seeded, edited"}); a.Date().String() != old {
		t.Errorf("edited: %v, want %s", a.Date(), old)
	}
}
