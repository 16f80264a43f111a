package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"foundation/internal/config"
)

func init() { sections = append(sections, section{name: "shop", run: benchShop}) }

const (
	shopOrders      = 5000
	shopConcurrency = 50
)

// benchShop measures the first load of /shop against the budget, and
// POST /api/orders under 50 concurrent clients; then it reads the orders back
// as staff to prove every acknowledged order was stored once.
func benchShop(t *target) (string, error) {
	var b strings.Builder
	b.WriteString("## Shop\n\n### First load of `/shop` (gzip JS + CSS before any interaction)\n\n")
	first, err := firstLoad(t.BaseURL + "/shop")
	if err != nil {
		return "", err
	}
	b.WriteString(firstLoadTableHead)
	b.WriteString(firstLoadRow("/shop", first))
	paymentCode := "none"
	for _, f := range first.Files {
		if strings.Contains(f, "paypal") || strings.Contains(f, "payment") {
			paymentCode = f
		}
	}
	fmt.Fprintf(&b, "\nFiles: %s. Payment code (PayPal SDK wrapper, payment screen) among them: **%s**; "+
		"it is a separate chunk loaded by `/payment/{id}` only, and the PayPal wrapper only when real keys are set.\n\n",
		strings.Join(first.Files, ", "), paymentCode)

	tag := fmt.Sprintf("bench-%d", time.Now().UnixNano())
	var mu sync.Mutex
	acked := make(map[string]int, shopOrders)
	res := runLoad(shopOrders, shopConcurrency, func(i int) error {
		id, err := postOrder(t.BaseURL, fmt.Sprintf("%s %d", tag, i))
		if err != nil {
			return err
		}
		mu.Lock()
		acked[id]++
		mu.Unlock()
		return nil
	})
	stored, err := t.orderIDs(tag)
	if err != nil {
		return "", err
	}
	lost, doubled := 0, 0
	for id, n := range acked {
		if n > 1 {
			doubled += n - 1 // the server answered the same id twice
		}
		if !stored[id] {
			lost++
		}
	}
	extra := len(stored) - len(acked) // stored but never acknowledged (e.g. a retried request)
	verdict := "every acknowledged order stored exactly once"
	if lost > 0 || doubled > 0 || extra != 0 || res.Failures > 0 {
		verdict = "**MISMATCH**"
	}

	b.WriteString("### Order creation at 50 concurrent clients (loopback, 2 cores shared by client and server)\n\n")
	fmt.Fprintf(&b, "`POST /api/orders` with two lines priced from the catalogue, %d orders; `RATE_LIMIT_ORDERS` raised for the run "+
		"(every client is 127.0.0.1; the default is %d orders per minute per IP). Each answer's total is checked (54.78).\n\n", shopOrders, config.Limits{}.Orders().Max)
	b.WriteString("| orders/s | p50 | p99 | failed | acknowledged | stored (read back as staff) | lost | doubled | verdict |\n|---|---|---|---|---|---|---|---|---|\n")
	fmt.Fprintf(&b, "| %.0f | %s | %s | %d | %d | %d | %d | %d | %s |\n",
		res.PerSecond, res.P50.Round(10*time.Microsecond), res.P99.Round(10*time.Microsecond), res.Failures,
		len(acked), len(stored), lost, doubled+max(extra, 0), verdict)
	return b.String(), nil
}

var benchOrderBody = `{"items":[
 {"productId":"seedprod0000001","size":"350 ml","color":"White","quantity":2},
 {"productId":"seedprod0000002","size":"M","color":"Black","quantity":1}],
 "clientInfo":{"name":%q,"email":"bench@example.org","phone":"+33 6 12 34 56 78","address":"12 rue des Lilas, 75011 Paris"}}`

// postOrder creates one order and returns the id the server acknowledged.
func postOrder(baseURL, name string) (string, error) {
	res, err := client.Post(baseURL+"/api/orders", "application/json", bytes.NewReader(fmt.Appendf(nil, benchOrderBody, name)))
	if err != nil {
		return "", err
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		return "", err
	}
	if res.StatusCode != http.StatusCreated {
		return "", fmt.Errorf("status %d: %s", res.StatusCode, body)
	}
	var order struct {
		ID          string  `json:"id"`
		AmountTotal float64 `json:"amountTotal"`
	}
	if err := json.Unmarshal(body, &order); err != nil || order.ID == "" {
		return "", fmt.Errorf("bad answer %s: %v", body, err)
	}
	// 2 × 12.90 + 24.00 = 49.80, plus 10% shipping: the server's own total.
	if order.AmountTotal != 54.78 {
		return "", fmt.Errorf("order %s priced %.2f, want 54.78", order.ID, order.AmountTotal)
	}
	return order.ID, nil
}

// orderIDs reads, as the superuser, the ids of every order whose client name carries tag.
func (t *target) orderIDs(tag string) (map[string]bool, error) {
	ids := map[string]bool{}
	filter := url.QueryEscape(fmt.Sprintf("clientInfo.name ~ %q", tag))
	for page := 1; ; page++ {
		req, _ := http.NewRequest(http.MethodGet, fmt.Sprintf("%s/api/collections/orders/records?fields=id&perPage=1000&page=%d&filter=%s",
			t.BaseURL, page, filter), nil)
		req.Header.Set("Authorization", t.AdminToken)
		res, err := client.Do(req)
		if err != nil {
			return nil, err
		}
		var list struct {
			Items      []struct{ ID string } `json:"items"`
			TotalPages int                   `json:"totalPages"`
		}
		err = json.NewDecoder(res.Body).Decode(&list)
		res.Body.Close()
		if err != nil {
			return nil, err
		}
		for _, it := range list.Items {
			ids[it.ID] = true
		}
		if page >= list.TotalPages {
			return ids, nil
		}
	}
}
