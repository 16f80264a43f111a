package staff_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/receipts/receiptstest"
	"foundation/internal/staff"
	"foundation/internal/testapp"
)

// articleWithPictures adds an article of status dated at, with a cover and
// a picture in its body, and answers the addresses of its files (the
// cover's thumbnail too).
func (o *office) articleWithPictures(status string, at time.Time) []string {
	o.t.Helper()
	png := receiptstest.Signature()
	cover, err := filesystem.NewFileFromBytes(png, "cover.png")
	if err != nil {
		o.t.Fatal(err)
	}
	picture, err := filesystem.NewFileFromBytes(png, "picture.png")
	if err != nil {
		o.t.Fatal(err)
	}
	date, _ := types.ParseDateTime(at)
	r := testapp.Create(o.t, o.app, "blogs", map[string]any{"title": status + " " + at.String(), "status": status, "createdAt": date,
		"image": cover, "pictures": []any{picture}})
	base := "/api/files/blogs/" + r.Id + "/"
	return []string{base + r.GetString("image"), base + r.GetString("image") + "?thumb=100x100", base + r.GetStringSlice("pictures")[0]}
}

// fetchFile asks for a file with cookies and token as a browser's <img>
// (no Authorization header) or a script (token) would.
func (o *office) fetchFile(path, token string, cookies []*http.Cookie) int {
	o.t.Helper()
	req, err := http.NewRequest(http.MethodGet, o.base+path, nil)
	if err != nil {
		o.t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", token)
	}
	for _, c := range cookies {
		req.AddCookie(c)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		o.t.Fatal(err)
	}
	res.Body.Close()
	return res.StatusCode
}

// previewPass is the cookie a staff read of the article answers role with
// (none: nil).
func (o *office) previewPass(role, article string) []*http.Cookie {
	o.t.Helper()
	a := testapp.Call(o.t, o.base, o.tokens[role], http.MethodGet, "/api/staff/articles/"+article, nil)
	return (&http.Response{Header: a.Header}).Cookies()
}

// A draft's or scheduled article's files are served to editors only, the
// staff preview and editor included (their <img> carry the preview pass);
// a published article's to everyone (issue 36, 6).
func TestAnUnpublishedArticlesPicturesArePrivate(t *testing.T) {
	o := newOffice(t)
	now := time.Now()
	editorPass := o.previewPass(staff.RoleEditor, o.article)
	if len(editorPass) != 1 || !editorPass[0].HttpOnly || editorPass[0].Path != "/api/files/" {
		t.Fatalf("the editor's preview pass: %v", editorPass)
	}
	if pass := o.previewPass(staff.RoleShop, o.article); len(pass) != 0 {
		t.Errorf("the shop role got a preview pass: %v", pass)
	}
	forged := []*http.Cookie{{Name: editorPass[0].Name, Value: o.newToken("editor@foundation.test")}} // an auth token is no pass
	articles := map[string][]string{
		"draft":     o.articleWithPictures("draft", now.Add(-time.Hour)),
		"scheduled": o.articleWithPictures("published", now.Add(24*time.Hour)),
		"published": o.articleWithPictures("published", now.Add(-time.Hour)),
	}
	for _, c := range []struct {
		who     string
		token   string
		cookies []*http.Cookie
		public  bool // sees only the published article's files
	}{
		{"anyone", "", nil, true},
		{"a shop volunteer's session", o.tokens[staff.RoleShop], nil, true},
		{"an auth token as a pass", "", forged, true},
		{"an editor's <img> with the pass", "", editorPass, false},
		{"an editor's session", o.tokens[staff.RoleEditor], nil, false},
		{"an admin's session", o.tokens[staff.RoleAdmin], nil, false},
	} {
		for state, files := range articles {
			want := http.StatusOK
			if c.public && state != "published" {
				want = http.StatusNotFound
			}
			for _, f := range files {
				if got := o.fetchFile(f, c.token, c.cookies); got != want {
					t.Errorf("%s asking for the %s article's %s: %d, want %d", c.who, state, f, got, want)
				}
			}
		}
	}
	// Disabled, the editor's pass ends with the account's sessions.
	if status, _ := o.call(staff.RoleAdmin, http.MethodPatch, "/api/staff/accounts/"+o.members[staff.RoleEditor], map[string]any{"disabled": true}); status != http.StatusOK {
		t.Fatalf("disable: %d", status)
	}
	if got := o.fetchFile(articles["draft"][0], "", editorPass); got != http.StatusNotFound {
		t.Errorf("a disabled editor's pass: %d, want 404", got)
	}
}
