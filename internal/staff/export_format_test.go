package staff

import (
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/campaigns"
	"foundation/internal/donate"
	"foundation/internal/ledger"
	"foundation/internal/money"
	"foundation/internal/shop"
)

// Every column name of the staff exports, and every value of the code's
// vocabulary a cell can carry, has its French word: ?format=fr leaves no
// English behind. Words French shares with English are named here.
func TestEveryExportedWordIsFrench(t *testing.T) {
	same := map[string]bool{"date": true, "test": true, "net": true, "total": true, "sport": true,
		"PayPal": true, "Apple Pay": true, "Google Pay": true}
	paidWith := []string{}
	for _, method := range donate.Methods {
		for _, wallet := range []string{"", "card", "apple_pay", "google_pay", "samsung_pay", "link", "sepa_debit"} {
			paidWith = append(paidWith, donate.PaidWithWords(method, wallet))
		}
	}
	vocabularies := map[string][]string{
		"orders.csv's columns":    ordersHeader,
		"donations.csv's columns": donationsHeader,
		"donors.csv's columns":    donorsHeader,
		"payments.csv's columns":  paymentsHeader,
		"a gift's status":         donate.Statuses,
		"an order's status":       shop.OrderStatuses,
		"a rhythm":                donate.Rhythms,
		"a method, a means":       append(append([]string{}, donate.Methods...), "paypal"),
		"how a gift was paid":     paidWith,
		"a movement's kind": {ledger.KindPayment, ledger.KindRenewal, ledger.KindCheque, ledger.KindRefund,
			ledger.KindChargeback, ledger.KindReinstated, ledger.KindInKind, ledger.KindVolunteerExpenses},
		"what a movement is about": {ledger.SubjectDonation, ledger.SubjectOrder},
		"a donor's kind":           {donate.KindPerson, donate.KindCompany},
		"a designation":            campaigns.ProjectIDs(),
		"yes or no":                {"true", "false"},
	}
	fr := exportFormats["fr"]
	for what, words := range vocabularies {
		for _, w := range words {
			french, ok := frenchWords[w]
			if !ok || (french == w && !same[w]) {
				t.Errorf("%s %q has no French word (%q)", what, w, fr.Word(w))
			}
		}
	}
}

// The cells of each format: French words, decimal comma and days in the
// French spreadsheet; the code's words and ISO days else; Paris time in both.
func TestExportFormatsWriteTheirCells(t *testing.T) {
	// 23:30 UTC on 31 January is 00:30 on 1 February in Paris; 30 June, 22:15 UTC is 00:15 on 1 July (summer time).
	winter, _ := types.ParseDateTime("2026-01-31 23:30:00.000Z")
	summer, _ := types.ParseDateTime("2026-06-30 22:15:00.000Z")
	for _, c := range []struct {
		format                              string
		when, summer, amount, word, yes, no string
		header                              string
	}{
		{"fr", "01/02/2026 00:30", "01/07/2026 00:15", "-1234,50", "carte", "oui", "non", "date|heure|nature|don ou commande"},
		{"intl", "2026-02-01 00:30", "2026-07-01 00:15", "-1234.50", "card", "true", "false", "date|time|kind|gift or order"},
	} {
		f := exportFormats[c.format]
		got := []string{f.When(winter), f.When(summer), f.Amount(money.Cents(-123450)), f.Word("card"), f.Yes(true), f.Yes(false),
			strings.Join(f.Header(paymentsHeader[:4]), "|")}
		want := []string{c.when, c.summer, c.amount, c.word, c.yes, c.no, c.header}
		if strings.Join(got, "¦") != strings.Join(want, "¦") {
			t.Errorf("%s: %q, want %q", c.format, got, want)
		}
		if f.When(types.DateTime{}) != "" || f.Word("new-track") != "new-track" {
			t.Errorf("%s: no time is %q, a campaign's slug %q", c.format, f.When(types.DateTime{}), f.Word("new-track"))
		}
	}
}
