package backup

import (
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
			release, err := lockStopped(app.DataDir(), "its backups run every night at 03:00 UTC; for one now, use the dashboard (Settings → Backups) or stop the server first")
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
	var replicaURL string
	cmd := &cobra.Command{
		Use:   "restore FILE --dir D [--force] | restore --replica URL --dir D",
		Short: "Restores a backup (a zip, or a backup's name in the S3 storage), or the database's replica, into a data directory no server is using",
		Args: func(cmd *cobra.Command, args []string) error {
			if replicaURL != "" {
				return cobra.NoArgs(cmd, args)
			}
			return cobra.ExactArgs(1)(cmd, args)
		},
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
			if replicaURL != "" {
				done, err := RestoreReplica(cmd.Context(), replicaURL, dir, force, time.Now())
				if err != nil {
					return err
				}
				report(cmd.OutOrStdout(), replicaURL, done, noJournalAfterReplica)
				return nil
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
			report(cmd.OutOrStdout(), args[0], done, noJournalAfterBackup)
			return nil
		},
	}
	cmd.Flags().BoolVar(&force, "force", false, "restore into a folder that is not empty, moving its content aside (D.before-restore-<time>)")
	cmd.Flags().StringVar(&replicaURL, "replica", "", "restore the database from its replica (REPLICA_URL's form: s3://BUCKET/PATH or file:///PATH) instead of a backup")
	return cmd
}

// What a restore says when no receipt numbering journal is beside the
// folder (%s: where it belongs).
const (
	noJournalAfterBackup = "No receipt numbering journal at %s. If receipts were issued from another data folder, copy its journal " +
		"(<folder>.receipts.jsonl) there before starting the server: without it, numbers issued after this backup could be issued again.\n"
	noJournalAfterReplica = "No receipt numbering journal at %s: the replica holds every receipt issued (each is sent to it before its number " +
		"is given out), so the server writes the journal again from them when it starts, and numbering carries on after the last. " +
		"If the old server's journal (<folder>.receipts.jsonl) survived, copy it there first: it also holds the numbers recorded as lost.\n"
)

func report(out io.Writer, from string, done Restored, noJournal string) {
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
	fmt.Fprintf(out, noJournal, done.Journal)
}
