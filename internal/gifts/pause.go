package gifts

import (
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/donate"
)

// Pause stops a running recurring gift's payments for 1 to 3 months, for
// its donor or the treasurer (for a donor who asked); the audit keeps the
// pause's end.
func (h *Handlers) Pause(e *core.RequestEvent) error {
	k := deskOf(e)
	var months int
	return k.act(e, ActionPause, pauseStateOf, into(e, &months, donate.PauseMonthsOf), func(d *donate.Donation) (*donate.Donation, error) {
		return donate.Pause(e.Request.Context(), e.App, h.gateways, d, months, k.by)
	})
}

// Resume takes a paused gift's payments up again now.
func (h *Handlers) Resume(e *core.RequestEvent) error {
	k := deskOf(e)
	return k.act(e, ActionResume, pauseStateOf, noInput, func(d *donate.Donation) (*donate.Donation, error) {
		return donate.Resume(e.Request.Context(), e.App, h.gateways, d, k.by)
	})
}

// ChangeRhythm makes a running card gift weekly or monthly from its next payment.
func (h *Handlers) ChangeRhythm(e *core.RequestEvent) error {
	k := deskOf(e)
	var rhythm string
	return k.act(e, ActionChangeRhythm, pauseStateOf, into(e, &rhythm, donate.RhythmOf), func(d *donate.Donation) (*donate.Donation, error) {
		return donate.ChangeRhythm(e.Request.Context(), e.App, h.gateways, d, rhythm, k.by)
	})
}
