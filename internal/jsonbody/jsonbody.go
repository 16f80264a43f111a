// Package jsonbody reads JSON request bodies strictly: a malformed body, a
// value of the wrong type or trailing data is a 400 that says so, never a
// half-read value (PocketBase's BindBody streams and ignores trailing data).
// Every public route that takes a body reads it here.
package jsonbody

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"mime"
	"net/http"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
)

// Decode reads e's body into v. An empty body leaves v as it is, so the
// caller's validation names every missing field. unreadable is the 400's
// message; a value of the wrong type also names its field. A request that
// is not declared as JSON is a 415, whatever its body.
func Decode(e *core.RequestEvent, v any, unreadable string) error {
	if !isJSON(e.Request.Header.Get("Content-Type")) {
		return apis.NewApiError(http.StatusUnsupportedMediaType, NotJSON, nil)
	}
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

// NotJSON is the 415's message.
const NotJSON = "Send the request as JSON (Content-Type: application/json)."

// isJSON reports whether a Content-Type is application/json, with or without
// parameters. The check is what keeps other websites out: a page can make a
// visitor's browser post text/plain, form or multipart bodies anywhere
// without asking (a CORS "simple request"), but application/json needs a
// preflight, which only the origins our CORS policy allows get through.
func isJSON(contentType string) bool {
	mediaType, _, err := mime.ParseMediaType(contentType)
	return err == nil && mediaType == "application/json"
}
