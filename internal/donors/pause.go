package donors

import (
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/donate"
)

// Pause stops the payments of the donor's running recurring gift for 1 to 3 months.
func (s *GiftActions) Pause(e *core.RequestEvent) error {
	d, err := theirGift(e)
	if err != nil {
		return err
	}
	months, err := donate.PauseMonthsOf(e)
	if err != nil {
		return err
	}
	d, err = donate.Pause(e.Request.Context(), e.App, s.gateways, d, months, donate.ByDonor)
	return answer(e, d, err)
}

// Resume takes the payments of the donor's paused gift up again now.
func (s *GiftActions) Resume(e *core.RequestEvent) error {
	d, err := theirGift(e)
	if err != nil {
		return err
	}
	d, err = donate.Resume(e.Request.Context(), e.App, s.gateways, d, donate.ByDonor)
	return answer(e, d, err)
}

// ChangeRhythm makes the donor's card gift weekly or monthly from its next payment.
func (s *GiftActions) ChangeRhythm(e *core.RequestEvent) error {
	d, err := theirGift(e)
	if err != nil {
		return err
	}
	rhythm, err := donate.RhythmOf(e)
	if err != nil {
		return err
	}
	d, err = donate.ChangeRhythm(e.Request.Context(), e.App, s.gateways, d, rhythm, donate.ByDonor)
	return answer(e, d, err)
}
