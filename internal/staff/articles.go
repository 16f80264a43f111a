package staff

import (
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/content"
	"foundation/internal/records"
)

// ArticleRow is an article in the staff list.
type ArticleRow struct {
	ID             string         `json:"id"`
	CollectionID   string         `json:"collectionId"`
	CollectionName string         `json:"collectionName"`
	Title          string         `json:"title"`
	Category       string         `json:"category"`
	AuthorName     string         `json:"authorName"`
	Image          string         `json:"image"`
	CreatedAt      types.DateTime `json:"createdAt"`
	Created        types.DateTime `json:"created"`
	Status         string         `json:"status" tstype:"ArticleStatus"`
	// State is draft, scheduled (published, dated later) or published.
	State content.State `json:"state"`
}

func articleRow(r *core.Record, now time.Time) ArticleRow {
	a := content.ArticleOf(r)
	return ArticleRow{
		ID: r.Id, CollectionID: r.Collection().Id, CollectionName: r.Collection().Name,
		Title: a.Title(), Category: a.Category(), AuthorName: a.AuthorName(),
		Image: a.Cover(), CreatedAt: a.Date(), Created: a.Created(),
		Status: a.Status(), State: a.StateAt(now),
	}
}

// ListArticles is a page of articles: drafts without a date first, then
// newest first as on the site; ?q= searches the titles, ?state= keeps one
// state (draft, scheduled, published).
func ListArticles(e *core.RequestEvent) error {
	p, err := PageParams(e)
	if err != nil {
		return err
	}
	q := strings.TrimSpace(e.Request.URL.Query().Get("q"))
	state := content.State(e.Request.URL.Query().Get("state"))
	if state != "" && !slices.Contains(content.States, state) {
		return apis.NewBadRequestError("Check the state.", validation.Errors{
			"state": validation.NewError("validation_invalid_state", "Use draft, scheduled or published.")})
	}
	now := types.NowDateTime()
	query := func() *dbx.SelectQuery {
		query := e.App.RecordQuery(content.Blogs)
		if q != "" {
			query.AndWhere(dbx.Like(content.Blogs+"."+content.ArticleTitle, q))
		}
		if state != "" {
			query.AndWhere(content.InState(content.Blogs, state, now))
		}
		return query
	}
	var total int
	if err := query().Select("count(*)").Row(&total); err != nil {
		return e.InternalServerError("", err)
	}
	var articles []*core.Record
	date := content.Blogs + "." + content.ArticleDate
	err = query().OrderBy("("+date+" = '') DESC", date+" DESC", content.Blogs+"."+records.FieldCreated+" DESC", content.Blogs+"."+core.FieldNameId+" DESC").
		Limit(int64(p.PerPage)).Offset(int64(p.Offset())).All(&articles)
	if err != nil {
		return e.InternalServerError("", err)
	}
	rows := make([]ArticleRow, 0, len(articles))
	for _, r := range articles {
		rows = append(rows, articleRow(r, now.Time()))
	}
	grantPreview(e) // the list shows the covers of drafts too
	return e.JSON(http.StatusOK, NewPage(p, total, rows))
}

// ShowArticle is one article as the records API writes it, whatever its
// state: the editor's form and the preview read it, and show its files
// with the preview pass it renews.
func ShowArticle(e *core.RequestEvent) error {
	r, err := e.App.FindRecordById(content.Blogs, e.Request.PathValue("id"))
	if err != nil {
		return notFound(e, err)
	}
	grantPreview(e)
	return e.JSON(http.StatusOK, r)
}
