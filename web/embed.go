//go:build embedweb

// Package web exposes the built React app (web/dist) to the Go server.
package web

import (
	"embed"
	"io/fs"
)

//go:embed all:dist
var dist embed.FS

// Dist is the built app; `make build` produces it with Vite before compiling with -tags embedweb.
func Dist() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err)
	}
	return sub
}
