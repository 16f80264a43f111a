package donate

import (
	"context"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/payments"
)

// ResumeDuePauses resumes the gifts whose pause ended by now: a PayPal gift
// is activated at PayPal (which resumes nothing by itself), a card gift's
// end is only recorded (Stripe resumed it on its day). Each is noted in the
// gift's history and mailed. It reports how many resumed; a provider that
// fails leaves its gift paused for the next run.
func ResumeDuePauses(ctx context.Context, app core.App, gw *payments.Service, now time.Time) (int, error) {
	due, err := types.ParseDateTime(now)
	if err != nil {
		return 0, err
	}
	rs, err := app.FindRecordsByFilter(DonationsCollection, fieldPausedUntil+" != '' && "+fieldPausedUntil+" <= {:now}", fieldPausedUntil, 0, 0,
		map[string]any{"now": due.String()})
	if err != nil {
		return 0, err
	}
	resumed := 0
	for _, r := range rs {
		if _, err := Resume(ctx, app, gw, donationOf(r), BySchedule); err != nil {
			app.Logger().Error("donate: a paused gift did not resume", "gift", r.Id, "error", err)
			continue
		}
		resumed++
	}
	return resumed, nil
}

// resumePausesHourly runs ResumeDuePauses every hour, as the other jobs run
// (PocketBase's cron): a pause ends at most an hour late.
func resumePausesHourly(app core.App, gw *payments.Service) {
	app.Cron().MustAdd("resumePausedGifts", "17 * * * *", func() {
		if n, err := ResumeDuePauses(context.Background(), app, gw, time.Now()); err != nil {
			app.Logger().Error("donate: resuming paused gifts failed", "error", err)
		} else if n > 0 {
			app.Logger().Info("donate: paused gifts resumed", "count", n)
		}
	})
}
