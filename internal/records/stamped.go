package records

import (
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// The dates every collection of the site carries (internal/schema's
// timestamps): when a record was created and last saved.
const (
	FieldCreated = "created"
	FieldUpdated = "updated"
)

// RowOrder is the order rows were written in: SQLite's rowid grows with each
// insert, where two records created in the same millisecond share `created`
// and their random ids would order them by chance. Sort by created, then by it.
const RowOrder = "rowid"

// Stamped is the part of a typed record every collection shares: the
// domains' record proxies (shop.Order, content.Article…) embed it.
type Stamped struct {
	core.BaseRecordProxy
}

// Created is when the record was created.
func (s *Stamped) Created() types.DateTime { return s.GetDateTime(FieldCreated) }

// Updated is when the record was last saved.
func (s *Stamped) Updated() types.DateTime { return s.GetDateTime(FieldUpdated) }
