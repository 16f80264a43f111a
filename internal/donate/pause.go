package donate

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/jsonbody"
	"foundation/internal/payments"
	"foundation/internal/payments/paypal"
)

// A recurring gift may be paused for one to three months, resumed early,
// and change its rhythm (weekly ↔ monthly, card gifts). Card gifts pause
// through Stripe's pause_collection (Stripe resumes by itself); PayPal
// ones are suspended, and activated again by ResumeDuePauses. While paused
// the gift stays active: no renewal is expected, none is missed.

// Fields of a paused gift and of its history.
const (
	fieldPausedUntil = "pausedUntil"
	fieldHistory     = "history"
)

// MaxPauseMonths is the longest pause a donor may ask for.
const MaxPauseMonths = 3

// Kinds of a history entry, and who asked for it.
const (
	HistoryPaused  = "paused"
	HistoryResumed = "resumed"
	HistoryRhythm  = "rhythm"

	ByDonor    = "donor"
	ByStaff    = "staff"
	BySchedule = "schedule" // the pause ran its course
)

// Change is one entry of a gift's history: a pause (until when), a
// resumption, a new rhythm; At and Until are dates as PocketBase writes them.
type Change struct {
	At     string `json:"at"`
	Kind   string `json:"kind" tstype:"'paused' | 'resumed' | 'rhythm'"`
	By     string `json:"by" tstype:"'donor' | 'staff' | 'schedule'"`
	Until  string `json:"until,omitempty"`
	Rhythm string `json:"rhythm,omitempty" tstype:"Rhythm"`
}

// ErrAlreadyPaused is a pause asked for a gift already paused; ErrNotPaused
// a resumption asked for one that is not.
var (
	ErrAlreadyPaused = errors.New("donate: this gift is already paused")
	ErrNotPaused     = errors.New("donate: this gift is not paused")
)

// PausedUntil is when a paused gift takes its payments again; zero when it
// is not paused.
func (d *Donation) PausedUntil() types.DateTime { return d.GetDateTime(fieldPausedUntil) }

// Paused reports whether the gift's payments are paused.
func (d *Donation) Paused() bool { return !d.PausedUntil().IsZero() }

// History is the gift's pauses, resumptions and changes of rhythm, oldest first.
func (d *Donation) History() []Change {
	history := []Change{}
	_ = d.UnmarshalJSONField(fieldHistory, &history)
	return history
}

// note appends a Change made now.
func (d *Donation) note(c Change) {
	c.At = types.NowDateTime().String()
	d.Set(fieldHistory, append(d.History(), c))
}

// PauseMonthsOf reads {"months": 1 to MaxPauseMonths} of a pause request;
// a bad one is the 400 to answer, naming the field.
func PauseMonthsOf(e *core.RequestEvent) (int, error) {
	var body struct {
		Months json.RawMessage `json:"months"`
	}
	if err := jsonbody.Decode(e, &body, "The request could not be read."); err != nil {
		return 0, err
	}
	var months int
	if len(body.Months) == 0 || json.Unmarshal(body.Months, &months) != nil || months < 1 || months > MaxPauseMonths {
		return 0, apis.NewBadRequestError("The pause is not valid.", validation.Errors{
			"months": validation.NewError("validation_pause_months", fmt.Sprintf("Choose a pause of 1 to %d months.", MaxPauseMonths)),
		})
	}
	return months, nil
}

// RhythmOf reads {"interval": "week" | "month"} of a change of rhythm and
// answers the rhythm ("weekly", "monthly"); a bad one is the 400 to answer.
func RhythmOf(e *core.RequestEvent) (string, error) {
	var body struct {
		Interval string `json:"interval"`
	}
	if err := jsonbody.Decode(e, &body, "The request could not be read."); err != nil {
		return "", err
	}
	switch body.Interval {
	case "week":
		return "weekly", nil
	case "month":
		return "monthly", nil
	}
	return "", apis.NewBadRequestError("The rhythm is not valid.", validation.Errors{
		"interval": validation.NewError("validation_interval", "Choose weekly (week) or monthly (month)."),
	})
}

// firstDueFrom is the first renewal of a gift of rhythm due on its cycle
// from next that falls on or after from: the payment a pause ending at
// from leaves. A gift with no known next payment starts again at from.
func firstDueFrom(rhythm string, next, from time.Time) time.Time {
	if next.IsZero() {
		return from
	}
	for next.Before(from) {
		next = nextAfter(rhythm, next)
	}
	return next
}

// Pause stops the payments of a running recurring gift for months (1 to
// MaxPauseMonths) at its provider, marks it paused until then, notes it in
// its history (by whom) and mails the donor.
func Pause(ctx context.Context, app core.App, gw *payments.Service, d *Donation, months int, by string) (*Donation, error) {
	switch {
	case d.Paused():
		return d, ErrAlreadyPaused
	case !ActionsOf(d).Pause:
		return d, ErrNotAllowed
	case months < 1 || months > MaxPauseMonths:
		return d, fmt.Errorf("donate: a pause of %d months", months)
	}
	until := time.Now().UTC().AddDate(0, months, 0).Truncate(time.Second)
	if d.Method() == "paypal" {
		pp, err := gw.RequirePayPal()
		if err == nil {
			err = pp.SuspendSubscription(ctx, d.SubscriptionID(), "The donor paused the gift for "+monthWords(months)+".")
		}
		if err != nil {
			return d, failed(d, err)
		}
	} else {
		card, err := gw.RequireCard()
		if err != nil {
			return d, failed(d, err)
		}
		state, err := card.PauseSubscription(ctx, d.SubscriptionID(), until, requestKey("pause", d.Id))
		if err != nil {
			return d, failed(d, err)
		}
		if !state.PausedUntil.Equal(until) {
			return d, failed(d, fmt.Errorf("the subscription resumes at %s after pausing it until %s", state.PausedUntil, until))
		}
	}
	return update(app, byRecord(d.Id), func(x *Donation) {
		x.Set(fieldPausedUntil, until)
		x.Set(fieldNextPaymentAt, firstDueFrom(x.Rhythm(), x.NextPaymentAt().Time(), until))
		x.note(Change{Kind: HistoryPaused, By: by, Until: x.PausedUntil().String()})
		x.tell(pausedMail(x))
	})
}

func monthWords(months int) string {
	if months == 1 {
		return "one month"
	}
	return fmt.Sprintf("%d months", months)
}

// Resume takes a paused gift's payments up again now, at its provider: a
// card gift's pause is lifted, a PayPal one activated. by is who asked
// (BySchedule when the pause ran its course).
func Resume(ctx context.Context, app core.App, gw *payments.Service, d *Donation, by string) (*Donation, error) {
	if !d.Paused() {
		return d, ErrNotPaused
	}
	next, err := resumeAtProvider(ctx, gw, d)
	if err != nil {
		return d, err
	}
	return update(app, byRecord(d.Id), func(x *Donation) {
		if !x.Paused() {
			return // resumed meanwhile
		}
		x.Set(fieldPausedUntil, "")
		if next.IsZero() {
			next = firstDueFrom(x.Rhythm(), x.NextPaymentAt().Time(), time.Now())
		}
		x.Set(fieldNextPaymentAt, next)
		x.note(Change{Kind: HistoryResumed, By: by})
		x.tell(resumedMail(x))
	})
}

// resumeAtProvider lifts the pause and answers the next payment the
// provider says (zero when it does not). Stripe lifts a pause by itself on
// its day: a schedule's resumption only records it.
func resumeAtProvider(ctx context.Context, gw *payments.Service, d *Donation) (time.Time, error) {
	if d.Method() == "paypal" {
		pp, err := gw.RequirePayPal()
		if err != nil {
			return time.Time{}, failed(d, err)
		}
		if err := pp.ActivateSubscription(ctx, d.SubscriptionID(), "The pause of the gift is over."); err != nil && !errors.Is(err, paypal.ErrNotActive) {
			return time.Time{}, failed(d, err)
		}
		sub, err := pp.GetSubscription(ctx, d.SubscriptionID())
		if err != nil {
			return time.Time{}, failed(d, err)
		}
		if sub.Status != "ACTIVE" {
			return time.Time{}, failed(d, fmt.Errorf("the subscription is %s after activating it", sub.Status))
		}
		return sub.NextBillingTime, nil
	}
	if !d.PausedUntil().Time().After(time.Now()) {
		return time.Time{}, nil
	}
	card, err := gw.RequireCard()
	if err != nil {
		return time.Time{}, failed(d, err)
	}
	state, err := card.PauseSubscription(ctx, d.SubscriptionID(), time.Time{}, requestKey("resume", d.Id))
	if err != nil {
		return time.Time{}, failed(d, err)
	}
	if !state.PausedUntil.IsZero() {
		return time.Time{}, failed(d, fmt.Errorf("the subscription is still paused until %s after resuming it", state.PausedUntil))
	}
	return state.CurrentPeriodEnd, nil
}

// ChangeRhythm makes a running card gift weekly or monthly from its next
// payment, once Stripe confirms the new interval; nothing is charged now.
func ChangeRhythm(ctx context.Context, app core.App, gw *payments.Service, d *Donation, rhythm, by string) (*Donation, error) {
	if !ActionsOf(d).ChangeRhythm {
		if d.Paused() {
			return d, ErrAlreadyPaused
		}
		return d, ErrNotAllowed
	}
	if rhythm == d.Rhythm() {
		return d, nil
	}
	interval := "month"
	if rhythm == "weekly" {
		interval = "week"
	}
	card, err := gw.RequireCard()
	if err != nil {
		return d, failed(d, err)
	}
	state, err := card.ChangeSubscriptionInterval(ctx, d.SubscriptionID(), interval, requestKey("rhythm", d.Id))
	if err != nil {
		return d, failed(d, err)
	}
	if state.Interval != interval {
		return d, failed(d, fmt.Errorf("the subscription renews every %q after changing it to %s", state.Interval, interval))
	}
	return update(app, byRecord(d.Id), func(x *Donation) {
		x.Set(FieldRhythm, rhythm)
		x.Set(fieldPlan, "") // a preset's plan no longer describes the gift
		if !state.CurrentPeriodEnd.IsZero() {
			x.Set(fieldNextPaymentAt, state.CurrentPeriodEnd)
		}
		x.note(Change{Kind: HistoryRhythm, By: by, Rhythm: rhythm})
		x.tell(rhythmChangedMail(x))
	})
}
