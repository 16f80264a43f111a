package backup

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"
	"github.com/spf13/cobra"
)

// NewKeyEnv names the variable `foundation rotate-key` reads the new key
// from: a flag would show in the process list and the shell's history.
const NewKeyEnv = "NEW_PB_ENCRYPTION_KEY"

// wrongKey is what Go's AES-GCM says when a key does not open what another
// key sealed: all PocketBase says of a wrong PB_ENCRYPTION_KEY.
const wrongKey = "cipher: message authentication failed"

// ExplainKey says what a wrong key means when err is PocketBase failing to
// open the stored settings with the key in env; other errors pass as they are.
func ExplainKey(err error, env string) error {
	if err == nil || !strings.Contains(err.Error(), wrongKey) {
		return err
	}
	return fmt.Errorf("%w: %s is not the key this data folder's settings were encrypted with. Nothing is damaged: "+
		"set %s to the key the database (or the restored backup) was written with, from the copy kept off the server, "+
		"and start again (docs/deploy.md, \"The encryption key\")", err, env, env)
}

// RotateKey encrypts app's stored settings again with newKey: opened with
// the key app started with (its EncryptionEnv; none if they are in plain
// text), sealed with newKey, checked, written in one statement. Nothing
// else in the database is encrypted with the key.
func RotateKey(app core.App, newKey string) error {
	env := app.EncryptionEnv()
	oldKey := os.Getenv(env)
	switch {
	case len(newKey) != 32:
		return fmt.Errorf("%s must be 32 characters (it has %d): openssl rand -hex 16", NewKeyEnv, len(newKey))
	case newKey == oldKey:
		return fmt.Errorf("%s is the key %s holds already: nothing to change", NewKeyEnv, env)
	}
	stored, err := storedSettings(app)
	if err != nil {
		return err
	}
	plain := stored
	if !json.Valid(stored) {
		if oldKey == "" {
			return fmt.Errorf("the settings are encrypted and %s is empty: set it to the key they were written with", env)
		}
		if plain, err = security.Decrypt(string(stored), oldKey); err != nil {
			return ExplainKey(err, env)
		}
	}
	sealed, err := security.Encrypt(plain, newKey)
	if err != nil {
		return err
	}
	if opened, err := security.Decrypt(sealed, newKey); err != nil || !bytes.Equal(opened, plain) {
		return errors.Join(errors.New("the settings sealed with the new key do not open again: nothing written"), err)
	}
	_, err = app.DB().NewQuery("UPDATE _params SET value = {:value} WHERE id = 'settings'").Bind(dbx.Params{"value": sealed}).Execute()
	return err
}

// RotateKeyCommand is `foundation rotate-key --dir D`: the stored settings
// encrypted again with the key in NEW_PB_ENCRYPTION_KEY, the server stopped
// (it would save them with the key it started with).
func RotateKeyCommand(app core.App) *cobra.Command {
	return &cobra.Command{
		Use:   "rotate-key",
		Short: "Encrypts the stored settings again with the key in " + NewKeyEnv + " (the current one in " + EncryptionEnv + "), the server stopped",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			release, err := lockStopped(app.DataDir(), "stop the server first (it would save the settings again with the key it started with)")
			if err != nil {
				return err
			}
			defer release()
			if err := RotateKey(app, os.Getenv(NewKeyEnv)); err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "rotate-key: the settings in %s are now encrypted with the key of %s. Put it in %s "+
				"(/etc/foundation/foundation.env and its copy off the server) before the server starts again. "+
				"Backups taken before now still need the old key: keep it beside them until they are rotated away.\n",
				app.DataDir(), NewKeyEnv, app.EncryptionEnv())
			return nil
		},
	}
}
