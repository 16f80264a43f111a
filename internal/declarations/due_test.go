package declarations

import (
	"testing"
	"time"
)

func TestEasterSunday(t *testing.T) {
	for year, want := range map[int]string{2024: "2024-03-31", 2025: "2025-04-20", 2026: "2026-04-05", 2027: "2027-03-28", 2038: "2038-04-25"} {
		if got := easterSunday(year).Format(time.DateOnly); got != want {
			t.Errorf("Easter %d = %s, want %s", year, got, want)
		}
	}
}

// The second working day after 1 May of the next year, weekends and May's
// holidays counted out.
func TestDueOn(t *testing.T) {
	for year, want := range map[int]string{
		2024: "2025-05-05", // Thu 1 May 2025: Fri 2, (weekend), Mon 5
		2025: "2026-05-05", // Fri 1 May 2026: (weekend), Mon 4, Tue 5
		2026: "2027-05-04", // Sat 1 May 2027: Mon 3, Tue 4
		2023: "2024-05-03", // Wed 1 May 2024: Thu 2, Fri 3
		2037: "2038-05-04", // Sat 1 May 2038: Mon 3, Tue 4
	} {
		if got := DueOn(year).Format(time.DateOnly); got != want {
			t.Errorf("DueOn(%d) = %s, want %s", year, got, want)
		}
	}
}
