package main

import (
	"fmt"
	"log"
	"net/url"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/content"
)

func init() { sections = append(sections, section{name: "paging", run: benchPaging, ownServer: true}) }

const (
	pagingAlone       = 200  // requests one at a time, per request and volume
	pagingRequests    = 3000 // requests at pagingConcurrency, after pagingWarmup
	pagingWarmup      = 200
	pagingConcurrency = 50
	// pagingGrowth is the goal: at 10,000 articles a request alone, and the bytes a page
	// downloads, within 1.5× of the demo content's.
	pagingGrowth = 1.5
)

// pagingVolume is a content volume measured: the demo content, and more.
type pagingVolume struct {
	name               string
	articles, products int // added to the demo's 11 articles and 9 products
}

var pagingVolumes = []pagingVolume{{"demo content (11 articles, 9 products)", 0, 0},
	{"1,000 articles more, 500 products more", 1000, 500}, {"10,000 articles more, 500 products more", 10000, 500}}

// pagingCase is a request of the blog or the shop, as a visitor's browser sends it.
type pagingCase struct{ name, path string }

// pagingCases are the requests measured with `articles` articles in all: the served pages
// (the list's last page among them: its offset grows with the articles) and the records API
// requests the app makes for them (web/src/features/blog/api, products/api).
func pagingCases(articles int) []pagingCase {
	summary := "id,collectionId,collectionName,title,category,duration,description:excerpt(400),createdAt,created,authorName,image"
	listed := `id != "seedblog0000000"`
	records := func(collection string, q url.Values) string {
		return "/api/collections/" + collection + "/records?" + q.Encode()
	}
	last := (articles - 1 + 5) / 6
	return []pagingCase{
		{"served blog list", "/blog"},
		{"served blog list, page 2", "/blog?page=2"},
		{fmt.Sprintf("served blog list, last page (%d)", last), "/blog?page=" + strconv.Itoa(last)},
		{"served article", "/blog/seedblog0000002"},
		{"served shop", "/shop"},
		{"API: tally (first-created article, count)", records("blog_listing", url.Values{"page": {"1"}, "perPage": {"1"}, "skipTotal": {"1"}, "fields": {"firstCreated,articles"}})},
		{"API: blog page 1", records("blogs", url.Values{"page": {"1"}, "perPage": {"6"}, "skipTotal": {"1"}, "sort": {"-createdAt,-created"}, "filter": {listed}, "fields": {summary}})},
		{fmt.Sprintf("API: blog last page (%d)", last), records("blogs", url.Values{"page": {strconv.Itoa(last)}, "perPage": {"6"}, "skipTotal": {"1"}, "sort": {"-createdAt,-created"}, "filter": {listed}, "fields": {summary}})},
		{"API: featured article", records("blogs", url.Values{"page": {"1"}, "perPage": {"1"}, "skipTotal": {"1"}, "sort": {"-createdAt,-created"}, "filter": {listed}, "fields": {summary}})},
		{"API: related articles", records("blogs", url.Values{"page": {"1"}, "perPage": {"2"}, "skipTotal": {"1"}, "sort": {"-createdAt,-created"}, "filter": {`id != "seedblog0000002"`}, "fields": {summary}})},
		{"API: shop page 1, counted", records("products", url.Values{"page": {"1"}, "perPage": {"12"}, "sort": {"created,name"}, "fields": {productFieldsBench}})},
		{"API: shop category", records("products", url.Values{"page": {"1"}, "perPage": {"12"}, "sort": {"created,name"}, "filter": {`category = "T-shirt"`}, "fields": {productFieldsBench}})},
		{"API: shop search", records("products", url.Values{"page": {"1"}, "perPage": {"12"}, "sort": {"created,name"}, "filter": {`searchName ~ "shirt"`}, "fields": {productFieldsBench}})},
	}
}

const productFieldsBench = "id,collectionId,collectionName,name,description,price,category,galleries,sizes,colors"

// pageBytes is web/bench/page-bytes.mjs's answer: bytes on the wire by kind.
type pageBytes struct {
	Document, Records, Scripts, Styles, Images, Other, Total int
	RecordsRequests                                          int
}

type pageBytesResult struct {
	FirstScreen pageBytes `json:"firstScreen"`
	Live        pageBytes `json:"live"`
}

// pagingMeasure is one volume's figures.
type pagingMeasure struct {
	alone, loaded map[string]loadResult
	bytes         map[string]pageBytesResult
	firstLoad     map[string]firstLoadResult
	seeded        time.Duration
}

// benchPaging serves the demo content, then the same with 1,000 and 10,000 articles more
// (and 500 products more) written straight into the database, and measures the blog's and
// the shop's requests alone and at 50 connections, and what the browser downloads to show
// /blog and /shop.
func benchPaging(*target) (string, error) {
	measures := make([]pagingMeasure, len(pagingVolumes))
	for i, v := range pagingVolumes {
		log.Printf("paging: %s", v.name)
		m, err := measurePaging(v)
		if err != nil {
			return "", fmt.Errorf("%s: %w", v.name, err)
		}
		measures[i] = m
	}
	return pagingReport(measures), nil
}

func measurePaging(v pagingVolume) (pagingMeasure, error) {
	m := pagingMeasure{alone: map[string]loadResult{}, loaded: map[string]loadResult{}, bytes: map[string]pageBytesResult{}, firstLoad: map[string]firstLoadResult{}}
	dir, err := os.MkdirTemp("", "foundation-bench-paging-")
	if err != nil {
		return m, err
	}
	if out, err := exec.Command(serverBin, "seed", "--dir", dir).CombinedOutput(); err != nil {
		os.RemoveAll(dir)
		return m, fmt.Errorf("seed: %v\n%s", err, out)
	}
	start := time.Now()
	if err := addVolume(dir, v); err != nil {
		os.RemoveAll(dir)
		return m, err
	}
	m.seeded = time.Since(start)
	t, err := serve(serverBin, dir, nil)
	if err != nil {
		return m, err
	}
	defer t.stop()
	for _, c := range pagingCases(11 + v.articles) {
		get := getter(t.BaseURL+c.path, "")
		if err := get(0); err != nil {
			return m, fmt.Errorf("%s: %w", c.path, err)
		}
		alone := runLoad(pagingAlone, 1, get)
		runLoad(pagingWarmup, pagingConcurrency, get)
		loaded := runLoad(pagingRequests, pagingConcurrency, get)
		if alone.Failures+loaded.Failures > 0 {
			return m, fmt.Errorf("%s: %d requests failed", c.path, alone.Failures+loaded.Failures)
		}
		m.alone[c.name], m.loaded[c.name] = alone, loaded
	}
	for _, path := range []string{"/blog", "/shop"} {
		b, err := downloadedBytes(t.BaseURL + path)
		if err != nil {
			return m, err
		}
		m.bytes[path] = b
		if m.firstLoad[path], err = firstLoad(t.BaseURL + path); err != nil {
			return m, err
		}
	}
	return m, nil
}

// addVolume writes v's articles and products into the seeded data dir, then
// analyses the database as PocketBase's nightly `PRAGMA optimize` leaves a grown one.
func addVolume(dir string, v pagingVolume) error {
	if v.articles+v.products == 0 {
		return nil
	}
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: dir})
	if err := app.Bootstrap(); err != nil {
		return err
	}
	defer app.ResetBootstrapState()
	if err := content.AddVolume(app, v.articles, v.products); err != nil {
		return err
	}
	_, err := app.DB().NewQuery("ANALYZE").Execute()
	return err
}

func downloadedBytes(url string) (pageBytesResult, error) {
	var r pageBytesResult
	return r, browserScript("page-bytes", url, &r)
}

func kb(n int) string { return fmt.Sprintf("%.1f KB", float64(n)/1024) }

// ratio is got/base as "1.05×", bold when over the goal.
func ratio(got, base float64) string {
	if base == 0 {
		return "–"
	}
	r := got / base
	if r > pagingGrowth {
		return fmt.Sprintf("**%.2f×**", r)
	}
	return fmt.Sprintf("%.2f×", r)
}

func pagingReport(ms []pagingMeasure) string {
	var b strings.Builder
	demo, largest := ms[0], ms[len(ms)-1]
	fmt.Fprintf(&b, "## Content that grows: the blog and the shop\n\nMeasured on %s (`-only paging`). "+
		"Each volume is a fresh data dir: the demo content (`foundation seed`), then, for the larger ones, the articles and products "+
		"written straight into the database (`content.AddVolume`, one transaction; %s for 10,000 articles and 500 products), "+
		"dated before the demo articles (so the first screens show the same articles) and without pictures, their bodies the demo articles'; "+
		"the database then analysed as PocketBase's nightly `PRAGMA optimize` leaves a grown one. "+
		"Goal: at 10,000 articles, a request alone and the bytes a page downloads within %.1f× of the demo content's.\n\n",
		time.Now().UTC().Format("2006-01-02"), largest.seeded.Round(100*time.Millisecond), pagingGrowth)

	fmt.Fprintf(&b, "### Requests alone (p50 of %d, one at a time) and at %d connections (%d requests after %d to warm up; loopback, 2 cores shared by client and server)\n\n",
		pagingAlone, pagingConcurrency, pagingRequests, pagingWarmup)
	b.WriteString("| request |")
	for _, v := range pagingVolumes {
		fmt.Fprintf(&b, " %s: alone | at 50 |", v.name)
	}
	b.WriteString(" alone, 10,000 / demo |\n|---|")
	b.WriteString(strings.Repeat("---|---|", len(pagingVolumes)) + "---|\n")
	cases := pagingCases(11)
	for i, c := range cases {
		fmt.Fprintf(&b, "| %s |", strings.Split(c.name, " (")[0])
		for j := range ms {
			name := pagingCases(11 + pagingVolumes[j].articles)[i].name
			a, l := ms[j].alone[name], ms[j].loaded[name]
			fmt.Fprintf(&b, " %s | %.0f req/s, p50 %s, p99 %s |", ms1(a.P50), l.PerSecond, ms1(l.P50), ms1(l.P99))
		}
		lastName := pagingCases(11 + pagingVolumes[len(ms)-1].articles)[i].name
		fmt.Fprintf(&b, " %s |\n", ratio(float64(largest.alone[lastName].P50), float64(demo.alone[c.name].P50)))
	}
	b.WriteString("\nRequests, as the app sends them: `/blog` is served with its first screen (the featured article) and the data of its first page " +
		"(two queries: the tally, one row of the view `blog_listing` with the first-created article's id and the number of articles, " +
		"then the page of six without that article, not counted); a later page adds a third, the featured article. " +
		"The list's last page is the deepest offset (`/blog?page=N`: 2 with the demo content, 169 and 1669 with more): " +
		"SQLite steps over the offset's entries of `idx_blogs_newest`, not over rows, but it does step over them. " +
		"The API rows are the records API requests the app makes (`web/src/features/blog/api`, `products/api`); the shop search is a `LIKE` on each product's folded name " +
		"(`searchName`, blind to case and accents), which counts its matches from that name's index (`idx_products_search_name`) and reads its page in the shop's order (`idx_products_order`). " +
		"The shop's ratios compare pages that are not the same size: the demo's category and search pages hold 2 products, " +
		"the larger volumes' a full page of 12; with the same 509 products, the 1,000 and 10,000 columns measure the same.\n\n")

	b.WriteString("### What the browser downloads to show `/blog` and `/shop` (bytes on the wire, Chromium at 390 px)\n\n")
	b.WriteString("Until the network is idle (the first screen), then after 4 s open (the blog's live updates start 2 s in and re-read the page on screen). " +
		"JS + CSS first load as the other first-load tables measure them (gzip -9 of each file), against the page's budget.\n\n")
	b.WriteString("| page | content | document | records API (requests) | JS + CSS | pictures | total, first screen | records API after 4 s (requests) | total after 4 s | total / demo | first load JS + CSS (budget) |\n|---|---|---|---|---|---|---|---|---|---|---|\n")
	for _, path := range []string{"/blog", "/shop"} {
		for j, v := range pagingVolumes {
			r := ms[j].bytes[path]
			f, s := r.FirstScreen, r.Live
			fl := ms[j].firstLoad[path]
			budget := fmt.Sprintf("%.1f KB (%.0f KB)", fl.KB(), firstLoadBudget(path))
			if fl.KB() > firstLoadBudget(path) {
				budget = "**" + budget + ", over**"
			}
			fmt.Fprintf(&b, "| `%s` | %s | %s | %s (%d) | %s | %s | %s | %s (%d) | %s | %s | %s |\n", path, v.name,
				kb(f.Document), kb(f.Records), f.RecordsRequests, kb(f.Scripts+f.Styles), kb(f.Images), kb(f.Total),
				kb(s.Records), s.RecordsRequests, kb(s.Total), ratio(float64(s.Total), float64(demo.bytes[path].Live.Total)), budget)
		}
	}
	b.WriteString("\nWith 500 products more the shop has pages, and its pager's code (loaded only then, 0.8 KB) is part of its first load. " +
		"Before this change, at 1,000 articles more, `/blog` downloaded every article through `listAll` " +
		"(6 list requests of 200, 545 KB of JSON, and 12 requests, 1.37 MB, when it re-read the list once live), and `/shop` every product.\n\n")
	b.WriteString("Run: `make bench` (every section), or this section alone on a built server: " +
		"`go build -tags embedweb -o bin/foundation ./cmd/foundation && go run ./cmd/bench -only paging`.\n")
	return b.String()
}

func ms1(d time.Duration) string { return fmt.Sprintf("%.2f ms", float64(d)/float64(time.Millisecond)) }
