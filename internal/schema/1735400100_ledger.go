package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The payments ledger (internal/ledger): one row per money movement, on the
// day the money moved. New rows are written by the donations' and orders'
// own saves; the money that came before this migration is written here
// from what the records kept: each counted payment of a gift (its paymentLog
// beside its countedPayments keys, one for one), a gift's refunds as one row
// at its last change (the amounts of each refund were not kept apart), an
// order's payment at paidAt and its refunds at refundedAt. No fee is known
// for them. Run down, the ledger is kept, as the receipts are; run up again,
// it is left as it is.
func init() {
	m.Register(func(app core.App) error {
		if _, err := app.FindCollectionByNameOrId("ledger"); err == nil {
			return nil
		}
		c := core.NewBaseCollection("ledger")
		c.Fields.Add(
			text("key", true, 500),
			&core.SelectField{Name: "kind", Required: true, MaxSelect: 1, Values: []string{"payment", "renewal", "cheque", "refund"}},
			&core.SelectField{Name: "subject", Required: true, MaxSelect: 1, Values: []string{"donation", "order"}},
			text("subjectId", true, 50),
			&core.NumberField{Name: "orderNumber", OnlyInt: true},
			text("email", false, 255),
			text("name", false, 255),
			text("means", false, 20),
			&core.NumberField{Name: "gross", OnlyInt: true},
			&core.NumberField{Name: "fee", OnlyInt: true},
			&core.BoolField{Name: "feeKnown"},
			text("providerRef", false, 255),
			text("chequeBank", false, 100),
			text("chequeNumber", false, 50),
			&core.DateField{Name: "movedAt", Required: true},
			&core.BoolField{Name: "test"},
		)
		timestamps(c)
		c.AddIndex("idx_ledger_key", true, "key", "")
		c.AddIndex("idx_ledger_moved", false, "movedAt, id", "")
		c.AddIndex("idx_ledger_subject", false, "subjectId, movedAt", "")
		c.AddIndex("idx_ledger_person", false, "subject, lower(email)", "")
		if err := app.Save(c); err != nil {
			return err
		}
		return execAll(app, ledgerBackfill)
	}, func(app core.App) error { return nil })
}

// ledgerRowID is a new record id in SQL, as PocketBase makes them (15 of a-z0-9).
const ledgerRowID = `substr(lower(hex(randomblob(10))), 1, 15)`

const ledgerColumns = `(id, key, kind, subject, subjectId, orderNumber, email, name, means, gross, fee, feeKnown, providerRef, chequeBank, chequeNumber, movedAt, test, created, updated)`

var ledgerBackfill = []string{
	`INSERT OR IGNORE INTO ledger ` + ledgerColumns + `
	SELECT ` + ledgerRowID + `, 'donation/' || d.id || '/' || k.value,
		CASE WHEN k.value LIKE 'cheque:%' THEN 'cheque' WHEN k.value = 'initial' OR k.key = 0 THEN 'payment' ELSE 'renewal' END,
		'donation', d.id, 0, coalesce(u.email, ''), trim(coalesce(u.prenom, '') || ' ' || coalesce(u.nom, '')), d.method,
		CAST(json_extract(p.value, '$.amount') AS INTEGER), 0, d.method = 'cheque',
		CASE WHEN k.value LIKE 'invoice:%' THEN substr(k.value, 9) WHEN k.value LIKE 'sale:%' THEN substr(k.value, 6)
			WHEN k.value = 'initial' THEN d.providerPaymentId ELSE '' END,
		CASE WHEN k.value LIKE 'cheque:%' THEN d.chequeBank ELSE '' END,
		CASE WHEN k.value LIKE 'cheque:%' THEN d.chequeNumber ELSE '' END,
		json_extract(p.value, '$.at'), d.test, d.updated, d.updated
	FROM donations d
	JOIN json_each(CASE WHEN json_valid(d.paymentLog) THEN d.paymentLog ELSE '[]' END) p
	JOIN json_each(CASE WHEN json_valid(d.countedPayments) THEN d.countedPayments ELSE '[]' END) k ON k.key = p.key
	LEFT JOIN donation_users u ON u.id = d.donor
	WHERE coalesce(json_extract(p.value, '$.at'), '') != ''`,
	`INSERT OR IGNORE INTO ledger ` + ledgerColumns + `
	SELECT ` + ledgerRowID + `, 'donation/' || d.id || '/refunds-before-the-ledger', 'refund', 'donation', d.id, 0,
		coalesce(u.email, ''), trim(coalesce(u.prenom, '') || ' ' || coalesce(u.nom, '')), d.method,
		-d.amountRefunded, 0, 0, '', '', '', d.updated, d.test, d.updated, d.updated
	FROM donations d LEFT JOIN donation_users u ON u.id = d.donor
	WHERE d.amountRefunded > 0`,
	`INSERT OR IGNORE INTO ledger ` + ledgerColumns + `
	SELECT ` + ledgerRowID + `, 'order/' || o.id || '/payment', 'payment', 'order', o.id, coalesce(o.number, 0),
		coalesce(` + orderClient("o.", "email") + `, ''), coalesce(` + orderClient("o.", "name") + `, ''), 'paypal',
		CAST(round(o.amountTotal * 100) AS INTEGER), 0, 0, o.paypalCaptureId, '', '', o.paidAt, o.test, o.updated, o.updated
	FROM orders o WHERE o.payment AND coalesce(o.paidAt, '') != ''`,
	`INSERT OR IGNORE INTO ledger ` + ledgerColumns + `
	SELECT ` + ledgerRowID + `, 'order/' || o.id || '/refunds-before-the-ledger', 'refund', 'order', o.id, coalesce(o.number, 0),
		coalesce(` + orderClient("o.", "email") + `, ''), coalesce(` + orderClient("o.", "name") + `, ''), 'paypal',
		-CAST(round(o.amountRefunded * 100) AS INTEGER), 0, 0, '', '', '', coalesce(nullif(o.refundedAt, ''), o.updated), o.test, o.updated, o.updated
	FROM orders o WHERE o.amountRefunded > 0`,
}
