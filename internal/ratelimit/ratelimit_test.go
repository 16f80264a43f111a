package ratelimit

import (
	"strings"
	"testing"
	"time"
)

type clock struct{ t time.Time }

func (c *clock) now() time.Time          { return c.t }
func (c *clock) advance(d time.Duration) { c.t = c.t.Add(d) }

func limiterAt(l Limit) (*Limiter, *clock) {
	c := &clock{t: time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)}
	lim := New(l, "slow down")
	lim.now = c.now
	return lim, c
}

func TestAllowCountsPerKeyAndResetsWithTheWindow(t *testing.T) {
	l, c := limiterAt(Limit{Max: 2, Window: time.Minute})
	for i := range 2 {
		if ok, _ := l.allow("1.1.1.1"); !ok {
			t.Fatalf("request %d refused", i+1)
		}
	}
	c.advance(20 * time.Second)
	ok, wait := l.allow("1.1.1.1")
	if ok || wait != 40*time.Second {
		t.Fatalf("third request: ok=%v wait=%s, want refused with 40s to wait", ok, wait)
	}
	if ok, _ := l.allow("2.2.2.2"); !ok {
		t.Fatal("another IP was refused")
	}
	c.advance(40 * time.Second)
	if ok, _ := l.allow("1.1.1.1"); !ok {
		t.Fatal("a new window still refused")
	}
}

func TestRefundGivesBackOneRequest(t *testing.T) {
	l, _ := limiterAt(Limit{Max: 1, Window: time.Minute})
	l.allow("a")
	l.refund("a")
	if ok, _ := l.allow("a"); !ok {
		t.Fatal("a refunded request still counted")
	}
	l.refund("unknown") // nothing to give back, no panic
}

func TestSweepForgetsFinishedWindows(t *testing.T) {
	l, c := limiterAt(Limit{Max: 1, Window: time.Minute})
	l.allow("a")
	l.allow("b")
	c.advance(2 * time.Minute)
	l.allow("c")
	if len(l.windows) != 1 {
		t.Fatalf("%d windows kept, want only c's", len(l.windows))
	}
}

func TestParse(t *testing.T) {
	cases := []struct {
		in   string
		want Limit
		ok   bool
	}{
		{"10", Limit{Max: 10, Window: time.Minute}, true},
		{" 5/10m ", Limit{Max: 5, Window: 10 * time.Minute}, true},
		{"1000/1s", Limit{Max: 1000, Window: time.Second}, true},
		{"", Limit{}, false},
		{"0", Limit{}, false},
		{"-3", Limit{}, false},
		{"ten", Limit{}, false},
		{"5/", Limit{}, false},
		{"5/0s", Limit{}, false},
		{"5/soon", Limit{}, false},
	}
	for _, c := range cases {
		got, err := Parse(c.in)
		if (err == nil) != c.ok || got != c.want {
			t.Errorf("Parse(%q) = %v, %v; want %v, ok=%v", c.in, got, err, c.want, c.ok)
		}
	}
}

// named is l as Table.Get gives it for the variable name.
func named(l Limit, name string) Limit { l.Name = name; return l }

// A limit is written as its variable is: what Parse reads back.
func TestStringIsWhatParseReads(t *testing.T) {
	for _, l := range []Limit{{Max: 10, Window: time.Minute}, {Max: 10, Window: 10 * time.Minute}, {Max: 3, Window: 24 * time.Hour}, {Max: 1000, Window: time.Second}, {Max: 5, Window: 90 * time.Second}} {
		back, err := Parse(l.String())
		if err != nil || back != l {
			t.Errorf("%v written %q, read back %v, %v", l, l.String(), back, err)
		}
	}
	if got := (Limit{Max: 10, Window: 10 * time.Minute}).String(); got != "10/10m" {
		t.Errorf("10 in 10 minutes written %q, want 10/10m", got)
	}
}

func TestTableFrom(t *testing.T) {
	def := Limit{Max: 3, Window: time.Minute}
	table, err := TableFrom([]string{"RATE_LIMIT_TEST=7/1h", "PATH=/usr/bin", "RATE_LIMITED=x"})
	if err != nil || table.Get("RATE_LIMIT_TEST", def) != (Limit{Max: 7, Window: time.Hour, Name: "RATE_LIMIT_TEST"}) || table.Get("RATE_LIMIT_OTHER", def) != named(def, "RATE_LIMIT_OTHER") || len(table) != 1 {
		t.Errorf("table %v, %v", table, err)
	}
	if got := Table(nil).Get("RATE_LIMIT_TEST", def); got != named(def, "RATE_LIMIT_TEST") {
		t.Errorf("no table: %v, want the default", got)
	}
	_, err = TableFrom([]string{"RATE_LIMIT_ORDERS=lots", "RATE_LIMIT_AUTH=5/soon"})
	if err == nil || !strings.Contains(err.Error(), "RATE_LIMIT_ORDERS") || !strings.Contains(err.Error(), "RATE_LIMIT_AUTH") {
		t.Errorf("malformed values: %v, want both named", err)
	}
}
