package notify

import (
	htmltemplate "html/template"
	"strings"
	texttemplate "text/template"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/i18n"
	"foundation/internal/settings"
)

// Foundation is who every mail comes from, in its header and footer (in
// English; FoundationIn names it in a mail's language).
const Foundation = "Amara Diallo Foundation"

// layoutWords are the layout's own words, in each language: the
// foundation's name, the TEST MODE banner, and how a mail to a donor is
// signed.
type layoutWords struct {
	Foundation, TheFoundation, Banner, Thanks string
}

var words = i18n.Both[layoutWords]{
	En: layoutWords{Foundation: Foundation, TheFoundation: "The " + Foundation, Banner: TestBanner,
		Thanks: "With our thanks,\nThe " + Foundation},
	Fr: layoutWords{Foundation: "Fondation Amara Diallo", TheFoundation: "La Fondation Amara Diallo",
		Banner: "MODE TEST — aucun paiement réel n’a été effectué", Thanks: "Avec nos remerciements,\nLa Fondation Amara Diallo"},
}

// FoundationIn is the foundation's name in l: "Fondation Amara Diallo".
func FoundationIn(l i18n.Locale) string { return words.In(l).Foundation }

// Signature is how a mail in l is signed: "The Amara Diallo Foundation".
func Signature(l i18n.Locale) string { return words.In(l).TheFoundation }

// Thanks closes a mail to a donor in l: "With our thanks,\nThe … Foundation".
func Thanks(l i18n.Locale) string { return words.In(l).Thanks }

// address is the foundation's postal address on one line, as its
// settings say (an admin edits them in /staff); "" while unset.
func address(app core.App) string {
	f, err := settings.Load(app)
	if err != nil {
		return ""
	}
	return strings.Join(f.PostalAddress(), ", ")
}

// footer is the mails' last line: the foundation's name in l and its
// postal address.
func footer(l i18n.Locale, address string) string {
	if address == "" {
		return FoundationIn(l)
	}
	return FoundationIn(l) + " · " + address
}

// TestBanner tops every mail about a TEST MODE payment (in English; a
// French mail says it in French), and TestSubject prefixes its subject,
// so no one ships an order or thanks a donor for money that never moved.
const (
	TestBanner  = "TEST MODE — no real payment was made"
	TestSubject = "[TEST] "
)

type view struct {
	Mail
	Lang, Foundation, Footer, Banner string
}

var funcs = map[string]any{"lines": func(s string) []string { return strings.Split(s, "\n") }}

var htmlLayout = htmltemplate.Must(htmltemplate.New("mail").Funcs(funcs).Parse(`<!DOCTYPE html>
<html lang="{{.Lang}}"><body style="margin:0;padding:0;background:#f1f5f9">
<div style="font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#0f172a;max-width:36rem;margin:0 auto;padding:1.5rem;background:#ffffff">
{{- if .Test}}
<p style="margin:0 0 1rem;padding:.6rem .8rem;background:#fef3c7;border:2px solid #d97706;color:#78350f;font-weight:700;text-align:center">{{.Banner}}</p>
{{- end}}
<p style="margin:0 0 1rem;color:#0369a1;font-weight:700;letter-spacing:.02em">{{.Foundation}}</p>
<h1 style="margin:0 0 1rem;font-size:1.25rem;color:#0f172a">{{.Heading}}</h1>
{{- range .Paragraphs}}
<p style="margin:0 0 .9rem;line-height:1.5">{{template "lines" .}}</p>
{{- end}}
{{- if .Rows}}
<table style="border-collapse:collapse;width:100%;margin:0 0 1rem">
{{- range .Rows}}
<tr><th align="left" valign="top" style="padding:.35rem .75rem .35rem 0;border-top:1px solid #e2e8f0;font-weight:600">{{.Label}}</th><td style="padding:.35rem 0;border-top:1px solid #e2e8f0">{{template "lines" .Value}}</td></tr>
{{- end}}
</table>
{{- end}}
{{- with .Action}}
<p style="margin:0 0 1.2rem"><a href="{{.URL}}" style="display:inline-block;padding:.7rem 1.1rem;border-radius:.5rem;background:#0271ab;color:#ffffff;font-weight:700;text-decoration:none">{{.Label}}</a></p>
{{- end}}
{{- range .Closing}}
<p style="margin:0 0 .9rem;line-height:1.5">{{template "lines" .}}</p>
{{- end}}
<p style="margin:1.5rem 0 0;padding-top:.75rem;border-top:1px solid #e2e8f0;color:#64748b;font-size:.8rem">{{.Footer}}</p>
</div>
</body></html>
{{define "lines"}}{{range $i, $line := lines .}}{{if $i}}<br>{{end}}{{$line}}{{end}}{{end}}`))

var textLayout = texttemplate.Must(texttemplate.New("mail").Funcs(funcs).Parse(`
{{- if .Test}}*** {{.Banner}} ***

{{end}}{{.Foundation}}

{{.Heading}}
{{range .Paragraphs}}
{{.}}
{{end}}
{{- if .Rows}}
{{range .Rows}}{{.Label}}: {{range $i, $line := lines .Value}}{{if $i}}
  {{end}}{{$line}}{{end}}
{{end}}{{end}}
{{- with .Action}}
{{.Label}}: {{.URL}}
{{end}}
{{- range .Closing}}
{{.}}
{{end}}
-- 
{{.Footer}}
`))

// Render lays m out as its subject and the HTML and plain-text bodies (for
// mails PocketBase itself sends, such as sign-in codes), in m's language,
// with the footer of app's foundation.
func Render(app core.App, m Mail) (subject, html, text string, err error) {
	return layout(m, address(app))
}

func layout(m Mail, address string) (subject, html, text string, err error) {
	l := i18n.Of(string(m.Locale))
	v := view{Mail: m, Lang: string(l), Foundation: FoundationIn(l), Footer: footer(l, address), Banner: words.In(l).Banner}
	var h, t strings.Builder
	if err := htmlLayout.Execute(&h, v); err != nil {
		return "", "", "", err
	}
	if err := textLayout.Execute(&t, v); err != nil {
		return "", "", "", err
	}
	subject = m.Subject
	if m.Test {
		subject = TestSubject + subject
	}
	return subject, h.String(), t.String(), nil
}
