package pages

import (
	"encoding/json"
	"fmt"
	"net/url"
	"path"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/campaigns"
	"foundation/internal/ledger"
)

// describeCampaign gives a campaign's page its title, summary, picture and
// structured data, from its GET /api/campaigns/{slug} answer (what the
// page's loader read: the "campaigns.detail" query of web/src/features/campaigns).
func describeCampaign(app core.App, r route, site string, main json.RawMessage, h *head) error {
	var view campaigns.View
	if err := json.Unmarshal(main, &view); err != nil {
		return fmt.Errorf("a page's campaign: %w", err)
	}
	h.title = r.pageTitle(view.Title)
	if summary := cutText(view.Summary, descriptionLength); summary != "" {
		h.description = summary
	}
	h.setAddress(site, r, "/campaigns/"+url.PathEscape(view.Slug))
	if file := pictureFile(view.Picture); file != "" {
		c, err := app.FindCachedCollectionByNameOrId(campaigns.Collection)
		if err != nil {
			return err
		}
		record := core.NewRecord(c)
		record.Id = view.ID
		h.image = previewOf(site, record, file, view.Title)
	}
	h.jsonLD = []any{
		campaignLD(h, view, site),
		breadcrumbsLD(site, crumb{"Donation", site + "/donation"}, crumb{view.Title, h.canonical}),
	}
	return nil
}

// pictureFile is the file name of a campaign's picture address (View.Picture,
// "/api/files/campaigns/{id}/{file}"), "" for none.
func pictureFile(address string) string {
	if address == "" {
		return ""
	}
	name, err := url.PathUnescape(path.Base(address))
	if err != nil {
		return ""
	}
	return name
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

// campaignPagesFollowGifts forgets the kept campaign pages when money moves
// (a ledger row) or a gift changes (a cheque pledged, a gift stopped): their
// progress is counted from both, and a giver who goes back to the page sees
// their gift at once, not the stale page.
func campaignPagesFollowGifts(app core.App, kept interface{ Forget(string) }) {
	drop := func(e *core.RecordEvent) error {
		kept.Forget(campaigns.Collection)
		return e.Next()
	}
	app.OnRecordAfterCreateSuccess(ledger.Collection, "donations").BindFunc(drop)
	app.OnRecordAfterUpdateSuccess("donations").BindFunc(drop)
}
