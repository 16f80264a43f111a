// Package jsonbody reads JSON request bodies strictly: a malformed body, a
// value of the wrong type or trailing data is a 400 that says so, never a
// half-read value (PocketBase's BindBody streams and ignores trailing data).
package jsonbody

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
)

// Decode reads e's body into v. An empty body leaves v as it is, so the
// caller's validation names every missing field. unreadable is the 400's
// message; a value of the wrong type also names its field.
func Decode(e *core.RequestEvent, v any, unreadable string) error {
	raw, err := io.ReadAll(e.Request.Body)
	if err != nil {
		return apis.NewBadRequestError(unreadable, nil)
	}
	if len(bytes.TrimSpace(raw)) == 0 {
		return nil
	}
	if err := json.Unmarshal(raw, v); err != nil {
		var typeErr *json.UnmarshalTypeError
		if errors.As(err, &typeErr) && typeErr.Field != "" {
			return apis.NewBadRequestError(unreadable, validation.Errors{
				typeErr.Field: validation.NewError("validation_invalid_type", "This value has the wrong type."),
			})
		}
		return apis.NewBadRequestError(unreadable, nil)
	}
	return nil
}
