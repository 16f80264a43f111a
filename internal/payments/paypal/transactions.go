package paypal

import (
	"context"
	"fmt"
	"maps"
	"net/http"
	"net/url"
	"time"

	"foundation/internal/money"
)

// Transaction is one payment attempt of a subscription.
type Transaction struct {
	ID, Status string      // COMPLETED, DECLINED, PARTIALLY_REFUNDED, PENDING, REFUNDED, UNCLAIMED
	Amount     money.Cents // amount_with_breakdown.gross_amount
	Currency   string
	Time       time.Time
}

// maxTransactionPages stops a list whose "next" links never end; far above
// what one subscription pays in a reconciliation window.
const maxTransactionPages = 100

type transactionsPage struct {
	Transactions []struct {
		ID                  string    `json:"id"`
		Status              string    `json:"status"`
		Time                time.Time `json:"time"`
		AmountWithBreakdown struct {
			GrossAmount amountWire `json:"gross_amount"`
		} `json:"amount_with_breakdown"`
	} `json:"transactions"`
	Links []struct {
		Href string `json:"href"`
		Rel  string `json:"rel"`
	} `json:"links"`
}

// ListSubscriptionTransactions lists the payments of a subscription between
// from and to, every page of them: a reconciliation that missed one would
// miss a gift.
func (c *Client) ListSubscriptionTransactions(ctx context.Context, id string, from, to time.Time) ([]Transaction, error) {
	path, err := resourcePath("/v1/billing/subscriptions", id, "/transactions")
	if err != nil {
		return nil, err
	}
	window := url.Values{"start_time": {from.UTC().Format(time.RFC3339)}, "end_time": {to.UTC().Format(time.RFC3339)}}
	query := window.Encode()
	var out []Transaction
	for range maxTransactionPages {
		var page transactionsPage
		if err := c.do(ctx, http.MethodGet, path+"?"+query, nil, "", &page); err != nil {
			return nil, err
		}
		for _, t := range page.Transactions {
			gross := t.AmountWithBreakdown.GrossAmount
			amount, err := money.ParseDecimal(gross.Value)
			if err != nil {
				return nil, fmt.Errorf("paypal: transaction %s of subscription %s: %w", t.ID, id, err)
			}
			out = append(out, Transaction{ID: t.ID, Status: t.Status, Amount: amount, Currency: gross.CurrencyCode, Time: t.Time})
		}
		if query = page.nextQuery(window); query == "" {
			return out, nil
		}
	}
	return nil, fmt.Errorf("paypal: transactions of subscription %s run past %d pages", id, maxTransactionPages)
}

// nextQuery is the query of the page's "next" link over the window, or ""
// on the last page. Only the query is taken: the path stays ours, so a link
// can never send our token to another host or endpoint.
func (p transactionsPage) nextQuery(window url.Values) string {
	for _, link := range p.Links {
		u, err := url.Parse(link.Href)
		if link.Rel != "next" || err != nil {
			continue
		}
		query := maps.Clone(window)
		maps.Copy(query, u.Query())
		return query.Encode()
	}
	return ""
}
