package gifts

import (
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/donate"
)

// Pause stops a running recurring gift's payments for 1 to 3 months, for a
// donor who asked; the audit keeps the pause's end.
func (k *Desk) Pause(e *core.RequestEvent) error {
	months, err := donate.PauseMonthsOf(e)
	if err != nil {
		return err
	}
	return actKeeping(e, ActionPause, "", pauseStateOf, func(d *donate.Donation) (*donate.Donation, error) {
		return donate.Pause(e.Request.Context(), e.App, k.gateways, d, months, donate.ByStaff)
	})
}

// Resume takes a paused gift's payments up again now.
func (k *Desk) Resume(e *core.RequestEvent) error {
	return actKeeping(e, ActionResume, "", pauseStateOf, func(d *donate.Donation) (*donate.Donation, error) {
		return donate.Resume(e.Request.Context(), e.App, k.gateways, d, donate.ByStaff)
	})
}

// ChangeRhythm makes a running card gift weekly or monthly from its next payment.
func (k *Desk) ChangeRhythm(e *core.RequestEvent) error {
	rhythm, err := donate.RhythmOf(e)
	if err != nil {
		return err
	}
	return actKeeping(e, ActionChangeRhythm, "", pauseStateOf, func(d *donate.Donation) (*donate.Donation, error) {
		return donate.ChangeRhythm(e.Request.Context(), e.App, k.gateways, d, rhythm, donate.ByStaff)
	})
}
