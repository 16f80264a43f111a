package paypal_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"reflect"
	"sync/atomic"
	"testing"
	"time"

	"foundation/internal/payments/paypal"
	"foundation/internal/payments/paypal/paypaltest"
)

func TestTransactionsAreReadWithinTheWindowOnEveryPage(t *testing.T) {
	fake := paypaltest.NewServer(t)
	fake.TransactionsPageSize = 2
	day := time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC)
	inWindow := []paypal.Transaction{
		{ID: "S-1", Status: "COMPLETED", Amount: 1500, Currency: "EUR", Time: day},
		{ID: "S-2", Status: "DECLINED", Amount: 1500, Currency: "EUR", Time: day.AddDate(0, 0, 7)},
		{ID: "S-3", Status: "REFUNDED", Amount: 1510, Currency: "EUR", Time: day.AddDate(0, 0, 9)},
	}
	fake.AddTransactions("I-1", paypal.Transaction{ID: "old", Status: "COMPLETED", Amount: 1500, Currency: "EUR", Time: day.AddDate(0, -1, 0)})
	fake.AddTransactions("I-1", inWindow...)

	paris := time.FixedZone("Paris", 3600)
	from, to := day.AddDate(0, 0, -3).In(paris), day.AddDate(0, 0, 10).In(paris)
	got, err := paypal.New(fake.Config()).ListSubscriptionTransactions(context.Background(), "I-1", from, to)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, inWindow) {
		t.Errorf("transactions =\n%+v\nwant\n%+v", got, inWindow)
	}
	var pages []string
	for _, r := range fake.Requests() {
		if r.Method != http.MethodGet || r.Path != "/v1/billing/subscriptions/I-1/transactions" {
			continue
		}
		if r.Query.Get("start_time") != "2026-10-29T09:00:00Z" || r.Query.Get("end_time") != "2026-11-11T09:00:00Z" {
			t.Errorf("window sent as %v, want RFC 3339 in UTC", r.Query)
		}
		pages = append(pages, r.Query.Get("page"))
	}
	if !reflect.DeepEqual(pages, []string{"", "2"}) {
		t.Errorf("pages asked %q, want the first then the next link's", pages)
	}
}

// transactionsServing is a minimal PayPal whose transaction pages are
// written exactly as page returns them for the page query, to test what a
// real PayPal may send; it counts the pages asked.
func transactionsServing(t *testing.T, page func(n string) string) (*httptest.Server, *atomic.Int32) {
	var asked atomic.Int32
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/oauth2/token", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `{"access_token":"tok","token_type":"Bearer","expires_in":32400}`)
	})
	mux.HandleFunc("GET /v1/billing/subscriptions/I-1/transactions", func(w http.ResponseWriter, r *http.Request) {
		asked.Add(1)
		fmt.Fprint(w, page(r.URL.Query().Get("page")))
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv, &asked
}

func TestTransactionPages(t *testing.T) {
	const sale = `{"id":"S-%s","status":"COMPLETED","time":"2026-11-01T09:00:00Z","amount_with_breakdown":{"gross_amount":{"currency_code":"EUR","value":%q}}}`
	cases := []struct {
		name      string
		page      func(n string) string
		wantIDs   []string
		wantPages int32
	}{
		{
			name: "a next link elsewhere is followed on our own host",
			page: func(n string) string {
				if n == "" {
					return `{"transactions":[` + fmt.Sprintf(sale, "1", "15.00") + `],"total_pages":2,
						"links":[{"href":"https://elsewhere.example/steal?page=2","rel":"next","method":"GET"}]}`
				}
				return `{"transactions":[` + fmt.Sprintf(sale, n, "15.00") + `],"total_pages":2}`
			},
			wantIDs: []string{"S-1", "S-2"}, wantPages: 2,
		},
		{
			name:      "an unreadable amount fails the list",
			page:      func(string) string { return `{"transactions":[` + fmt.Sprintf(sale, "1", "15.000") + `]}` },
			wantPages: 1,
		},
		{
			name: "next links that never end fail the list",
			page: func(string) string {
				return `{"transactions":[],"links":[{"href":"https://api-m.paypal.com/x?page=2","rel":"next","method":"GET"}]}`
			},
			wantPages: 100,
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			srv, asked := transactionsServing(t, c.page)
			client := paypal.New(paypal.Config{ClientID: "id", ClientSecret: "secret", BaseURL: srv.URL})
			got, err := client.ListSubscriptionTransactions(context.Background(), "I-1", time.Now().AddDate(0, 0, -1), time.Now())
			var ids []string
			for _, t := range got {
				ids = append(ids, t.ID)
			}
			if (err == nil) != (c.wantIDs != nil) || !reflect.DeepEqual(ids, c.wantIDs) || asked.Load() != c.wantPages {
				t.Errorf("got %v, %v after %d pages; want %v after %d", ids, err, asked.Load(), c.wantIDs, c.wantPages)
			}
		})
	}
}
