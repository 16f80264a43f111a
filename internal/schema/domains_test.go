package schema_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/campaigns"
	"foundation/internal/donate"
	"foundation/internal/donors"
	"foundation/internal/i18n"
	"foundation/internal/notify"
	"foundation/internal/settings"
	"foundation/internal/shop"
	"foundation/internal/staff"
	"foundation/internal/testapp"
)

// The migrations hold their own values, frozen; applied in turn they give
// what the domains declare today. A status, role or rule added to a domain
// without a migration offering it fails here.
func TestMigrationsOfferWhatTheDomainsDeclare(t *testing.T) {
	app := testapp.New(t)
	collection := func(name string) *core.Collection {
		c, err := app.FindCollectionByNameOrId(name)
		if err != nil {
			t.Fatalf("collection %s: %v", name, err)
		}
		return c
	}
	selectValues := func(c *core.Collection, field string) []string {
		f, ok := c.Fields.GetByName(field).(*core.SelectField)
		if !ok {
			t.Fatalf("%s.%s is not a select field", c.Name, field)
		}
		return f.Values
	}
	if got := selectValues(collection("donations"), "status"); !slices.Equal(got, donate.Statuses) {
		t.Errorf("donations.status offers %v, donate declares %v", got, donate.Statuses)
	}
	// Two branches each set the methods' list: the later dropped the other's (1735700000 mends it).
	if got := selectValues(collection("donations"), "method"); !slices.Equal(got, donate.Methods) {
		t.Errorf("donations.method offers %v, donate declares %v", got, donate.Methods)
	}
	if got := selectValues(collection("donations"), "tributeKind"); !slices.Equal(got, donate.TributeKinds) {
		t.Errorf("donations.tributeKind offers %v, donate declares %v", got, donate.TributeKinds)
	}
	for _, name := range []string{"donations", "donation_users", donors.Collection} {
		if got := selectValues(collection(name), i18n.Field); !slices.Equal(got, localeNames(i18n.Locales)) {
			t.Errorf("%s.locale offers %v, i18n declares %v", name, got, i18n.Locales)
		}
	}
	for _, f := range []struct{ collection, field string }{{"donations", "designation"}, {campaigns.Collection, campaigns.FieldProject}} {
		if got := selectValues(collection(f.collection), f.field); !slices.Equal(got, campaigns.ProjectIDs()) {
			t.Errorf("%s.%s offers %v, campaigns declares %v", f.collection, f.field, got, campaigns.ProjectIDs())
		}
	}
	if got := selectValues(collection(notify.Collection), "status"); !slices.Equal(got, notify.Statuses) {
		t.Errorf("%s.status offers %v, notify declares %v", notify.Collection, got, notify.Statuses)
	}
	orderStatus, _ := collection(shop.OrdersCollection).Fields.GetByName("status").(*core.TextField)
	if want := "^(" + strings.Join(shop.OrderStatuses, "|") + ")$"; orderStatus == nil || orderStatus.Pattern != want {
		t.Errorf("orders.status does not accept exactly %v", shop.OrderStatuses)
	}

	members := collection(staff.Collection)
	roles, _ := members.Fields.GetByName("roles").(*core.SelectField)
	if roles == nil || !slices.Equal(roles.Values, staff.Roles) || roles.MaxSelect != len(staff.Roles) {
		t.Errorf("staff.roles does not offer exactly %v", staff.Roles)
	}
	password, _ := members.Fields.GetByName(core.FieldNamePassword).(*core.PasswordField)
	if password == nil || password.Min != staff.MinPassword {
		t.Errorf("a staff password's minimum is not %d", staff.MinPassword)
	}
	if got := members.PasswordResetToken.Duration; got != int64(staff.InviteValidity.Seconds()) {
		t.Errorf("a staff invitation lasts %ds, staff says %s", got, staff.InviteValidity)
	}
	if !collection(donors.Collection).IsAuth() {
		t.Errorf("%s is not an auth collection", donors.Collection)
	}

	record, err := app.FindRecordById(settings.Collection, settings.ID)
	if err != nil {
		t.Fatalf("the settings record: %v", err)
	}
	for _, field := range []string{settings.FieldLegalName, settings.FieldAddress, settings.FieldObject, settings.FieldLegalStatus,
		settings.FieldRegistration, settings.FieldSignatoryName, settings.FieldSignatoryTitle, settings.FieldSignaturePlace,
		settings.FieldSignature, settings.FieldReceiptsEnabled, settings.FieldCategory, settings.FieldDecreeDate, settings.FieldJournalDate} {
		if record.Collection().Fields.GetByName(field) == nil {
			t.Errorf("the settings have no %s field", field)
		}
	}
}

func localeNames(ls []i18n.Locale) []string {
	out := make([]string, len(ls))
	for i, l := range ls {
		out[i] = string(l)
	}
	return out
}
