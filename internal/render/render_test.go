package render

import (
	"errors"
	"runtime"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

// script is a server render with loadPage's and renderPage's contract: a
// page's load reads /api/… through fetch (a document's 404 is the page's),
// "throw" and "loop" in the address make the render fail or never end,
// "waits" makes the load wait on something other than a read, and count
// says how many pages the engine rendered since it started.
const script = `
var count = 0;
var read = null;
globalThis.pagesReady = Promise.resolve();
globalThis.loadPage = async function (url) {
  read = null;
  if (url === "/waits") await new Promise(function () {});
  if (url.indexOf("/blog") === 0) {
    var res = await fetch("/api" + url);
    if (res.status === 404) return JSON.stringify({ status: 404, main: -1, queries: [] });
    read = await res.json();
    return JSON.stringify({ status: 200, main: 0, queries: [[["blog"], read]] });
  }
  return JSON.stringify({ status: 200, main: -1, queries: [] });
};
globalThis.renderPage = function (url) {
  count++;
  if (url === "/throw") throw new Error("a component failed");
  if (url === "/loop") for (;;) {}
  return "<main>" + url + " " + (read === null ? "no data" : read.title) + " #" + count + "</main>";
};
`

// fetch answers /api/blog/{id} with an article, 404 for "gone".
func fetch(path string) (int, []byte) {
	if path == "/api/blog/gone" {
		return 404, []byte(`{"status":404}`)
	}
	return 200, []byte(`{"title":"Read from ` + path + `"}`)
}

// html is what r renders at url, or the error.
func html(r *Renderer, url string) (string, error) {
	page, err := r.Page(url)
	return page.HTML, err
}

func TestLoadsAndRendersPagesWithTheirData(t *testing.T) {
	r, err := New([]byte(script), Config{Engines: 1, Fetch: fetch})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		url                 string
		status              int
		main, queries, want string
	}{
		{"/about", 200, "", "[]", "<main>/about no data #1</main>"},
		{"/blog/a1?page=2", 200, `{"title":"Read from /api/blog/a1?page=2"}`, `[[["blog"],{"title":"Read from /api/blog/a1?page=2"}]]`, "<main>/blog/a1?page=2 Read from /api/blog/a1?page=2 #2</main>"},
		{"/blog/gone", 404, "", "[]", ""},
	} {
		page, err := r.Page(c.url)
		if err != nil || page.Status != c.status || string(page.Main) != c.main || string(page.Queries) != c.queries || page.HTML != c.want {
			t.Errorf("%s: %+v, %v; want %d %s %s %q", c.url, page, err, c.status, c.main, c.queries, c.want)
		}
	}
}

// A load that waits on anything but the server's reads never settles in the
// engine: it is an error, not a page rendered without its data.
func TestALoadWaitingOnSomethingElseFails(t *testing.T) {
	r, err := New([]byte(script), Config{Engines: 1, Fetch: fetch})
	if err != nil {
		t.Fatal(err)
	}
	if page, err := r.Page("/waits"); err == nil || page.Status != 0 {
		t.Errorf("%+v, %v", page, err)
	}
}

// A render that throws, or never ends, is an error; the next render runs in
// a fresh engine (its count starts again), not in what the failure left.
func TestAFailedRenderIsAnErrorAndTheNextStartsClean(t *testing.T) {
	r, err := New([]byte(script), Config{Engines: 1})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := html(r, "/about"); err != nil {
		t.Fatal(err)
	}
	for _, url := range []string{"/throw", "/loop"} {
		started := time.Now()
		if _, err := html(r, url); err == nil || !strings.Contains(err.Error(), url) {
			t.Errorf("%s: error %v", url, err)
		}
		if took := time.Since(started); took > renderTimeout+time.Second {
			t.Errorf("%s held the engine %v", url, took)
		}
		if got, err := html(r, "/about"); err != nil || got != "<main>/about no data #1</main>" {
			t.Errorf("after %s: %q, %v", url, got, err)
		}
	}
}

// A broken build stops the server at start-up, not at the first visit.
func TestABrokenScriptIsRefusedAtStart(t *testing.T) {
	for name, s := range map[string]string{
		"syntax":          "globalThis.renderPage = function (",
		"no renderPage":   "globalThis.pagesReady = Promise.resolve(); globalThis.loadPage = function () {};",
		"no loadPage":     "globalThis.pagesReady = Promise.resolve(); globalThis.renderPage = function () {};",
		"pages not ready": "globalThis.pagesReady = Promise.reject(new Error('a chunk is missing')); globalThis.renderPage = function () { return '' }; globalThis.loadPage = function () {};",
		"throws at load":  "throw new Error('boom')",
	} {
		if _, err := New([]byte(s), Config{}); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// A build without a server render (the Go tests' stand-in apps) has no renderer.
func TestFromDist(t *testing.T) {
	if r, err := FromDist(fstest.MapFS{}, Config{}); r != nil || err != nil {
		t.Errorf("no script: %v, %v", r, err)
	}
	r, err := FromDist(fstest.MapFS{ScriptPath: {Data: []byte(script)}}, Config{})
	if err != nil || r == nil {
		t.Fatalf("%v, %v", r, err)
	}
	if got, _ := html(r, "/"); got != "<main>/ no data #1</main>" {
		t.Errorf("rendered %q", got)
	}
}

// A page that failed is not rendered again for a while: each visit would
// otherwise start a fresh engine. Past that time it is tried again.
func TestAFailingPageIsRememberedForAWhile(t *testing.T) {
	now := time.Date(2026, 12, 2, 10, 0, 0, 0, time.UTC)
	r, err := New([]byte(script), Config{Engines: 1, FailureMemory: time.Minute, Now: func() time.Time { return now }})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := html(r, "/throw"); err == nil || errors.Is(err, ErrFailing) {
		t.Fatalf("first failure: %v", err)
	}
	if _, err := html(r, "/about"); err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if _, err := html(r, "/throw"); !errors.Is(err, ErrFailing) {
			t.Fatalf("within the minute: %v, want ErrFailing", err)
		}
	}
	// The engine the failure replaced was started once: the count goes on from the /about after it.
	if got, _ := html(r, "/about"); got != "<main>/about no data #2</main>" {
		t.Errorf("the failures restarted the engine: %q", got)
	}
	now = now.Add(time.Minute)
	if _, err := html(r, "/throw"); err == nil || errors.Is(err, ErrFailing) {
		t.Errorf("after the minute: %v, want a fresh try", err)
	}
}

// A page waits for a free engine only so long: while the only engine is held
// by a render that never ends, another page is answered ErrBusy.
func TestAPageWaitsForAnEngineOnlySoLong(t *testing.T) {
	r, err := New([]byte(script), Config{Engines: 1, Wait: 10 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	looping := make(chan error)
	go func() { _, err := html(r, "/loop"); looping <- err }()
	for len(r.idle) > 0 { // until the loop holds the engine
		runtime.Gosched()
	}
	if _, err := html(r, "/about"); !errors.Is(err, ErrBusy) {
		t.Errorf("with the engine held: %v, want ErrBusy", err)
	}
	<-looping
	if _, err := html(r, "/about"); err != nil {
		t.Errorf("once free: %v", err)
	}
}

// Several engines render at once: a page renders while another engine is held.
func TestEnginesRenderSideBySide(t *testing.T) {
	r, err := New([]byte(script), Config{Engines: 2, Wait: 10 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	looping := make(chan error)
	go func() { _, err := html(r, "/loop"); looping <- err }()
	for len(r.idle) > 1 {
		runtime.Gosched()
	}
	if got, err := html(r, "/about"); err != nil || got != "<main>/about no data #1</main>" {
		t.Errorf("beside the held engine: %q, %v", got, err)
	}
	<-looping
}
