package donate

import (
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/campaigns"
)

// WallChoice is the donor's choice for their campaign's wall
// (campaigns.Wall): named only when they ask (showName), by the name they
// type or by their first name and initial, with the amount only when they
// ask (showAmount). A gift with no campaign shows on no wall.
type WallChoice struct {
	ShowName   bool   `json:"showName"`
	WallName   string `json:"wallName"`
	ShowAmount bool   `json:"showAmount"`
}

// Field names of the donations collection for the wall.
const (
	fieldShowName   = "showName"
	fieldWallName   = "wallName"
	fieldShowAmount = "showAmount"
)

// check cleans the typed name and adds its error to errs.
func (w *WallChoice) check(errs validation.Errors) {
	var err error
	if w.WallName, err = campaigns.CleanWallName(w.WallName); err != nil {
		errs[fieldWallName] = err
	}
}

// apply writes the choice on d.
func (w WallChoice) apply(d *Donation) {
	d.Set(fieldShowName, w.ShowName)
	d.Set(fieldWallName, w.WallName)
	d.Set(fieldShowAmount, w.ShowName && w.ShowAmount)
}

// Wall is d's wall choice.
func (d *Donation) Wall() WallChoice {
	return WallChoice{ShowName: d.GetBool(fieldShowName), WallName: d.GetString(fieldWallName), ShowAmount: d.GetBool(fieldShowAmount)}
}

// WallChoiceOf reads a new wall choice from the donor space's body
// {showName, wallName, showAmount}: a 400 for a name the wall refuses.
func WallChoiceOf(e *core.RequestEvent) (WallChoice, error) {
	var w WallChoice
	if err := readJSON(e, &w); err != nil {
		return w, err
	}
	errs := validation.Errors{}
	if w.check(errs); len(errs) > 0 {
		return w, badFields(errs)
	}
	return w, nil
}

// ChangeWall saves the donor's new wall choice for d, re-read in the save's
// transaction (a payment event may be changing it at the same moment).
func ChangeWall(app core.App, d *Donation, w WallChoice) (*Donation, error) {
	return update(app, byID(d.Method(), d.Id, "", ""), w.apply)
}
