// Package replica copies the database off the machine as it is written,
// with Litestream (github.com/benbjohnson/litestream) used as a library, to
// S3-compatible storage or a folder (REPLICA_URL), and rebuilds a database
// from that copy alone on a new machine (`foundation restore --replica`).
package replica

import (
	"fmt"
	"net/url"
	"path/filepath"
	"strings"

	"github.com/benbjohnson/litestream"
	"github.com/benbjohnson/litestream/file" // the file:// client
	"github.com/benbjohnson/litestream/s3"   // the s3:// client
)

// Variable names the environment variable holding the replica's address.
const Variable = "REPLICA_URL"

// CheckURL refuses an address the server could not replicate to: only
// s3://BUCKET/PATH (credentials from AWS_ACCESS_KEY_ID and
// AWS_SECRET_ACCESS_KEY, an S3-compatible server's address in ?endpoint=)
// and file:///ABSOLUTE/PATH. "" (no replica) is accepted.
func CheckURL(raw string) error {
	if raw == "" {
		return nil
	}
	u, err := url.Parse(raw)
	if err != nil {
		return fmt.Errorf("%s is not an address: %w", Variable, err)
	}
	if u.User != nil {
		return fmt.Errorf("%s must not hold credentials (they would show wherever the address does): set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY", Variable)
	}
	switch u.Scheme {
	case s3.ReplicaClientType:
		if u.Host == "" || strings.Trim(u.Path, "/") == "" {
			return fmt.Errorf("%s=%q: write s3://BUCKET/PATH (a folder of its own in the bucket)", Variable, raw)
		}
	case file.ReplicaClientType:
		if u.Host != "" || !filepath.IsAbs(u.Path) || filepath.Clean(u.Path) == "/" {
			return fmt.Errorf("%s=%q: write file:///ABSOLUTE/PATH (three slashes), a folder of its own, on another disk than the data", Variable, raw)
		}
	default:
		return fmt.Errorf("%s=%q: the replica goes to s3://BUCKET/PATH or file:///PATH", Variable, raw)
	}
	if _, err := litestream.NewReplicaClientFromURL(raw); err != nil {
		return fmt.Errorf("%s=%q: %w", Variable, raw, err)
	}
	return nil
}

// clientFor is the Litestream client of a checked address.
func clientFor(raw string) (litestream.ReplicaClient, error) {
	if err := CheckURL(raw); err != nil {
		return nil, err
	}
	return litestream.NewReplicaClientFromURL(raw)
}
