package donors

import (
	"net/http"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/contact"
	"foundation/internal/donate"
	"foundation/internal/jsonbody"
	"foundation/internal/notify"
	"foundation/internal/records"
	"foundation/internal/shop"
)

// Export is everything the foundation holds about a donor (GDPR art. 15
// and 20): the account, the details given with each gift, the gifts with
// every payment counted, and the tax receipts.
type Export struct {
	ExportedAt string                 `json:"exportedAt"`
	Account    map[string]string      `json:"account"`
	Details    []donate.DetailsRecord `json:"details"`
	Gifts      []ExportedGift         `json:"gifts"`
	Receipts   []ReceiptView          `json:"receipts"`
	// Orders and ContactMessages are what the same email did elsewhere on the site.
	Orders          []shop.HeldOrder      `json:"orders"`
	ContactMessages []contact.HeldMessage `json:"contactMessages"`
	Retention       string                `json:"retention"`
}

// ExportedGift is a gift with its payment ledger.
type ExportedGift struct {
	Gift
	Payments []donate.Payment `json:"payments"`
}

// ExportData is everything held about the signed-in donor's email, as a file (Export).
func ExportData(e *core.RequestEvent) error {
	email := e.Auth.Email()
	details, err := donate.DetailsOf(e.App, email)
	if err != nil {
		return e.InternalServerError("", err)
	}
	h, err := held(e.App, email)
	if err != nil {
		return e.InternalServerError("", err)
	}
	gifts, theirs := h.gifts, h.receipts
	orders, err := shop.OrdersOf(e.App, email)
	if err != nil {
		return e.InternalServerError("", err)
	}
	messages, err := contact.MessagesOf(e.App, email)
	if err != nil {
		return e.InternalServerError("", err)
	}
	out := Export{
		Orders: orders, ContactMessages: messages,
		ExportedAt: time.Now().UTC().Format(time.RFC3339),
		Account:    map[string]string{"email": email, "created": e.Auth.GetDateTime(records.FieldCreated).String()},
		Details:    details, Gifts: make([]ExportedGift, 0, len(gifts)), Receipts: make([]ReceiptView, 0, len(theirs)),
		Retention: donate.Retention,
	}
	for _, d := range gifts {
		out.Gifts = append(out.Gifts, ExportedGift{Gift: giftView(d, h.identities[d.Id], nil), Payments: d.Payments()})
	}
	for _, r := range theirs {
		out.Receipts = append(out.Receipts, receiptView(r))
	}
	e.Response.Header().Set("Content-Disposition", `attachment; filename="my-data.json"`)
	e.Response.Header().Set("Cache-Control", "no-store")
	return e.JSON(http.StatusOK, out)
}

// Erased says the donor's data was erased, and what the law keeps.
type Erased struct {
	Erased bool   `json:"erased"`
	Kept   string `json:"kept"`
}

// Erase anonymises the donor's details at once, deletes their contact
// messages and the mails to them in the outbox, and closes the account; the
// gifts and receipts stay, as donate.Retention says.
func Erase(e *core.RequestEvent) error {
	var body struct {
		Confirm bool `json:"confirm"`
	}
	if err := jsonbody.Decode(e, &body, "The request could not be read."); err != nil {
		return err
	}
	if !body.Confirm {
		return apis.NewBadRequestError("Confirm the erasure first.", map[string]any{
			"confirm": map[string]string{"code": "validation_required", "message": "Confirm that you want your personal data erased."},
		})
	}
	gifts, err := donate.GiftsOf(e.App, e.Auth.Email())
	if err != nil {
		return e.InternalServerError("", err)
	}
	for _, d := range gifts {
		if donate.ActionsOf(d).Stop {
			// A running gift keeps charging a card in the donor's name: the
			// donor stops it first, knowingly, rather than as a side effect.
			return apis.NewBadRequestError("Stop your recurring gifts first: a running gift keeps taking payments in your name.", map[string]any{
				"confirm": map[string]string{"code": "validation_running_gift", "message": "Stop your recurring gifts first, then erase your data."},
			})
		}
	}
	email := e.Auth.Email()
	err = e.App.RunInTransaction(func(tx core.App) error {
		if _, err := donate.Erase(tx, email); err != nil {
			return err
		}
		if _, err := shop.EraseBuyer(tx, email); err != nil {
			return err
		}
		if _, err := contact.Erase(tx, email); err != nil {
			return err
		}
		if _, err := notify.Erase(tx, email); err != nil {
			return err
		}
		return tx.Delete(e.Auth)
	})
	if err != nil {
		return e.InternalServerError("Your data could not be erased. Nothing was changed; please try again.", err)
	}
	return Answer(e, Erased{Erased: true, Kept: donate.Retention})
}
