package settings

import (
	"strings"
	"testing"
)

// The 75 % ceiling is the data's, with its source: today's law, 1,000 € a
// year since 2020; none is known before.
func TestTheAidCeilingIsDataWithItsSource(t *testing.T) {
	for year, want := range map[int]int64{2020: 100000, 2024: 100000, 2026: 100000} {
		c, ok := AidCeilingOf(year)
		if !ok || int64(c.Cents) != want || !strings.Contains(c.Source, "200, 1 ter") {
			t.Errorf("%d: %+v %v, want %d cents with its source", year, c, ok, want)
		}
	}
	if c, ok := AidCeilingOf(2019); ok {
		t.Errorf("2019: %+v", c)
	}
}

// A new figure is one more row: the years from it take it, those before keep theirs.
func TestANewCeilingIsOneMoreRow(t *testing.T) {
	rows := mustAidCeilings([]byte(`[{"from": "2027-01-01", "ceiling": 200000, "source": "loi de finances pour 2027"},
		{"from": "2020-01-01", "ceiling": 100000, "source": "CGI art. 200, 1 ter"}]`))
	if c, _ := ceilingIn(rows, 2026); c.Cents != 100000 {
		t.Errorf("2026: %+v", c)
	}
	if c, _ := ceilingIn(rows, 2027); c.Cents != 200000 || c.Source != "loi de finances pour 2027" {
		t.Errorf("2027: %+v", c)
	}
	defer func() {
		if recover() == nil {
			t.Error("a row without its source was taken")
		}
	}()
	mustAidCeilings([]byte(`[{"from": "2027-01-01", "ceiling": 200000}]`))
}
