package backup

import (
	"encoding/json"
	"os"

	"github.com/pocketbase/pocketbase/core"
)

// keepSettingsEncrypted saves the settings again when a key is set but the
// database still holds them in plain text: PocketBase encrypts them only
// when it saves them, so settings stored before the key was set would stay
// readable in every backup until someone saved them in the dashboard.
func keepSettingsEncrypted(app core.App) {
	app.OnBootstrap().BindFunc(func(e *core.BootstrapEvent) error {
		if err := e.Next(); err != nil {
			return err
		}
		if os.Getenv(e.App.EncryptionEnv()) == "" {
			return nil
		}
		stored, err := storedSettings(e.App)
		if err != nil || !json.Valid(stored) {
			return err // encrypted already (or nothing to read: PocketBase said why)
		}
		e.App.Logger().Info("backup: encrypting the stored settings with " + e.App.EncryptionEnv())
		return e.App.Save(e.App.Settings())
	})
}

// storedSettings is the settings row as the database (and every backup)
// holds it: JSON in plain text, or PocketBase's encrypted text.
func storedSettings(app core.App) ([]byte, error) {
	var value string
	err := app.DB().NewQuery("SELECT value FROM _params WHERE id = 'settings'").Row(&value)
	return []byte(value), err
}
