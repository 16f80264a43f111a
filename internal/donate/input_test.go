package donate_test

import (
	"encoding/json"
	"testing"

	"foundation/internal/donate"
	"foundation/internal/money"
)

func TestDonorRulesFollowTheSpec(t *testing.T) {
	valid := donate.Donor{Email: "ada@example.org", Prenom: "Ada", Nom: "Lovelace", Adresse: "1 rue du Stade",
		CodePostal: "75015", Ville: "Paris", Pays: "France", Telephone: "+33612345678"}
	cases := []struct {
		name  string
		edit  func(*donate.Donor)
		field string // "" = valid
	}{
		{"all good", func(*donate.Donor) {}, ""},
		{"email without at", func(d *donate.Donor) { d.Email = "ada.example.org" }, "email"},
		{"email without dot after at", func(d *donate.Donor) { d.Email = "ada@example" }, "email"},
		{"email with a space", func(d *donate.Donor) { d.Email = "a da@example.org" }, "email"},
		{"first name blank", func(d *donate.Donor) { d.Prenom = "" }, "prenom"},
		{"last name blank", func(d *donate.Donor) { d.Nom = "" }, "nom"},
		{"address blank", func(d *donate.Donor) { d.Adresse = "" }, "adresse"},
		{"postal code blank", func(d *donate.Donor) { d.CodePostal = "" }, "codePostal"},
		{"town blank (the Cerfa's Commune)", func(d *donate.Donor) { d.Ville = " " }, "ville"},
		{"town on two lines", func(d *donate.Donor) { d.Ville = "Paris\nCedex" }, "ville"},
		{"country blank", func(d *donate.Donor) { d.Pays = "" }, "pays"},
		{"phone missing", func(d *donate.Donor) { d.Telephone = "" }, "telephone"},
		{"phone of 9 characters", func(d *donate.Donor) { d.Telephone = "+33612345" }, "telephone"},
		{"phone of exactly 10 characters", func(d *donate.Donor) { d.Telephone = "3361234567" }, ""},
		{"phone with letters", func(d *donate.Donor) { d.Telephone = "+33 6 ab 34 56 78" }, "telephone"},
		{"first name too long", func(d *donate.Donor) { d.Prenom = string(make([]byte, 101)) }, "prenom"},
		{"phone of 16 digits", func(d *donate.Donor) { d.Telephone = "+3361234567890123" }, "telephone"},
		{"phone with spaces and brackets", func(d *donate.Donor) { d.Telephone = "+33 (0)6 12 34 56 78" }, ""},
		{"bidi override in last name", func(d *donate.Donor) { d.Nom = "\u202eecalevoL" }, "nom"},
		{"NUL in address", func(d *donate.Donor) { d.Adresse = "1 rue\x00 du Stade" }, "adresse"},
		{"address on two lines", func(d *donate.Donor) { d.Adresse = "Bâtiment B\n1 rue du Stade" }, ""},
		{"line break in country", func(d *donate.Donor) { d.Pays = "France\nBcc: x@example.org" }, "pays"},
		{"postal code with markup", func(d *donate.Donor) { d.CodePostal = "<b>75015</b>" }, "codePostal"},
		{"a company with its name, SIREN and legal form", asCompany, ""},
		{"a company without its name", func(d *donate.Donor) { asCompany(d); d.RaisonSociale = "" }, "raisonSociale"},
		{"a company whose SIREN fails its check digit", func(d *donate.Donor) { asCompany(d); d.Siren = "552100555" }, "siren"},
		{"a company without its legal form", func(d *donate.Donor) { asCompany(d); d.FormeJuridique = "" }, "formeJuridique"},
		{"neither a person nor a company", func(d *donate.Donor) { d.Kind = "association" }, "kind"},
		{"foreign postal code", func(d *donate.Donor) { d.CodePostal, d.Pays = "SW1A 1AA", "United Kingdom" }, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := valid
			c.edit(&d)
			errs := d.Validate()
			if c.field == "" && len(errs) > 0 {
				t.Fatalf("want valid, got %v", errs)
			}
			if c.field != "" && (len(errs) != 1 || errs[c.field] == nil) {
				t.Fatalf("want exactly an error on %s, got %v", c.field, errs)
			}
		})
	}
}

func asCompany(d *donate.Donor) {
	d.Kind, d.RaisonSociale, d.Siren, d.FormeJuridique = donate.KindCompany, "Atelier Martin", "552100554", "SARL"
}

func TestAmountIsAWholeNumberOfCentsWithinBounds(t *testing.T) {
	cases := []struct {
		raw  string
		want money.Cents // 0 = refused
	}{
		{`8000`, 8000}, {`100`, 100}, {`10000000`, 10_000_000},
		{``, 0}, {`null`, 0}, {`0`, 0}, {`-500`, 0}, {`10.5`, 0}, {`1e3`, 0}, {`"8000"`, 0}, {`99`, 0},
		{`10000001`, 0}, {`99999999999999999999999`, 0}, {`true`, 0}, {`[8000]`, 0},
	}
	for _, c := range cases {
		got, err := donate.ParseAmount(json.RawMessage(c.raw))
		if c.want == 0 && err == nil {
			t.Errorf("%s: accepted as %d", c.raw, got)
		}
		if c.want != 0 && (err != nil || got != c.want) {
			t.Errorf("%s: got %d, %v; want %d", c.raw, got, err, c.want)
		}
	}
}

func TestStatusesOnlyMoveForward(t *testing.T) {
	cases := []struct {
		from, to string
		ok       bool
	}{
		{donate.StatusPending, donate.StatusPaid, true},
		{donate.StatusPending, donate.StatusActive, true},
		{donate.StatusFailed, donate.StatusPaid, true},
		{donate.StatusActive, donate.StatusCancelled, true},
		{donate.StatusSuspended, donate.StatusActive, true},
		{donate.StatusCancelled, donate.StatusActive, false},
		{donate.StatusPaid, donate.StatusFailed, false},
		{donate.StatusPaid, donate.StatusPending, false},
		{donate.StatusActive, donate.StatusPending, false},
	}
	for _, c := range cases {
		if got := donate.CanMove(c.from, c.to); got != c.ok {
			t.Errorf("%s → %s: %v, want %v", c.from, c.to, got, c.ok)
		}
	}
}
