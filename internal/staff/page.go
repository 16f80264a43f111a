package staff

import (
	"strconv"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/records"
)

// Page is one page of a staff list, in PocketBase's list shape.
type Page[T any] struct {
	Page       int `json:"page"`
	PerPage    int `json:"perPage"`
	TotalItems int `json:"totalItems"`
	TotalPages int `json:"totalPages"`
	Items      []T `json:"items"`
}

// Bounds of a page: staff lists are read a screen at a time, and no one
// pages a million rows deep (a search finds them sooner); the bound also
// keeps page × perPage far from overflowing, which once sliced a list out
// of range.
const (
	defaultPerPage = 20
	maxPerPage     = 100
	maxOffset      = 1_000_000
)

// Paging is which page of a list was asked for.
type Paging struct {
	Page, PerPage int
}

// Offset is how many rows come before the page.
func (p Paging) Offset() int { return (p.Page - 1) * p.PerPage }

// PageParams reads ?page= (1 when absent) and ?perPage= (20 when absent,
// between 1 and 100 otherwise) for every staff list. A value that is not a
// whole number, or a page that is not positive or starts past maxOffset
// rows, is a 400 naming the field.
func PageParams(e *core.RequestEvent) (Paging, error) {
	q := e.Request.URL.Query()
	errs := validation.Errors{}
	perPage := defaultPerPage
	if v := q.Get("perPage"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			errs["perPage"] = validation.NewError("validation_invalid_per_page", "Use a whole number from 1 to "+strconv.Itoa(maxPerPage)+".")
		}
		perPage = min(max(n, 1), maxPerPage)
	}
	page := 1
	if v := q.Get("page"); v != "" {
		lastPage := maxOffset/perPage + 1
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > lastPage {
			errs["page"] = validation.NewError("validation_invalid_page", "Use a whole number from 1 to "+strconv.Itoa(lastPage)+".")
		}
		page = n
	}
	if len(errs) > 0 {
		return Paging{}, apis.NewBadRequestError("Check the page.", errs)
	}
	return Paging{Page: page, PerPage: perPage}, nil
}

// listPage reads page p of the records of collection that query selects
// (newest first) and counts them all, in the server; view turns each record
// into a row. query starts from collection's RecordQuery, and may join
// other tables to it: the order names collection's columns.
func listPage[T any](e *core.RequestEvent, p Paging, collection string, query func() *dbx.SelectQuery, view func(*core.Record) T) (Page[T], error) {
	var total int
	if err := query().Select("count(*)").Row(&total); err != nil {
		return Page[T]{}, err
	}
	var rows []*core.Record
	err := query().OrderBy(collection+"."+records.FieldCreated+" DESC", collection+"."+records.RowOrder+" DESC").
		Limit(int64(p.PerPage)).Offset(int64(p.Offset())).All(&rows)
	if err != nil {
		return Page[T]{}, err
	}
	items := make([]T, 0, len(rows))
	for _, r := range rows {
		items = append(items, view(r))
	}
	return NewPage(p, total, items), nil
}

// NewPage is page p of a list of total items, in PocketBase's list shape.
func NewPage[T any](p Paging, total int, items []T) Page[T] {
	return Page[T]{Page: p.Page, PerPage: p.PerPage, TotalItems: total, TotalPages: (total + p.PerPage - 1) / p.PerPage, Items: items}
}

// matching narrows q to where; a nil where (no filter) keeps every row, as
// dbx would otherwise build an empty "WHERE ()".
func matching(q *dbx.SelectQuery, where dbx.Expression) *dbx.SelectQuery {
	if where == nil {
		return q
	}
	return q.AndWhere(where)
}
