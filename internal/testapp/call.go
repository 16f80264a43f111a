package testapp

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/core"
)

// Upload is a request body sent as it is (a multipart form) rather than as JSON.
type Upload struct {
	ContentType string
	Body        []byte
}

// Answer is what a served route said: its status, its JSON body decoded
// (nil when it was not JSON), the raw bytes and the headers.
type Answer struct {
	Status int
	JSON   map[string]any
	Raw    []byte
	Header http.Header
}

// Call sends method path to a server started by Serve with token as
// PocketBase's Authorization header ("" anonymous); body is JSON unless an Upload.
func Call(t testing.TB, base, token, method, path string, body any) Answer {
	t.Helper()
	header := http.Header{}
	if token != "" {
		header.Set("Authorization", token)
	}
	return send(t, base, header, method, path, body)
}

// CallFrom is an anonymous Call as if from ip, through a proxy naming it in
// X-Forwarded-For, which app trusts from now on (as a server behind a proxy
// is set to), so each ip is counted on its own.
func CallFrom(t testing.TB, app core.App, base, ip, method, path string, body any) Answer {
	t.Helper()
	app.Settings().TrustedProxy.Headers = []string{"X-Forwarded-For"}
	return send(t, base, http.Header{"X-Forwarded-For": {ip}}, method, path, body)
}

func send(t testing.TB, base string, header http.Header, method, path string, body any) Answer {
	t.Helper()
	var reader io.Reader
	contentType := "application/json"
	switch b := body.(type) {
	case nil:
	case Upload:
		reader, contentType = bytes.NewReader(b.Body), b.ContentType
	default:
		raw, _ := json.Marshal(body)
		reader = bytes.NewReader(raw)
	}
	req, err := http.NewRequest(method, base+path, reader)
	if err != nil {
		t.Fatal(err)
	}
	req.Header = header
	req.Header.Set("Content-Type", contentType)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	var out map[string]any
	_ = json.Unmarshal(raw, &out)
	return Answer{Status: res.StatusCode, JSON: out, Raw: raw, Header: res.Header}
}
