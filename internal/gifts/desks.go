package gifts

import (
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/donate"
	"foundation/internal/donors"
	"foundation/internal/staff"
)

// A desk is who acts on a gift and how it is told: the treasurer in the back
// office (/api/staff/donations/{id}/…: any gift, with the role the route
// declares; audited; answered with the gift's Page) or the donor in their
// space (/api/donor/gifts/{id}/…: their own gifts only; answered with the
// gift as the donor space shows it, donors.SendGift). One handler serves both
// routes of an action; the route index (internal/api) says who may call each.
type desk struct {
	// staff: the treasurer's desk, whose actions are audited.
	staff bool
	// by names the desk in the gift's history (donate.ByStaff, ByDonor).
	by       string
	refusals donate.Refusals
}

// treasurer is the back office's desk.
var treasurer = desk{staff: true, by: donate.ByStaff, refusals: donate.Refusals{
	Desk:          "gifts",
	NotAllowed:    "This gift does not take this action now.",
	AlreadyPaused: func(*donate.Donation) string { return "This gift is already paused: resume it first." },
	Unreachable:   "the gift is unchanged. Try again in a few minutes.",
	Unconfirmed: func(provider string) string {
		return provider + " did not confirm it: the gift is unchanged. Look at it in " + provider + "'s dashboard."
	},
}}

// donor is the donor space's desk.
var donor = desk{by: donate.ByDonor, refusals: donate.Refusals{
	Desk:       "donors",
	NotAllowed: "This gift cannot be changed from here: only a running recurring gift can be stopped or paused, and only one by card changed.",
	AlreadyPaused: func(d *donate.Donation) string {
		return "This gift is paused until " + d.PausedUntil().Time().Format("2006-01-02") + ": resume it first."
	},
	Unreachable: "your gift is unchanged. Please try again in a few minutes.",
	Unconfirmed: func(provider string) string {
		return provider + " did not confirm the change: your gift is unchanged. Please try again later, or write to us."
	},
}}

// deskOf is the desk of whoever asks: a signed-in donor's, else the
// treasurer's (the route let in only staff holding its role).
func deskOf(e *core.RequestEvent) desk {
	if e.Auth != nil && e.Auth.Collection().Name == donors.Collection {
		return donor
	}
	return treasurer
}

// input reads an action's request: the reason the audit keeps ("" for none),
// or the 400 to answer.
type input func() (reason string, err error)

// noInput is the input of an action that reads nothing.
func noInput() (string, error) { return "", nil }

// into is the input reading one value of the request into *v with of.
func into[T any](e *core.RequestEvent, v *T, of func(*core.RequestEvent) (T, error)) input {
	return func() (string, error) {
		var err error
		*v, err = of(e)
		return "", err
	}
}

// open finds the {id} gift and reads the request, in the desk's order: the
// treasurer's request is read first (a bad one is a 400 whatever the gift),
// then the gift looked for among all (404 for none); the donor's gift is
// looked for first among their own, so another donor's gift is the 404 of
// one that does not exist whatever the request says.
func (k desk) open(e *core.RequestEvent, read input) (*donate.Donation, string, error) {
	if !k.staff {
		d, err := theirGift(e)
		if err != nil {
			return nil, "", err
		}
		reason, err := read()
		return d, reason, err
	}
	reason, err := read()
	if err != nil {
		return nil, "", err
	}
	d, err := donate.FindDonation(e.App, e.Request.PathValue("id"))
	if err != nil {
		return nil, "", notFound(e, err)
	}
	return d, reason, nil
}

// act runs one action on the {id} gift at desk k: the gift found and the
// request read (open), the rule applied (do), a refusal worded for the
// desk, the audit row when the treasurer acted (who, the gift before and
// after as snap writes it, the reason), and the gift as the desk shows it.
func (k desk) act(e *core.RequestEvent, action string, snap snapshot, read input, do func(*donate.Donation) (*donate.Donation, error)) error {
	d, reason, err := k.open(e, read)
	if err != nil {
		return err
	}
	before := snap(d, "")
	d, err = do(d)
	if err != nil {
		return k.refusals.Refused(e, d, err)
	}
	if !k.staff {
		return donors.SendGift(e, d)
	}
	if err := staff.Audit(e.App, e.Auth, action, d.Record, before, snap(d, reason)); err != nil {
		return e.InternalServerError("", err)
	}
	return answer(e, d)
}
