package staff

import (
	"strconv"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// Page is one page of a staff list, in PocketBase's list shape.
type Page[T any] struct {
	Page       int `json:"page"`
	PerPage    int `json:"perPage"`
	TotalItems int `json:"totalItems"`
	TotalPages int `json:"totalPages"`
	Items      []T `json:"items"`
}

// Bounds of a page: staff lists are read a screen at a time.
const (
	defaultPerPage = 20
	maxPerPage     = 100
)

// PageParams reads ?page= and ?perPage=, clamped to sensible values.
func PageParams(e *core.RequestEvent) (page, perPage int) {
	q := e.Request.URL.Query()
	page, _ = strconv.Atoi(q.Get("page"))
	perPage, _ = strconv.Atoi(q.Get("perPage"))
	page = max(page, 1)
	if perPage < 1 {
		perPage = defaultPerPage
	}
	return page, min(perPage, maxPerPage)
}

// listPage reads one page of the records of collection that query selects
// (newest first) and counts them all, in the server; view turns each record
// into a row. query starts from collection's RecordQuery, and may join
// other tables to it: the order names collection's columns.
func listPage[T any](e *core.RequestEvent, collection string, query func() *dbx.SelectQuery, view func(*core.Record) T) (Page[T], error) {
	var total int
	if err := query().Select("count(*)").Row(&total); err != nil {
		return Page[T]{}, err
	}
	page, perPage := PageParams(e)
	var records []*core.Record
	err := query().OrderBy(collection+".created DESC", collection+".id DESC").
		Limit(int64(perPage)).Offset(int64((page - 1) * perPage)).All(&records)
	if err != nil {
		return Page[T]{}, err
	}
	items := make([]T, 0, len(records))
	for _, r := range records {
		items = append(items, view(r))
	}
	return NewPage(page, perPage, total, items), nil
}

// NewPage is one page of items out of total, in PocketBase's list shape.
func NewPage[T any](page, perPage, total int, items []T) Page[T] {
	return Page[T]{Page: page, PerPage: perPage, TotalItems: total, TotalPages: (total + perPage - 1) / perPage, Items: items}
}

// matching narrows q to where; a nil where (no filter) keeps every row, as
// dbx would otherwise build an empty "WHERE ()".
func matching(q *dbx.SelectQuery, where dbx.Expression) *dbx.SelectQuery {
	if where == nil {
		return q
	}
	return q.AndWhere(where)
}
