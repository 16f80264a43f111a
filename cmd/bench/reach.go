package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"

	"foundation/internal/schema"
)

func init() { sections = append(sections, section{name: "reach", run: benchReach}) }

// reachRoutes are the public pages as a visitor reaches them (an article and a
// product from the demo content, the donor space's sign-in), as in
// web/e2e/accessibility.spec.ts, in English and in French (issue 40: both
// sites keep the same budgets).
var reachRoutes = inBothLanguages("/", "/about", "/projects", "/blog", "/blog/seedblog0000002", "/shop", "/product/seedprod0000001",
	"/cart", "/checkout", "/donation", "/don/cheque-sended", "/contact", "/payement/success", "/donor")

// inBothLanguages lists the English pages, then the same pages on the French site.
func inBothLanguages(paths ...string) []string {
	both := slices.Clone(paths)
	for _, p := range paths {
		both = append(both, "/fr"+p)
	}
	return both
}

const (
	lighthouseRuns        = 3
	performanceBudget     = 99
	otherCategoriesBudget = 100
)

// lighthouseResult is one line of web/bench/lighthouse.mjs: the median run of a page.
type lighthouseResult struct {
	URL           string   `json:"url"`
	Performance   int      `json:"performance"`
	Accessibility int      `json:"accessibility"`
	BestPractices int      `json:"bestPractices"`
	SEO           int      `json:"seo"`
	FCPMs         float64  `json:"fcpMs"`
	LCPMs         float64  `json:"lcpMs"`
	TBTMs         float64  `json:"tbtMs"`
	CLS           float64  `json:"cls"`
	Failed        []string `json:"failed"`
}

// withinBudget judges a page's scores; the SEO of a page kept out of search
// engines on purpose is not judged (Lighthouse counts its noindex against it).
func (r lighthouseResult) withinBudget(keptOutOfSearch bool) bool {
	return r.Performance >= performanceBudget && r.Accessibility >= otherCategoriesBudget &&
		r.BestPractices >= otherCategoriesBudget && (keptOutOfSearch || r.SEO >= otherCategoriesBudget)
}

// keptOutOfSearch is the donor space's sign-in: private, as internal/pages
// routes it, it tells search engines not to index it.
func keptOutOfSearch(route string) bool { return strings.TrimPrefix(route, "/fr") == "/donor" }

// benchReach runs Lighthouse (mobile, default simulated throttling, median of
// three) on every public page, and measures each page's first load.
func benchReach(t *target) (string, error) {
	urls := make([]string, len(reachRoutes))
	for i, route := range reachRoutes {
		urls[i] = t.BaseURL + route
	}
	if err := warmPictures(t); err != nil {
		return "", err
	}
	results, err := lighthouse(urls)
	if err != nil {
		return "", err
	}

	var b strings.Builder
	fmt.Fprintf(&b, "## Reach\n\n### Lighthouse, mobile (budget: performance ≥ %d, accessibility, best practices and SEO %d)\n\n", performanceBudget, otherCategoriesBudget)
	fmt.Fprintf(&b, "Lighthouse %s's mobile preset with its default simulated throttling (slow 4G, 4× CPU slowdown) in Debian's Chromium, "+
		"the median of %d runs per page, against the freshly seeded server, once every picture's thumbnails exist "+
		"(the server makes a thumbnail on its first request, once in a site's life: measured, that work would share the cores with the browser).\n\n", lighthouseVersion(), lighthouseRuns)
	b.WriteString("| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | within budget |\n|---|---|---|---|---|---|---|---|---|---|\n")
	var misses []string
	for i, r := range results {
		verdict, seo := "yes", strconv.Itoa(r.SEO)
		if keptOutOfSearch(reachRoutes[i]) {
			seo += " (noindex on purpose, not judged)"
		}
		if !r.withinBudget(keptOutOfSearch(reachRoutes[i])) {
			verdict = "**no**"
			misses = append(misses, fmt.Sprintf("- `%s`: %s", reachRoutes[i], strings.Join(r.Failed, "; ")))
		}
		fmt.Fprintf(&b, "| `%s` | %d | %d | %d | %s | %.2f s | %.2f s | %.0f ms | %.3f | %s |\n", reachRoutes[i],
			r.Performance, r.Accessibility, r.BestPractices, seo, r.FCPMs/1000, r.LCPMs/1000, r.TBTMs, r.CLS, verdict)
	}
	if len(misses) > 0 {
		b.WriteString("\nWhat costs the points where a page misses its budget (Lighthouse's failed audits, median run):\n\n")
		b.WriteString(strings.Join(misses, "\n") + "\n")
	}

	b.WriteString("\n### First load of every public page (gzip JS + CSS before any interaction)\n\n")
	b.WriteString(firstLoadTableHead)
	for _, route := range reachRoutes {
		r, err := firstLoad(t.BaseURL + route)
		if err != nil {
			return "", err
		}
		b.WriteString(firstLoadRow(route, r))
	}
	b.WriteString("\nRun: `make bench` (every section), or this section alone on a built server: " +
		"`make build && go run ./cmd/bench -only reach`.\n")
	return b.String(), nil
}

// lighthouse runs web/bench/lighthouse.mjs on urls, one Chromium for all.
func lighthouse(urls []string) ([]lighthouseResult, error) {
	cmd := exec.Command("node", append([]string{"bench/lighthouse.mjs"}, urls...)...)
	cmd.Dir = "web"
	cmd.Env = append(os.Environ(), fmt.Sprintf("LIGHTHOUSE_RUNS=%d", lighthouseRuns))
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("lighthouse: %w", err)
	}
	var results []lighthouseResult
	lines := bufio.NewScanner(bytes.NewReader(out))
	for lines.Scan() {
		var r lighthouseResult
		if err := json.Unmarshal(lines.Bytes(), &r); err != nil {
			return nil, fmt.Errorf("lighthouse output %q: %w", lines.Text(), err)
		}
		results = append(results, r)
	}
	if len(results) != len(urls) {
		return nil, fmt.Errorf("lighthouse measured %d pages of %d", len(results), len(urls))
	}
	return results, nil
}

// lighthouseVersion is the installed package's version, for the report.
func lighthouseVersion() string {
	raw, err := os.ReadFile("web/node_modules/lighthouse/package.json")
	var pkg struct {
		Version string `json:"version"`
	}
	if err != nil || json.Unmarshal(raw, &pkg) != nil {
		return "(unknown version)"
	}
	return pkg.Version
}

// pictureFields are the image fields of the demo content, by collection
// (internal/schema), and thumbSizes the thumbnails the pages ask for.
var (
	pictureFields = map[string][]string{"blogs": {"image", "authorPhoto"}, "products": {"galleries"}}
	thumbSizes    = []string{"100x100", "400x300", "800x600", schema.PhoneCoverThumb, schema.ArticleCoverThumb}
)

// warmPictures asks once for every thumbnail of every picture of the demo content.
func warmPictures(t *target) error {
	for collection, fields := range pictureFields {
		path := "/api/collections/" + collection + "/records?perPage=200"
		status, body, err := staffGet(t, staffCase{path: path}) // anonymous: the public lists
		if err != nil || status != http.StatusOK {
			return fmt.Errorf("GET %s: status %d %v", path, status, err)
		}
		var list struct {
			Items []map[string]any `json:"items"`
		}
		if err := json.Unmarshal(body, &list); err != nil {
			return err
		}
		for _, record := range list.Items {
			for _, field := range fields {
				for _, file := range fileNames(record[field]) {
					for _, size := range thumbSizes {
						thumb := fmt.Sprintf("%s/api/files/%s/%s/%s?thumb=%s", t.BaseURL, collection, record["id"], url.PathEscape(file), size)
						if err := getter(thumb, "")(0); err != nil {
							return fmt.Errorf("%s: %w", thumb, err)
						}
					}
				}
			}
		}
	}
	return nil
}

// fileNames reads a file field's value: one name, or a list of them.
func fileNames(value any) []string {
	switch v := value.(type) {
	case string:
		if v != "" {
			return []string{v}
		}
	case []any:
		var names []string
		for _, name := range v {
			if s, ok := name.(string); ok {
				names = append(names, s)
			}
		}
		return names
	}
	return nil
}
