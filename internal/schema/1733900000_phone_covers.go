package schema

import (
	"errors"
	"slices"

	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// PhoneCoverThumb is the blog list's featured cover on a phone
// (web/src/features/blog/components/FeaturedBlog.tsx): the middle of the
// picture cut to the 500 px high box a phone shows, at the sharpness the
// 800x600 thumbnail had there, without the sides the box crops away.
const PhoneCoverThumb = "456x600"

func init() {
	m.Register(func(app core.App) error {
		return changeBlogImageThumbs(app, func(thumbs []string) []string { return append(thumbs, PhoneCoverThumb) })
	}, func(app core.App) error {
		return changeBlogImageThumbs(app, func(thumbs []string) []string {
			return slices.DeleteFunc(thumbs, func(t string) bool { return t == PhoneCoverThumb })
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
