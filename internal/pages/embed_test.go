package pages_test

import (
	"net/http"
	"strings"
	"testing"
)

// A campaign's embed page may be framed by any site (a club's), and only
// it: every other page still refuses to be framed. It sets no cookie, runs
// no script, and its Give link opens the form with the campaign in a new
// tab; a finished campaign's shows its figures and the general form.
func TestOnlyTheEmbedPageMayBeFramed(t *testing.T) {
	c := newCatalogue(t)
	save(t, c.app, "campaigns", "", map[string]any{"slug": "new-track", "title": "A new track <for> Saint-Denis", "goalCents": 500000})
	save(t, c.app, "campaigns", "", map[string]any{"slug": "last-year", "title": "Last year's race", "goalCents": 100000, "endsAt": "2020-01-01"})

	res, body := c.get(t, "/campaigns/new-track/embed")
	csp := res.Header.Get("Content-Security-Policy")
	if res.StatusCode != http.StatusOK || !strings.Contains(csp, "frame-ancestors *") || strings.Contains(csp, "frame-ancestors 'none'") ||
		res.Header.Get("X-Frame-Options") != "" || len(res.Header.Values("Set-Cookie")) != 0 {
		t.Fatalf("embed: %d, CSP %q, X-Frame-Options %q, cookies %q", res.StatusCode, csp, res.Header.Get("X-Frame-Options"), res.Header.Values("Set-Cookie"))
	}
	if !strings.Contains(csp, "default-src 'none'") || strings.Contains(body, "<script") {
		t.Errorf("the embed page may run scripts: %q", csp)
	}
	for _, want := range []string{"A new track &lt;for&gt; Saint-Denis", "raised of 5\u202f000\u00a0€", `aria-valuenow="0"`,
		`href="` + testSite + `/donation?campaign=new-track" target="_blank" rel="noopener"`} {
		if !strings.Contains(body, want) {
			t.Errorf("the embed page lacks %q:\n%s", want, body)
		}
	}
	if len(body) > 4<<10 {
		t.Errorf("the embed page weighs %d bytes", len(body))
	}

	_, ended := c.get(t, "/campaigns/last-year/embed")
	if !strings.Contains(ended, "has ended") || !strings.Contains(ended, `href="`+testSite+`/donation" target="_blank"`) {
		t.Errorf("a finished campaign's embed:\n%s", ended)
	}
	// The French embed: the campaign page's French words, its Give link to the French form.
	res, french := c.get(t, "/fr/campaigns/new-track/embed")
	if res.StatusCode != http.StatusOK || !strings.Contains(res.Header.Get("Content-Security-Policy"), "frame-ancestors *") {
		t.Fatalf("French embed: %d, CSP %q", res.StatusCode, res.Header.Get("Content-Security-Policy"))
	}
	for _, want := range []string{`<html lang="fr">`, "collectés sur 5\u202f000\u00a0€", "0\u00a0% · 0 donateur<", `aria-label="Collecté sur l’objectif"`,
		`href="` + testSite + `/fr/donation?campaign=new-track" target="_blank" rel="noopener">Donner</a>`} {
		if !strings.Contains(french, want) {
			t.Errorf("the French embed page lacks %q:\n%s", want, french)
		}
	}
	if strings.Contains(body, "donateur") || !strings.Contains(body, "0% · 0 donors<") {
		t.Errorf("the English embed page's words:\n%s", body)
	}
	if _, ended := c.get(t, "/fr/campaigns/last-year/embed"); !strings.Contains(ended, "Cette campagne est terminée") || !strings.Contains(ended, `href="`+testSite+`/fr/donation" target="_blank" rel="noopener">Donner à la fondation</a>`) {
		t.Errorf("a finished campaign's French embed:\n%s", ended)
	}
	if res, _ := c.get(t, "/campaigns/nope/embed"); res.StatusCode != http.StatusNotFound {
		t.Errorf("an unknown campaign's embed: %d", res.StatusCode)
	}
	for _, path := range []string{"/", "/campaigns/new-track", "/donation", "/campaigns/new-track/embed/more", "/fr/campaigns/new-track", "/staff"} {
		res, _ := c.get(t, path)
		if csp := res.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "frame-ancestors 'none'") || res.Header.Get("X-Frame-Options") == "" {
			t.Errorf("%s may be framed: CSP %q, X-Frame-Options %q", path, csp, res.Header.Get("X-Frame-Options"))
		}
	}
}
