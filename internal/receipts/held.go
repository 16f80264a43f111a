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

// annualKey is a donor identity's year; donor is donorHash.
func annualKey(taxYear int, donor string) string {
	return "annual:" + strconv.Itoa(taxYear) + ":" + donor
}

// donorHash is the SHA-256 of an identity: its lower-cased email, then its
// key; of the email alone for a receipt journaled before identities, which
// covered every identity of its email.
func donorHash(email, identity string) string {
	named := strings.ToLower(email)
	if identity != "" {
		named += "\n" + identity
	}
	sum := sha256.Sum256([]byte(named))
	return hex.EncodeToString(sum[:])
}

// heldAnnual is heldBy of an identity's year: its own receipt, or one its
// email held for the year before identities (which covered it too).
func (n *numbering) heldAnnual(app core.App, taxYear int, email, identity string) (string, error) {
	held, err := n.heldBy(app, annualKey(taxYear, donorHash(email, identity)))
	if err != nil || held != "" {
		return held, err
	}
	return n.heldBy(app, annualKey(taxYear, donorHash(email, "")))
}

// errHeld refuses a receipt for what already has one a donor holds.
func errHeld(number string) validation.Errors {
	return validation.Errors{"donation": validation.NewError("validation_receipt_held",
		"Receipt "+number+" was issued for this before an older backup was restored: the database lost it, but the donor holds it, so no other is issued.")}
}
