// Package pages serves the public site: the React app's files, its pages
// each with its own head, status and (for the rendered ones) content, the
// discovery files (robots.txt, sitemap, feed, favicon), the campaign embed,
// and the records API's catalogue reads kept until what they show changes.
package pages

import (
	"errors"
	"io/fs"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"

	"foundation/internal/api"
	"foundation/internal/campaigns"
	"foundation/internal/content"
	"foundation/internal/readcache"
	"foundation/internal/render"
	"foundation/internal/schema"
)

// Public is the public site as the route index and the router take it.
type Public struct {
	// Pages are the route index's answers (api.Services.Pages).
	Pages     api.Pages
	reads     *guestReads
	keptReads *readcache.Cache[readcache.Answer]
}

// maxKeptReads bounds the records API's kept answers (a page of articles or
// products, an article: a few KB to 60 KB each).
const maxKeptReads = 500

// New reads the built app dist and binds to app the hooks that keep the
// public's pages and reads fresh; siteURL is the site's address, now the
// clock by which a scheduled article's time comes for what is kept.
func New(app core.App, dist fs.FS, siteURL func() string, now func() time.Time) (*Public, error) {
	assets, err := loadAssets(dist)
	if err != nil {
		return nil, err
	}
	index, ok := assets["index.html"]
	if !ok {
		return nil, errors.New("the built app has no index.html")
	}
	routeFiles, err := readRouteFiles(dist)
	if err != nil {
		return nil, err
	}
	// The pages' loaders read through the server's own routes, as a guest.
	reads := &guestReads{}
	renderer, err := render.FromDist(dist, render.Config{Fetch: reads.fetch})
	if err != nil {
		return nil, err
	}
	// What the public reads (the rendered pages, the records API's catalogue reads) is kept until
	// a save or a deletion changes it, or a scheduled article's time comes; a page a save changed
	// is served a moment longer while it is made again (maxStale), a read never.
	nextChange := func() (time.Time, error) { return content.NextPublication(app, now()) }
	keptPages := readcache.NewServingStale[answer](maxKeptPages, maxStale, now, nextChange)
	keptReads := readcache.New[readcache.Answer](maxKeptReads, now, nextChange)
	readcache.DropOnChange(app, []string{content.Blogs, content.Products, campaigns.Collection}, keptPages, keptReads)
	campaignPagesFollowGifts(app, keptPages)
	appPages, err := newPages(index.body, routeFiles, renderer, reads, siteURL, keptPages)
	if err != nil {
		return nil, err
	}
	appPages.renderOnSave(app, afterTime)
	return &Public{Pages: discoveryPages(siteURL, spaHandler(assets, appPages)), reads: reads, keptReads: keptReads}, nil
}

// KeptReads answers the records API's catalogue reads from what is kept;
// bind it before any compression: the kept answers carry their own gzip.
func (p *Public) KeptReads() *hook.Handler[*core.RequestEvent] {
	return readcache.Records(p.keptReads, map[string]string{content.Blogs: content.Blogs, content.Products: content.Products, schema.BlogListing: content.Blogs})
}

// ReadThrough gives the pages' loaders the router they read through, once
// every route is bound to it.
func (p *Public) ReadThrough(r *router.Router[*core.RequestEvent]) {
	p.reads.serveFrom(r)
}
