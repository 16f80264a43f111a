package backup_test

import (
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"

	"foundation/internal/backup"
	"foundation/internal/testapp"
)

const newKey = "the-new-key-of-thirty-two-chars!"

func storedSettings(t *testing.T, app core.App) string {
	t.Helper()
	var value string
	if err := app.DB().NewQuery("SELECT value FROM _params WHERE id = 'settings'").Row(&value); err != nil {
		t.Fatal(err)
	}
	return value
}

// Rotating the key seals the settings with the new one: the new key opens
// them (the SMTP password whole), the old one no longer does, and a server
// started with the new key reads them.
func TestRotatingTheKeySealsTheSettingsWithTheNewOne(t *testing.T) {
	t.Setenv(testapp.EncryptionEnv, encryptionKey)
	app := testapp.New(t)
	setSMTPPassword(t, app)
	if err := backup.RotateKey(app, newKey); err != nil {
		t.Fatal(err)
	}
	stored := storedSettings(t, app)
	if plain, err := security.Decrypt(stored, newKey); err != nil || !strings.Contains(string(plain), smtpPassword) {
		t.Fatalf("the new key does not open the settings: %v", err)
	}
	if _, err := security.Decrypt(stored, encryptionKey); err == nil {
		t.Fatal("the old key still opens the settings")
	}
	t.Setenv(testapp.EncryptionEnv, newKey) // the server starts with the new key
	app.Settings().SMTP.Password = ""
	if err := app.ReloadSettings(); err != nil || app.Settings().SMTP.Password != smtpPassword {
		t.Fatalf("a server with the new key reads %q: %v", app.Settings().SMTP.Password, err)
	}
}

// A wrong current key is refused, saying what it means, and nothing changes.
func TestRotatingWithAWrongKeyIsRefusedAndExplained(t *testing.T) {
	t.Setenv(testapp.EncryptionEnv, encryptionKey)
	app := testapp.New(t)
	setSMTPPassword(t, app)
	before := storedSettings(t, app)
	t.Setenv(testapp.EncryptionEnv, "not-the-key-the-settings-had-32!")
	err := backup.RotateKey(app, newKey)
	if err == nil || !strings.Contains(err.Error(), "cipher: message authentication failed") ||
		!strings.Contains(err.Error(), "is not the key this data folder's settings were encrypted with. Nothing is damaged") {
		t.Fatalf("a wrong key: %v", err)
	}
	if storedSettings(t, app) != before {
		t.Fatal("the settings changed")
	}
	if err := backup.RotateKey(app, "short"); err == nil || !strings.Contains(err.Error(), "must be 32 characters") {
		t.Fatalf("a short new key: %v", err)
	}
}

// The server running would save the settings again with the key it started
// with: rotate-key refuses its folder.
func TestRotatingTheKeyOfAServedFolderIsRefused(t *testing.T) {
	t.Setenv(testapp.EncryptionEnv, encryptionKey)
	t.Setenv(backup.NewKeyEnv, newKey)
	served := testapp.New(t)
	testapp.Serve(t, served)
	cmd := backup.RotateKeyCommand(served)
	cmd.SetErr(io.Discard)
	if err := cmd.Execute(); !errors.Is(err, backup.ErrInUse) || !strings.Contains(err.Error(), "stop the server first") {
		t.Fatalf("rotate-key of a served folder: %v", err)
	}
}
