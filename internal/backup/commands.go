package backup

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/spf13/cobra"
)

// Command is `foundation backup`: a backup now, from the shell (before an
// upgrade, say), of a data directory no server is using.
func Command(app core.App) *cobra.Command {
	return &cobra.Command{
		Use:   "backup",
		Short: "Writes a backup of the data directory now (to the S3 storage when BACKUP_S3_* is set)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			release, err := lockDir(app.DataDir())
			if errors.Is(err, ErrInUse) {
				return fmt.Errorf("%w: its backups run every night at 03:00 UTC; for one now, use the dashboard (Settings → Backups) or stop the server first", err)
			}
			if err != nil {
				return err
			}
			defer release()
			created, err := Create(cmd.Context(), app, time.Now())
			if err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "backup: %s written to %s\n", created.Name, created.Where)
			return nil
		},
	}
}

// RestoreCommand is `foundation restore FILE --dir D [--force]`: a backup
// (a zip here, or the name of one in the S3 storage) put back into a data
// directory no server is using.
func RestoreCommand(app core.App, cfg Config) *cobra.Command {
	// PocketBase opens --dir (creating its databases) before any command
	// runs; a restore must know whether the folder was empty before that.
	wasEmpty := false
	app.OnBootstrap().BindFunc(func(e *core.BootstrapEvent) error {
		var err error
		wasEmpty, err = isEmptyDir(e.App.DataDir())
		if err != nil {
			return err
		}
		return e.Next()
	})
	var force bool
	cmd := &cobra.Command{
		Use:   "restore FILE --dir D [--force]",
		Short: "Restores a backup (a zip, or a backup's name in the S3 storage) into a data directory no server is using",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			dir := app.DataDir()
			if err := app.ResetBootstrapState(); err != nil {
				return err
			}
			if wasEmpty { // only what PocketBase just created is there
				if err := os.RemoveAll(dir); err != nil {
					return err
				}
			}
			zip, cleanup, err := Fetch(cmd.Context(), args[0], dir, cfg.S3)
			if err != nil {
				return err
			}
			defer cleanup()
			done, err := Restore(zip, dir, force, time.Now())
			if err != nil {
				return err
			}
			report(cmd.OutOrStdout(), args[0], done)
			return nil
		},
	}
	cmd.Flags().BoolVar(&force, "force", false, "restore into a folder that is not empty, moving its content aside (D.before-restore-<time>)")
	return cmd
}

func report(out io.Writer, from string, done Restored) {
	fmt.Fprintf(out, "restore: %s restored into %s (%d files; database checked whole).\n", from, done.Dir, done.Files)
	if done.Former != "" {
		fmt.Fprintf(out, "The folder's former content is in %s, but for its backups, still in %s (delete it once the restore is checked).\n",
			done.Former, filepath.Join(done.Dir, core.LocalBackupsDirName))
	}
	if done.JournalFound {
		fmt.Fprintf(out, "Receipt numbering journal: %s. The server checks the restored receipts against it when it starts; "+
			"if numbers issued after this backup are missing, receipts stop until `receipts acknowledge` or a newer backup.\n", done.Journal)
		return
	}
	fmt.Fprintf(out, "No receipt numbering journal at %s. If receipts were issued from another data folder, copy its journal "+
		"(<folder>.receipts.jsonl) there before starting the server: without it, numbers issued after this backup could be issued again.\n", done.Journal)
}
