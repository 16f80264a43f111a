package ledger_test

import (
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/ledger"
	"foundation/internal/testapp"
)

// A gift in kind's line keeps its value and no money, whatever its writer
// said: no total counts it, a payment beside it counts as before.
func TestALineThatIsNotMoneyKeepsItsValueAndNoMoney(t *testing.T) {
	app := testapp.New(t)
	err := app.RunInTransaction(func(tx core.App) error {
		for _, e := range []ledger.Entry{
			{Key: "in_kind", Kind: ledger.KindInKind, Subject: ledger.SubjectDonation, SubjectID: "g1", Gross: 24000, Value: 24000},
			{Key: "volunteer_expenses", Kind: ledger.KindVolunteerExpenses, Subject: ledger.SubjectDonation, SubjectID: "g2", Value: 14082},
			{Key: "initial", Kind: ledger.KindPayment, Subject: ledger.SubjectDonation, SubjectID: "g3", Gross: 5000},
		} {
			if err := ledger.Write(tx, e); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	rows, err := ledger.Of(app, "g1")
	if err != nil || len(rows) != 1 || rows[0].Gross != 0 || rows[0].Value != 24000 || rows[0].Money() {
		t.Fatalf("the line in kind: %+v %v", rows, err)
	}
	totals, err := ledger.TotalsOf(app, "", time.Time{}, time.Time{})
	if err != nil || totals.Real != (ledger.Sum{Count: 1, Gross: 5000, Net: 5000}) {
		t.Errorf("the totals: %+v %v, want the payment alone", totals, err)
	}
}
