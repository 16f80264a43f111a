package shop

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/records"
)

// HeldOrder is an order as its buyer's data export shows it. Amounts are euros.
type HeldOrder struct {
	ID         string         `json:"id"`
	Created    types.DateTime `json:"created"`
	Status     string         `json:"status"`
	Total      float64        `json:"total"`
	ClientInfo ClientInfo     `json:"clientInfo"`
	Items      any            `json:"items"`
}

func ordersOf(app core.App, email string) ([]*core.Record, error) {
	var rs []*core.Record
	err := app.RecordQuery(OrdersCollection).
		AndWhere(dbx.NewExp("lower(json_extract("+fieldClientInfo+", '$.email')) = lower({:email})", dbx.Params{"email": email})).
		OrderBy(records.FieldCreated + " ASC").All(&rs)
	return rs, err
}

// OrdersOf lists the orders placed with email (any case), oldest first.
func OrdersOf(app core.App, email string) ([]HeldOrder, error) {
	rs, err := ordersOf(app, email)
	if err != nil {
		return nil, err
	}
	out := make([]HeldOrder, len(rs))
	for i, r := range rs {
		o := orderOf(r)
		out[i] = HeldOrder{ID: o.Id, Created: o.Created(), Status: o.Status(), Total: o.GetFloat(fieldTotal),
			ClientInfo: o.ClientInfo(), Items: o.Get(fieldItems)}
	}
	return out, nil
}

// erased replaces a buyer's details; the order keeps its lines and amounts
// (accounting records), naming no one.
var erased = ClientInfo{Name: "Erased", Email: "erased@erased.invalid", Phone: "-", Address: "Erased"}

// notesCollection holds the staff's internal notes on orders (named here:
// internal/staff, which owns it, imports this package).
const notesCollection = "order_notes"

// EraseBuyer anonymises the buyer of every order placed with email, and the
// staff notice of each order (its message names the buyer), and deletes the
// staff's notes on them, in one transaction; it reports how many orders.
func EraseBuyer(app core.App, email string) (int, error) {
	n := 0
	err := app.RunInTransaction(func(tx core.App) error {
		rs, err := ordersOf(tx, email)
		if err != nil {
			return err
		}
		for _, r := range rs {
			r.Set(fieldClientInfo, erased)
			if err := tx.Save(r); err != nil {
				return err
			}
			// The staff's internal notes on the order (internal/staff/notes.go) may name the buyer: they go.
			if _, err := tx.DB().Delete(notesCollection, dbx.HashExp{"order": r.Id}).Execute(); err != nil {
				return err
			}
			if notice, err := tx.FindRecordById(MessagesCollection, r.Id); err == nil {
				notice.Set(messageText, "New order "+r.Id+" (buyer's details erased at their request).")
				notice.Set(messageClientInfo, erased)
				if err := tx.Save(notice); err != nil {
					return err
				}
			}
		}
		n = len(rs)
		return nil
	})
	return n, err
}
