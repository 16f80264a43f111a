package schema

import (
	"fmt"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// CheckNotNewer refuses a database that a newer version of the site has
// migrated (it names migrations this binary does not know): a downgraded
// binary would run on a schema it does not understand. The way back from an
// upgrade is the backup taken before it (docs/deploy.md).
func CheckNotNewer(app core.App) error {
	known := map[string]bool{}
	for _, list := range []core.MigrationsList{core.SystemMigrations, core.AppMigrations} {
		for _, m := range list.Items() {
			known[m.File] = true
		}
	}
	var applied []string
	if err := app.DB().NewQuery("SELECT file FROM _migrations").Column(&applied); err != nil {
		return err
	}
	var unknown []string
	for _, file := range applied {
		if !known[file] {
			unknown = append(unknown, file)
		}
	}
	if len(unknown) > 0 {
		return fmt.Errorf("this database was migrated by a newer version of the site (%s): run that version, or restore the backup taken before the upgrade",
			strings.Join(unknown, ", "))
	}
	return nil
}
