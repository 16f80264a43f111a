package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Donors in charge of their giving: donor accounts sign in with a code
// mailed to them (no password) and reach their gifts only through the
// /api/donor routes; a recurring gift keeps what its provider last said
// (status, next payment, why a renewal failed); each reconciliation run is
// kept for the staff to read.
func init() {
	m.Register(func(app core.App) error {
		donations, err := app.FindCollectionByNameOrId("donations")
		if err != nil {
			return err
		}
		if status, ok := donations.Fields.GetByName("status").(*core.SelectField); ok {
			status.Values = []string{
				"pending", "paid", "awaiting_cheque", "active", "suspended", "cancelled", "failed", "expired", "refunded", "past_due",
			}
		}
		donations.Fields.Add(
			text("providerStatus", false, 40),
			&core.DateField{Name: "nextPaymentAt"},
			text("paymentProblem", false, 500),
			&core.JSONField{Name: "countedFailures", MaxSize: 100_000},
			text("providerCustomerId", false, 200),
		)
		donations.AddIndex("idx_donations_status_provider", false, "status, provider", "")
		if err := app.Save(donations); err != nil {
			return err
		}
		details, err := app.FindCollectionByNameOrId("donation_users")
		if err != nil {
			return err
		}
		details.Fields.Add(&core.DateField{Name: "erasedAt"})
		if err := app.Save(details); err != nil {
			return err
		}

		accounts := core.NewAuthCollection("donor_accounts")
		accounts.ViewRule = types.Pointer("id = @request.auth.id")
		accounts.AuthRule = types.Pointer("")
		accounts.PasswordAuth.Enabled = false
		accounts.OTP.Enabled = true
		accounts.OTP.Duration = 600
		accounts.OTP.Length = 6
		accounts.AuthToken.Duration = 2 * 60 * 60
		if err := app.Save(accounts); err != nil {
			return err
		}

		runs := core.NewBaseCollection("reconcile_runs")
		runs.Fields.Add(
			&core.SelectField{Name: "trigger", Required: true, MaxSelect: 1, Values: []string{"nightly", "staff"}},
			text("actorEmail", false, 255),
			&core.DateField{Name: "since"},
			&core.DateField{Name: "finishedAt"},
			&core.JSONField{Name: "looked", MaxSize: 100_000},
			&core.JSONField{Name: "repaired", MaxSize: 500_000},
			text("problems", false, 5000),
		)
		timestamps(runs)
		runs.AddIndex("idx_reconcile_runs_created", false, "created", "")
		return app.Save(runs)
	}, func(app core.App) error {
		for _, name := range []string{"reconcile_runs", "donor_accounts"} {
			if c, err := app.FindCollectionByNameOrId(name); err == nil {
				if err := app.Delete(c); err != nil {
					return err
				}
			}
		}
		if details, err := app.FindCollectionByNameOrId("donation_users"); err == nil {
			details.Fields.RemoveByName("erasedAt")
			if err := app.Save(details); err != nil {
				return err
			}
		}
		donations, err := app.FindCollectionByNameOrId("donations")
		if err != nil {
			return err
		}
		donations.RemoveIndex("idx_donations_status_provider")
		for _, name := range []string{"providerStatus", "nextPaymentAt", "paymentProblem", "countedFailures", "providerCustomerId"} {
			donations.Fields.RemoveByName(name)
		}
		return app.Save(donations)
	})
}
