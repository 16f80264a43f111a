package forms

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"golang.org/x/text/unicode/norm"
)

// PostalPattern covers the world's postal codes as written: 75015, SW1A 1AA,
// 1000-001, K1A 0B1, 12345-6789. A country whose rule we know has its own
// (PostalRules); the web form has the same rules (web/src/lib/addressRules.ts,
// both tested with testdata/postal_codes.json).
var PostalPattern = regexp.MustCompile(`^[A-Za-z0-9](?:[A-Za-z0-9 -]*[A-Za-z0-9])?$`)

// MaxPostalCode is the donation form's maxLength.
const MaxPostalCode = 20

// PostalRule is the shape of one country's postal codes, and the sentence
// that says it.
type PostalRule struct {
	Pattern *regexp.Regexp
	Message string
}

var (
	fourDigits = regexp.MustCompile(`^[0-9]{4}$`)
	fiveDigits = regexp.MustCompile(`^[0-9]{5}$`)
)

// PostalRules are the countries whose codes have a simple known shape, by
// ISO code.
var PostalRules = map[string]PostalRule{
	"FR": {fiveDigits, "A French postal code is 5 digits, e.g. 75015."},
	"DE": {fiveDigits, "A German postal code is 5 digits, e.g. 10115."},
	"ES": {fiveDigits, "A Spanish postal code is 5 digits, e.g. 28001."},
	"IT": {fiveDigits, "An Italian postal code is 5 digits, e.g. 00118."},
	"BE": {fourDigits, "A Belgian postal code is 4 digits, e.g. 1000."},
	"CH": {fourDigits, "A Swiss postal code is 4 digits, e.g. 1200."},
	"LU": {fourDigits, "A Luxembourg postal code is 4 digits, e.g. 1111."},
	"AT": {fourDigits, "An Austrian postal code is 4 digits, e.g. 1010."},
	"DK": {fourDigits, "A Danish postal code is 4 digits, e.g. 1050."},
	"NL": {regexp.MustCompile(`^[1-9][0-9]{3} ?[A-Za-z]{2}$`), "A Dutch postal code is 4 digits and 2 letters, e.g. 1012 AB."},
	"GB": {regexp.MustCompile(`^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$`), "A UK postcode looks like SW1A 1AA."},
}

// CountryCodes read the country as donors type it (French, English or the
// country's own name, or its ISO code; case, accents and hyphens aside).
var CountryCodes = map[string]string{
	"france": "FR", "fr": "FR", "republique francaise": "FR",
	"allemagne": "DE", "germany": "DE", "deutschland": "DE", "de": "DE",
	"espagne": "ES", "spain": "ES", "espana": "ES", "es": "ES",
	"italie": "IT", "italy": "IT", "italia": "IT", "it": "IT",
	"belgique": "BE", "belgium": "BE", "belgie": "BE", "belgien": "BE", "be": "BE",
	"suisse": "CH", "switzerland": "CH", "schweiz": "CH", "svizzera": "CH", "ch": "CH",
	"luxembourg": "LU", "lu": "LU",
	"autriche": "AT", "austria": "AT", "osterreich": "AT", "at": "AT",
	"danemark": "DK", "denmark": "DK", "danmark": "DK", "dk": "DK",
	"pays bas": "NL", "netherlands": "NL", "the netherlands": "NL", "nederland": "NL", "holland": "NL", "nl": "NL",
	"royaume uni": "GB", "united kingdom": "GB", "uk": "GB", "gb": "GB", "great britain": "GB", "grande bretagne": "GB",
	"angleterre": "GB", "england": "GB", "ecosse": "GB", "scotland": "GB", "pays de galles": "GB", "wales": "GB",
	"irlande du nord": "GB", "northern ireland": "GB",
}

// countryKey is a typed country as CountryCodes reads it: "Pays-Bas" → "pays bas".
func countryKey(country string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(strings.ToLower(country)) {
		switch {
		case unicode.Is(unicode.Mn, r): // the accents NFD split off
		case r == '-' || r == '.':
			b.WriteRune(' ')
		default:
			b.WriteRune(r)
		}
	}
	return strings.Join(strings.Fields(b.String()), " ")
}

// PostalCode is the rule of a required postal code in country (as typed):
// the country's own shape where PostalRules knows it, else letters, digits,
// spaces and hyphens.
func PostalCode(s, country string) error {
	rule, known := PostalRules[CountryCodes[countryKey(country)]]
	switch {
	case s == "":
		return ErrRequired
	case utf8.RuneCountInString(s) > MaxPostalCode:
		return tooLong(MaxPostalCode)
	case known && !rule.Pattern.MatchString(s):
		return validation.NewError(ErrInvalidPostal.Code(), rule.Message)
	case !PostalPattern.MatchString(s):
		return ErrInvalidPostal
	}
	return nil
}
