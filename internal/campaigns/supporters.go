package campaigns

import (
	"cmp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/forms"
	"foundation/internal/ledger"
	"foundation/internal/money"
)

// WallGift is what the donor wall needs of one gift given to a campaign.
type WallGift struct {
	ID string
	// ShowName is the supporter's choice to be named (off unless they chose
	// it); Name the name they typed for the wall ("" for the default one);
	// ShowAmount their choice to show what they gave.
	ShowName, ShowAmount bool
	Name                 string
	Rhythm               string
	// Test is a TEST MODE gift: no money moved, never on the wall.
	Test bool
	// The donor's details the default name is made of.
	FirstName, LastName, Company string
}

// Supporter is one name on a campaign's wall.
type Supporter struct {
	Name string `json:"name"`
	// AmountCents is what the gift kept (every renewal in, refunds out),
	// left out unless the supporter chose to show it.
	AmountCents money.Cents `json:"amountCents,omitempty"`
	Rhythm      string      `json:"rhythm" tstype:"Rhythm"`
	// Since is the day the gift's money first came (2026-03-01).
	Since string `json:"since"`
}

// Wall is the supporters of a campaign, newest money first: the gifts whose
// donor chose to be named and whose money was kept (as Count keeps it: paid,
// received, not all refunded or taken back by a dispute, not TEST MODE; a
// pledged cheque only once received), each named as the donor chose and
// never by an email.
func Wall(gifts []WallGift, rows []ledger.Entry) []Supporter {
	type kept struct {
		gross money.Cents
		first string // the first movement's date, as stored: it sorts as text
	}
	byGift := map[string]*kept{}
	for _, r := range rows {
		k := byGift[r.SubjectID]
		if k == nil {
			k = &kept{first: r.MovedAt.String()}
			byGift[r.SubjectID] = k
		}
		k.gross += r.Gross
		k.first = min(k.first, r.MovedAt.String())
	}
	type shown struct {
		Supporter
		first, id string
	}
	var wall []shown
	for _, g := range gifts {
		k := byGift[g.ID]
		name := g.shownName()
		if !g.ShowName || g.Test || k == nil || k.gross <= 0 || name == "" {
			continue
		}
		s := Supporter{Name: name, Rhythm: g.Rhythm, Since: dayOf(k.first)}
		if g.ShowAmount {
			s.AmountCents = k.gross
		}
		wall = append(wall, shown{s, k.first, g.ID})
	}
	slices.SortFunc(wall, func(a, b shown) int { return cmp.Or(cmp.Compare(b.first, a.first), cmp.Compare(b.id, a.id)) })
	out := make([]Supporter, len(wall))
	for i, s := range wall {
		out[i] = s.Supporter
	}
	return out
}

// dayOf is the date of a stored instant ("2026-03-01 10:00:00.000Z").
func dayOf(stamp string) string {
	day, _, _ := strings.Cut(stamp, " ")
	return day
}

// shownName is the name the wall shows: the one the donor typed, else a
// company's name, else the first name and the last name's initial ("Ada
// L."); "" when it would show an email.
func (g WallGift) shownName() string {
	name := g.Name
	switch {
	case name != "":
	case g.Company != "":
		name = g.Company
	default:
		name = g.FirstName
		if initial, _ := utf8.DecodeRuneInString(strings.TrimSpace(g.LastName)); initial != utf8.RuneError {
			name += " " + strings.ToUpper(string(initial)) + "."
		}
	}
	name = forms.CleanLine(name)
	if strings.Contains(name, "@") {
		return ""
	}
	return name
}

// MaxWallName bounds the name a donor types for the wall (the migration's).
const MaxWallName = 40

var errWallName = validation.NewError("validation_invalid_wall_name", "Give a name, not an email or a web address.")

// CleanWallName cleans the name a donor typed for the wall and checks it:
// one short line, never an email nor a link ("" is the default name).
func CleanWallName(s string) (string, error) {
	s = forms.CleanLine(s)
	if s == "" {
		return "", nil
	}
	if err := forms.Line(s, MaxWallName); err != nil {
		return s, err
	}
	lower := strings.ToLower(s)
	if strings.Contains(s, "@") || strings.Contains(lower, "://") || strings.Contains(lower, "www.") {
		return s, errWallName
	}
	return s, nil
}

// namedGiftsOf reads the gifts of a campaign whose donor chose to be named.
const namedGiftsOf = "SELECT id FROM donations WHERE campaign = {:campaign} AND showName = TRUE"

// SupportersOf is the wall of the campaign of slug, read now.
func SupportersOf(app core.App, slug string) ([]Supporter, error) {
	var rows []struct {
		ID         string `db:"id"`
		Rhythm     string `db:"rhythm"`
		Test       bool   `db:"test"`
		Name       string `db:"wallName"`
		ShowAmount bool   `db:"showAmount"`
		FirstName  string `db:"prenom"`
		LastName   string `db:"nom"`
		Company    string `db:"raisonSociale"`
	}
	params := dbx.Params{"campaign": slug}
	err := app.DB().Select("d.id", "d.rhythm", "d.test", "d.wallName", "d.showAmount", "u.prenom", "u.nom", "u.raisonSociale").
		From("donations d").LeftJoin("donation_users u", dbx.NewExp("u.id = d.donor")).
		Where(dbx.NewExp("d.id IN ("+namedGiftsOf+")", params)).All(&rows)
	if err != nil {
		return nil, err
	}
	moves, err := ledger.OfSubjectsIn(app, namedGiftsOf, params)
	if err != nil {
		return nil, err
	}
	gifts := make([]WallGift, len(rows))
	for i, r := range rows {
		gifts[i] = WallGift{ID: r.ID, ShowName: true, ShowAmount: r.ShowAmount, Name: r.Name, Rhythm: r.Rhythm, Test: r.Test,
			FirstName: r.FirstName, LastName: r.LastName, Company: r.Company}
	}
	return Wall(gifts, moves), nil
}
