package pages

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"slices"
)

// manifestPath is Vite's build manifest (build.manifest in web/vite.config.ts).
const manifestPath = ".vite/manifest.json"

// readBuildJSON decodes the build's JSON file at path into v; a build
// without that file leaves v as it is.
func readBuildJSON(dist fs.FS, path string, v any) error {
	raw, err := fs.ReadFile(dist, path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	if err := json.Unmarshal(raw, v); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// manifestChunk is one entry of Vite's manifest: a source module and the
// files it became.
type manifestChunk struct {
	File    string   `json:"file"`
	Imports []string `json:"imports"`
	CSS     []string `json:"css"`
	IsEntry bool     `json:"isEntry"`
	// DynamicImports of the entry: the app itself, which web/src/main.tsx starts after the first paint.
	DynamicImports []string `json:"dynamicImports"`
}

// routeFiles is what a route's lazy module needs beyond what index.html
// already loads: its JavaScript chunks (the module's own first, then its
// static imports) and its style sheets.
type routeFiles struct {
	scripts []string
	styles  []string
}

// readRouteFiles maps each route module name ("blog-list") to its files, from
// Vite's manifest. A build without a manifest (the placeholder app, or
// `vite build` without it) gives none: pages are served without preloads.
func readRouteFiles(dist fs.FS) (map[string]routeFiles, error) {
	var manifest map[string]manifestChunk
	if err := readBuildJSON(dist, manifestPath, &manifest); err != nil {
		return nil, err
	}
	// What index.html loads itself (the entry, its imports and its CSS) is never
	// repeated; the app the entry starts is preloaded by every page, first.
	loaded := map[string]bool{}
	var app routeFiles
	for key, chunk := range manifest {
		if chunk.IsEntry {
			collectFiles(manifest, key, loaded, &routeFiles{})
			for _, started := range chunk.DynamicImports {
				collectFiles(manifest, started, loaded, &app)
			}
		}
	}
	files := map[string]routeFiles{}
	for _, r := range append(routes[:len(routes):len(routes)], notFound) {
		key := "src/app/routes/" + r.module + ".tsx"
		if _, ok := manifest[key]; !ok {
			continue
		}
		rf := routeFiles{scripts: slices.Clone(app.scripts), styles: slices.Clone(app.styles)}
		seen := map[string]bool{}
		for k := range loaded {
			seen[k] = true
		}
		collectFiles(manifest, key, seen, &rf)
		files[r.module] = rf
	}
	return files, nil
}

// collectFiles walks key and its static imports depth first, adding each
// chunk's file and style sheets to rf once; seen holds the manifest keys and
// files already taken.
func collectFiles(manifest map[string]manifestChunk, key string, seen map[string]bool, rf *routeFiles) {
	chunk, ok := manifest[key]
	if !ok || seen[key] {
		return
	}
	seen[key] = true
	if chunk.File != "" && !seen[chunk.File] {
		seen[chunk.File] = true
		rf.scripts = append(rf.scripts, "/"+chunk.File)
	}
	for _, css := range chunk.CSS {
		if !seen[css] {
			seen[css] = true
			rf.styles = append(rf.styles, "/"+css)
		}
	}
	for _, imported := range chunk.Imports {
		collectFiles(manifest, imported, seen, rf)
	}
}
