package pages_test

import (
	"context"
	"database/sql"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/content"
	"foundation/internal/payments"
	"foundation/internal/testapp"
)

// queryLog keeps the SQL of the catalogue's tables the app runs.
type queryLog struct {
	mu      sync.Mutex
	queries []string
}

var catalogueTable = regexp.MustCompile("FROM `(blogs|products|blog_listing)`")

// logQueries records the queries app's databases run on blogs and products from now on.
func logQueries(t *testing.T, app core.App) *queryLog {
	l := &queryLog{}
	for _, builder := range []dbx.Builder{app.ConcurrentDB(), app.NonconcurrentDB()} {
		db := builder.(*dbx.DB)
		previous := db.QueryLogFunc
		db.QueryLogFunc = func(ctx context.Context, d time.Duration, query string, rows *sql.Rows, err error) {
			if catalogueTable.MatchString(query) {
				l.mu.Lock()
				l.queries = append(l.queries, query)
				l.mu.Unlock()
			}
			if previous != nil {
				previous(ctx, d, query, rows, err)
			}
		}
		t.Cleanup(func() { db.QueryLogFunc = previous })
	}
	return l
}

func (l *queryLog) take() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	q := l.queries
	l.queries = nil
	return q
}

var limit = regexp.MustCompile(`LIMIT (\d+)`)

// With 1,000 articles and 500 products more than the demo content, each
// request of the blog and the shop (the app's records API requests, as
// web/src/features/blog/api and products/api send them, in the browser and
// in its pages' loaders on the server; and a served article)
// runs a few queries, each reading at most one page (a LIMIT of at most a
// page) or counting what the pagination shows, along an index: no sort of
// the whole table (a temporary B-tree), no scan of its rows.
func TestTheListsReadOnePageAtAThousandArticles(t *testing.T) {
	app := testapp.WithPayments(t, payments.MustService(payments.Config{AppEnv: payments.EnvTest, SiteURL: testSite}))
	if _, err := content.Seed(app); err != nil {
		t.Fatal(err)
	}
	if err := content.AddVolume(app, 1000, 500); err != nil {
		t.Fatal(err)
	}
	// An article never saved through the app: the one saved are made on their save.
	var unread string
	if err := app.DB().NewQuery("SELECT id FROM blogs WHERE id NOT LIKE 'seed%' LIMIT 1").Row(&unread); err != nil {
		t.Fatal(err)
	}
	base := testapp.Serve(t, app)
	log := logQueries(t, app)
	summary := "id,collectionId,collectionName,title,category,duration,description:excerpt(400),createdAt,created,authorName,image"
	listed := `id != "seedblog0000000"`
	records := func(collection string, q url.Values) string {
		return "/api/collections/" + collection + "/records?" + q.Encode()
	}
	// The first answer kept after a change also asks when the next scheduled article comes out
	// (readcache): once, for the served pages and for the API's reads.
	for _, warm := range []string{"/", records("products", url.Values{"page": {"1"}, "perPage": {"1"}})} {
		if res, err := http.Get(base + warm); err == nil {
			res.Body.Close()
		}
	}
	for _, tc := range []struct {
		name, path string
		queries    int // at most
	}{
		{"served article", "/blog/" + unread, 1},
		{"tally", records("blog_listing", url.Values{"page": {"1"}, "perPage": {"1"}, "skipTotal": {"1"}, "fields": {"firstCreated,articles"}}), 1},
		{"blog page 3", records("blogs", url.Values{"page": {"3"}, "perPage": {"6"}, "skipTotal": {"1"}, "sort": {"-createdAt,-created"}, "filter": {listed}, "fields": {summary}}), 1},
		{"featured article", records("blogs", url.Values{"page": {"1"}, "perPage": {"1"}, "skipTotal": {"1"}, "sort": {"-createdAt,-created"}, "filter": {listed}, "fields": {summary}}), 1},
		{"related articles", records("blogs", url.Values{"page": {"1"}, "perPage": {"2"}, "skipTotal": {"1"}, "sort": {"-createdAt,-created"}, "filter": {`id != "seedblog0000002"`}, "fields": {summary}}), 1},
		{"shop page 2", records("products", url.Values{"page": {"2"}, "perPage": {"12"}, "sort": {"created,name"}}), 2},
		{"shop category", records("products", url.Values{"page": {"1"}, "perPage": {"12"}, "sort": {"created,name"}, "filter": {`category = "Mug"`}}), 2},
		{"shop search", records("products", url.Values{"page": {"1"}, "perPage": {"12"}, "sort": {"created,name"}, "filter": {`searchName ~ "shirt"`}}), 2},
		{"shop search in a category", records("products", url.Values{"page": {"1"}, "perPage": {"12"}, "sort": {"created,name"}, "filter": {`category = "T-shirt" && searchName ~ "shirt"`}}), 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			log.take()
			res, err := http.Get(base + tc.path)
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if res.StatusCode != http.StatusOK {
				t.Fatalf("status %d", res.StatusCode)
			}
			queries := log.take()
			if len(queries) == 0 || len(queries) > tc.queries {
				t.Errorf("%d queries, want 1 to %d:\n%s", len(queries), tc.queries, strings.Join(queries, "\n"))
			}
			for _, q := range queries {
				if m := limit.FindStringSubmatch(q); !strings.Contains(q, "COUNT(") && (m == nil || atoi(m[1]) > 12) {
					t.Errorf("reads more than a page: %s", q)
				}
				plan := testapp.QueryPlan(t, app, q, nil)
				t.Logf("%s\n  plan: %s", q, plan)
				if strings.Contains(plan, "TEMP B-TREE") || regexp.MustCompile(`SCAN (blogs|products)(;|$)`).MatchString(plan) {
					t.Errorf("plan %q of %s", plan, q)
				}
			}
		})
	}
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}
