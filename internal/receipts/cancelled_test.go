package receipts_test

import (
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"testing"

	"foundation/internal/staff"
)

// A cancelled receipt's download is its stamped copy: the hash it carries
// is that copy's own, the stored original's beside it.
func TestACancelledReceiptsDownloadCarriesItsOwnHash(t *testing.T) {
	d := newDesk(t, nil)
	gift := d.gift(d.donor("jean@example.org", "x"), 8000, "cheque", "awaiting_cheque")
	d.pay(gift)
	first := d.receipts()[0]
	if status, res, _, _ := d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/receipts/"+first.Id+"/cancel",
		map[string]any{"reason": "erreur de montant"}); status != http.StatusOK {
		t.Fatalf("cancel: %d %v", status, res)
	}
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
	gift := d.gift(d.donor("jean@example.org", "x"), 8000, "cheque", "awaiting_cheque")
	d.pay(gift)
	first := d.receipts()[0]
	if status, res, _, _ := d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/receipts/"+first.Id+"/cancel",
		map[string]any{"reason": "contrepartie reçue : pas de reçu"}); status != http.StatusOK {
		t.Fatalf("cancel: %d %v", status, res)
	}
	if _, res, _, _ := d.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/receipts/missing", nil); res["totalItems"] != 0.0 || len(res["items"].([]any)) != 0 {
		t.Fatalf("missing after a cancellation without replacement: %v", res)
	}
}
