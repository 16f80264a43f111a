package forms_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	validation "github.com/pocketbase/ozzo-validation/v4"

	"foundation/internal/forms"
	"foundation/internal/money"
)

// code is the validation code of err, "" for nil.
func code(t *testing.T, err error) string {
	t.Helper()
	if err == nil {
		return ""
	}
	var v validation.Error
	if !errors.As(err, &v) {
		t.Fatalf("%v is not a validation.Error", err)
	}
	return v.Code()
}

func TestCleanLine(t *testing.T) {
	cases := []struct{ name, in, want string }{
		{"trims and folds spaces", "  Awa   Ndiaye ", "Awa Ndiaye"},
		{"line breaks become spaces", "Awa\r\nNdiaye\nDiallo\rSow", "Awa Ndiaye Diallo Sow"},
		{"unicode line separators", "Awa\u2028Ndiaye\u2029Sow\u0085Ba", "Awa Ndiaye Sow Ba"},
		{"tabs become spaces", "Awa\t\tNdiaye", "Awa Ndiaye"},
		{"zero-width characters go", "\uFEFFA\u200Bw\u200Ca\u200D \u2060Ndiaye", "Awa Ndiaye"},
		{"accents and other scripts stay", " Zoë O'Brien-Łukasz 李 ", "Zoë O'Brien-Łukasz 李"},
		{"refused characters stay for the rule to see", "Awa\x00\u202E", "Awa\x00\u202E"},
		{"non-breaking space is kept", "Awa\u00A0Ndiaye", "Awa\u00A0Ndiaye"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := forms.CleanLine(c.in); got != c.want {
				t.Fatalf("CleanLine(%q) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}

func TestCleanText(t *testing.T) {
	cases := []struct{ name, in, want string }{
		{"windows line endings", "12 rue des Lilas\r\n75011 Paris\r\n", "12 rue des Lilas\n75011 Paris"},
		{"old mac line endings", "a\rb", "a\nb"},
		{"unicode separators", "a\u2028b\u2029c", "a\nb\nc"},
		{"inner layout kept", "Hello,\n\n  I would like\tto help.", "Hello,\n\n  I would like\tto help."},
		{"zero-width characters go", "Hel\u200Blo\uFEFF", "Hello"},
		{"ends trimmed", "\n\n  Hello \n", "Hello"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := forms.CleanText(c.in); got != c.want {
				t.Fatalf("CleanText(%q) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}

// refusedEverywhere are characters no field stores (finding 10).
var refusedEverywhere = map[string]string{
	"NUL": "\x00", "ESC": "\x1b", "BEL": "\a", "DEL": "\x7f", "C1 CSI": "\u009b",
	"RLO": "\u202E", "LRO": "\u202D", "RLE": "\u202B", "PDF": "\u202C", "RLI": "\u2067", "FSI": "\u2068", "PDI": "\u2069",
	"RLM": "\u200F", "LRM": "\u200E", "ALM": "\u061C",
	"ZWSP": "\u200B", "ZWJ": "\u200D", "word joiner": "\u2060", "BOM": "\uFEFF", "line separator": "\u2028",
}

func TestLine(t *testing.T) {
	cases := []struct {
		name, in, code string
	}{
		{"a name", "Awa Ndiaye", ""},
		{"other scripts", "Łukasz Zoë 李小龍 محمد", ""},
		{"apostrophe and hyphen", "O'Brien-Smith", ""},
		{"empty", "", "validation_required"},
		{"blank", "   ", "validation_required"},
		{"at the limit", strings.Repeat("é", 100), ""},
		{"over the limit", strings.Repeat("é", 101), forms.CodeTooLong},
		{"a line break", "Awa\nNdiaye", "validation_invalid_characters"},
		{"a tab", "Awa\tNdiaye", "validation_invalid_characters"},
		{"a carriage return", "Awa\rNdiaye", "validation_invalid_characters"},
	}
	for name, r := range refusedEverywhere {
		cases = append(cases, struct{ name, in, code string }{name, "Awa" + r + "Ndiaye", "validation_invalid_characters"})
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := code(t, forms.Line(c.in, 100)); got != c.code {
				t.Fatalf("Line(%q) = %q, want %q", c.in, got, c.code)
			}
		})
	}
}

func TestText(t *testing.T) {
	cases := []struct {
		name, in, code string
	}{
		{"several lines", "12 rue des Lilas\nBâtiment B\n75011 Paris", ""},
		{"a tab", "Hello\tthere", ""},
		{"empty", "", "validation_required"},
		{"blank lines only", "\n\n", "validation_required"},
		{"over the limit", strings.Repeat("a", 501), forms.CodeTooLong},
		{"a carriage return (not cleaned)", "a\r\nb", "validation_invalid_characters"},
	}
	for name, r := range refusedEverywhere {
		if r == "\u2028" {
			continue // CleanText turns it into \n; uncleaned, it is refused below
		}
		cases = append(cases, struct{ name, in, code string }{name, "Hello" + r + "there", "validation_invalid_characters"})
	}
	cases = append(cases, struct{ name, in, code string }{"line separator (not cleaned)", "a\u2028b", "validation_invalid_characters"})
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := code(t, forms.Text(c.in, 500)); got != c.code {
				t.Fatalf("Text(%q) = %q, want %q", c.in, got, c.code)
			}
		})
	}
}

// fixture reads a table of cases shared with the web form's tests
// (web/src/lib/formRules.test.ts): one rule, the same answers.
func fixture[T any](t *testing.T, name string) []T {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	var cases []T
	if err := json.Unmarshal(raw, &cases); err != nil {
		t.Fatal(err)
	}
	return cases
}

// The server's email rule; the web form applies the same (é@exemple.fr
// passed the form and was refused by the server).
func TestEmail(t *testing.T) {
	for _, c := range fixture[struct{ In, Code string }](t, "emails.json") {
		if got := code(t, forms.Email(c.In)); got != c.Code {
			t.Errorf("Email(%q) = %q, want %q", c.In, got, c.Code)
		}
	}
}

// One phone rule for the donation form, the contact form and the checkout:
// "06 98" was kept from contact and refused from a donation.
func TestPhone(t *testing.T) {
	for _, c := range fixture[struct{ In, Code, Message string }](t, "phones.json") {
		err := forms.Phone(c.In)
		if got := code(t, err); got != c.Code {
			t.Errorf("Phone(%q) = %q, want %q", c.In, got, c.Code)
		}
		if err != nil && err.Error() != c.Message {
			t.Errorf("Phone(%q) says %q, want %q", c.In, err.Error(), c.Message)
		}
	}
}

// A postal code has its country's shape where it is known ("ABCDE" is no
// French postal code), else letters, digits, spaces and hyphens.
func TestPostalCode(t *testing.T) {
	for _, c := range fixture[struct{ Code, Country, Message string }](t, "postal_codes.json") {
		got := ""
		if err := forms.PostalCode(c.Code, c.Country); err != nil {
			got = err.Error()
		}
		if got != c.Message {
			t.Errorf("PostalCode(%q, %q) = %q, want %q", c.Code, c.Country, got, c.Message)
		}
	}
}

// What a receipt prints holds only what its font draws: a donor's accents
// and punctuation, not an emoji, a mathematical letter or another script.
func TestPrintedLine(t *testing.T) {
	for _, c := range fixture[struct {
		In      string
		Printed bool
	}](t, "printed.json") {
		err := forms.PrintedText(c.In, 300)
		if (err == nil) != c.Printed || (err != nil && code(t, err) != "validation_unprintable_characters") {
			t.Errorf("PrintedText(%q) = %v, want printed %v", c.In, err, c.Printed)
		}
	}
	if err := forms.PrintedLine("Zoë 😀 Martin", 100); err == nil || !strings.Contains(err.Error(), "Use letters, digits and common punctuation only") {
		t.Errorf("PrintedLine = %v", err)
	}
	if code(t, forms.PrintedLine("", 100)) != "validation_required" || code(t, forms.PrintedLine("Zoë\x00", 100)) != "validation_invalid_characters" {
		t.Error("PrintedLine does not apply Line's rule first")
	}
}

// SIRENs from INSEE's register (DINUM, La Poste, two listed companies) pass,
// typed in groups too; one digit off fails the Luhn check.
func TestSiren(t *testing.T) {
	for _, c := range fixture[struct{ In, Code string }](t, "sirens.json") {
		if got := code(t, forms.Siren(forms.CleanSiren(c.In))); got != c.Code {
			t.Errorf("Siren(CleanSiren(%q)) = %q, want %q", c.In, got, c.Code)
		}
	}
}

func TestAmount(t *testing.T) {
	rule := forms.Amount{Min: 100, Max: 100_000_00, TooSmall: "At least 1 €.", TooLarge: "At most 100,000 €."}
	cases := []struct {
		raw  string
		want money.Cents
		code string
	}{
		{`8000`, 8000, ""}, {` 100 `, 100, ""}, {`10000000`, 10_000_000, ""},
		{``, 0, "validation_required"}, {`null`, 0, "validation_required"},
		{`0`, 0, "validation_amount_negative"}, {`-500`, 0, "validation_amount_negative"},
		{`10.5`, 0, "validation_amount_not_integer"}, {`1e3`, 0, "validation_amount_not_integer"},
		{`"8000"`, 0, "validation_amount_not_integer"}, {`true`, 0, "validation_amount_not_integer"},
		{`[8000]`, 0, "validation_amount_not_integer"},
		{`99`, 0, "validation_amount_too_small"},
		{`10000001`, 0, "validation_amount_too_large"}, {`99999999999999999999999`, 0, "validation_amount_too_large"},
	}
	for _, c := range cases {
		got, err := rule.Parse(json.RawMessage(c.raw))
		if got != c.want || code(t, err) != c.code {
			t.Errorf("Parse(%s) = %d, %v; want %d, %q", c.raw, got, err, c.want, c.code)
		}
	}
	if _, err := rule.Parse(json.RawMessage(`99`)); err.Error() != "At least 1 €." {
		t.Errorf("too small says %q", err)
	}
	if _, err := rule.Parse(json.RawMessage(`10000001`)); err.Error() != "At most 100,000 €." {
		t.Errorf("too large says %q", err)
	}
}

// Errors.Filter drops the rules that passed: the pattern every form uses.
func TestRulesCollectByField(t *testing.T) {
	err := validation.Errors{
		"email": forms.Email("awa@example.org"),
		"phone": forms.Phone("abc"),
	}.Filter()
	errs, ok := err.(validation.Errors)
	if !ok || len(errs) != 1 || code(t, errs["phone"]) != "validation_invalid_phone" {
		t.Fatalf("collected %v", err)
	}
}
