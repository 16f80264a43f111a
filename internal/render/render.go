// Package render runs the web app's server render (web/src/server.tsx, built by
// `vite build --ssr` into dist/.vite/render/server.js) in an embedded
// JavaScript engine: the pages the server sends with content are the React
// components' own markup, which the app then hydrates, and no Go copy of that
// markup exists. A page's data are read by the bundle too (loadPage: the
// same requests as the app's hooks make, answered by Config.Fetch through the
// server's own router), so one source says what a page reads.
package render

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"runtime"
	"sync"
	"time"

	"github.com/dop251/goja"
	"github.com/dop251/goja_nodejs/require"
	"github.com/dop251/goja_nodejs/url"
)

// ScriptPath is where the build leaves the server render, beside Vite's
// manifest: read by the server, never served.
const ScriptPath = ".vite/render/server.js"

// renderTimeout stops a render that would never end (a loop in a component)
// instead of holding the engine, and every page waiting on it, forever.
const renderTimeout = 2 * time.Second

// Renderer renders pages on a few engines at once (one per core by default):
// an engine runs one script at a time, and the pages it renders are kept
// (internal/pages' page cache), so renders are rare, but a crawler or a
// campaign's first visitors miss many pages at once.
type Renderer struct {
	program *goja.Program
	config  Config

	// idle holds one slot per engine; nil is an engine not started yet, or
	// replaced after a failed render (started on its next use).
	idle chan *engine

	mu     sync.Mutex
	failed map[string]time.Time // address → until when it is not rendered again
}

// Config says how many engines render, and how long a page waits for one.
// A zero field takes its default.
type Config struct {
	Engines int // default: the cores the process may use
	// Wait bounds how long a page waits for a free engine; past it the page
	// goes without its render (ErrBusy), as when a render fails.
	Wait time.Duration // default 500 ms
	// FailureMemory is how long an address whose render failed is answered
	// ErrFailing at once, instead of starting a fresh engine on every visit.
	FailureMemory time.Duration // default 30 s
	Now           func() time.Time
	// Fetch answers the GET requests a page's loader makes (a path with
	// its query, "/api/collections/blogs/records?page=1…") as the server
	// answers a guest: the status and the body. nil answers every request 503.
	Fetch func(path string) (status int, body []byte)
}

var (
	// ErrBusy: every engine stayed busy for Config.Wait.
	ErrBusy = errors.New("every render engine is busy")
	// ErrFailing: the address's render failed less than Config.FailureMemory ago.
	ErrFailing = errors.New("this page failed to render a moment ago")
)

func (c Config) withDefaults() Config {
	if c.Engines <= 0 {
		c.Engines = runtime.GOMAXPROCS(0)
	}
	if c.Wait <= 0 {
		c.Wait = 500 * time.Millisecond
	}
	if c.FailureMemory <= 0 {
		c.FailureMemory = 30 * time.Second
	}
	if c.Now == nil {
		c.Now = time.Now
	}
	if c.Fetch == nil {
		c.Fetch = func(string) (int, []byte) { return 503, []byte(`{"status":503,"message":"No server to read from."}`) }
	}
	return c
}

type engine struct {
	vm         *goja.Runtime
	load, page goja.Callable
}

// FromDist is the renderer of the built app in dist, or nil when the build has
// none (the Go tests' stand-in apps): pages are then sent with the layout
// alone, for the app to render, as before it started.
func FromDist(dist fs.FS, config Config) (*Renderer, error) {
	script, err := fs.ReadFile(dist, ScriptPath)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return New(script, config)
}

// New compiles script and starts one engine, so that a broken build stops
// the server at start-up rather than at the first visit; the others start on
// their first use.
func New(script []byte, config Config) (*Renderer, error) {
	program, err := goja.Compile("server.js", string(script), true)
	if err != nil {
		return nil, fmt.Errorf("the server render does not compile: %w", err)
	}
	config = config.withDefaults()
	r := &Renderer{program: program, config: config, idle: make(chan *engine, config.Engines), failed: map[string]time.Time{}}
	first, err := r.start()
	if err != nil {
		return nil, err
	}
	r.idle <- first
	for range config.Engines - 1 {
		r.idle <- nil
	}
	return r, nil
}

// start runs the script in a new engine; the script sets loadPage,
// renderPage and pagesReady, the promise of every page's code, settled once
// the script's jobs have run (when RunProgram returns).
func (r *Renderer) start() (*engine, error) {
	vm := goja.New()
	new(require.Registry).Enable(vm)
	url.Enable(vm) // the app and its libraries make URLs (query strings, files' addresses)
	if _, err := vm.RunString(browserGlobals); err != nil {
		return nil, err
	}
	fetch := r.config.Fetch
	if err := vm.Set("serverFetch", func(path string) map[string]any {
		status, body := fetch(path)
		return map[string]any{"status": status, "body": string(body)}
	}); err != nil {
		return nil, err
	}
	if _, err := vm.RunString(fetchGlobal); err != nil {
		return nil, err
	}
	if _, err := vm.RunProgram(r.program); err != nil {
		return nil, fmt.Errorf("the server render does not start: %w", err)
	}
	ready, ok := vm.Get("pagesReady").Export().(*goja.Promise)
	if !ok || ready.State() != goja.PromiseStateFulfilled {
		var reason any
		if ok {
			reason = ready.Result()
		}
		return nil, fmt.Errorf("the server render did not load its pages: %v", reason)
	}
	page, ok := goja.AssertFunction(vm.Get("renderPage"))
	if !ok {
		return nil, errors.New("the server render has no renderPage")
	}
	load, ok := goja.AssertFunction(vm.Get("loadPage"))
	if !ok {
		return nil, errors.New("the server render has no loadPage")
	}
	return &engine{vm: vm, load: load, page: page}, nil
}

// fetchGlobal is the fetch a page's loader reads with: a GET answered at
// once by Config.Fetch (serverFetch), so that a loader whose every await is
// such a read settles within the call that started it (goja runs the
// promises' jobs as the outermost call returns). Anything else is refused:
// a render reads, and reads what any guest may.
const fetchGlobal = `
globalThis.fetch = function (input, init) {
  var method = (init && init.method) || "GET";
  if (method !== "GET") return Promise.reject(new TypeError("the server render only reads"));
  var answer = serverFetch(String(input));
  var body = answer.body;
  return Promise.resolve({
    ok: answer.status >= 200 && answer.status < 300,
    status: answer.status,
    statusText: "",
    json: function () {
      try { return Promise.resolve(JSON.parse(body)); } catch (e) { return Promise.reject(e); }
    },
    text: function () { return Promise.resolve(body); },
  });
};
`

// browserGlobals are what React's server renderer names when it loads, and
// never calls in renderToString, and a console that writes nowhere (a render's
// failure comes back as Page's error).
const browserGlobals = `
var nothing = function () {};
globalThis.console = { log: nothing, info: nothing, warn: nothing, error: nothing, debug: nothing };
globalThis.setTimeout = nothing;
globalThis.clearTimeout = nothing;
globalThis.queueMicrotask = nothing;
globalThis.MessageChannel = function () { this.port1 = {}; this.port2 = { postMessage: nothing }; };
globalThis.TextEncoder = function () {};
globalThis.TextEncoder.prototype.encode = function (text) { return text; };
globalThis.AbortController = function () {
  this.signal = { aborted: false, addEventListener: nothing, removeEventListener: nothing };
  this.abort = nothing;
};
`

// Page is what the server sends of a page: what its loader read, and the
// app's render of it.
type Page struct {
	// Status is the loader's: 200, or 404 for a document that does not exist
	// (the page is then not rendered: HTML is "").
	Status int `json:"status"`
	// Main is what the page is about, for its head: the article, the product,
	// the campaign, the blog list's page, the shop's page (nil for none). The
	// loader names it by its index among Queries (mainQuery).
	Main      json.RawMessage `json:"-"`
	MainQuery int             `json:"main"`
	// Queries are the queries the loader filled, as the page embeds them for
	// the app's first render (web/src/lib/initialData.ts).
	Queries json.RawMessage `json:"queries"`
	// Preloads are the images the page's screen asks for first, as it asks
	// for them (a <picture>'s source has its media): the page preloads them.
	Preloads []Preload `json:"preloads"`
	// HTML is the app's render inside the page's root element.
	HTML string `json:"-"`
}

// Preload is an image request: an <img>'s src, srcset and sizes, or a <source>'s media.
type Preload struct {
	Href   string `json:"href"`
	Srcset string `json:"srcset"`
	Sizes  string `json:"sizes"`
	Media  string `json:"media"`
}

// Page loads and renders the app at url (a path with its query,
// "/blog?page=2"): the page's loader reads its data (Config.Fetch), then the
// app renders with them. It waits for a free engine at most Config.Wait
// (ErrBusy), and answers ErrFailing at once for an address whose load or
// render failed a moment ago. A render that fails after its load returns the
// loaded page with the error.
func (r *Renderer) Page(url string) (Page, error) {
	if r.failedLately(url) {
		return Page{}, ErrFailing
	}
	wait := time.NewTimer(r.config.Wait)
	defer wait.Stop()
	var e *engine
	select {
	case e = <-r.idle:
	case <-wait.C:
		return Page{}, ErrBusy
	}
	if e == nil {
		var err error
		if e, err = r.start(); err != nil {
			r.idle <- nil
			return Page{}, err
		}
	}
	page, err := e.render(url)
	if err != nil {
		// A load or a render that threw may have left the app's state
		// half-way: the slot's next page starts a fresh engine.
		r.idle <- nil
		r.remember(url)
		return page, fmt.Errorf("rendering %s: %w", url, err)
	}
	r.idle <- e
	return page, nil
}

// render runs the page's loader, then, for a page that exists, its render;
// both within renderTimeout.
func (e *engine) render(url string) (Page, error) {
	stop := time.AfterFunc(renderTimeout, func() { e.vm.Interrupt("the render took too long") })
	defer func() {
		stop.Stop()
		e.vm.ClearInterrupt() // one that came as the render ended must not stop the next
	}()
	var page Page
	loaded, err := e.load(goja.Undefined(), e.vm.ToValue(url))
	if err != nil {
		return page, err
	}
	promise, ok := loaded.Export().(*goja.Promise)
	if !ok {
		return page, errors.New("loadPage did not return a promise")
	}
	switch promise.State() {
	case goja.PromiseStatePending:
		return page, errors.New("the page's loader waited on something other than the server's reads")
	case goja.PromiseStateRejected:
		return page, fmt.Errorf("the page's loader failed: %v", promise.Result())
	}
	if err := page.read(promise.Result().String()); err != nil {
		return page, fmt.Errorf("the page's loader answered no page: %w", err)
	}
	if page.Status != 200 {
		return page, nil
	}
	html, err := e.page(goja.Undefined(), e.vm.ToValue(url))
	if err != nil {
		return page, err
	}
	page.HTML = html.String()
	return page, nil
}

// read decodes a loader's answer, and finds its main query's data.
func (p *Page) read(answer string) error {
	if err := json.Unmarshal([]byte(answer), p); err != nil {
		return err
	}
	if p.MainQuery < 0 {
		return nil
	}
	var queries [][2]json.RawMessage // [queryKey, data]
	if err := json.Unmarshal(p.Queries, &queries); err != nil {
		return err
	}
	if p.MainQuery >= len(queries) {
		return fmt.Errorf("main query %d of %d", p.MainQuery, len(queries))
	}
	p.Main = queries[p.MainQuery][1]
	return nil
}

func (r *Renderer) failedLately(url string) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	until, ok := r.failed[url]
	return ok && r.config.Now().Before(until)
}

// remember keeps url as failing for Config.FailureMemory; the addresses past
// their time go, so the list holds only the pages failing now.
func (r *Renderer) remember(url string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	now := r.config.Now()
	for u, until := range r.failed {
		if !now.Before(until) {
			delete(r.failed, u)
		}
	}
	r.failed[url] = now.Add(r.config.FailureMemory)
}
