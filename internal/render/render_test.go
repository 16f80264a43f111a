package render

import (
	"errors"
	"runtime"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

// script is a server render with renderPage's contract; "throw" and "loop"
// in the address make it fail or never end, and count says how many pages
// the engine rendered since it started.
const script = `
var count = 0;
globalThis.pagesReady = Promise.resolve();
globalThis.renderPage = function (url, data) {
  count++;
  if (url === "/throw") throw new Error("a component failed");
  if (url === "/loop") for (;;) {}
  return "<main>" + url + " " + (data === null ? "no data" : JSON.parse(data).key) + " #" + count + "</main>";
};
`

func TestRendersPagesWithTheirData(t *testing.T) {
	r, err := New([]byte(script), Config{Engines: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		url  string
		data []byte
		want string
	}{
		{"/about", nil, "<main>/about no data #1</main>"},
		{"/blog?page=2", []byte(`{"key":"blogs.list","data":{}}`), "<main>/blog?page=2 blogs.list #2</main>"},
	} {
		if got, err := r.Page(c.url, c.data); err != nil || got != c.want {
			t.Errorf("%s: %q, %v; want %q", c.url, got, err, c.want)
		}
	}
}

// A render that throws, or never ends, is an error; the next render runs in
// a fresh engine (its count starts again), not in what the failure left.
func TestAFailedRenderIsAnErrorAndTheNextStartsClean(t *testing.T) {
	r, err := New([]byte(script), Config{Engines: 1})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Page("/about", nil); err != nil {
		t.Fatal(err)
	}
	for _, url := range []string{"/throw", "/loop"} {
		started := time.Now()
		if _, err := r.Page(url, nil); err == nil || !strings.Contains(err.Error(), url) {
			t.Errorf("%s: error %v", url, err)
		}
		if took := time.Since(started); took > renderTimeout+time.Second {
			t.Errorf("%s held the engine %v", url, took)
		}
		if got, err := r.Page("/about", nil); err != nil || got != "<main>/about no data #1</main>" {
			t.Errorf("after %s: %q, %v", url, got, err)
		}
	}
}

// A broken build stops the server at start-up, not at the first visit.
func TestABrokenScriptIsRefusedAtStart(t *testing.T) {
	for name, s := range map[string]string{
		"syntax":          "globalThis.renderPage = function (",
		"no renderPage":   "globalThis.pagesReady = Promise.resolve();",
		"pages not ready": "globalThis.pagesReady = Promise.reject(new Error('a chunk is missing')); globalThis.renderPage = function () { return '' };",
		"throws at load":  "throw new Error('boom')",
	} {
		if _, err := New([]byte(s), Config{}); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// A build without a server render (the Go tests' stand-in apps) has no renderer.
func TestFromDist(t *testing.T) {
	if r, err := FromDist(fstest.MapFS{}); r != nil || err != nil {
		t.Errorf("no script: %v, %v", r, err)
	}
	r, err := FromDist(fstest.MapFS{ScriptPath: {Data: []byte(script)}})
	if err != nil || r == nil {
		t.Fatalf("%v, %v", r, err)
	}
	if got, _ := r.Page("/", nil); got != "<main>/ no data #1</main>" {
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
	if _, err := r.Page("/throw", nil); err == nil || errors.Is(err, ErrFailing) {
		t.Fatalf("first failure: %v", err)
	}
	if _, err := r.Page("/about", nil); err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if _, err := r.Page("/throw", nil); !errors.Is(err, ErrFailing) {
			t.Fatalf("within the minute: %v, want ErrFailing", err)
		}
	}
	// The engine the failure replaced was started once: the count goes on from the /about after it.
	if got, _ := r.Page("/about", nil); got != "<main>/about no data #2</main>" {
		t.Errorf("the failures restarted the engine: %q", got)
	}
	now = now.Add(time.Minute)
	if _, err := r.Page("/throw", nil); err == nil || errors.Is(err, ErrFailing) {
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
	go func() { _, err := r.Page("/loop", nil); looping <- err }()
	for len(r.idle) > 0 { // until the loop holds the engine
		runtime.Gosched()
	}
	if _, err := r.Page("/about", nil); !errors.Is(err, ErrBusy) {
		t.Errorf("with the engine held: %v, want ErrBusy", err)
	}
	<-looping
	if _, err := r.Page("/about", nil); err != nil {
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
	go func() { _, err := r.Page("/loop", nil); looping <- err }()
	for len(r.idle) > 1 {
		runtime.Gosched()
	}
	if got, err := r.Page("/about", nil); err != nil || got != "<main>/about no data #1</main>" {
		t.Errorf("beside the held engine: %q, %v", got, err)
	}
	<-looping
}
