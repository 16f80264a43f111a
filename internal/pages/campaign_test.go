package pages_test

import (
	"net/http"
	"reflect"
	"testing"

	"foundation/internal/pages"
	"foundation/internal/testapp"
)

// A campaign's page has its own head (title, summary, picture, DonateAction
// and breadcrumbs) and embeds its API answer; a cheque pledged to it shows
// on the page at once (a kept page is dropped when a gift moves); an
// unknown campaign is a 404.
func TestCampaignPage(t *testing.T) {
	c := newCatalogue(t)
	campaign := save(t, c.app, "campaigns", "", map[string]any{
		"slug": "new-track", "title": "A new track for Saint-Denis", "summary": "Eight lanes for the club's sprinters.",
		"goalCents": 500000, "project": "sport", "picture": pngFile(t, "track.png"),
	})
	canonical := testSite + "/campaigns/new-track"
	image := testSite + fileURL(campaign, campaign.GetString("picture"), "800x600")
	p := c.page(t, "/campaigns/new-track", http.StatusOK)
	if p.Titles[0] != pages.PageTitle("A new track for Saint-Denis") || p.Meta["description"][0] != "Eight lanes for the club's sprinters." ||
		p.One(t, "og:url") != canonical || p.One(t, "og:image") != image {
		t.Errorf("head: %q %q %q %q", p.Titles, p.Meta["description"], p.One(t, "og:url"), p.One(t, "og:image"))
	}
	ld := p.LD(t, "DonateAction")
	if ld["name"] != "A new track for Saint-Denis" || ld["price"] != "5000.00" || ld["priceCurrency"] != "EUR" || ld["image"] != image ||
		ld["target"] != testSite+"/donation?campaign=new-track" {
		t.Errorf("DonateAction %v", ld)
	}
	checkBreadcrumbs(t, p, "Donation", testSite+"/donation", "A new track for Saint-Denis", canonical)
	if got, want := embedded(t, p), c.apiJSON(t, "/api/campaigns/new-track"); !reflect.DeepEqual(got, want) {
		t.Errorf("embedded campaign\n%v\nthe API answers\n%v", got, want)
	}

	pledge := map[string]any{"email": "ada@example.org", "prenom": "Ada", "nom": "Lovelace", "adresse": "1 rue de la Paix",
		"codePostal": "75002", "ville": "Paris", "pays": "France", "telephone": "0612345678", "amount": 8000, "campaign": "new-track"}
	if a := testapp.Call(t, c.base, "", http.MethodPost, "/api/donations/cheque", pledge); a.Status != http.StatusCreated {
		t.Fatalf("cheque pledge: %d %v", a.Status, a.JSON)
	}
	data, _ := embedded(t, c.page(t, "/campaigns/new-track", http.StatusOK)).(map[string]any)
	if data["promisedCents"] != 8000.0 {
		t.Errorf("after a pledge the page embeds %v", data)
	}
	if p := c.page(t, "/campaigns/no-such-campaign", http.StatusNotFound); p.Titles[0] != pages.PageTitle("Document not found") || len(p.InitialData) != 0 {
		t.Errorf("unknown campaign: %q %q", p.Titles, p.InitialData)
	}
}
