package contact

import (
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/records"
)

// Field names of the contact_messages collection: the form's, and whether
// the staff read it.
const (
	fieldFullName = "fullName"
	fieldEmail    = "email"
	fieldPhone    = "phone"
	fieldMessage  = "message"
	FieldIsRead   = "isRead"
)

// stored is a record proxy of the contact_messages collection.
type stored struct {
	records.Stamped
}

func storedOf(r *core.Record) *stored {
	s := &stored{}
	s.SetProxyRecord(r)
	return s
}

func (s *stored) FullName() string { return s.GetString(fieldFullName) }
func (s *stored) Email() string    { return s.GetString(fieldEmail) }
func (s *stored) Phone() string    { return s.GetString(fieldPhone) }
func (s *stored) Message() string  { return s.GetString(fieldMessage) }
