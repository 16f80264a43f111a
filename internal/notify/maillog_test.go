package notify

import (
	"testing"

	"github.com/pocketbase/pocketbase/tools/mailer"
)

func TestALoggedMailKeepsItsWordsReadable(t *testing.T) {
	for _, c := range []struct {
		name string
		m    mailer.Message
		want string
	}{
		{"the text part when there is one", mailer.Message{Text: "Your order shipped.", HTML: "<p>ignored</p>"}, "Your order shipped."},
		{"PocketBase's sign-in code, HTML only", mailer.Message{HTML: "<p>Hello,</p>\n<p>Your one-time password is: <strong>123456</strong></p>\n" +
			"<p><i>If you didn't ask for it, ignore this email.</i></p>\n<p>\n  Thanks,<br/>\n  Foundation &amp; friends team\n</p>"},
			"Hello,\nYour one-time password is: 123456\nIf you didn't ask for it, ignore this email.\nThanks,\nFoundation & friends team"},
		{"a blank text part falls back to the HTML", mailer.Message{Text: "  ", HTML: "<style>p{}</style><div>Reset: <a href=\"https://x\">link</a></div>"}, "Reset: link"},
	} {
		if got := mailText(&c.m); got != c.want {
			t.Errorf("%s:\n%q\nwant\n%q", c.name, got, c.want)
		}
	}
}
