package receipts_test

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/receipts"
)

// A dispute won gives the money back: a gift the dispute emptied gets a
// receipt again, and one it took part of gets its receipt replaced for what
// it keeps now, as a refund's receipt is replaced.
func TestMoneyWonBackInADisputeIsReceiptedAgain(t *testing.T) {
	d := newDesk(t, nil)
	whole := d.gift(d.donor("ana@example.org", "x"), 3000, "card", "pending")
	d.pay(whole)
	r := d.record("donations", whole)
	r.Set("status", "refunded")
	r.Set("amountRefunded", 3000)
	d.save(r)
	r = d.record("donations", whole) // as the next change reads it
	r.Set("status", "paid")
	r.Set("amountRefunded", 0)
	d.save(r)
	list := d.receiptsOf(whole)
	if len(list) != 2 || list[0].Status() != receipts.StatusCancelled || list[1].Status() != receipts.StatusValid || list[1].Amount() != 3000 {
		for _, x := range list {
			t.Logf("%s %s %d %q", x.Number(), x.Status(), x.Amount(), x.CancelReason())
		}
		t.Fatal("receipts of the gift won back")
	}

	part := d.gift(d.donor("jean@example.org", "x"), 5000, "card", "pending")
	d.pay(part)
	r = d.record("donations", part)
	r.Set("amountRefunded", 2000)
	d.save(r)
	r = d.record("donations", part)
	r.Set("amountRefunded", 0)
	d.save(r)
	list = d.receiptsOf(part)
	if len(list) != 3 || list[2].Status() != receipts.StatusValid || list[2].Amount() != 5000 || list[2].Replaces() != list[1].Id {
		for _, x := range list {
			t.Logf("%s %s %d replaces %q: %q", x.Number(), x.Status(), x.Amount(), x.Replaces(), x.CancelReason())
		}
		t.Fatal("receipts of the part won back")
	}
}

func (d *desk) save(r *core.Record) {
	d.t.Helper()
	if err := d.app.Save(r); err != nil {
		d.t.Fatal(err)
	}
}

// receiptsOf lists the receipts of one gift, in number order.
func (d *desk) receiptsOf(gift string) []*receipts.Receipt {
	var out []*receipts.Receipt
	for _, r := range d.receipts() {
		if r.GetString("donation") == gift {
			out = append(out, r)
		}
	}
	return out
}
