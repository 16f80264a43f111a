package staff

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"
	"github.com/spf13/cobra"
)

// Command is `foundation staff add|password`: staff accounts from the
// command line, so a new installation needs no SQL and no dashboard.
func Command(app core.App) *cobra.Command {
	root := &cobra.Command{Use: "staff", Short: "Manages staff accounts of the back office (/staff)"}
	var roles []string
	var name string
	add := &cobra.Command{
		Use:   "add EMAIL --role ROLE [--role ROLE]",
		Short: "Creates a staff account with its roles (" + strings.Join(Roles, ", ") + ")",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := app.RunAllMigrations(); err != nil {
				return err
			}
			if err := Add(app, args[0], name, roles); err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "staff: %s added with roles %s.\n"+
				"Set their password with:\n  %s staff password %s 'a-long-password'\n"+
				"On each sign-in they also receive a one-time code by mail, through the mail server of SMTP_HOST in the environment.\n",
				args[0], strings.Join(roles, ", "), cmd.Root().Name(), args[0])
			return nil
		},
	}
	add.Flags().StringSliceVar(&roles, "role", nil, "a role: "+strings.Join(Roles, ", ")+" (repeat for several)")
	add.Flags().StringVar(&name, "name", "", "the person's name, as the audit log shows it")
	password := &cobra.Command{
		Use:   "password EMAIL PASSWORD",
		Short: "Sets a staff member's password (at least 12 characters)",
		Args:  cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := app.RunAllMigrations(); err != nil {
				return err
			}
			if err := SetPassword(app, args[0], args[1]); err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "staff: password of %s set.\n", args[0])
			return nil
		},
	}
	root.AddCommand(add, password)
	return root
}

// MinPassword is the shortest staff password accepted.
const MinPassword = 12

// Add creates a staff account with an unguessable password nobody knows:
// it signs in only once a password is set.
func Add(app core.App, email, name string, roles []string) error {
	if len(roles) == 0 {
		return errors.New("give at least one --role (" + strings.Join(Roles, ", ") + ")")
	}
	for _, r := range roles {
		if !slices.Contains(Roles, r) {
			return fmt.Errorf("unknown role %q: use %s", r, strings.Join(Roles, ", "))
		}
	}
	c, err := app.FindCollectionByNameOrId(Collection)
	if err != nil {
		return err
	}
	r := core.NewRecord(c)
	r.SetEmail(strings.TrimSpace(email))
	r.SetVerified(true)
	r.SetPassword(security.RandomString(40))
	r.Set(fieldName, name)
	r.Set(fieldRoles, roles)
	return app.Save(r)
}

// SetPassword sets a staff member's password.
func SetPassword(app core.App, email, password string) error {
	if len(password) < MinPassword {
		return fmt.Errorf("the password needs at least %d characters", MinPassword)
	}
	r, err := app.FindAuthRecordByEmail(Collection, strings.TrimSpace(email))
	if err != nil {
		return fmt.Errorf("no staff account for %s", email)
	}
	r.SetPassword(password)
	return app.Save(r)
}
