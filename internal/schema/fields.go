// Package schema holds the timestamped Go migrations that create the site's
// collections, fields, access rules and indexes. Each migration writes the
// names and values it needs as they were when it was written, and imports no
// domain package: a constant changed later cannot change what an old
// migration did (imports_test.go, domains_test.go).
package schema

import (
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Collections that the public reaches only through custom routes keep nil
// rules (superusers only); these two are the public catalogue.
func publicReadOnly(c *core.Collection) {
	c.ListRule = types.Pointer("")
	c.ViewRule = types.Pointer("")
}

func timestamps(c *core.Collection) {
	c.Fields.Add(
		&core.AutodateField{Name: "created", OnCreate: true},
		&core.AutodateField{Name: "updated", OnCreate: true, OnUpdate: true},
	)
}

func text(name string, required bool, max int) *core.TextField {
	return &core.TextField{Name: name, Required: required, Max: max}
}

func images(name string, maxSelect int) *core.FileField {
	return &core.FileField{
		Name:      name,
		MaxSelect: maxSelect,
		MaxSize:   5 << 20,
		MimeTypes: []string{"image/png", "image/jpeg", "image/webp", "image/svg+xml", "image/gif"},
		Thumbs:    []string{"100x100", "400x300", "800x600"},
	}
}

func euros(name string) *core.NumberField {
	return &core.NumberField{Name: name, Min: types.Pointer(0.0)}
}

func cents(name string) *core.NumberField {
	return &core.NumberField{Name: name, OnlyInt: true, Min: types.Pointer(0.0)}
}

// addFields adds fields to collections, by name, saving each.
func addFields(app core.App, fields map[string][]core.Field) error {
	for name, add := range fields {
		c, err := app.FindCollectionByNameOrId(name)
		if err != nil {
			return err
		}
		c.Fields.Add(add...)
		if err := app.Save(c); err != nil {
			return err
		}
	}
	return nil
}

// removeFields removes fields, by name, from the collection called name.
func removeFields(app core.App, name string, fields ...string) error {
	c, err := app.FindCollectionByNameOrId(name)
	if err != nil {
		return err
	}
	for _, f := range fields {
		c.Fields.RemoveByName(f)
	}
	return app.Save(c)
}
