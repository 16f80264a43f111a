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
// receipt, else its last counted payment.
func (d *Donation) PaidAt() types.DateTime {
	if at := d.GetDateTime(fieldChequeReceived); !at.IsZero() {
		return at
	}
	return d.LastPaymentAt()
}

// RecurringSum is one person's recurring giving within a period: every
// payment of their weekly and monthly gifts (TEST MODE ones aside), with
// their current details (currentDetailsSQL).
type RecurringSum struct {
	// Key is the lower-cased email that groups the person's records.
	Key string
	Donor
	Amount      money.Cents
	Payments    int
	Methods     []string // card, paypal, cheque
	First, Last types.DateTime
}

// recurringPaymentsSQL lists, per payment of a recurring gift (d) of a
// donor record (u): the person's lower email, the gift's method, the
// amount and when it came. Payments come from each gift's ledger
// (paymentLog). Gifts counted before the ledger existed have none: their
// net collected amount counts once, at their last payment — a gift whose
// payments before the ledger spanned two years is then wholly in the later one.
const recurringPaymentsSQL = `
	SELECT lower(u.email) AS email, d.method AS method,
		json_extract(p.value, '$.amount') AS amount, json_extract(p.value, '$.at') AS at
	FROM ` + DonationsCollection + ` d JOIN ` + donorsCollection + ` u ON u.id = d.` + fieldDonor + `,
		json_each(CASE WHEN json_type(d.` + fieldPaymentLog + `) = 'array' THEN d.` + fieldPaymentLog + ` ELSE '[]' END) p
	WHERE d.` + FieldRhythm + ` != 'once' AND NOT d.` + fieldTest + `
	UNION ALL
	SELECT lower(u.email), d.method, d.` + fieldAmountCollected + ` - d.` + fieldAmountRefunded + `, d.` + fieldLastPaymentAt + `
	FROM ` + DonationsCollection + ` d JOIN ` + donorsCollection + ` u ON u.id = d.` + fieldDonor + `
	WHERE d.` + FieldRhythm + ` != 'once' AND NOT d.` + fieldTest + ` AND d.` + fieldPaymentsCount + ` > 0
		AND (json_type(d.` + fieldPaymentLog + `) IS NOT 'array' OR json_array_length(d.` + fieldPaymentLog + `) = 0)`

// EachRecurringSum walks, by email, the people whose recurring gifts
// brought money within [from, to) — only the one of email when it is not
// "" — one row at a time from the database.
func EachRecurringSum(app core.App, from, to types.DateTime, email string, fn func(RecurringSum) error) error {
	where, params := "at >= {:from} AND at < {:to}", dbx.Params{"from": from.String(), "to": to.String()}
	if email != "" {
		where, params["email"] = where+" AND email = {:email}", strings.ToLower(email)
	}
	rows, err := app.DB().NewQuery(`SELECT s.email, ` + detailColumns("v") + `,
			s.amount, s.payments, s.methods, s.first, s.last
		FROM (SELECT email, sum(amount) AS amount, count(*) FILTER (WHERE amount > 0) AS payments, group_concat(DISTINCT method) AS methods,
				min(at) AS first, max(at) AS last
			FROM (` + recurringPaymentsSQL + `) WHERE ` + where + ` GROUP BY email HAVING sum(amount) > 0) s
		JOIN ` + donorsCollection + ` v ON v.id = (` + currentDetailsSQL("s.email") + `)
		ORDER BY s.email`).Bind(params).Rows()
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var s RecurringSum
		var methods, first, last string
		if err := rows.Scan(append(append([]any{&s.Key}, s.scanTargets()...), &s.Amount, &s.Payments, &methods, &first, &last)...); err != nil {
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
// gifts of the person of email (lower-cased) within [from, to), as
// EachRecurringSum adds them up.
func RecurringPayments(app core.App, email string, from, to types.DateTime) ([]PaymentLine, error) {
	rows, err := app.DB().NewQuery(`SELECT at, amount, method FROM (` + recurringPaymentsSQL + `)
		WHERE email = {:email} AND at >= {:from} AND at < {:to} ORDER BY at`).
		Bind(dbx.Params{"email": email, "from": from.String(), "to": to.String()}).Rows()
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
