package receipts

import (
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
	"github.com/spf13/cobra"

	"foundation/internal/forms"
	"foundation/internal/receipts/journal"
)

// Numbering is what the journal and the database say of the series.
type Numbering struct {
	Journal string
	// Missing are the numbers issued that the database lacks.
	Missing []journal.Entry
	// Highest is the highest number known (issued or lost) of each year.
	Highest map[int]int
}

// CheckNumbering compares app's numbering journal with its database (and
// writes to the journal the receipts it lacks).
func CheckNumbering(app core.App) (Numbering, error) {
	n := numberingOf(app)
	n.mu.Lock()
	defer n.mu.Unlock()
	if err := n.check(app); err != nil {
		return Numbering{}, err
	}
	return Numbering{Journal: n.journal.Path(), Missing: slices.Clone(n.missing), Highest: maps.Clone(n.floor)}, nil
}

// AcknowledgeLost records every number the database lacks as lost, with
// reason, and returns them: issuing resumes after the highest number known.
func AcknowledgeLost(app core.App, reason string, now time.Time) ([]journal.Entry, error) {
	reason = forms.CleanLine(reason)
	if reason == "" {
		return nil, errors.New("say why the numbers are lost (--reason), e.g. which backup was restored and why")
	}
	n := numberingOf(app)
	n.mu.Lock()
	defer n.mu.Unlock()
	if err := n.check(app); err != nil {
		return nil, err
	}
	at, _ := types.ParseDateTime(now)
	lost := make([]journal.Entry, len(n.missing))
	for i, e := range n.missing {
		e.Kind, e.Reason, e.At = journal.KindLost, reason, at.String()
		lost[i] = e
	}
	if err := n.journal.Append(lost...); err != nil {
		return nil, err
	}
	return lost, n.check(app)
}

// Command is `foundation receipts check|acknowledge`: what an operator
// runs after restoring a backup, when the server says receipts are stopped.
func Command(app core.App) *cobra.Command {
	root := &cobra.Command{Use: "receipts", Short: "Checks the tax receipt numbering against its journal (after a restore)"}
	check := &cobra.Command{
		Use:   "check",
		Short: "Compares the numbering journal with the database; fails when numbers issued are missing",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := app.RunAllMigrations(); err != nil {
				return err
			}
			state, err := CheckNumbering(app)
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			fmt.Fprintf(out, "Numbering journal: %s\n", state.Journal)
			printHighest(out, state.Highest)
			if len(state.Missing) == 0 {
				fmt.Fprintln(out, "Every number issued is in the database: receipts are issued.")
				return nil
			}
			fmt.Fprintf(out, "%d numbers issued are missing from the database:\n", len(state.Missing))
			printEntries(out, state.Missing)
			return fmt.Errorf("receipts are stopped: restore a newer backup, or record these numbers as lost with `%s receipts acknowledge --reason \"…\"`", cmd.Root().Name())
		},
	}
	var reason string
	acknowledge := &cobra.Command{
		Use:   "acknowledge --reason TEXT",
		Short: "Records the numbers missing from the database as lost, with why, so receipts resume after them",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := app.RunAllMigrations(); err != nil {
				return err
			}
			lost, err := AcknowledgeLost(app, reason, time.Now())
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			if len(lost) == 0 {
				fmt.Fprintln(out, "No number is missing from the database: nothing recorded.")
				return nil
			}
			fmt.Fprintf(out, "Recorded as lost (%s) in %s:\n", reason, journal.PathBeside(app.DataDir()))
			printEntries(out, lost)
			state, err := CheckNumbering(app)
			if err != nil {
				return err
			}
			printHighest(out, state.Highest)
			fmt.Fprintln(out, "Receipts are issued again, after these numbers (a running server sees it at its next receipt).")
			return nil
		},
	}
	acknowledge.Flags().StringVar(&reason, "reason", "", "why the numbers are lost, kept in the journal (e.g. \"restored the backup of 3 March after a disk failure\")")
	root.AddCommand(check, acknowledge)
	return root
}

func printEntries(out io.Writer, entries []journal.Entry) {
	for _, e := range entries {
		gift := ""
		if e.Donation != "" {
			gift = ", gift " + e.Donation
		}
		when := "issued"
		if e.Kind == journal.KindLost {
			when = "recorded as lost"
		}
		fmt.Fprintf(out, "  %s  receipt %s%s, %s %s\n", e.Number, e.Receipt, gift, when, strings.TrimSuffix(e.At, ".000Z"))
	}
}

func printHighest(out io.Writer, highest map[int]int) {
	for _, year := range slices.Sorted(maps.Keys(highest)) {
		fmt.Fprintf(out, "%d: next number %s\n", year, numberOf(year, highest[year]+1))
	}
}
