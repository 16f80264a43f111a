package donors

import (
	"errors"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/donate"
)

// IdentityDetails are the current details of one donor identity of the
// signed-in email, as its receipts will name it, with the identity's key.
type IdentityDetails struct {
	Identity string `json:"identity"`
	donate.Donor
}

// MyDetails answers GET /api/donor/details: the details the foundation
// holds for each identity that gave with the signed-in email (a person,
// their company…), the first to give first.
func MyDetails(e *core.RequestEvent) error {
	identities, err := donate.IdentitiesOf(e.App, e.Auth.Email())
	if err != nil {
		return e.InternalServerError("", err)
	}
	if len(identities) == 0 {
		return NotYours()
	}
	out := make([]IdentityDetails, len(identities))
	for i, identity := range identities {
		out[i] = IdentityDetails{Identity: identity.Key, Donor: identity.Donor}
	}
	return Answer(e, out)
}

// CorrectMyDetails answers PATCH /api/donor/details: the signed-in donor
// corrects the name, address or phone of one of their identities (the
// body's "identity", which may be left out when they have one), never
// their email, which is how they sign in, nor another identity. Receipts
// already issued stay as they are; the treasurer may replace one that the
// correction makes wrong.
func CorrectMyDetails(e *core.RequestEvent) error {
	before, r, err := donate.CorrectFromRequest(e, e.App, e.Auth.Email(), donate.SourceDonor)
	if errors.Is(err, donate.ErrNoDonor) {
		return NotYours()
	}
	if err != nil {
		return err
	}
	return Answer(e, IdentityDetails{Identity: before.Key, Donor: donate.DonorOf(r)})
}
