package payments

import "testing"

// Without SITE_URL, providers send visitors back to the address the server
// really listens on, port included.
func TestTheSiteURLFollowsTheListeningAddress(t *testing.T) {
	cases := []struct{ configured, addr, want string }{
		{"", "127.0.0.1:43117", "http://127.0.0.1:43117"},
		{"", "0.0.0.0:8080", "http://127.0.0.1:8080"},
		{"", ":9000", "http://127.0.0.1:9000"},
		{"https://foundation.example.org", "0.0.0.0:8080", "https://foundation.example.org"},
	}
	for _, c := range cases {
		s := MustService(Config{SiteURL: c.configured})
		s.listeningOn(c.addr)
		if got := s.SiteURL(); got != c.want {
			t.Errorf("SITE_URL %q on %s: %s, want %s", c.configured, c.addr, got, c.want)
		}
	}
}
