package render

import (
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
	r, err := New([]byte(script))
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
	r, err := New([]byte(script))
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
		if _, err := New([]byte(s)); err == nil {
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
