package receipts_test

import (
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"testing"

	"foundation/internal/receipts"
	"foundation/internal/staff"
)

// A cancelled receipt's download is its stamped copy: the hash it carries
// is that copy's own, the stored original's beside it.
func TestACancelledReceiptsDownloadCarriesItsOwnHash(t *testing.T) {
	d := newDesk(t, nil)
	first := d.paidAndCancelled("erreur de montant")
	status, _, served, header := d.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/receipts/"+first.Id+"/pdf", nil)
	sum := sha256.Sum256(served)
	if status != http.StatusOK || header.Get("X-Receipt-SHA256") != hex.EncodeToString(sum[:]) || header.Get("X-Receipt-Issued-SHA256") != first.SHA256() {
		t.Fatalf("%d: X-Receipt-SHA256 %q for a copy hashing %x (issued %q, stored %q)", status, header.Get("X-Receipt-SHA256"), sum,
			header.Get("X-Receipt-Issued-SHA256"), first.SHA256())
	}
}

// A receipt cancelled without a replacement decided its gift gets none:
// the gift does not come back among those missing a receipt.
func TestAReceiptCancelledWithoutReplacementIsNotMissing(t *testing.T) {
	d := newDesk(t, nil)
	d.paidAndCancelled("contrepartie reçue : pas de reçu")
	if _, res, _, _ := d.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/receipts/missing", nil); res["totalItems"] != 0.0 || len(res["items"].([]any)) != 0 {
		t.Fatalf("missing after a cancellation without replacement: %v", res)
	}
}

// paidAndCancelled pays a cheque gift and has the treasurer cancel its
// receipt for reason, without a replacement; it returns the receipt as issued.
func (d *desk) paidAndCancelled(reason string) *receipts.Receipt {
	d.t.Helper()
	gift := d.gift(d.donor("jean@example.org", "x"), 8000, "cheque", "awaiting_cheque")
	d.pay(gift)
	first := d.receipts()[0]
	if status, res, _, _ := d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/receipts/"+first.Id+"/cancel",
		map[string]any{"reason": reason}); status != http.StatusOK {
		d.t.Fatalf("cancel: %d %v", status, res)
	}
	return first
}
