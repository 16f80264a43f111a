package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Pause and rhythm of a recurring gift (internal/donate/pause.go): the day
// a paused gift takes its payments again ("" when it is not paused), and
// the gift's history, each pause, resumption and change of rhythm with who
// asked for it. Run down, both go (nothing counts on them).
func init() {
	m.Register(func(app core.App) error {
		return addFields(app, map[string][]core.Field{"donations": {
			&core.DateField{Name: "pausedUntil"},
			&core.JSONField{Name: "history", MaxSize: 100_000},
		}})
	}, func(app core.App) error {
		return removeFields(app, "donations", "pausedUntil", "history")
	})
}
