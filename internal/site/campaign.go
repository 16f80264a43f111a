package site

import (
	"encoding/json"
	"net/url"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/campaigns"
	"foundation/internal/ledger"
)

// campaignPage is a campaign's page: its title, summary, picture and
// progress rendered before any JavaScript, its preview and structured data,
// and its GET /api/campaigns/{slug} answer embedded for the app (the
// "campaigns.detail" query of web/src/features/campaigns).
func (p *pages) campaignPage(e *core.RequestEvent, r route, slug, site string) (answer, error) {
	c, err := campaigns.FindBySlug(e.App, slug)
	if err != nil || c == nil {
		return p.missingPage(r, site), err
	}
	view, err := campaigns.ViewOf(e.App, c)
	if err != nil {
		return answer{}, err
	}
	h := p.baseHead(r, site)
	h.title = r.pageTitle(c.Title())
	if summary := cutText(c.Summary(), descriptionLength); summary != "" {
		h.description = summary
	}
	h.setAddress(site, r, "/campaigns/"+url.PathEscape(c.Slug()))
	if picture := previewOf(site, c.Record, c.GetString(campaigns.FieldPicture), c.Title()); picture != nil {
		h.image = picture
		h.imagePreloads = []imageRequest{{href: fileURL(c.Record, c.GetString(campaigns.FieldPicture), previewThumb)}} // CampaignScreen
	}
	h.jsonLD = []any{
		campaignLD(h, view, site),
		breadcrumbsLD(site, crumb{"Donation", site + "/donation"}, crumb{c.Title(), h.canonical}),
	}
	data, err := json.Marshal(view)
	if err != nil {
		return answer{}, err
	}
	h.data = &initialData{Key: "campaigns.detail", Data: data}
	return p.renderPage(e, h), nil
}

// campaignLD describes the campaign to search engines: the foundation asks
// for gifts toward a goal (schema.org's DonateAction on the page).
func campaignLD(h *head, v campaigns.View, site string) map[string]any {
	ld := map[string]any{
		"@context": schemaContext, "@type": "DonateAction", "name": v.Title, "description": h.description, "url": h.canonical,
		"recipient": map[string]any{"@type": "NGO", "name": siteName, "url": site + "/"},
		"target":    site + "/donation?campaign=" + url.QueryEscape(v.Slug),
		"price":     v.GoalCents.Decimal(), "priceCurrency": "EUR",
	}
	if h.image != nil {
		ld["image"] = h.image.url
	}
	return ld
}

// campaignPagesFollowGifts drops the kept campaign pages when money moves
// (a ledger row) or a gift changes (a cheque pledged, a gift stopped): their
// progress is counted from both.
func campaignPagesFollowGifts(app core.App, kept interface{ Drop(string) []string }) {
	drop := func(e *core.RecordEvent) error {
		kept.Drop(campaigns.Collection)
		return e.Next()
	}
	app.OnRecordAfterCreateSuccess(ledger.Collection, "donations").BindFunc(drop)
	app.OnRecordAfterUpdateSuccess("donations").BindFunc(drop)
}
