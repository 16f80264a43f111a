package staff

import (
	"net/http"
	"slices"
	"strings"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/notify"
)

// ActionRetryMail is the audit action of an admin sending a failed mail again.
const ActionRetryMail = "mail.retry"

// ListMails lists the outbox, newest first, optionally of one ?status=.
func ListMails(e *core.RequestEvent) error {
	p, err := PageParams(e)
	if err != nil {
		return err
	}
	status := e.Request.URL.Query().Get("status")
	if status != "" && !slices.Contains(notify.Statuses, status) {
		return apis.NewBadRequestError("Check the status.", validation.Errors{
			"status": validation.NewError("validation_invalid_status", "Use one of "+strings.Join(notify.Statuses, ", ")+".")})
	}
	query := func() *dbx.SelectQuery {
		q := e.App.RecordQuery(notify.Collection)
		if status != "" {
			q.AndWhere(dbx.HashExp{notify.FieldStatus: status})
		}
		return q
	}
	page, err := listPage(e, p, notify.Collection, query, notify.EntryOf)
	if err != nil {
		return e.InternalServerError("", err)
	}
	return e.JSON(http.StatusOK, page)
}

// RetryMail puts a failed mail back in the outbox, to be sent at once, in
// one transaction with its audit row; the answer is the mail.
func RetryMail(e *core.RequestEvent) error {
	var entry notify.Entry
	err := e.App.RunInTransaction(func(tx core.App) error {
		r, err := tx.FindRecordById(notify.Collection, e.Request.PathValue("id"))
		if err != nil {
			return err
		}
		before := notify.EntryOf(r)
		if err := notify.Retry(tx, r); err != nil {
			return err
		}
		entry = notify.EntryOf(r)
		return Audit(tx, e.Auth, ActionRetryMail, r, before, entry)
	})
	if refused, ok := err.(validation.Errors); ok {
		return apis.NewBadRequestError("This mail cannot be sent again.", refused)
	}
	if err != nil {
		return notFound(e, err)
	}
	return e.JSON(http.StatusOK, entry)
}
