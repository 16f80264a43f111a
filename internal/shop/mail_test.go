package shop_test

import (
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/mailer"

	"foundation/internal/notify"
	"foundation/internal/shop"
	"foundation/internal/testapp"
)

// mailsTo splits app's delivered mails between the customer and the staff.
func mailsTo(t *testing.T, app *tests.TestApp) (customer, staff *mailer.Message) {
	t.Helper()
	notify.Flush(app)
	for _, m := range app.TestMailer.Messages() {
		if m.To[0].Address == "awa@example.org" {
			customer = m
		} else {
			staff = m
		}
	}
	if customer == nil || staff == nil || app.TestMailer.TotalSend() != 2 {
		t.Fatalf("%d mails, want one to the customer and one to the staff", app.TestMailer.TotalSend())
	}
	return customer, staff
}

func TestPaidOrderMails(t *testing.T) {
	app, fake, base := fakePayPalShop(t) // a real PayPal client: nothing says TEST
	fake.AutoApprove = true
	id := placeOrder(t, base)
	if status, body := capture(t, base, id, openPayPal(t, base, id)); status != http.StatusOK {
		t.Fatalf("capture: %d %v", status, body)
	}
	customer, staff := mailsTo(t, app)
	const nbsp = "\u00a0"
	order, err := shop.FindOrder(app, id)
	if err != nil || order.Number() < 1 {
		t.Fatalf("the order's number: %v %v", order, err)
	}
	label := "n° " + strconv.Itoa(order.Number()) // what a volunteer reads out, in every mail
	// The staff's mail is in French, the back office's language; the customer's in English.
	words := map[*mailer.Message][]string{
		customer: {"Shipping fee: 4,98" + nbsp + "€", "Total paid: 54,78" + nbsp + "€", "Order: " + label},
		staff: {"Nouvelle commande payée", "Une commande a été payée avec PayPal.", "Sous-total: 49,80" + nbsp + "€",
			"Livraison: 4,98" + nbsp + "€", "Total payé: 54,78" + nbsp + "€", "Commande: " + label, "Nom: Awa"},
	}
	if staff.Subject != "Nouvelle commande payée "+label {
		t.Errorf("staff subject %q", staff.Subject)
	}
	for who, m := range map[string]*mailer.Message{"customer": customer, "staff": staff} {
		// Money is French in every mail; the buyer's name never reaches a subject.
		for _, want := range append(words[m], "2 × Foundation Mug (450 ml, Navy): 25,80"+nbsp+"€", "12 rue des Lilas, 75011 Paris") {
			if !strings.Contains(m.Text, want) {
				t.Errorf("%s mail lacks %q:\n%s", who, want, m.Text)
			}
		}
		if strings.Contains(m.Subject, "Awa") || !strings.Contains(m.Subject, label) || strings.Contains(m.Subject, "[TEST]") {
			t.Errorf("%s subject %q", who, m.Subject)
		}
		if !strings.Contains(m.HTML, "54,78"+nbsp+"€") || strings.Contains(m.HTML, notify.TestBanner) {
			t.Errorf("%s HTML:\n%s", who, m.HTML)
		}
	}
	if !strings.Contains(staff.Text, "Téléphone: +33 6 12 34 56 78") || strings.Contains(customer.Text, "Phone:") {
		t.Errorf("only the staff mail carries the phone:\n%s\n%s", staff.Text, customer.Text)
	}
}

// An order paid through the TEST MODE gateway is marked test, and says so
// in both mails and in its message.
func TestATestOrderIsMarkedInItsMails(t *testing.T) {
	app := shopApp(t)
	base := testapp.Serve(t, app)
	id := placeOrder(t, base)
	if status, body := capture(t, base, id, openPayPal(t, base, id)); status != http.StatusOK {
		t.Fatalf("capture: %d %v", status, body)
	}
	customer, staff := mailsTo(t, app)
	// The staff's mail says it in French, the back office's language.
	banners := map[*mailer.Message]string{customer: notify.TestBanner, staff: "MODE TEST — aucun paiement réel n’a été effectué"}
	for who, m := range map[string]*mailer.Message{"customer": customer, "staff": staff} {
		banner := banners[m]
		if !strings.HasPrefix(m.Subject, "[TEST] ") || !strings.Contains(m.HTML, banner) || !strings.HasPrefix(m.Text, "*** "+banner) {
			t.Errorf("%s mail not marked: %q\n%s", who, m.Subject, m.Text)
		}
	}
	msg, err := app.FindRecordById("messages", id)
	if err != nil || !order(t, app, id).GetBool("test") || !strings.HasPrefix(msg.GetString("title"), "[TEST]") || !strings.Contains(msg.GetString("message"), "TEST MODE") {
		t.Fatalf("order test=%v, message %v (%v)", order(t, app, id).GetBool("test"), msg, err)
	}
}

// The buyer's capture is answered at once, whatever the mail server does: with
// one that hangs, the order is paid and answered, and the mails go out once
// it answers.
func TestTheCaptureDoesNotWaitForTheMails(t *testing.T) {
	app, fake, base := fakePayPalShop(t)
	fake.AutoApprove = true
	release := make(chan struct{})
	app.OnMailerSend().BindFunc(func(e *core.MailerEvent) error {
		select {
		case <-release:
		case <-time.After(10 * time.Second): // a capture that waits fails below instead of hanging
		}
		return e.Next()
	})
	id := placeOrder(t, base)
	status, body := capture(t, base, id, openPayPal(t, base, id))
	if status != http.StatusOK || body["payment"] != true {
		t.Fatalf("capture: %d %v", status, body)
	}
	if n := app.TestMailer.TotalSend(); n != 0 {
		t.Fatalf("%d mails delivered when the answer came: the capture waited for the mail server", n)
	}
	close(release)
	assertPaidOnce(t, app, id)
}
