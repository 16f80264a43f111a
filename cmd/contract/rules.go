package main

import (
	"fmt"
	"maps"
	"os"
	"regexp"
	"slices"
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/campaigns"
	"foundation/internal/contact"
	"foundation/internal/content"
	"foundation/internal/donate"
	"foundation/internal/donors"
	"foundation/internal/forms"
	_ "foundation/internal/schema" // the migrations, registered by their init
	"foundation/internal/settings"
	"foundation/internal/shop"
	"foundation/internal/staff"
)

// The generated file of the values only signed-in screens read, from the
// repository's root (signedInRules: it reads the migrated schema).
const signedInTarget = "web/src/lib/signedInRules.gen.ts"

// fixedValues are the generated files of values the server's Go constants
// give, each read by its own screens and out of the others' first load:
// the public forms' (rules), the postal rules only the forms of a donor's
// address read (as addressRules.ts is out of the checkout's and the contact
// form's), and the cart's rules, which the shop reads before any form.
var fixedValues = []struct {
	target string
	values []value
}{
	{"web/src/lib/rules.gen.ts", rules},
	{"web/src/lib/addressRules.gen.ts", addressRules},
	{"web/src/lib/cartRules.gen.ts", cartRules},
}

// field is one property of a generated object: a number, a string, a
// pattern (*regexp.Regexp, written as a JavaScript literal) or an object.
type field struct {
	name  string
	value any
}

// object is a generated object, its properties in the order given.
type object []field

// value is one exported constant of rules.gen.ts, with its comment.
type value struct {
	name, doc string
	value     any
}

// rules are the values the public forms read instead of writing their own
// (the donation form, the checkout, the contact form, a campaign's wall, the
// donor space's details): each field's longest text (its maxLength and the
// form's own check), the amounts' bounds, and the patterns of the input
// rules (internal/forms).
var rules = []value{
	{"donorLimits", "A donor's details, as the donation form, the donor space and the treasurer type them (internal/donate).", object{
		{"raisonSociale", donate.MaxCompanyName}, {"siren", forms.MaxSirenTyped}, {"formeJuridique", donate.MaxLegalForm},
		{"email", forms.MaxEmail}, {"prenom", donate.MaxFirstName}, {"nom", donate.MaxLastName}, {"adresse", donate.MaxAddress},
		{"codePostal", forms.MaxPostalCode}, {"ville", donate.MaxTown}, {"pays", donate.MaxCountry}, {"telephone", forms.MaxPhone},
	}},
	{"tributeLimits", "A tribute's texts (internal/donate).", object{{"name", donate.MaxTributeName}, {"message", donate.MaxTributeMessage}}},
	{"maxWallName", "The name a supporter shows on a campaign's wall (internal/campaigns).", campaigns.MaxWallName},
	{"giftAmount", "A gift's amount in cents, from the smallest to the largest the server takes (internal/donate).", object{
		{"min", int64(donate.MinAmount)}, {"max", int64(donate.MaxAmount)},
	}},
	{"checkoutLimits", "The checkout's client details (internal/shop).", object{
		{"name", shop.MaxClientName}, {"email", forms.MaxEmail}, {"phone", forms.MaxPhone}, {"address", shop.MaxClientAddress},
	}},
	{"contactLimits", "The contact form (internal/contact).", object{
		{"fullName", contact.MaxFullName}, {"email", forms.MaxEmail}, {"phone", forms.MaxPhone}, {"message", contact.MaxMessage},
	}},
	{"emailRule", "An email address (internal/forms' Email): its pattern and the longest SMTP carries.", object{
		{"pattern", forms.EmailPattern}, {"max", forms.MaxEmail},
	}},
	{"phoneRule", "A phone number (internal/forms' Phone): its characters, the fewest characters besides separators, the most digits and characters.", object{
		{"pattern", forms.PhonePattern}, {"min", forms.MinPhone}, {"maxDigits", forms.MaxPhoneDigits}, {"max", forms.MaxPhone},
	}},
}

// signedInRules are the values only the screens of someone signed in read
// (the back office, the donor space), in a module of their own, out of the
// public pages' first load. A collection the app writes through the records
// API has its fields' limits read from the schema the migrations leave.
func signedInRules(schema core.App) ([]value, error) {
	foundation, err := textLimits(schema, settings.Collection, "legalName", "address", "object", "legalStatus", "registrationNumber", "signatoryName", "signatoryTitle", "signaturePlace")
	if err != nil {
		return nil, err
	}
	articles, err := textLimits(schema, content.Blogs, "title", "category", "duration", "authorName")
	if err != nil {
		return nil, err
	}
	products, err := textLimits(schema, content.Products, "name", "description")
	if err != nil {
		return nil, err
	}
	gallery, err := fileField(schema, content.Products, "galleries")
	if err != nil {
		return nil, err
	}
	staffCode, err := schema.FindCollectionByNameOrId(staff.Collection)
	if err != nil {
		return nil, err
	}
	donorCode, err := schema.FindCollectionByNameOrId(donors.Collection)
	if err != nil {
		return nil, err
	}
	return []value{
		{"giftInKindLimits", "What the treasurer types for a gift in kind or a volunteer's expenses waived (internal/donate): texts' lengths, the most lines, a drive's figures.", object{
			{"description", donate.MaxDescription}, {"expenseText", donate.MaxExpenseText}, {"expenses", donate.MaxExpenses},
			{"horsepower", donate.MaxHorsepower}, {"kilometres", donate.MaxKilometres}, {"rateMillis", donate.MaxRateMillis},
		}},
		{"chequeLimits", "A received cheque (internal/donate).", object{{"bank", donate.MaxBank}, {"chequeNumber", donate.MaxChequeNumber}}},
		{"pauseMonths", "The lengths of a pause, in months, the donor or the treasurer chooses from (internal/donate).", pauseMonths()},
		{"maxReason", "The reason staff give for a refund, a cancellation or a stop (internal/forms).", forms.MaxReason},
		{"orderLimits", "An order's staff note and shipping details (internal/staff, internal/shop).", object{{"note", staff.MaxNoteLength}, {"shipping", shop.MaxShippingText}}},
		{"settingsLimits", "The foundation's settings (the foundation_settings collection).", foundation},
		{"articleLimits", "A blog article (the blogs collection).", articles},
		{"productLimits", "A product (the products collection).", products},
		{"imageRules", "An image staff add to an article or a product: its types, its largest size in bytes, a product's most pictures (the products collection's gallery).", object{
			{"types", gallery.MimeTypes}, {"maxBytes", gallery.MaxSize}, {"maxPictures", gallery.MaxSelect},
		}},
		{"codeLength", "The digits of a sign-in code, by who signs in (their collection's OTP length).", object{
			{"staff", staffCode.OTP.Length}, {"donor", donorCode.OTP.Length},
		}},
	}, nil
}

// addressRules are the postal code's rules (internal/forms' PostalCode).
var addressRules = []value{
	{"postalRule", "A postal code in a country without a rule of its own.", object{
		{"pattern", forms.PostalPattern}, {"max", forms.MaxPostalCode},
	}},
	{"postalRules", "The countries whose postal codes have a known shape, by ISO code, with the server's sentence.", postalRules()},
	{"countryCodes", "A country as donors type it (case, accents, hyphens and dots aside) → its ISO code.", sortedObject(forms.CountryCodes)},
}

// pauseMonths are 1 to donate.MaxPauseMonths.
func pauseMonths() []int {
	months := make([]int, donate.MaxPauseMonths)
	for i := range months {
		months[i] = i + 1
	}
	return months
}

// cartRules are a cart's bounds and its shipping fee (internal/shop).
var cartRules = []value{
	{"cartRules", "A cart line's quantities, and the shipping fee as a percentage of the subtotal (internal/shop).", object{
		{"minQuantity", shop.MinQuantity}, {"maxQuantity", shop.MaxQuantity}, {"shippingPercent", shop.ShippingPercent},
	}},
}

func postalRules() object {
	var o object
	for _, code := range slices.Sorted(maps.Keys(forms.PostalRules)) {
		r := forms.PostalRules[code]
		o = append(o, field{code, object{{"pattern", r.Pattern}, {"message", r.Message}}})
	}
	return o
}

func sortedObject(m map[string]string) object {
	var o object
	for _, k := range slices.Sorted(maps.Keys(m)) {
		o = append(o, field{k, m[k]})
	}
	return o
}

// textLimits are the Max of a collection's text fields, by name.
func textLimits(app core.App, collection string, names ...string) (object, error) {
	c, err := app.FindCollectionByNameOrId(collection)
	if err != nil {
		return nil, err
	}
	var o object
	for _, name := range names {
		f, ok := c.Fields.GetByName(name).(*core.TextField)
		if !ok || f.Max == 0 {
			return nil, fmt.Errorf("%s.%s is no text field with a Max", collection, name)
		}
		o = append(o, field{name, f.Max})
	}
	return o, nil
}

// fileField is a collection's file field.
func fileField(app core.App, collection, name string) (*core.FileField, error) {
	c, err := app.FindCollectionByNameOrId(collection)
	if err != nil {
		return nil, err
	}
	f, ok := c.Fields.GetByName(name).(*core.FileField)
	if !ok {
		return nil, fmt.Errorf("%s.%s is no file field", collection, name)
	}
	return f, nil
}

// migrated is a PocketBase app on a temporary directory with every
// migration run: the schema as a server has it. done removes it.
func migrated() (app core.App, done func(), err error) {
	dir, err := os.MkdirTemp("", "contract-schema-")
	if err != nil {
		return nil, nil, err
	}
	base := core.NewBaseApp(core.BaseAppConfig{DataDir: dir})
	done = func() {
		_ = base.ResetBootstrapState()
		_ = os.RemoveAll(dir)
	}
	if err := base.Bootstrap(); err != nil {
		done()
		return nil, nil, err
	}
	if err := base.RunAllMigrations(); err != nil {
		done()
		return nil, nil, err
	}
	return base, done, nil
}

// schemaFiles are the generated files that read the migrated schema, by
// target: rules.gen.ts and records.gen.ts (records.go).
func schemaFiles() (map[string]string, error) {
	app, done, err := migrated()
	if err != nil {
		return nil, err
	}
	defer done()
	values, err := signedInRules(app)
	if err != nil {
		return nil, err
	}
	records, err := recordsFile(app)
	if err != nil {
		return nil, err
	}
	return map[string]string{signedInTarget: valuesFile(values), recordsTarget: records}, nil
}

// valuesFile writes values as a generated TypeScript module.
func valuesFile(values []value) string {
	var b strings.Builder
	b.WriteString("// Generated by make generate (go run ./cmd/contract) from the server's rules and\n")
	b.WriteString("// schema (cmd/contract/rules.go); do not edit.\n")
	for _, v := range values {
		fmt.Fprintf(&b, "\n/** %s */\nexport const %s = %s", v.doc, v.name, literal(v.value, ""))
		if _, ok := v.value.(object); ok {
			b.WriteString(" as const")
		}
		b.WriteString("\n")
	}
	return b.String()
}

// literal writes v as TypeScript.
func literal(v any, indent string) string {
	switch v := v.(type) {
	case object:
		var b strings.Builder
		b.WriteString("{\n")
		for _, f := range v {
			fmt.Fprintf(&b, "%s  %s: %s,\n", indent, property(f.name), literal(f.value, indent+"  "))
		}
		return b.String() + indent + "}"
	case *regexp.Regexp:
		return patternLiteral(v.String())
	case string:
		return quote(v)
	case []string:
		return list(v, indent)
	case []int:
		return list(v, indent)
	default:
		return fmt.Sprint(v)
	}
}

// list writes a list as TypeScript, each item as literal writes it.
func list[T any](items []T, indent string) string {
	written := make([]string, len(items))
	for i, item := range items {
		written[i] = literal(item, indent)
	}
	return "[" + strings.Join(written, ", ") + "]"
}

// patternLiteral writes a pattern as a JavaScript literal: the patterns use
// what Go's and JavaScript's regular expressions read alike. A slash ends a
// literal outside a character class, so there it is escaped; inside one it
// is a slash (and ESLint refuses a useless escape).
func patternLiteral(source string) string {
	var b strings.Builder
	b.WriteString("/")
	inClass, escaped := false, false
	for _, r := range source {
		switch {
		case escaped:
			escaped = false
		case r == '\\':
			escaped = true
		case r == '[':
			inClass = true
		case r == ']':
			inClass = false
		case r == '/' && !inClass:
			b.WriteRune('\\')
		}
		b.WriteRune(r)
	}
	return b.String() + "/"
}
