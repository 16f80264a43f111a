package pages

import (
	"bytes"
	"html/template"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/campaigns"
	"foundation/internal/money"
)

// embedPolicy is the embed page's own Content-Security-Policy: any site may
// frame it (a club shows its campaign in an iframe), and it runs nothing:
// no script, its one style inline, no form. Every other page refuses to be
// framed (contentSecurityPolicy's frame-ancestors 'none').
const embedPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors *"

// embedMaxAge lets the clubs' visitors' browsers keep the page a minute: a
// club's home page reloaded often costs the server one count a minute each.
const embedMaxAge = "public, max-age=60"

// embedView is what the embed page shows, in its language's words.
type embedView struct {
	campaigns.View
	Percent                         int64
	Raised, Goal, Promised, Monthly string
	GiveURL, DonorWord              string
	Words                           embedWords
}

// embedWords are the embed page's words in one language: the English at
// /campaigns/{slug}/embed, the French at /fr/campaigns/{slug}/embed (the
// campaign page's own, web/src/features/campaigns/messages.ts).
type embedWords struct {
	Lang, RaisedOf, RaisedLabel, Donor, Donors, PercentSign, Promised, Monthly, Ended, GiveFoundation, Give string
}

var embedLanguages = map[string]embedWords{
	"en": {Lang: "en", RaisedOf: "raised of", RaisedLabel: "Raised of the goal", Donor: "donor", Donors: "donors", PercentSign: "%",
		Promised: "promised by cheque", Monthly: "every month", Ended: "This campaign has ended: thank you to everyone who gave.",
		GiveFoundation: "Give to the foundation", Give: "Give"},
	"fr": {Lang: "fr", RaisedOf: "collectés sur", RaisedLabel: "Collecté sur l’objectif", Donor: "donateur", Donors: "donateurs", PercentSign: "\u00a0%",
		Promised: "promis par chèque", Monthly: "chaque mois", Ended: "Cette campagne est terminée : merci à toutes celles et tous ceux qui ont donné.",
		GiveFoundation: "Donner à la fondation", Give: "Donner"},
}

var embedPage = template.Must(template.New("embed").Parse(`<!doctype html>
<html lang="{{.Words.Lang}}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>{{.Title}}</title>
<style>
body{margin:0;font:15px/1.4 system-ui,sans-serif;color:#0f172a;background:#fff}
main{padding:14px 16px}h1{font-size:17px;margin:0 0 8px}p{margin:6px 0}
.bar{height:12px;border-radius:6px;background:#e2e8f0;overflow:hidden}.bar span{display:block;height:100%;background:#1d4ed8}
.figures{font-size:13px;color:#334155}
a{display:inline-block;margin-top:8px;padding:8px 18px;border-radius:999px;background:#facc15;color:#0f172a;font-weight:800;text-decoration:none}
</style></head>
<body><main>
<h1>{{.Title}}</h1>
<p><strong>{{.Raised}}</strong> {{.Words.RaisedOf}} {{.Goal}}</p>
<div class="bar" role="progressbar" aria-label="{{.Words.RaisedLabel}}" aria-valuemin="0" aria-valuemax="100" aria-valuenow="{{.Percent}}"><span style="width:{{.Percent}}%"></span></div>
<p class="figures">{{.Percent}}{{.Words.PercentSign}} · {{.Donors}} {{.DonorWord}}{{if .PromisedCents}} · {{.Promised}} {{.Words.Promised}}{{end}}{{if .MonthlyCents}} · {{.Monthly}} {{.Words.Monthly}}{{end}}</p>
{{if .Ended}}<p>{{.Words.Ended}}</p>
<a href="{{.GiveURL}}" target="_blank" rel="noopener">{{.Words.GiveFoundation}}</a>
{{else}}<a href="{{.GiveURL}}" target="_blank" rel="noopener">{{.Words.Give}}</a>{{end}}
</main></body></html>
`))

// campaignEmbed is GET /campaigns/{slug}/embed (and /fr/campaigns/{slug}/embed, in French, its Give link to the French form): a campaign's title,
// progress bar and Give link (opening the donation form with the campaign
// chosen, in a new tab), small enough for a club's site to put in an
// iframe. No script, no cookie; a finished campaign shows its final
// figures and a link to the general form.
func campaignEmbed(siteURL func() string) func(*core.RequestEvent) error {
	return func(e *core.RequestEvent) error {
		c, err := campaigns.FindBySlug(e.App, e.Request.PathValue("slug"))
		if err != nil {
			return e.InternalServerError("The campaign could not be read.", err)
		}
		if c == nil {
			return e.NotFoundError("There is no such campaign.", nil)
		}
		view, err := campaigns.ViewOf(e.App, c)
		if err != nil {
			return e.InternalServerError("The campaign could not be read.", err)
		}
		words := embedLanguages["en"]
		site := strings.TrimRight(siteURL(), "/")
		if strings.HasPrefix(e.Request.URL.Path, "/fr/") {
			words = embedLanguages["fr"]
			site += "/fr"
		}
		v := embedView{View: view, Percent: percentOf(view.RaisedCents, view.GoalCents), Raised: wholeEuros(view.RaisedCents),
			Goal: wholeEuros(view.GoalCents), Promised: wholeEuros(view.PromisedCents), Monthly: wholeEuros(view.MonthlyCents),
			GiveURL: site + "/donation?campaign=" + url.QueryEscape(view.Slug), Words: words}
		if c.Ended(time.Now()) {
			v.GiveURL = site + "/donation"
		}
		// French counts 0 and 1 in the singular ("0 donateur"), English only 1.
		v.DonorWord = words.Donors
		if view.Donors == 1 || (view.Donors == 0 && words.Lang == "fr") {
			v.DonorWord = words.Donor
		}
		var body bytes.Buffer
		if err := embedPage.Execute(&body, v); err != nil {
			return e.InternalServerError("", err)
		}
		h := e.Response.Header()
		h.Set("Content-Security-Policy", embedPolicy)
		// PocketBase's SAMEORIGIN on every answer would keep the clubs out
		// in browsers that read it beside frame-ancestors.
		h.Del("X-Frame-Options")
		h.Set("Cache-Control", embedMaxAge)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		return e.Blob(http.StatusOK, "text/html; charset=utf-8", body.Bytes())
	}
}

// percentOf is raised's share of goal in whole per cent, at most 100 (the
// campaign page's percentRaised).
func percentOf(raised, goal money.Cents) int64 {
	if goal <= 0 {
		return 0
	}
	return min(100, int64(raised)*100/int64(goal))
}

// wholeEuros is c as the pages show a campaign's figures: "5 000 €" (the
// cents only when there are some).
func wholeEuros(c money.Cents) string {
	return strings.Replace(c.French(), ",00\u00a0€", "\u00a0€", 1)
}
