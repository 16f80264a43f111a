package pages

import (
	"strings"
	"testing"
)

// robotsRule is one Allow or Disallow line.
type robotsRule struct {
	allow bool
	path  string
}

func robotsRules(body string) []robotsRule {
	var rules []robotsRule
	for _, line := range strings.Split(body, "\n") {
		name, value, _ := strings.Cut(line, ":")
		switch strings.TrimSpace(name) {
		case "Allow", "Disallow":
			rules = append(rules, robotsRule{allow: name == "Allow", path: strings.TrimSpace(value)})
		}
	}
	return rules
}

// firstMatch reads rules as Python's urllib.robotparser does: the first rule
// whose path starts the URL's decides.
func firstMatch(rules []robotsRule, path string) bool {
	for _, r := range rules {
		if strings.HasPrefix(path, r.path) {
			return r.allow
		}
	}
	return true
}

// longestMatch reads rules as RFC 9309 does: the longest matching path
// decides, Allow winning a tie.
func longestMatch(rules []robotsRule, path string) bool {
	allowed, length := true, -1
	for _, r := range rules {
		if strings.HasPrefix(path, r.path) && (len(r.path) > length || (len(r.path) == length && r.allow)) {
			allowed, length = r.allow, len(r.path)
		}
	}
	return allowed
}

// Both ways crawlers read robots.txt keep the back office, the donor space,
// the APIs and the dashboard closed, and the pages and pictures open.
func TestRobotsReadsTheSameFirstMatchOrLongestMatch(t *testing.T) {
	rules := robotsRules(robots("https://foundation.example.org"))
	for path, want := range map[string]bool{
		"/": true, "/blog": true, "/product/abc": true, "/api/files/pbc_1/abc/cover.jpg": true,
		"/staff": false, "/staff/orders": false, "/donor": false, "/api/staff/summary": false,
		"/api/collections/orders/records": false, "/_/": false,
	} {
		if got := firstMatch(rules, path); got != want {
			t.Errorf("first match, %s: allowed=%v", path, got)
		}
		if got := longestMatch(rules, path); got != want {
			t.Errorf("longest match, %s: allowed=%v", path, got)
		}
	}
}
