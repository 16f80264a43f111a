package payments

import "strings"

// Kinds of reference we put on provider objects (PayPal custom_id, Stripe
// metadata): the domain that owns the payment.
const (
	KindOrder    = "order"
	KindDonation = "donation"
)

// Reference names the record a provider payment belongs to, as "order:ID" or
// "donation:ID" on the provider's object, so an event reaches its domain
// without any domain guessing.
type Reference struct {
	Kind string
	ID   string
}

// OrderRef and DonationRef build references.
func OrderRef(id string) Reference    { return Reference{Kind: KindOrder, ID: id} }
func DonationRef(id string) Reference { return Reference{Kind: KindDonation, ID: id} }

// String is the form stored on the provider object.
func (r Reference) String() string { return r.Kind + ":" + r.ID }

// IsZero reports an absent reference.
func (r Reference) IsZero() bool { return r.ID == "" }

// ParseReference reads a custom_id. Orders created before references had a
// kind carried their bare id, so a bare value is an order.
func ParseReference(s string) Reference {
	s = strings.TrimSpace(s)
	if s == "" {
		return Reference{}
	}
	if kind, id, ok := strings.Cut(s, ":"); ok && (kind == KindOrder || kind == KindDonation) && id != "" {
		return Reference{Kind: kind, ID: id}
	}
	return Reference{Kind: KindOrder, ID: s}
}
