package settings

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"sort"

	"foundation/internal/money"
)

// The yearly ceiling of article 200 1 ter's 75 % is law that changes by
// finance act: it is data (aid_ceilings.json), each figure with the date it
// applies from and its legal source, so a new year's figure is one more row
// and no code. docs/receipts.md says where each figure comes from.

//go:embed aid_ceilings.json
var aidCeilingsJSON []byte

// AidCeiling is one figure of the ceiling: Cents a year, for gifts from
// From (YYYY-MM-DD) until the next figure, as Source enacts it.
type AidCeiling struct {
	From   string      `json:"from"`
	Cents  money.Cents `json:"ceiling"`
	Source string      `json:"source"`
}

// AidCeilings are the figures, oldest first.
var AidCeilings = mustAidCeilings(aidCeilingsJSON)

func mustAidCeilings(b []byte) []AidCeiling {
	var rows []AidCeiling
	if err := json.Unmarshal(b, &rows); err != nil {
		panic(fmt.Sprintf("settings: aid_ceilings.json: %v", err))
	}
	for _, r := range rows {
		if len(r.From) != len("2020-01-01") || r.Cents <= 0 || r.Source == "" {
			panic(fmt.Sprintf("settings: aid_ceilings.json: a row needs from (YYYY-MM-DD), a ceiling and its source: %+v", r))
		}
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].From < rows[j].From })
	return rows
}

// AidCeilingOf is the ceiling in force at the end of year (the figure the
// donor's yearly total is held to), false for a year before every figure.
func AidCeilingOf(year int) (AidCeiling, bool) { return ceilingIn(AidCeilings, year) }

func ceilingIn(rows []AidCeiling, year int) (AidCeiling, bool) {
	end := fmt.Sprintf("%04d-12-31", year)
	for i := len(rows) - 1; i >= 0; i-- {
		if rows[i].From <= end {
			return rows[i], true
		}
	}
	return AidCeiling{}, false
}
