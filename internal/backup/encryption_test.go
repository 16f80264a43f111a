package backup_test

import (
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"

	"foundation/internal/testapp"
)

const (
	encryptionKey = "an-encryption-key-of-32-letters!"
	smtpPassword  = "the-smtp-password-nobody-may-read"
)

func setSMTPPassword(t *testing.T, app core.App) {
	t.Helper()
	settings := app.Settings()
	settings.SMTP.Enabled, settings.SMTP.Host, settings.SMTP.Port = true, "smtp.example.org", 587
	settings.SMTP.Username, settings.SMTP.Password = "foundation", smtpPassword
	if err := app.Save(settings); err != nil {
		t.Fatal(err)
	}
}

// settingsInBackup reads the settings row of the database a backup holds.
func settingsInBackup(t *testing.T, app core.App) string {
	t.Helper()
	archive := backupArchive(t, app)
	in, err := archive.Open("data.db")
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	path := filepath.Join(t.TempDir(), "data.db")
	out, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(out, in); err != nil {
		t.Fatal(err)
	}
	out.Close()
	db, err := core.DefaultDBConnect(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var value string
	if err := db.NewQuery("SELECT value FROM _params WHERE id = 'settings'").Row(&value); err != nil {
		t.Fatal(err)
	}
	return value
}

func wantEncrypted(t *testing.T, stored string) {
	t.Helper()
	if strings.Contains(stored, smtpPassword) || json.Valid([]byte(stored)) {
		t.Fatalf("the backup holds the settings in plain text: %.80s…", stored)
	}
	plain, err := security.Decrypt(stored, encryptionKey)
	if err != nil || !strings.Contains(string(plain), smtpPassword) {
		t.Fatalf("the key does not open the settings: %v", err)
	}
}

// With the key set, a backup holds the settings encrypted: not the SMTP
// password in plain text, which the key alone recovers.
func TestABackupHoldsTheSettingsEncrypted(t *testing.T) {
	t.Setenv(testapp.EncryptionEnv, encryptionKey)
	app := testapp.New(t)
	setSMTPPassword(t, app)
	wantEncrypted(t, settingsInBackup(t, app))
}

// Settings saved before the key was set are encrypted when the server
// starts with it, without waiting for someone to save them again.
func TestSettingsStoredBeforeTheKeyAreEncryptedAtStart(t *testing.T) {
	t.Setenv(testapp.EncryptionEnv, "")
	app := testapp.New(t)
	setSMTPPassword(t, app)
	if stored := settingsInBackup(t, app); !strings.Contains(stored, smtpPassword) {
		t.Fatal("without a key the settings are not in plain text: the test proves nothing")
	}
	t.Setenv(testapp.EncryptionEnv, encryptionKey)
	if err := app.Bootstrap(); err != nil { // the server starts with the key
		t.Fatal(err)
	}
	wantEncrypted(t, settingsInBackup(t, app))
}
