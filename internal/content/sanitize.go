package content

import (
	"github.com/microcosm-cc/bluemonday"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// articlePolicy is the allow-list for blog bodies: the formatting staff use in
// the dashboard editor, and nothing that runs (no script, event handlers or
// javascript: URLs).
var articlePolicy = func() *bluemonday.Policy {
	p := bluemonday.UGCPolicy()
	p.AllowAttrs("style").Matching(bluemonday.Paragraph).OnElements("p", "span")
	p.AllowStyles("text-align").MatchingEnum("left", "right", "center", "justify").Globally()
	p.AddTargetBlankToFullyQualifiedLinks(true)
	return p
}()

// SanitizeHTML returns html with everything outside the article allow-list removed.
func SanitizeHTML(html string) string {
	return articlePolicy.Sanitize(html)
}

// prepareBlog runs before every blog create and update, whoever saves it
// (dashboard, API, seed): stored HTML can never carry script.
func prepareBlog(e *core.RecordEvent) error {
	e.Record.Set("description", SanitizeHTML(e.Record.GetString("description")))
	if e.Record.GetDateTime("createdAt").IsZero() {
		e.Record.Set("createdAt", types.NowDateTime())
	}
	return e.Next()
}

// Register binds the content hooks.
func Register(app core.App) {
	app.OnRecordCreate("blogs").BindFunc(prepareBlog)
	app.OnRecordUpdate("blogs").BindFunc(prepareBlog)
	app.OnRecordCreate("products").BindFunc(keepSearchName)
	app.OnRecordUpdate("products").BindFunc(keepSearchName)
	lighterThumbs(app) // thumbs.go
}
