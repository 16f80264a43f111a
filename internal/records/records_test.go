package records_test

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/records"
)

func TestKeysAndLinesAreAddedOnce(t *testing.T) {
	c := core.NewBaseCollection("x")
	c.Fields.Add(&core.JSONField{Name: "keys"}, &core.TextField{Name: "trail"})
	r := core.NewRecord(c)
	for i, want := range []bool{true, false} {
		if got := records.AddKey(r, "keys", "refund:1"); got != want {
			t.Errorf("AddKey #%d = %v, want %v", i+1, got, want)
		}
	}
	if !records.AddKey(r, "keys", "refund:2") || len(r.GetStringSlice("keys")) != 2 {
		t.Errorf("keys = %v", r.Get("keys"))
	}
	if !records.AddLine(r, "trail", "denied", "10:00: denied") || records.AddLine(r, "trail", "denied", "11:00: denied") ||
		!records.AddLine(r, "trail", "refund", "12:00: refund") || r.GetString("trail") != "10:00: denied\n12:00: refund" {
		t.Errorf("trail = %q", r.GetString("trail"))
	}
}

func TestLikeEscapesLikesOwnCharacters(t *testing.T) {
	cases := map[string]string{"awa": "%awa%", "50%": `%50\%%`, "a_b": `%a\_b%`, `c:\d`: `%c:\\d%`}
	for in, want := range cases {
		if got := records.Like(in); got != want {
			t.Errorf("Like(%q) = %q, want %q", in, got, want)
		}
	}
	if records.AllOf(nil) != nil {
		t.Error("AllOf of nothing must be nil (no condition)")
	}
}

func TestTrigramWordsAsksForEveryWordInAnyOrder(t *testing.T) {
	cases := []struct {
		search, query string
		ok            bool
	}{
		{"dupont", `"dupont"`, true},
		{"fontaine claire", `"fontaine" AND "claire"`, true},
		{"  Inès   Martin ", `"Inès" AND "Martin"`, true},
		{`say "hi"`, `"say" AND """hi"""`, true},
		{"Lé Petit", "", false}, // a word of two characters: the index cannot find it
		{"ab", "", false},
		{"   ", "", false},
		{"abc\x00def", "", false},
		{"abc\xffdef", "", false},
	}
	for _, c := range cases {
		if query, ok := records.TrigramWords(c.search); query != c.query || ok != c.ok {
			t.Errorf("TrigramWords(%q) = %q, %v; want %q, %v", c.search, query, ok, c.query, c.ok)
		}
	}
}
