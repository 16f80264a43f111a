package content

import (
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/records"
)

// Blogs is the articles' collection, and these its fields.
const (
	Blogs = "blogs"

	ArticleTitle       = "title"
	ArticleCategory    = "category"
	ArticleDuration    = "duration" // the reading time, as staff write it ("5 min")
	ArticleBody        = "description"
	ArticleDate        = "createdAt"
	ArticleAuthorName  = "authorName"
	ArticleAuthorPhoto = "authorPhoto"
	ArticleCover       = "image"
	ArticleStatus      = "status"
)

// Article is a record proxy of the blogs collection.
type Article struct {
	records.Stamped
}

// ArticleOf reads r, a blogs record, as an article.
func ArticleOf(r *core.Record) *Article {
	a := &Article{}
	a.SetProxyRecord(r)
	return a
}

func (a *Article) Title() string      { return a.GetString(ArticleTitle) }
func (a *Article) Category() string   { return a.GetString(ArticleCategory) }
func (a *Article) Duration() string   { return a.GetString(ArticleDuration) }
func (a *Article) AuthorName() string { return a.GetString(ArticleAuthorName) }

// Body is the article's HTML, sanitized when saved.
func (a *Article) Body() string { return a.GetString(ArticleBody) }

// Cover is a file name of the record ("" when none).
func (a *Article) Cover() string { return a.GetString(ArticleCover) }

// Status is "draft" or "published".
func (a *Article) Status() string { return a.GetString(ArticleStatus) }

// Date is the article's date: shown on the site, and the moment it becomes
// public once published.
func (a *Article) Date() types.DateTime { return a.GetDateTime(ArticleDate) }
