package i18n_test

import (
	"errors"
	"testing"
	"time"

	validation "github.com/pocketbase/ozzo-validation/v4"

	"foundation/internal/i18n"
)

// A body's locale: none is English, fr and en are themselves, anything
// else (another language, another case, a region) is the field's error.
func TestParse(t *testing.T) {
	cases := []struct {
		in   string
		want i18n.Locale
		err  bool
	}{
		{"", i18n.English, false},
		{"en", i18n.English, false},
		{"fr", i18n.French, false},
		{"de", "", true},
		{"FR", "", true},
		{"fr-FR", "", true},
		{" fr", "", true},
	}
	for _, c := range cases {
		got, err := i18n.Parse(c.in)
		if got != c.want || (err != nil) != c.err {
			t.Errorf("Parse(%q) = %q, %v; want %q, error %v", c.in, got, err, c.want, c.err)
		}
		var v validation.Error
		if err != nil && (!errors.As(err, &v) || v.Code() != "validation_invalid_locale") {
			t.Errorf("Parse(%q): error %v, want the locale's field error", c.in, err)
		}
	}
}

// A stored locale: only French is French; a gift from before locales is English.
func TestOf(t *testing.T) {
	for in, want := range map[string]i18n.Locale{"fr": i18n.French, "en": i18n.English, "": i18n.English, "xx": i18n.English} {
		if got := i18n.Of(in); got != want {
			t.Errorf("Of(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestBothIn(t *testing.T) {
	b := i18n.Both[string]{En: "Thank you", Fr: "Merci"}
	if b.In(i18n.French) != "Merci" || b.In(i18n.English) != "Thank you" || b.In("") != "Thank you" {
		t.Fatalf("Both.In picks the wrong words")
	}
}

func TestFrenchDate(t *testing.T) {
	cases := map[string]string{
		"2026-01-05": "5 janvier 2026",
		"2027-03-01": "1er mars 2027",
		"2026-08-31": "31 août 2026",
		"2026-12-25": "25 décembre 2026",
	}
	for in, want := range cases {
		day, _ := time.Parse("2006-01-02", in)
		if got := i18n.FrenchDate(day); got != want {
			t.Errorf("FrenchDate(%s) = %q, want %q", in, got, want)
		}
	}
}
