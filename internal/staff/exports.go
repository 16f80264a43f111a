package staff

import (
	"strconv"
	"time"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/campaigns"
	"foundation/internal/donate"
	"foundation/internal/records"
	"foundation/internal/shop"
)

// Actions of the CSV exports: each is audited with its range and the rows
// written (AuditedExport).
const (
	ActionExportOrders    = "export.orders"
	ActionExportDonations = "export.donations"
	ActionExportDonors    = "export.donors"
	ActionExportPayments  = "export.payments"
)

// dateRangeParams are the query parameters dateRange reads.
var dateRangeParams = []string{"from", "to"}

// givenTo reads ?campaign= (a slug) and ?designation= (a project), each
// "" for any: a campaign's gifts are the donations export of its slug.
func givenTo(e *core.RequestEvent) (campaign, designation string, err error) {
	q := e.Request.URL.Query()
	campaign, designation = q.Get("campaign"), q.Get("designation")
	if designation != "" && !campaigns.IsProject(designation) {
		return "", "", apis.NewBadRequestError("Check the filters.", validation.Errors{
			"designation": validation.NewError("validation_unknown_value", "Unknown designation."),
		})
	}
	return campaign, designation, nil
}

// exportBatch is how many records an export holds in memory at once.
const exportBatch = 500

// dateRange reads ?from= and ?to= (Paris days, both included, as the
// treasurer's home counts its months) as a range of instants.
func dateRange(e *core.RequestEvent) (from, to types.DateTime, err error) {
	q := e.Request.URL.Query()
	errs := validation.Errors{}
	read := func(name string, days int) types.DateTime {
		v := q.Get(name)
		if v == "" {
			return types.DateTime{}
		}
		t, err := time.ParseInLocation(time.DateOnly, v, donate.Paris)
		if err != nil {
			errs[name] = validation.NewError("validation_invalid_date", "Use a date such as 2026-01-31.")
			return types.DateTime{}
		}
		dt, _ := types.ParseDateTime(t.AddDate(0, 0, days))
		return dt
	}
	from, to = read("from", 0), read("to", 1)
	if len(errs) > 0 {
		return from, to, apis.NewBadRequestError("Check the dates.", errs)
	}
	return from, to, nil
}

func createdWithin(from, to types.DateTime) dbx.Expression {
	parts := []dbx.Expression{}
	if !from.IsZero() {
		parts = append(parts, dbx.NewExp("created >= {:from}", dbx.Params{"from": from.String()}))
	}
	if !to.IsZero() {
		parts = append(parts, dbx.NewExp("created < {:to}", dbx.Params{"to": to.String()}))
	}
	if len(parts) == 0 {
		return nil
	}
	return dbx.And(parts...)
}

// eachRecord walks the records of collection matching where, oldest first,
// a batch at a time (keyset pages: constant memory, no growing offsets).
func eachRecord(app core.App, collection string, where dbx.Expression, batch func([]*core.Record) error) error {
	var lastCreated, lastID string
	for {
		q := matching(app.RecordQuery(collection), where)
		if lastID != "" {
			q = q.AndWhere(dbx.NewExp("(created > {:c} OR (created = {:c} AND id > {:id}))", dbx.Params{"c": lastCreated, "id": lastID}))
		}
		var page []*core.Record
		if err := q.OrderBy(records.FieldCreated+" ASC", core.FieldNameId+" ASC").Limit(exportBatch).All(&page); err != nil {
			return err
		}
		if len(page) == 0 {
			return nil
		}
		if err := batch(page); err != nil {
			return err
		}
		last := page[len(page)-1]
		lastCreated, lastID = last.GetDateTime(records.FieldCreated).String(), last.Id
	}
}

// ordersHeader names the columns of orders.csv.
var ordersHeader = []string{"order", "created", "status", "name", "email", "phone", "address",
	"subtotal", "shipping", "total", "refunded", "paypal capture", "paid", "shipped", "test"}

// ExportOrders writes the orders of a date range as CSV, audited, in the
// ?format= asked (intl when none).
func ExportOrders(e *core.RequestEvent) error {
	f, err := ReadExportFormat(e, FormatInternational)
	if err != nil {
		return err
	}
	from, to, err := dateRange(e)
	if err != nil {
		return err
	}
	return AuditedExportIn(e, f, ActionExportOrders, dateRangeParams, "orders.csv", ordersHeader, func(out *CSVWriter) error {
		return eachRecord(e.App, shop.OrdersCollection, createdWithin(from, to), func(batch []*core.Record) error {
			for _, r := range batch {
				o := shop.OrderOf(r)
				c := o.ClientInfo()
				if err := out.Row(o.Id, f.When(o.Created()), f.Word(o.Status()), c.Name, c.Email, c.Phone, c.Address,
					f.Amount(o.Subtotal()), f.Amount(o.Shipping()), f.Amount(o.AmountTotal()), f.Amount(o.Refunded()), o.CaptureID(),
					f.When(o.PaidAt()), f.When(o.ShippedAt()), f.Yes(o.Test())); err != nil {
					return err
				}
			}
			return out.Flush()
		})
	})
}

// donationsHeader names the columns of donations.csv.
var donationsHeader = []string{"donation", "created", "email", "first name", "last name",
	"rhythm", "method", "paid with", "status", "amount", "collected", "payments", "refunded", "last payment", "test", "campaign", "designation"}

// ExportDonations writes the gifts of a date range as CSV, audited, with
// their campaign and designation, in the ?format= asked (intl when none);
// ?campaign= and ?designation= keep only theirs (a campaign's gifts).
func ExportDonations(e *core.RequestEvent) error {
	f, err := ReadExportFormat(e, FormatInternational)
	if err != nil {
		return err
	}
	from, to, err := dateRange(e)
	if err != nil {
		return err
	}
	campaign, designation, err := givenTo(e)
	if err != nil {
		return err
	}
	where := records.AllOf([]dbx.Expression{donate.CreatedWithin(from, to), donate.GivenTo(campaign, designation)})
	params := append([]string{"campaign", "designation"}, dateRangeParams...)
	return AuditedExportIn(e, f, ActionExportDonations, params, "donations.csv", donationsHeader, func(out *CSVWriter) error {
		return eachRecord(e.App, donate.DonationsCollection, where, func(batch []*core.Record) error {
			donors, err := donate.DonorsOf(e.App, batch)
			if err != nil {
				return err
			}
			for _, r := range batch {
				d := donate.DonationOf(r)
				who := donors[d.DonorID()]
				if err := out.Row(d.Id, f.When(d.Created()), who.Email, who.Prenom, who.Nom, f.Word(d.Rhythm()), f.Word(d.Method()), f.Word(d.PaidWith()), f.Word(d.Status()),
					f.Amount(d.Amount()), f.Amount(d.Collected()), strconv.Itoa(d.PaymentsCount()), f.Amount(d.Refunded()),
					f.When(d.LastPaymentAt()), f.Yes(d.Test()), d.Campaign(), f.Word(d.Designation())); err != nil {
					return err
				}
			}
			return out.Flush()
		})
	})
}

// donorsHeader names the columns of donors.csv.
var donorsHeader = []string{"email", "first name", "last name", "address", "postal code",
	"town", "country", "donor kind", "company", "siren", "legal form", "phone", "gifts", "collected", "first gift", "last gift"}

// ExportDonors writes the people who gave within a date range as CSV,
// audited, in the ?format= asked (intl when none).
func ExportDonors(e *core.RequestEvent) error {
	f, err := ReadExportFormat(e, FormatInternational)
	if err != nil {
		return err
	}
	from, to, err := dateRange(e)
	if err != nil {
		return err
	}
	return AuditedExportIn(e, f, ActionExportDonors, dateRangeParams, "donors.csv", donorsHeader, func(out *CSVWriter) error {
		err := donate.EachDonorTotal(e.App, from, to, func(p donate.DonorTotal) error {
			return out.Row(p.Email, p.Prenom, p.Nom, p.Adresse, p.CodePostal, p.Ville, p.Pays, f.Word(p.KindOrPerson()), p.RaisonSociale, p.Siren, p.FormeJuridique, p.Telephone, strconv.Itoa(p.Gifts),
				f.Amount(p.Collected), f.When(p.First), f.When(p.Last))
		})
		if err != nil {
			return err
		}
		return out.Flush()
	})
}
