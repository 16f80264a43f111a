package content

import (
	"html"
	"regexp"

	"github.com/microcosm-cc/bluemonday"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// ownPicture is the address of a picture the site serves itself: a file of
// an article (the pictures the editor uploads to the article's record, by
// the collection's name as the editor writes it), or one of its thumbnails.
var ownPicture = regexp.MustCompile(`^/api/files/` + Blogs + `/[a-z0-9]{1,32}/[A-Za-z0-9_.-]{1,200}(\?thumb=[0-9]{1,4}x[0-9]{1,4}[tbf]?)?$`)

// articlePolicy is the allow-list for blog bodies: the formatting staff use in
// the dashboard editor, pictures from the site's own files only (no other
// site learns who reads an article, and no address can be swapped for
// another picture later), and nothing that runs (no script, event handlers or
// javascript: URLs).
var articlePolicy = func() *bluemonday.Policy {
	p := bluemonday.UGCPolicy()
	p.AllowAttrs("style").Matching(bluemonday.Paragraph).OnElements("p", "span")
	p.AllowStyles("text-align").MatchingEnum("left", "right", "center", "justify").Globally()
	p.AddTargetBlankToFullyQualifiedLinks(true)
	return p
}()

// SanitizeHTML returns html with everything outside the article allow-list
// removed, pictures from elsewhere than ownPicture included.
func SanitizeHTML(body string) string {
	return ownPicturesOnly(articlePolicy.Sanitize(body))
}

// A picture's tag and its address in bluemonday's output, which writes
// attributes one way: name="value", the value escaped (no quote, no ">").
var (
	imgTag  = regexp.MustCompile(`<img[^>]*>`)
	srcAttr = regexp.MustCompile(` src="([^"]*)"`)
)

// ownPicturesOnly drops the pictures of sanitized HTML whose address is not
// one of the site's own files (bluemonday's UGC policy keeps any web
// address, and its policies add to each other: one cannot narrow another).
func ownPicturesOnly(sanitized string) string {
	return imgTag.ReplaceAllStringFunc(sanitized, func(tag string) string {
		src := srcAttr.FindStringSubmatch(tag)
		if src == nil || !ownPicture.MatchString(html.UnescapeString(src[1])) {
			return ""
		}
		return tag
	})
}

// prepareBlog runs before every blog create and update, whoever saves it
// (dashboard, API, seed): stored HTML can never carry script, and the
// publishing fields say what publishing decided (publish.go).
func prepareBlog(e *core.RecordEvent) error {
	e.Record.Set(ArticleBody, SanitizeHTML(e.Record.GetString(ArticleBody)))
	datePublication(e.Record, types.NowDateTime())
	return e.Next()
}

// Register binds the content hooks.
func Register(app core.App) {
	app.OnRecordCreate(Blogs).BindFunc(prepareBlog)
	app.OnRecordUpdate(Blogs).BindFunc(prepareBlog)
	app.OnRecordCreate(Products).BindFunc(keepSearchName)
	app.OnRecordUpdate(Products).BindFunc(keepSearchName)
	lighterThumbs(app) // thumbs.go
}
