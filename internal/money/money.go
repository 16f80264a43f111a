// Package money keeps amounts in integer cents; euros (float) exist only at the
// boundary where the spec's collections or a provider's API want them.
package money

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Cents is an amount in the smallest unit of a two-decimal currency.
type Cents int64

// FromEuros converts a euro amount read from the database to cents, rounding
// to the nearest cent so 19.99 (stored as 19.989999…) becomes 1999.
func FromEuros(euros float64) Cents {
	return Cents(math.Round(euros * 100))
}

// Euros is the value stored in euro-valued fields (product price, order total).
func (c Cents) Euros() float64 {
	return float64(c) / 100
}

// Decimal formats as providers expect it: "12.30", "-0.05".
func (c Cents) Decimal() string {
	sign := ""
	v := int64(c)
	if v < 0 {
		sign, v = "-", -v
	}
	return fmt.Sprintf("%s%d.%02d", sign, v/100, v%100)
}

// French formats c in euros as every mail shows money, the way the web app's
// Intl.NumberFormat("fr-FR", {style: "currency", currency: "EUR"}) does, so a
// page and its mail agree to the byte: "1\u202f250,50\u00a0€". Thousands are
// grouped with a narrow no-break space and the sign sits after a no-break
// space, so no mail client breaks an amount across lines.
func (c Cents) French() string {
	sign := ""
	v := int64(c)
	if v < 0 {
		sign, v = "-", -v
	}
	whole := strconv.FormatInt(v/100, 10)
	var grouped strings.Builder
	for i, digit := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			grouped.WriteString("\u202f")
		}
		grouped.WriteRune(digit)
	}
	return fmt.Sprintf("%s%s,%02d\u00a0€", sign, grouped.String(), v%100)
}

// ParseDecimal reads a provider amount such as "12.30" or "12" exactly, without floats.
func ParseDecimal(s string) (Cents, error) {
	s = strings.TrimSpace(s)
	whole, frac, hasFrac := strings.Cut(s, ".")
	if whole == "" || (hasFrac && (len(frac) == 0 || len(frac) > 2)) {
		return 0, fmt.Errorf("money: malformed amount %q", s)
	}
	if len(frac) == 1 {
		frac += "0"
	}
	if frac == "" {
		frac = "00"
	}
	w, err := strconv.ParseInt(whole, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("money: malformed amount %q", s)
	}
	f, err := strconv.ParseUint(frac, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("money: malformed amount %q", s)
	}
	if strings.HasPrefix(whole, "-") {
		return Cents(w*100 - int64(f)), nil
	}
	return Cents(w*100 + int64(f)), nil
}

// PercentRounded returns pct percent of c, rounded half away from zero to the cent.
func (c Cents) PercentRounded(pct int64) Cents {
	return Cents(math.Round(float64(c) * float64(pct) / 100))
}
