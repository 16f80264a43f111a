package donate

import (
	"time"

	"foundation/internal/records"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// TestCheckoutLifetime is how long a TEST MODE checkout may wait for its
// payment: the demo gateway sends no "expired" event as Stripe does after
// its session ends, so a sweep ends the gifts left pending past it.
const TestCheckoutLifetime = 30 * time.Minute

// ExpireTestCheckouts ends as expired the TEST MODE card and PayPal gifts
// still pending TestCheckoutLifetime after they were opened, and reports
// how many. Real gifts wait for their provider's event.
func ExpireTestCheckouts(app core.App, now time.Time) (int, error) {
	cutoff, err := types.ParseDateTime(now.Add(-TestCheckoutLifetime))
	if err != nil {
		return 0, err
	}
	stale, err := app.FindRecordsByFilter(DonationsCollection,
		FieldStatus+" = {:pending} && "+fieldTest+" = true && "+fieldMethod+" != 'cheque' && "+records.FieldCreated+" < {:cutoff}", "", 0, 0,
		dbx.Params{"pending": StatusPending, "cutoff": cutoff.String()})
	if err != nil {
		return 0, err
	}
	expired := 0
	for _, r := range stale {
		d, err := update(app, byRecord(r.Id), fromPending(StatusExpired))
		if err != nil {
			return expired, err
		}
		if d.Status() == StatusExpired {
			expired++
		}
	}
	return expired, nil
}

// expireTestCheckoutsEvery5Minutes runs the sweep while TEST MODE is on.
func expireTestCheckoutsEvery5Minutes(app core.App) {
	app.Cron().MustAdd("expireTestCheckouts", "*/5 * * * *", func() {
		if n, err := ExpireTestCheckouts(app, time.Now()); err != nil {
			app.Logger().Error("donate: expiring test checkouts failed", "error", err)
		} else if n > 0 {
			app.Logger().Info("donate: test checkouts expired", "count", n)
		}
	})
}
