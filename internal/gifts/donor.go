package gifts

import (
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/donate"
	"foundation/internal/donors"
)

// theirGift is the gift the route names when it is the signed-in donor's,
// else the 404 to answer.
func theirGift(e *core.RequestEvent) (*donate.Donation, error) {
	d, err := donate.GiftOf(e.App, e.Auth.Email(), e.Request.PathValue("id"))
	if err != nil {
		return nil, e.InternalServerError("", err)
	}
	if d == nil {
		return nil, donors.NotYours()
	}
	return d, nil
}

// ChangeWall shows or hides the donor's name (and amount) on the wall of
// their gift's campaign, under the name they choose.
func ChangeWall(e *core.RequestEvent) error {
	var w donate.WallChoice
	return donor.act(e, "", stateOf, into(e, &w, donate.WallChoiceOf), func(d *donate.Donation) (*donate.Donation, error) {
		return donate.ChangeWall(e.App, d, w)
	})
}

// CardUpdate is the provider's page where the donor gives a new card.
type CardUpdate struct {
	URL string `json:"url"`
}

// NewCard answers the address of the provider's page where the donor gives
// a new card for their recurring gift.
func (h *Handlers) NewCard(e *core.RequestEvent) error {
	d, err := theirGift(e)
	if err != nil {
		return err
	}
	url, err := donate.CardUpdateURL(e.Request.Context(), h.gateways, d)
	if err != nil {
		return donor.refusals.Refused(e, d, err)
	}
	return donors.Answer(e, CardUpdate{URL: url})
}
