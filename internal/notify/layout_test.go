package notify

import (
	"strings"
	"testing"

	"foundation/internal/i18n"
)

var sample = Mail{
	To: "donor@example.org", Subject: "Thanks", Ref: "donations/abc",
	Heading:    "Thank you <for> your gift",
	Paragraphs: []string{"Dear <b>Ada</b>,", "First line\nsecond line"},
	Rows:       []Row{{Label: "Amount", Value: "80,00\u00a0€"}, {Label: "Send it to", Value: "18 rue du Stade\n75015 Paris"}},
	Closing:    []string{"With our thanks"},
}

const (
	testAddress = "1 place du Test, 75001 Paris"
	testFooter  = Foundation + " · " + testAddress
)

func TestTheLayout(t *testing.T) {
	_, html, text, err := layout(sample, testAddress)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"Thank you &lt;for&gt; your gift", "Dear &lt;b&gt;Ada&lt;/b&gt;,", "First line<br>second line",
		"18 rue du Stade<br>75015 Paris", "80,00\u00a0€", "With our thanks", Foundation, testFooter,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("HTML lacks %q:\n%s", want, html)
		}
	}
	for _, banned := range []string{"<b>Ada", TestBanner} {
		if strings.Contains(html, banned) {
			t.Errorf("HTML holds %q", banned)
		}
	}
	for _, want := range []string{
		"Thank you <for> your gift", "Dear <b>Ada</b>,", "First line\nsecond line",
		"Amount: 80,00\u00a0€\n", "Send it to: 18 rue du Stade\n  75015 Paris\n", "With our thanks", testFooter,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("text lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "<br>") || strings.Contains(text, "&lt;") {
		t.Errorf("text part carries HTML:\n%s", text)
	}
}

func TestATestModeMailSaysSo(t *testing.T) {
	m := sample
	m.Test = true
	subject, html, text, err := layout(m, testAddress)
	if err != nil {
		t.Fatal(err)
	}
	if subject != "[TEST] Thanks" {
		t.Errorf("subject %q", subject)
	}
	if i := strings.Index(html, TestBanner); i < 0 || i > strings.Index(html, m.Heading[:9]) {
		t.Errorf("HTML has no banner above the heading:\n%s", html)
	}
	if !strings.HasPrefix(text, "*** "+TestBanner+" ***") {
		t.Errorf("text does not open with the banner:\n%s", text)
	}
}

func TestAnActionIsAButtonAndAPlainLink(t *testing.T) {
	m := sample
	m.Action = &Link{Label: "Update my card", URL: "https://example.org/donor?gift=a&b=1"}
	_, html, text, err := layout(m, testAddress)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(html, `href="https://example.org/donor?gift=a&amp;b=1"`) || !strings.Contains(html, ">Update my card</a>") {
		t.Errorf("HTML lacks the button:\n%s", html)
	}
	if !strings.Contains(text, "Update my card: https://example.org/donor?gift=a&b=1\n") {
		t.Errorf("text lacks the link:\n%s", text)
	}
}

// A French mail's layout is French too: the foundation's name, the
// footer, the TEST MODE banner and the page's language.
func TestAFrenchMailIsLaidOutInFrench(t *testing.T) {
	m := sample
	m.Test, m.Locale = true, i18n.French
	_, html, text, err := layout(m, testAddress)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`<html lang="fr">`, "Fondation Amara Diallo · " + testAddress, "MODE TEST — aucun paiement réel"} {
		if !strings.Contains(html, want) {
			t.Errorf("HTML lacks %q:\n%s", want, html)
		}
	}
	for _, banned := range []string{Foundation, TestBanner} {
		if strings.Contains(html, banned) || strings.Contains(text, banned) {
			t.Errorf("a French mail holds %q:\n%s", banned, text)
		}
	}
	if _, html, _, _ := layout(sample, testAddress); !strings.Contains(html, `<html lang="en">`) {
		t.Errorf("an English mail is not marked English")
	}
}
