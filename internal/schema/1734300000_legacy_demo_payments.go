package schema

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Orders and gifts paid through the TEST MODE gateway before the test flag
// existed (1732500000_money_path.go) came out of an upgrade as real money:
// "to ship", in the month's totals, and a one-off demo gift with a real
// receipt. The demo gateway's ids say what they were (the payments/demo
// package names them so; written down here so this migration never changes
// meaning): they are marked test, and a valid receipt of such a gift is
// cancelled, kept with its number, saying why. Nothing to undo.
func init() {
	m.Register(func(app core.App) error {
		statements := []string{
			`UPDATE orders SET test = 1 WHERE NOT test AND (paypalOrderId LIKE 'DEMO-%' OR paypalCaptureId LIKE 'DEMOCAP-%')`,
			`UPDATE donations SET test = 1 WHERE NOT test AND (provider = 'demo' OR providerSessionId LIKE 'cs\_demo\_%' ESCAPE '\'
				OR providerOrderId LIKE 'DEMO-%' OR providerSubscriptionId LIKE 'I-DEMO%' OR providerPaymentId LIKE 'DEMO%')`,
			`UPDATE tax_receipts SET status = 'cancelled', cancelledAt = {:now},
				cancelReason = 'TEST MODE payment: no money moved (found on upgrade)'
				WHERE status = 'valid' AND kind = 'single' AND donation IN (SELECT id FROM donations WHERE test)`,
		}
		for _, q := range statements {
			if _, err := app.DB().NewQuery(q).Bind(dbx.Params{"now": types.NowDateTime().String()}).Execute(); err != nil {
				return err
			}
		}
		return nil
	}, nil)
}
