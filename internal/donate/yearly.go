package donate

import (
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/money"
)

// What tax receipts read of the gifts: when a one-off gift was paid, and a
// person's recurring giving within a calendar year.

// PaidAt is when the money of a one-off gift came: the cheque's date of
// receipt, else its last counted payment; for a gift that is not money, the
// day it was given.
func (d *Donation) PaidAt() types.DateTime {
	if at := d.GiftDate(); !at.IsZero() {
		return at
	}
	if at := d.GetDateTime(fieldChequeReceived); !at.IsZero() {
		return at
	}
	return d.LastPaymentAt()
}

// RecurringSum is one identity's recurring giving within a period: every
// payment of the weekly and monthly gifts it made (TEST MODE ones aside),
// with its current details (currentDetailsSQL).
type RecurringSum struct {
	// Key is the lower-cased email the identity gives under.
	Key string
	// Identity is the identity's key (Donor.IdentityKey).
	Identity string
	Donor
	Amount      money.Cents
	Payments    int
	Methods     []string // card, paypal, cheque
	First, Last types.DateTime
}

// recurringPaymentsSQL lists, per payment of a recurring gift (d) of a
// donor record (u): the lower email and the identity of who gave, the
// gift's method, the amount and when it came. Payments come from each
// gift's ledger (paymentLog). Gifts counted before the ledger existed have
// none: their net collected amount counts once, at their last payment — a
// gift whose payments before the ledger spanned two years is then wholly in the later one.
const recurringPaymentsSQL = `
	SELECT lower(u.email) AS email, u.` + fieldIdentity + ` AS identity, d.method AS method,
		json_extract(p.value, '$.amount') AS amount, json_extract(p.value, '$.at') AS at
	FROM ` + DonationsCollection + ` d JOIN ` + donorsCollection + ` u ON u.id = d.` + fieldDonor + `,
		json_each(CASE WHEN json_type(d.` + fieldPaymentLog + `) = 'array' THEN d.` + fieldPaymentLog + ` ELSE '[]' END) p
	WHERE d.` + FieldRhythm + ` != 'once' AND NOT d.` + fieldTest + `
	UNION ALL
	SELECT lower(u.email), u.` + fieldIdentity + `, d.method, d.` + fieldAmountCollected + ` - d.` + fieldAmountRefunded + `, d.` + fieldLastPaymentAt + `
	FROM ` + DonationsCollection + ` d JOIN ` + donorsCollection + ` u ON u.id = d.` + fieldDonor + `
	WHERE d.` + FieldRhythm + ` != 'once' AND NOT d.` + fieldTest + ` AND d.` + fieldPaymentsCount + ` > 0
		AND (json_type(d.` + fieldPaymentLog + `) IS NOT 'array' OR json_array_length(d.` + fieldPaymentLog + `) = 0)`

// EachRecurringSum walks, by email then identity, the identities whose
// recurring gifts brought money within [from, to) — only identity of email
// when email is not "" — one row at a time from the database.
func EachRecurringSum(app core.App, from, to types.DateTime, email, identity string, fn func(RecurringSum) error) error {
	where, params := "at >= {:from} AND at < {:to}", dbx.Params{"from": from.String(), "to": to.String()}
	if email != "" {
		where += " AND email = {:email} AND identity = {:identity}"
		params["email"], params["identity"] = strings.ToLower(email), identity
	}
	rows, err := app.DB().NewQuery(`SELECT s.email, s.identity, ` + detailColumns("v") + `,
			s.amount, s.payments, s.methods, s.first, s.last
		FROM (SELECT email, identity, sum(amount) AS amount, count(*) FILTER (WHERE amount > 0) AS payments,
				group_concat(DISTINCT method) AS methods, min(at) AS first, max(at) AS last
			FROM (` + recurringPaymentsSQL + `) WHERE ` + where + ` GROUP BY email, identity HAVING sum(amount) > 0) s
		JOIN ` + donorsCollection + ` v ON v.id = (` + currentDetailsSQL("s.email", "s.identity") + `)
		ORDER BY s.email, s.identity`).Bind(params).Rows()
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var s RecurringSum
		var methods, first, last string
		if err := rows.Scan(append(append([]any{&s.Key, &s.Identity}, s.scanTargets()...), &s.Amount, &s.Payments, &methods, &first, &last)...); err != nil {
			return err
		}
		s.Methods = strings.Split(methods, ",")
		s.First, _ = types.ParseDateTime(first)
		s.Last, _ = types.ParseDateTime(last)
		if err := fn(s); err != nil {
			return err
		}
	}
	return rows.Err()
}

// PaymentLine is one payment of a recurring gift, as an annual receipt's
// detail lists it.
type PaymentLine struct {
	At     types.DateTime
	Amount money.Cents
	Method string // card, paypal, cheque
}

// RecurringPayments lists, oldest first, the payments of the recurring
// gifts of one identity of email (lower-cased) within [from, to), as
// EachRecurringSum adds them up.
func RecurringPayments(app core.App, email, identity string, from, to types.DateTime) ([]PaymentLine, error) {
	rows, err := app.DB().NewQuery(`SELECT at, amount, method FROM (` + recurringPaymentsSQL + `)
		WHERE email = {:email} AND identity = {:identity} AND at >= {:from} AND at < {:to} ORDER BY at`).
		Bind(dbx.Params{"email": email, "identity": identity, "from": from.String(), "to": to.String()}).Rows()
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var lines []PaymentLine
	for rows.Next() {
		var l PaymentLine
		var at string
		if err := rows.Scan(&at, &l.Amount, &l.Method); err != nil {
			return nil, err
		}
		l.At, _ = types.ParseDateTime(at)
		lines = append(lines, l)
	}
	return lines, rows.Err()
}
