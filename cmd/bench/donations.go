package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
)

func init() { sections = append(sections, section{name: "donations", run: benchDonations}) }

const (
	chequeDonations   = 2000
	cardDonations     = 1000
	donorConcurrency  = 50
	benchDonorPayload = `"prenom":"Bench","nom":"Donor","adresse":"1 rue du Stade","codePostal":"75015","ville":"Paris","pays":"France","telephone":"+33612345678"`
)

// noFollow sees the demo checkout's 303 instead of loading the success page.
var noFollow = &http.Client{
	Transport:     client.Transport,
	Timeout:       client.Timeout,
	CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
}

// benchDonations measures gifts recorded per second through the cheque path
// (one request) and the demo card path (donor, checkout session, payment on
// the TEST MODE page: three requests and the card event's handler), then
// counts the records to prove none was lost or doubled; and the first load
// of /donation.
func benchDonations(t *target) (string, error) {
	var b strings.Builder
	b.WriteString("## Donations\n\n")
	page, err := firstLoad(t.BaseURL + "/donation")
	if err != nil {
		return "", err
	}
	b.WriteString("### First load of the donation page (gzip JS + CSS before any interaction)\n\n")
	b.WriteString(firstLoadTableHead)
	b.WriteString(firstLoadRow("/donation", page))
	fmt.Fprintf(&b, "\nFiles: %s. The phone field's country codes load with step 2, PayPal's code only on the PayPal pages with live keys.\n\n",
		strings.Join(page.Files, ", "))

	cheque := runLoad(chequeDonations, donorConcurrency, func(i int) error {
		body := fmt.Sprintf(`{"email":"cheque-%d@bench.example.org",%s,"amount":5000}`, i, benchDonorPayload)
		_, err := postJSON(t.BaseURL+"/api/donations/cheque", body, http.StatusCreated)
		return err
	})
	card := runLoad(cardDonations, donorConcurrency, func(i int) error { return demoCardGift(t.BaseURL, i) })

	chequeStored, err := t.Count("donations", "method = 'cheque' && status = 'awaiting_cheque'")
	if err != nil {
		return "", err
	}
	cardPaid, err := t.Count("donations", "method = 'card' && status = 'paid' && paymentsCount = 1 && amountCollected = 2500")
	if err != nil {
		return "", err
	}
	cardAll, err := t.Count("donations", "method = 'card'")
	if err != nil {
		return "", err
	}
	b.WriteString("### Donations recorded at 50 concurrent donors (loopback, 2 cores shared by client and server)\n\n")
	b.WriteString("| path | gifts/s | p50 | p99 per gift | gifts | failed | records | verdict |\n|---|---|---|---|---|---|---|---|\n")
	row := func(name string, r loadResult, records int, what string) {
		verdict := "none lost or doubled"
		if records != r.Requests-r.Failures || r.Failures > 0 {
			verdict = "**mismatch**"
		}
		fmt.Fprintf(&b, "| %s | %.0f | %s | %s | %d | %d | %d %s | %s |\n", name, r.PerSecond, r.P50.Round(10_000), r.P99.Round(10_000),
			r.Requests, r.Failures, records, what, verdict)
	}
	row("cheque (`POST /api/donations/cheque`, 2 mails logged)", cheque, chequeStored, "awaiting_cheque")
	row("demo card (donor + session + TEST MODE pay → `checkout.session.completed`)", card, cardPaid, "paid once")
	if cardAll != cardPaid {
		fmt.Fprintf(&b, "\n**%d card donations exist for %d paid.**\n", cardAll, cardPaid)
	}
	b.WriteString("\nThe per-IP donation limit is raised for the run (`RATE_LIMIT_DONATIONS`); mails go to the log (no SMTP).\n")
	return b.String(), nil
}

// demoCardGift is one donor's whole card gift in TEST MODE.
func demoCardGift(base string, i int) error {
	donor, err := postJSON(base+"/api/donations/donors", fmt.Sprintf(`{"email":"card-%d@bench.example.org",%s}`, i, benchDonorPayload), http.StatusCreated)
	if err != nil {
		return err
	}
	session, err := postJSON(base+"/api/donations/unique-checkout-session", fmt.Sprintf(`{"amount":2500,"donorId":%q}`, donor["id"]), http.StatusOK)
	if err != nil {
		return err
	}
	url, _ := session["data"].(map[string]any)["url"].(string)
	res, err := noFollow.Post(base+url+"/pay", "application/x-www-form-urlencoded", nil)
	if err != nil {
		return err
	}
	io.Copy(io.Discard, res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusSeeOther {
		return fmt.Errorf("pay: status %d", res.StatusCode)
	}
	return nil
}

func postJSON(url, body string, want int) (map[string]any, error) {
	res, err := client.Post(url, "application/json", bytes.NewReader([]byte(body)))
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	out := map[string]any{}
	if err := json.NewDecoder(res.Body).Decode(&out); err != nil {
		return nil, err
	}
	if res.StatusCode != want {
		return nil, fmt.Errorf("POST %s: status %d %v", url, res.StatusCode, out)
	}
	return out, nil
}
