package records_test

import (
	"testing"

	"foundation/internal/records"
)

func TestFold(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"  Crème ", "creme"},
		{"T-SHIRT Équipe", "t-shirt equipe"},
		{"Inès Ñoño Œuvre", "ines nono œuvre"},
		{"", ""},
	} {
		if got := records.Fold(c.in); got != c.want {
			t.Errorf("Fold(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
