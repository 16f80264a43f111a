package payments

import (
	"fmt"
	"sort"

	"github.com/pocketbase/pocketbase/core"
	"github.com/spf13/cobra"

	"foundation/internal/money"
	"foundation/internal/payments/paypal"
	"foundation/internal/payments/stripe"
)

// PlansCommand is `foundation plans check|create`: the operator's way to
// make the recurring gifts' plans at the real providers, with the keys of
// the environment (docs/deploy.md, "The recurring gifts' plans").
func PlansCommand(app core.App, cfg Config) *cobra.Command {
	root := &cobra.Command{Use: "plans", Short: "Creates and checks the recurring gifts' plans at Stripe and PayPal",
		// A new data folder has no donation_plans until migrated.
		PersistentPreRunE: func(*cobra.Command, []string) error { return app.RunAllMigrations() }}
	providers := func() (PlanProviders, error) {
		if cfg.Stripe.SecretKey == "" || !cfg.PayPal.Configured() {
			return PlanProviders{}, fmt.Errorf("plans need STRIPE_SECRET_KEY, PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET in the environment")
		}
		return PlanProviders{Stripe: stripe.New(cfg.Stripe), PayPal: paypal.New(cfg.PayPal)}, nil
	}
	check := &cobra.Command{
		Use:   "check",
		Short: "Reads every offered plan back from Stripe and PayPal; fails when one differs from what the site offers",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			p, err := providers()
			if err != nil {
				return err
			}
			found, err := CheckPlans(cmd.Context(), app, p)
			if err != nil {
				return err
			}
			return printChecked(cmd, found)
		},
	}
	var amount, interval string
	create := &cobra.Command{
		Use:   "create --amount EUROS --interval week|month",
		Short: "Creates a recurring gift's price at Stripe, its plan at PayPal, and the plan the donation page offers",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			cents, err := money.ParseDecimal(amount)
			if err != nil {
				return fmt.Errorf("--amount %q: %w", amount, err)
			}
			p, err := providers()
			if err != nil {
				return err
			}
			plan, err := CreatePlan(cmd.Context(), app, p, cents, interval)
			if err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "plan %s: %s EUR every %s, Stripe price %s, PayPal plan %s; offered on the donation page\n",
				plan.Id, plan.Amount().Decimal(), plan.Interval(), plan.StripePriceID(), plan.PayPalPlanID())
			return nil
		},
	}
	create.Flags().StringVar(&amount, "amount", "", "what each payment takes, in euros (20 or 20.00)")
	create.Flags().StringVar(&interval, "interval", "month", "week or month")
	root.AddCommand(check, create)
	return root
}

func printChecked(cmd *cobra.Command, found map[*Plan][]string) error {
	plans := make([]*Plan, 0, len(found))
	for plan := range found {
		plans = append(plans, plan)
	}
	sort.Slice(plans, func(i, j int) bool { return plans[i].Id < plans[j].Id })
	out, wrong := cmd.OutOrStdout(), false
	for _, plan := range plans {
		fmt.Fprintf(out, "plan %s: %s EUR every %s: ", plan.Id, plan.Amount().Decimal(), plan.Interval())
		if len(found[plan]) == 0 {
			fmt.Fprintln(out, "ok")
			continue
		}
		wrong = true
		fmt.Fprintln(out, "WRONG")
		for _, problem := range found[plan] {
			fmt.Fprintf(out, "  - %s\n", problem)
		}
	}
	if len(plans) == 0 {
		return fmt.Errorf("no plan is offered: create them with `%s plans create --amount 20 --interval month`", cmd.Root().Name())
	}
	if wrong {
		return errPlansWrong
	}
	return nil
}
