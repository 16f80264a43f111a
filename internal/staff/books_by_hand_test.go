package staff_test

import (
	"bytes"
	"fmt"
	"mime/multipart"
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/declarations"
	"foundation/internal/ledger"
	"foundation/internal/receipts"
	"foundation/internal/staff"
	"foundation/internal/testapp"
)

// receiptUpload is the multipart body of a complete, valid tax receipt
// of 99,999 € for the office's unpaid cheque pledge, as a superuser would
// type it in the dashboard.
func (o *office) receiptUpload() testapp.Upload {
	o.t.Helper()
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	now := types.NowDateTime().String()
	for k, v := range map[string]string{"number": "2099-000001", "year": "2099", "seq": "1", "kind": "single", "taxYear": "2099",
		"donation": o.pledge, "donorEmail": "jean@example.org", "donorName": "Jean Martin", "donorAddress": "3 place du Marché",
		"donorPostalCode": "69001", "amount": "9999900", "giftDate": now, "methods": "cheque", "status": "valid",
		"sha256": fmt.Sprintf("%064d", 0), "issuedAt": now} {
		if err := w.WriteField(k, v); err != nil {
			o.t.Fatal(err)
		}
	}
	part, err := w.CreateFormFile("pdf", "receipt.pdf")
	if err == nil {
		_, err = part.Write([]byte("%PDF-1.4\n%%EOF\n"))
	}
	if err == nil {
		err = w.Close()
	}
	if err != nil {
		o.t.Fatal(err)
	}
	return testapp.Upload{ContentType: w.FormDataContentType(), Body: body.Bytes()}
}

// Nobody writes a tax receipt, an audit row, a ledger line or a marked
// declaration by hand: the records API refuses to create, change or delete
// them, for a superuser in the dashboard too (issue 36, 3). The rows the
// application writes itself (app.Save) are the only ones.
func TestNobodyWritesTheBooksByHand(t *testing.T) {
	o := newOffice(t).withReceipts()
	now := types.NowDateTime().String()
	existing := map[string]string{
		receipts.Collection: o.receipt,
		staff.AuditCollection: o.create(staff.AuditCollection, map[string]any{"actor": o.members[staff.RoleShop],
			"actorEmail": "shop@foundation.test", "action": staff.ActionShipOrder}),
		ledger.Collection: o.create(ledger.Collection, map[string]any{"key": "donation/x/initial", "kind": ledger.KindPayment,
			"subject": ledger.SubjectDonation, "subjectId": o.card, "gross": 2000, "movedAt": now}),
		declarations.Collection: o.create(declarations.Collection, map[string]any{"year": 2024, "declaredAt": now,
			"declaredBy": "treasurer@foundation.test"}),
	}
	// Each body is complete and valid: without the refusal it would be saved.
	created := map[string]any{
		receipts.Collection: o.receiptUpload(),
		staff.AuditCollection: map[string]any{"actor": o.members[staff.RoleTreasurer], "actorEmail": "treasurer@foundation.test",
			"action": "donation.refund"},
		ledger.Collection: map[string]any{"key": "donation/forged/initial", "kind": ledger.KindPayment, "subject": ledger.SubjectDonation,
			"subjectId": o.pledge, "gross": 9999900, "movedAt": now},
		declarations.Collection: map[string]any{"year": 2023, "declaredAt": now, "declaredBy": "someone@else.org"},
	}
	changed := map[string]map[string]any{
		// A cancellation is the one change a receipt takes, and only from the treasurer's route (audited).
		receipts.Collection:     {"status": "cancelled", "cancelReason": "typed in the dashboard"},
		staff.AuditCollection:   {"actorEmail": "someone@else.org"},
		ledger.Collection:       {"gross": 1},
		declarations.Collection: {"declaredBy": "someone@else.org"},
	}
	callers := map[string]string{"superuser": testapp.Superuser(t, o.app), staff.RoleAdmin: o.tokens[staff.RoleAdmin],
		staff.RoleTreasurer: o.tokens[staff.RoleTreasurer]}
	for name, id := range existing {
		before, err := o.app.CountRecords(name)
		if err != nil {
			t.Fatal(err)
		}
		kept := o.record(name, id).PublicExport()
		base := "/api/collections/" + name + "/records"
		for who, token := range callers {
			for _, c := range []struct {
				method, path string
				body         any
			}{
				{http.MethodPost, base, created[name]},
				{http.MethodPatch, base + "/" + id, changed[name]},
				{http.MethodDelete, base + "/" + id, nil},
			} {
				if a := testapp.Call(t, o.base, token, c.method, c.path, c.body); a.Status != http.StatusForbidden {
					t.Errorf("%s %s %s: %d %s, want 403", who, c.method, c.path, a.Status, a.Raw)
				}
			}
		}
		if n, _ := o.app.CountRecords(name); n != before {
			t.Errorf("%s holds %d records after the refusals, want %d", name, n, before)
		}
		if after := o.record(name, id).PublicExport(); fmt.Sprint(after) != fmt.Sprint(kept) {
			t.Errorf("%s %s changed: %v, was %v", name, id, after, kept)
		}
	}
}
