package receipts

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"strings"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/receipts/journal"
)

// A receipt the journal knows and the database lost (an older backup
// restored, the loss recorded) is still in its donor's hands: its gift, or
// its donor's year for an annual one, gets no other, or the donor would
// hold two receipts for one gift.

// heldBy returns the number of the receipt a donor holds for key (a gift,
// or a donor's year) that the database lost, "" when none. It refuses as
// allow does.
func (n *numbering) heldBy(app core.App, key string) (string, error) {
	if err := n.allow(app); err != nil {
		return "", err
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	return n.held[key], nil
}

// heldKey names what a receipt was issued for: a one-off gift, or a
// donor's tax year for an annual one.
func heldKey(e journal.Entry) string {
	switch {
	case e.Donation != "":
		return giftKey(e.Donation)
	case e.Donor != "":
		return annualKey(e.TaxYear, e.Donor)
	}
	return ""
}

func giftKey(donationID string) string { return "gift:" + donationID }

// annualKey is a donor's year; donor is the SHA-256 of their lower-cased
// email (donorHash).
func annualKey(taxYear int, donor string) string {
	return "annual:" + strconv.Itoa(taxYear) + ":" + donor
}

func donorHash(email string) string {
	sum := sha256.Sum256([]byte(strings.ToLower(email)))
	return hex.EncodeToString(sum[:])
}

// errHeld refuses a receipt for what already has one a donor holds.
func errHeld(number string) validation.Errors {
	return validation.Errors{"donation": validation.NewError("validation_receipt_held",
		"Receipt "+number+" was issued for this before an older backup was restored: the database lost it, but the donor holds it, so no other is issued.")}
}
