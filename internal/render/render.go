// Package render runs the web app's server render (web/src/server.tsx, built by
// `vite build --ssr` into dist/.vite/render/server.js) in an embedded
// JavaScript engine: the pages the server sends with content are the React
// components' own markup, which the app then hydrates, and no Go copy of that
// markup exists.
package render

import (
	"errors"
	"fmt"
	"io/fs"
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

// Renderer renders pages, one at a time: an engine runs one script at a time,
// and the pages it renders are kept (internal/site's page cache), so renders
// are rare.
type Renderer struct {
	program *goja.Program

	mu     sync.Mutex
	engine *engine // nil after a failed render: the next one starts a fresh engine
}

type engine struct {
	vm   *goja.Runtime
	page goja.Callable
}

// FromDist is the renderer of the built app in dist, or nil when the build has
// none (the Go tests' stand-in apps): pages are then sent with the layout
// alone, for the app to render, as before it started.
func FromDist(dist fs.FS) (*Renderer, error) {
	script, err := fs.ReadFile(dist, ScriptPath)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return New(script)
}

// New compiles script and starts it once, so that a broken build stops the
// server at start-up rather than at the first visit.
func New(script []byte) (*Renderer, error) {
	program, err := goja.Compile("server.js", string(script), true)
	if err != nil {
		return nil, fmt.Errorf("the server render does not compile: %w", err)
	}
	r := &Renderer{program: program}
	if r.engine, err = r.start(); err != nil {
		return nil, err
	}
	return r, nil
}

// start runs the script in a new engine; the script sets renderPage and
// pagesReady, the promise of every page's code, settled once the script's
// jobs have run (when RunProgram returns).
func (r *Renderer) start() (*engine, error) {
	vm := goja.New()
	new(require.Registry).Enable(vm)
	url.Enable(vm) // React Router makes a URL when it loads
	if _, err := vm.RunString(browserGlobals); err != nil {
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
	return &engine{vm: vm, page: page}, nil
}

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
`

// Page renders the app at url (a path with its query, "/blog?page=2") with
// the page's initial data (the JSON the page embeds, nil for none), as the
// HTML inside the page's root element.
func (r *Renderer) Page(url string, initialData []byte) (string, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.engine == nil {
		e, err := r.start()
		if err != nil {
			return "", err
		}
		r.engine = e
	}
	vm := r.engine.vm
	data := goja.Null()
	if initialData != nil {
		data = vm.ToValue(string(initialData))
	}
	stop := time.AfterFunc(renderTimeout, func() { vm.Interrupt("the render took too long") })
	html, err := r.engine.page(goja.Undefined(), vm.ToValue(url), data)
	stop.Stop()
	vm.ClearInterrupt() // one that came as the render ended must not stop the next
	if err != nil {
		// A render that threw may have left React's state half-way: start again clean.
		r.engine = nil
		return "", fmt.Errorf("rendering %s: %w", url, err)
	}
	return html.String(), nil
}
