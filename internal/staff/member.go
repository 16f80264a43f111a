package staff

import (
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/records"
)

// Field names of the staff collection, beside PocketBase's auth fields.
const (
	fieldName          = "name"
	fieldRoles         = "roles"
	fieldDisabled      = "disabled"
	fieldInvitePending = "invitePending"
	fieldInvitedAt     = "invitedAt"
	fieldLastSignInAt  = "lastSignInAt"
	fieldLanguage      = "language"
)

// Member is a record proxy of the staff collection.
type Member struct {
	records.Stamped
}

// MemberOf reads r, a staff record, as a member.
func MemberOf(r *core.Record) *Member {
	m := &Member{}
	m.SetProxyRecord(r)
	return m
}

func (m *Member) Name() string                 { return m.GetString(fieldName) }
func (m *Member) Roles() []string              { return m.GetStringSlice(fieldRoles) }
func (m *Member) Disabled() bool               { return m.GetBool(fieldDisabled) }
func (m *Member) InvitePending() bool          { return m.GetBool(fieldInvitePending) }
func (m *Member) InvitedAt() types.DateTime    { return m.GetDateTime(fieldInvitedAt) }
func (m *Member) LastSignInAt() types.DateTime { return m.GetDateTime(fieldLastSignInAt) }
