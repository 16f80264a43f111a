package main

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"
)

// A field is typed as the records API writes its value: a single file or relation is a
// name, several a list; a select is its values, the empty string among them unless it is required.
func TestRecordFieldsAreTypedAsTheRecordsAPIWritesThem(t *testing.T) {
	cases := []struct {
		field core.Field
		want  string
	}{
		{&core.EditorField{Name: "body"}, "string"},
		{&core.NumberField{Name: "price"}, "number"},
		{&core.BoolField{Name: "on"}, "boolean"},
		{&core.AutodateField{Name: "created"}, "string"},
		{&core.JSONField{Name: "stock"}, "unknown"},
		{&core.FileField{Name: "image", MaxSelect: 1}, "string"},
		{&core.FileField{Name: "pictures", MaxSelect: 99}, "string[]"},
		{&core.RelationField{Name: "owner", MaxSelect: 1}, "string"},
		{&core.RelationField{Name: "tags", MaxSelect: 5}, "string[]"},
		{&core.SelectField{Name: "kind", MaxSelect: 1, Values: []string{"a", "it's"}, Required: true}, `'a' | 'it\'s'`},
		{&core.SelectField{Name: "status", MaxSelect: 1, Values: []string{"draft", "published"}}, "'draft' | 'published' | ''"},
		{&core.SelectField{Name: "days", MaxSelect: 2, Values: []string{"mon", "tue"}}, "('mon' | 'tue')[]"},
	}
	for _, c := range cases {
		got, err := fieldType(c.field)
		if err != nil || got != c.want {
			t.Errorf("%s: %q, %v; want %q", c.field.GetName(), got, err, c.want)
		}
	}
	if _, err := fieldType(&core.PasswordField{Name: "password"}); err == nil {
		t.Error("a field of a type not known to the generator is no error")
	}
	if got := recordTypeName("blog_listing"); got != "BlogListingRecord" {
		t.Errorf("recordTypeName(blog_listing) = %s", got)
	}
}

// A select field's values are a constant named for its collection and field, in camel case.
func TestSelectValuesAreNamedForTheirCollectionAndField(t *testing.T) {
	for _, c := range []struct{ collection, field, want string }{
		{"products", "category", "productsCategoryValues"},
		{"blog_listing", "kind", "blogListingKindValues"},
	} {
		if got := selectValuesName(c.collection, c.field); got != c.want {
			t.Errorf("selectValuesName(%q, %q) = %s, want %s", c.collection, c.field, got, c.want)
		}
	}
}
