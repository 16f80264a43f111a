package notify

import (
	"net/mail"
	"strings"

	"foundation/internal/records"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Entry is an outbox row as the admins read it, without its body.
type Entry struct {
	ID        string         `json:"id"`
	Created   types.DateTime `json:"created"`
	To        string         `json:"to"`
	Subject   string         `json:"subject"`
	Kind      string         `json:"kind"`
	Ref       string         `json:"ref"`
	Status    string         `json:"status" tstype:"MailStatus"`
	Attempts  int            `json:"attempts"`
	LastError string         `json:"lastError"`
	DueAt     types.DateTime `json:"dueAt"`
	SentAt    types.DateTime `json:"sentAt"`
	// Retryable says whether Retry takes it.
	Retryable bool `json:"retryable"`
}

// EntryOf reads an outbox row.
func EntryOf(r *core.Record) Entry {
	return Entry{
		ID: r.Id, Created: r.GetDateTime(records.FieldCreated), To: r.GetString(fieldRecipient), Subject: r.GetString(fieldSubject),
		Kind: r.GetString(fieldKind), Ref: r.GetString(fieldRef), Status: r.GetString(FieldStatus), Attempts: r.GetInt(fieldAttempts),
		LastError: r.GetString(fieldLastError), DueAt: r.GetDateTime(fieldDueAt), SentAt: r.GetDateTime(fieldSentAt),
		Retryable: retryRefusal(r) == nil,
	}
}

// Retry puts the failed row r back in the outbox through tx, due at once
// with its tries counted from zero; the served worker is woken when tx
// commits. It refuses, with field errors, a mail that has not failed, one
// whose content PocketBase did not keep (pocketbase.go) and one to an
// address that cannot receive mail.
func Retry(tx core.App, r *core.Record) error {
	if errs := retryRefusal(r); errs != nil {
		return errs
	}
	r.Load(map[string]any{FieldStatus: StatusPending, fieldAttempts: 0, fieldDueAt: types.NowDateTime()})
	return tx.Save(r)
}

func retryRefusal(r *core.Record) validation.Errors {
	if r.GetString(FieldStatus) != StatusFailed {
		return validation.Errors{"status": validation.NewError("validation_not_failed", "Only a failed mail is sent again.")}
	}
	if strings.TrimSpace(r.GetString(fieldHTML)+r.GetString(fieldText)) == "" {
		return validation.Errors{"content": validation.NewError("validation_not_kept",
			"PocketBase sent this mail itself and kept no content (a sign-in code or link): the person asks for a new one.")}
	}
	if _, err := mail.ParseAddress(r.GetString(fieldRecipient)); err != nil {
		return validation.Errors{"to": validation.NewError("validation_bad_recipient", "This address cannot receive mail.")}
	}
	return nil
}

// Erase deletes the outbox rows addressed to email, whatever their status
// (a donor's erasure): no law asks to keep them. It reports how many.
func Erase(tx core.App, email string) (int64, error) {
	res, err := tx.DB().Delete(Collection, dbx.NewExp("lower(recipient) = lower({:email})", dbx.Params{"email": email})).Execute()
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}
