package staff_test

import (
	"testing"

	"foundation/internal/staff"
)

func TestSafeCellKeepsFormulasFromRunning(t *testing.T) {
	cases := map[string]string{
		"Hélène Dupont":            "Hélène Dupont",
		"=HYPERLINK(\"http://x\")": "'=HYPERLINK(\"http://x\")",
		"+33 6 12 34 56 78":        "'+33 6 12 34 56 78",
		"-2+3":                     "'-2+3",
		"@SUM(A1)":                 "'@SUM(A1)",
		"\tcmd":                    "'\tcmd",
		"12,50":                    "12,50",
		"":                         "",
	}
	for in, want := range cases {
		if got := staff.SafeCell(in); got != want {
			t.Errorf("SafeCell(%q) = %q, want %q", in, got, want)
		}
	}
}
