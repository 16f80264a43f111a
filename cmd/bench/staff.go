package main

import (
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"
)

func init() { sections = append(sections, section{name: "staff", run: benchStaff, ownServer: true}) }

const (
	staffRequests    = 500 // per case, after staffWarmup
	staffWarmup      = 100
	staffConcurrency = 10
	// staffAloneRequests are made one at a time after the concurrent ones.
	staffAloneRequests = 50
	staffBudget        = 100 * time.Millisecond // p99 of every list and total
)

// staffCase is one screen of the back office, as its request.
type staffCase struct {
	name, path, token string
}

// benchStaff seeds a back office a few years old into a scratch data dir,
// serves it, and measures the staff screens at 10 concurrent staff and the
// donations CSV export of a whole year.
func benchStaff(*target) (string, error) {
	dir, err := os.MkdirTemp("", "foundation-bench-staff-")
	if err != nil {
		return "", err
	}
	log.Printf("staff: seeding %s", dir)
	data, err := seedStaff(dir, time.Now())
	if err != nil {
		os.RemoveAll(dir)
		return "", err
	}
	dbSize := int64(0)
	if fi, err := os.Stat(filepath.Join(dir, "data.db")); err == nil {
		dbSize = fi.Size()
	}
	heap := &heapWatch{}
	t, err := serve(serverBin, dir, heap)
	if err != nil {
		return "", err
	}
	defer t.stop()

	year := strconv.Itoa(data.Year)
	yearFrom, yearTo := data.yearRange()
	var b strings.Builder
	fmt.Fprintf(&b, "## Staff back office\n\nMeasured on %s: %d cores shared by the client and the server, Go %s. "+
		"Data, seeded in %s into a scratch data dir (SQLite file %.0f MB, analysed as PocketBase's nightly `PRAGMA optimize` leaves a grown database, its search indexes merged as the nightly merge leaves them): "+
		"%s donations over %d years (70%% once, 25%% monthly, 5%% weekly; card, PayPal, cheque; every status), "+
		"%s donors (`donation_users` records of %s people: donors who give again fill the form again), "+
		"%s orders (%s to ship). One person gave %d times (%d records of one email, its case varying).\n\n",
		time.Now().UTC().Format("2006-01-02"), runtime.NumCPU(), runtime.Version(), data.Took.Round(100*time.Millisecond),
		float64(dbSize)/(1<<20), thousands(data.Donations), seedYears, thousands(data.Donors), thousands(data.People),
		thousands(data.Orders), thousands(data.ToShip), topGifts, topRecords)

	// The exports first, on a fresh server: its peak memory then shows what
	// the export itself takes, not what the loads left resident.
	log.Printf("staff: exports")
	exportsReport, err := benchExports(t, heap, data)
	if err != nil {
		return "", err
	}

	cases := []staffCase{
		{name: "donations, first screen (no filter: page 1 and totals of all)", path: "/api/staff/donations", token: data.Treasurer},
		{name: "donations filtered (card, active), page 3", path: "/api/staff/donations?method=card&status=active&page=3", token: data.Treasurer},
		{name: "donations filtered (monthly, cancelled, a year), page 1", path: "/api/staff/donations?rhythm=monthly&status=cancelled&from=" + yearFrom + "&to=" + yearTo, token: data.Treasurer},
		{name: "donations, search `" + searchQ + "`", path: "/api/staff/donations?q=" + searchQ, token: data.Treasurer},
		{name: "totals of " + year, path: "/api/staff/donations?perPage=1&from=" + yearFrom + "&to=" + yearTo, token: data.Treasurer},
		{name: "orders to ship", path: "/api/staff/orders?list=to_ship", token: data.Admin},
		{name: "orders, search `" + searchQ + "`", path: "/api/staff/orders?q=" + searchQ, token: data.Admin},
		{name: "donors, first screen", path: "/api/staff/donors", token: data.Treasurer},
		{name: "donors, search `" + searchQ + "`", path: "/api/staff/donors?q=" + searchQ, token: data.Treasurer},
		{name: fmt.Sprintf("donor page (%d gifts)", topGifts), path: "/api/staff/donors/" + url.PathEscape(data.TopEmail), token: data.Treasurer},
		{name: "summary", path: "/api/staff/summary", token: data.Admin},
	}
	fmt.Fprintf(&b, "### Lists and totals at %d concurrent staff (budget: p99 under %s)\n\n", staffConcurrency, ms(staffBudget))
	fmt.Fprintf(&b, "%d requests per case after %d to warm up (both at that concurrency), gzip accepted as a browser does, each answer checked (200); "+
		"then %d more one at a time (\"alone\": what one answer costs when nobody else asks).\n\n", staffRequests, staffWarmup, staffAloneRequests)
	b.WriteString("| case | request | alone, p50 | p50 | p99 | max | budget | within budget |\n|---|---|---|---|---|---|---|---|\n")
	var missed []string
	for _, c := range cases {
		log.Printf("staff: %s", c.name)
		row, err := measureStaff(t, c)
		if err != nil {
			return "", fmt.Errorf("%s: %w", c.name, err)
		}
		fmt.Fprintf(&b, "| %s | `GET %s` | %s |\n", c.name, c.path, row)
		if strings.HasSuffix(row, "**no**") {
			missed = append(missed, c.name)
		}
	}

	b.WriteString("\nA search (`q`) of three characters or more finds its donor records or orders in a trigram index " +
		"(`donation_users_search`, `orders_search`: FTS5 over copies of the searched texts, kept by triggers) " +
		"and checks those copies with the same `LIKE` as before; a shorter search still reads every donor record or order's client. " +
		"What a search found is joined to the gifts or orders as a list, not tested with `IN (…)`, " +
		"for which SQLite would first build a temporary B-tree, each of its pages allocated from the system in this build of SQLite. " +
		"The totals of every gift, the number of people who gave and the summary's twelve months are cached figures, " +
		"forgotten whenever a gift or a donor record is saved (at most a minute old otherwise). " +
		"Staff requests take turns, as many at once as the server has cores and in the order they came " +
		"(run all at once, Go's scheduler shared the cores unevenly: some answered in 8 ms while others waited 300); " +
		"the exports, which stream for seconds, run outside the turns. " +
		"SQLite reads the database through a memory map (`mmap_size`, 256 MB) rather than its page cache, " +
		"which this build of SQLite shares between all connections behind one mutex.\n")
	if len(missed) > 0 {
		fmt.Fprintf(&b, "\n**Over budget: %s.**", strings.Join(missed, "; "))
	}
	if slices.ContainsFunc(missed, func(name string) bool { return strings.Contains(name, "search") }) {
		fmt.Fprintf(&b, " A search costs what it matches: `%s` is one of the seed's 40 last names, "+
			"so it matches about 1 donor record in 40: some 750 records of 600 people, and some 2,600 gifts. "+
			"The donations search adds those gifts up and sorts them; the donors search looks up each person's last gift "+
			"(donor_last_gifts) and adds up the gifts of the page's twenty people only. "+
			"Finding the donor records in the trigram index takes about 1.5 ms. "+
			"At 10 staff at once on 2 cores shared with the client, a request's few milliseconds queue behind the others'; "+
			"a more selective search (a full name, an email) matches far fewer gifts.", searchQ)
	}
	if len(missed) > 0 {
		b.WriteString("\n")
	}
	b.WriteString(exportsReport)
	b.WriteString("\nRun: `make bench` (every section), or this section alone on a built server: " +
		"`go build -o bin/foundation ./cmd/foundation && go run ./cmd/bench -only staff`.\n")
	return b.String(), nil
}

// benchExports downloads the donations CSV of a month, of a year and of
// everything (twice), then the payments ledger's the same way, and reports
// time, size and the server's memory.
func benchExports(t *target, heap *heapWatch, data staffData) (string, error) {
	yearFrom, yearTo := data.yearRange()
	exports, err := runExports(t, heap, data, "/api/staff/exports/donations.csv?")
	if err != nil {
		return "", err
	}
	month, full, all, again := exports[0].r, exports[1].r, exports[2].r, exports[3].r
	yearCount, err := donationCount(t, data.Treasurer, yearFrom, yearTo)
	if err != nil {
		return "", err
	}

	var b strings.Builder
	b.WriteString("\n### Donations CSV export (`GET /api/staff/exports/donations.csv`, one request alone, on the fresh server)\n\n")
	b.WriteString("Memory of the server process: its resident set (`VmRSS`) before each export and its peak (`VmHWM`, reset just before) during it; " +
		"and the largest Go heap its garbage collector reported during the export (`GODEBUG=gctrace=1`).\n\n")
	writeExportRows(&b, exports)
	constant := streamed(full, all, again)
	fmt.Fprintf(&b, "\nThe whole history has %.1f× the year's rows; the Go heap peaks at %s against the year's %s, "+
		"and exporting it all a second time peaks at %s of resident memory against %s the first time: ",
		float64(all.Rows)/float64(max(full.Rows, 1)), all.heap(), full.heap(), mb(again.Peak), mb(all.Peak))
	if constant {
		fmt.Fprintf(&b, "**the export streams in constant memory**. The resident set grows over the first exports (%s for the month, %s for the year) "+
			"as the pages of the database file the exports read join the server's memory map of it (at most its 256 MB `mmap_size`: "+
			"pages of the file the kernel caches, not the Go heap) and then stays; "+
			"the rows themselves are read a batch at a time and flushed batch by batch.", mb(month.Peak), mb(full.Peak))
	} else {
		b.WriteString("**memory grows with the export**.")
	}
	fmt.Fprintf(&b, " Rows exported for the year: %s; the year's count in the donations list: %s (%s).\n",
		thousands(full.Rows), thousands(yearCount), map[bool]string{true: "all of them", false: "**mismatch**"}[full.Rows == yearCount])

	payments, err := benchPaymentsExport(t, heap, data)
	return b.String() + payments, err
}

// benchPaymentsExport downloads the payments ledger (international format)
// of a month, a year and everything, twice, as benchExports does the donations.
func benchPaymentsExport(t *target, heap *heapWatch, data staffData) (string, error) {
	exports, err := runExports(t, heap, data, "/api/staff/exports/payments.csv?format=intl&")
	if err != nil {
		return "", err
	}
	full, all, again := exports[1].r, exports[2].r, exports[3].r
	var b strings.Builder
	b.WriteString("\n### Payments CSV export (`GET /api/staff/exports/payments.csv?format=intl`, the ledger: one row per money movement, one request alone)\n\n")
	writeExportRows(&b, exports)
	fmt.Fprintf(&b, "\nThe whole ledger has %.1f× the year's rows; the Go heap peaks at %s against the year's %s: %s\n",
		float64(all.Rows)/float64(max(full.Rows, 1)), all.heap(), full.heap(),
		map[bool]string{true: "**the export streams in constant memory** (keyset pages of 500 rows, flushed as they go).", false: "**memory grows with the export**."}[streamed(full, all, again)])
	return b.String(), nil
}

// exportCase is one export a benchmark downloads: a range of the seeded years, and what it measured.
type exportCase struct {
	name, query string
	r           exportResult
}

// runExports downloads path (ending in ? or &) for January, the year, everything and everything again.
func runExports(t *target, heap *heapWatch, data staffData, path string) ([]exportCase, error) {
	year := strconv.Itoa(data.Year)
	yearFrom, yearTo := data.yearRange()
	exports := []exportCase{{name: "January " + year, query: "from=" + year + "-01-01&to=" + year + "-01-31"}, {name: "the year " + year, query: "from=" + yearFrom + "&to=" + yearTo},
		{name: fmt.Sprintf("everything (%d years)", seedYears)}, {name: "everything, again"}}
	for i, e := range exports {
		var err error
		if exports[i].r, err = exportCSV(t, heap, data.Treasurer, path+e.query); err != nil {
			return nil, err
		}
	}
	return exports, nil
}

func writeExportRows(b *strings.Builder, exports []exportCase) {
	b.WriteString("| range | rows | bytes | time | rows/s | RSS before | RSS peak | Go heap peak |\n|---|---|---|---|---|---|---|---|\n")
	for _, e := range exports {
		fmt.Fprintf(b, "| %s | %s | %.1f MB | %s | %s | %s | %s | %s |\n", e.name, thousands(e.r.Rows), float64(e.r.Bytes)/(1<<20),
			e.r.Took.Round(time.Millisecond), thousands(int(float64(e.r.Rows)/e.r.Took.Seconds())), mb(e.r.RSSBefore), mb(e.r.Peak), e.r.heap())
	}
}

// streamed reports whether exporting everything kept the year's heap, and a second time the first time's memory.
func streamed(year, all, again exportResult) bool {
	return all.HeapSeen && year.HeapSeen && all.Heap <= year.Heap+2 && again.Peak <= all.Peak*21/20
}

// measureStaff loads one case and returns its table cells after the request.
func measureStaff(t *target, c staffCase) (string, error) {
	status, body, err := staffGet(t, c)
	if err != nil {
		return "", err
	}
	if status != http.StatusOK {
		return "", fmt.Errorf("status %d: %.300s", status, body)
	}
	// Warm up at the measured concurrency: every pooled database connection
	// then has its page cache, as on a server in use.
	get := getter(t.BaseURL+c.path, c.token)
	if w := runLoad(staffWarmup, staffConcurrency, get); w.Failures > 0 {
		return "", fmt.Errorf("%d of %d warm-up requests failed", w.Failures, w.Requests)
	}
	r := runLoad(staffRequests, staffConcurrency, get)
	if r.Failures > 0 {
		return "", fmt.Errorf("%d of %d requests failed", r.Failures, r.Requests)
	}
	// The same request with nobody else asking: what one answer costs, which
	// the concurrent figures multiply by the queue on the machine's cores.
	alone := runLoad(staffAloneRequests, 1, get)
	if alone.Failures > 0 {
		return "", fmt.Errorf("%d of %d requests alone failed", alone.Failures, alone.Requests)
	}
	verdict := "yes"
	if r.P99 >= staffBudget {
		verdict = "**no**"
	}
	return fmt.Sprintf("%s | %s | %s | %s | %s | %s", ms(alone.P50), ms(r.P50), ms(r.P99), ms(r.Max), ms(staffBudget), verdict), nil
}

func staffGet(t *target, c staffCase) (int, []byte, error) {
	req, _ := http.NewRequest(http.MethodGet, t.BaseURL+c.path, nil)
	req.Header.Set("Authorization", c.token)
	res, err := client.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	return res.StatusCode, body, err
}

// donationCount is the count of donations created within [from, to] as the list's totals say.
func donationCount(t *target, token, from, to string) (int, error) {
	status, body, err := staffGet(t, staffCase{path: "/api/staff/donations?perPage=1&from=" + from + "&to=" + to, token: token})
	if err != nil || status != http.StatusOK {
		return 0, fmt.Errorf("totals: status %d %v: %.300s", status, err, body)
	}
	var list struct {
		Totals struct {
			Count int `json:"count"`
		} `json:"totals"`
	}
	return list.Totals.Count, json.Unmarshal(body, &list)
}

type exportResult struct {
	Rows            int
	Bytes           int64
	Took            time.Duration
	RSSBefore, Peak int64 // kB
	Heap            int   // MB, the largest Go heap a collection reported
	HeapSeen        bool  // whether a collection ran during the export
}

func (r exportResult) heap() string {
	if !r.HeapSeen {
		return "no collection ran"
	}
	return fmt.Sprintf("%d MB", r.Heap)
}

// exportDonations downloads the donations CSV of [from, to] and reads the
// server's memory around it.
// exportCSV downloads one CSV export of path alone and reports its rows,
// bytes, time and the server's memory meanwhile.
func exportCSV(t *target, heap *heapWatch, token, path string) (exportResult, error) {
	pid := t.cmd.Process.Pid
	heap.take()
	if err := os.WriteFile(fmt.Sprintf("/proc/%d/clear_refs", pid), []byte("5"), 0); err != nil {
		return exportResult{}, fmt.Errorf("resetting the peak memory: %w", err)
	}
	var r exportResult
	var err error
	if r.RSSBefore, err = procStatus(pid, "VmRSS"); err != nil {
		return r, err
	}
	start := time.Now()
	req, _ := http.NewRequest(http.MethodGet, t.BaseURL+path, nil)
	req.Header.Set("Authorization", token)
	res, err := client.Do(req)
	if err != nil {
		return r, err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		body, _ := io.ReadAll(res.Body)
		return r, fmt.Errorf("export: status %d: %.300s", res.StatusCode, body)
	}
	counted := &countingReader{r: res.Body}
	rows := csv.NewReader(counted)
	rows.ReuseRecord = true
	for {
		if _, err := rows.Read(); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			return r, err
		}
		r.Rows++
	}
	r.Rows-- // the header
	r.Took, r.Bytes = time.Since(start), counted.n
	time.Sleep(100 * time.Millisecond) // the last trace lines cross a pipe
	r.Heap, r.HeapSeen = heap.take()
	r.Peak, err = procStatus(pid, "VmHWM")
	return r, err
}

type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// procStatus reads a kB figure of /proc/<pid>/status (VmRSS, VmHWM).
func procStatus(pid int, field string) (int64, error) {
	status, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, err
	}
	for _, line := range strings.Split(string(status), "\n") {
		if v, ok := strings.CutPrefix(line, field+":"); ok {
			return strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
		}
	}
	return 0, fmt.Errorf("no %s in /proc/%d/status", field, pid)
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d)/float64(time.Millisecond)) }

func mb(kB int64) string { return fmt.Sprintf("%.1f MB", float64(kB)/1024) }

// thousands writes n with a comma every three digits.
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0 && s[i-1] != '-'; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
