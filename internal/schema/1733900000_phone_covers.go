package schema

import (
	"errors"
	"slices"

	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Covers cut to the boxes a phone shows them in, so that a phone receives
// only what it shows, at the sharpness the 800x600 thumbnail gave it:
const (
	// PhoneCoverThumb is the blog list's featured cover on a phone
	// (web/src/features/blog/components/FeaturedBlog.tsx): the middle of the
	// picture in the 500 px high box, without the sides the box crops away.
	PhoneCoverThumb = "456x600"
	// ArticleCoverThumb is an article's 16:9 cover at a phone's width
	// (ArticleScreen.tsx), without the top and bottom the box crops away.
	ArticleCoverThumb = "672x378"
)

var coverThumbs = []string{PhoneCoverThumb, ArticleCoverThumb}

func init() {
	m.Register(func(app core.App) error {
		return changeBlogImageThumbs(app, func(thumbs []string) []string {
			for _, thumb := range coverThumbs {
				if !slices.Contains(thumbs, thumb) {
					thumbs = append(thumbs, thumb)
				}
			}
			return thumbs
		})
	}, func(app core.App) error {
		return changeBlogImageThumbs(app, func(thumbs []string) []string {
			return slices.DeleteFunc(thumbs, func(t string) bool { return slices.Contains(coverThumbs, t) })
		})
	})
}

func changeBlogImageThumbs(app core.App, change func([]string) []string) error {
	blogs, err := app.FindCollectionByNameOrId("blogs")
	if err != nil {
		return err
	}
	image, ok := blogs.Fields.GetByName("image").(*core.FileField)
	if !ok {
		return errors.New("schema: blogs.image is not a file field")
	}
	image.Thumbs = change(image.Thumbs)
	return app.Save(blogs)
}
