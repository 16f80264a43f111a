package staff_test

import (
	"net/http"
	"slices"
	"testing"
	"time"

	"foundation/internal/donate"
	"foundation/internal/staff"
)

// Each role's home shows its own work and nothing else: the parts it may not
// see are absent, not zero.
func TestTheSummaryShowsEachRoleItsOwnWork(t *testing.T) {
	staff.StopClock(t, time.Date(2026, time.January, 15, 12, 0, 0, 0, donate.Paris))
	o := newOffice(t) // a paid order with its unread notice, a cheque pledge, a monthly card gift
	o.create("contact_messages", map[string]any{"fullName": "Léa Martin", "email": "lea@example.org", "phone": "0612345678", "message": "Hi"})
	o.create("contact_messages", map[string]any{"fullName": "Léa Martin", "email": "lea@example.org", "phone": "0612345678", "message": "Read", "isRead": true})
	jean := o.donor("jean@example.org", "Jean", "Martin")
	o.giveAt(jean, "2026-01-10 10:00:00.000Z", map[string]any{"amountCollected": 3000, "amountRefunded": 1000})
	o.giveAt(jean, "2025-12-31 23:30:00.000Z", map[string]any{"amountCollected": 1000}) // 1 January in Paris
	o.giveAt(jean, "2025-12-15 10:00:00.000Z", map[string]any{"amountCollected": 5000})
	o.giveAt(jean, "2025-12-20 10:00:00.000Z", map[string]any{"amountCollected": 9900, "test": true})
	o.giveAt(jean, "2025-12-21 10:00:00.000Z", map[string]any{"status": "pending"})
	o.giveAt(jean, "2025-02-01 10:00:00.000Z", map[string]any{"amountCollected": 700})
	o.giveAt(jean, "2025-01-31 10:00:00.000Z", map[string]any{"amountCollected": 800}) // before the twelve months
	o.giveAt(jean, "2025-06-01 10:00:00.000Z", map[string]any{"rhythm": "monthly", "status": "failed"})
	o.giveAt(jean, "2025-06-01 10:00:00.000Z", map[string]any{"rhythm": "weekly", "status": "suspended"})
	o.giveAt(jean, "2025-06-01 10:00:00.000Z", map[string]any{"rhythm": "once", "status": "failed"})
	o.create("disputes", map[string]any{"provider": "stripe", "disputeId": "du_open", "amount": 2500, "open": true})
	o.create("disputes", map[string]any{"provider": "stripe", "disputeId": "du_won", "amount": 900, "open": false})

	want := map[string][]string{
		"":                  nil,
		staff.RoleEditor:    {},
		staff.RoleShop:      {"toShip", "paidAfterCancel", "unreadMessages"},
		staff.RoleTreasurer: {"chequesPledged", "unreadMessages", "recurringTrouble", "openDisputes", "gifts", "receiptsMissing", "receiptsEnabled", "mail"},
		staff.RoleAdmin: {"toShip", "paidAfterCancel", "chequesPledged", "unreadMessages", "recurringTrouble", "openDisputes", "gifts", "receiptsMissing",
			"receiptsEnabled", "mailsFailed", "mail"},
	}
	for role, keys := range want {
		status, body := o.call(role, http.MethodGet, "/api/staff/summary", nil)
		if role == "" {
			if status != http.StatusUnauthorized {
				t.Errorf("anonymous summary: %d, want 401", status)
			}
			continue
		}
		if status != http.StatusOK || len(body) != len(keys) {
			t.Errorf("%s summary: %d %v, want only %v", role, status, body, keys)
		}
		for _, k := range keys {
			if _, ok := body[k]; !ok {
				t.Errorf("%s summary lacks %s: %v", role, k, body)
			}
		}
	}

	_, body := o.call(staff.RoleAdmin, http.MethodGet, "/api/staff/summary", nil)
	for k, n := range map[string]float64{"toShip": 1, "chequesPledged": 1, "unreadMessages": 2, "recurringTrouble": 2, "openDisputes": 1, "mailsFailed": 1} {
		if body[k] != n {
			t.Errorf("%s = %v, want %v", k, body[k], n)
		}
	}
	// A new site has the name and address the code used to print (migration 1735600000).
	if missing, _ := body["receiptsMissing"].([]any); len(missing) != 8 || missing[0] != "object" || body["receiptsEnabled"] != false {
		t.Errorf("receipts: missing %v, enabled %v; want the eight details a new site lacks, off", body["receiptsMissing"], body["receiptsEnabled"])
	}
	gifts := body["gifts"].(map[string]any)
	sum := func(v any) [2]float64 {
		m := v.(map[string]any)
		return [2]float64{m["count"].(float64), m["amount"].(float64)}
	}
	if got := sum(gifts["thisMonth"]); got != [2]float64{2, 3000} {
		t.Errorf("this month %v, want 2 gifts and 30 €", got)
	}
	if got := sum(gifts["lastMonth"]); got != [2]float64{1, 5000} {
		t.Errorf("last month %v, want 1 gift and 50 € (no TEST MODE, no unpaid gift)", got)
	}
	months := gifts["months"].([]any)
	var labels []string
	for _, m := range months {
		labels = append(labels, m.(map[string]any)["month"].(string))
	}
	if len(months) != 12 || labels[0] != "2025-02" || labels[11] != "2026-01" || !slices.IsSorted(labels) {
		t.Fatalf("months %v", labels)
	}
	if got := sum(months[0]); got != [2]float64{1, 700} {
		t.Errorf("February 2025 %v", got)
	}
	if got := sum(months[5]); got != [2]float64{0, 0} {
		t.Errorf("July 2025 %v, want zeros", got)
	}
}
