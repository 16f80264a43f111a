package contact

import (
	"testing"
	"time"
)

func TestLimiterCountsPerKeyInWindows(t *testing.T) {
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	l := newLimiter(Limit{Max: 2, Window: time.Minute})
	l.now = func() time.Time { return now }

	steps := []struct {
		advance time.Duration
		key     string
		allowed bool
		wait    time.Duration
	}{
		{0, "a", true, 0},
		{10 * time.Second, "a", true, 0},
		{10 * time.Second, "a", false, 40 * time.Second},
		{0, "b", true, 0}, // another IP has its own quota
		{39 * time.Second, "a", false, time.Second},
		{time.Second, "a", true, 0}, // the window has passed
		{0, "a", true, 0},
		{0, "a", false, time.Minute},
	}
	for i, s := range steps {
		now = now.Add(s.advance)
		ok, wait := l.allow(s.key)
		if ok != s.allowed || wait != s.wait {
			t.Fatalf("step %d (%s): allow = %v, %v; want %v, %v", i, s.key, ok, wait, s.allowed, s.wait)
		}
	}
}

func TestLimiterRefund(t *testing.T) {
	l := newLimiter(Limit{Max: 1, Window: time.Minute})
	if ok, _ := l.allow("a"); !ok {
		t.Fatal("first request refused")
	}
	l.refund("a")
	if ok, _ := l.allow("a"); !ok {
		t.Fatal("a refunded request still counted")
	}
	if ok, _ := l.allow("a"); ok {
		t.Fatal("second stored request allowed")
	}
	l.refund("unknown") // no window: nothing to give back, no panic
}

func TestLimiterForgetsOldWindows(t *testing.T) {
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	l := newLimiter(Limit{Max: 1, Window: time.Minute})
	l.now = func() time.Time { return now }
	for _, k := range []string{"a", "b", "c"} {
		l.allow(k)
	}
	now = now.Add(2 * time.Minute)
	l.allow("d")
	if len(l.windows) != 1 {
		t.Fatalf("%d windows kept, want 1", len(l.windows))
	}
}

func TestParseLimit(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Limit
		ok   bool
	}{
		{"5/10m", Limit{5, 10 * time.Minute}, true},
		{" 1000/1s ", Limit{1000, time.Second}, true},
		{"", Limit{}, false},
		{"5", Limit{}, false},
		{"0/1m", Limit{}, false},
		{"x/1m", Limit{}, false},
		{"5/soon", Limit{}, false},
		{"5/-1m", Limit{}, false},
	} {
		got, err := ParseLimit(c.in)
		if (err == nil) != c.ok || got != c.want {
			t.Errorf("ParseLimit(%q) = %v, %v; want %v, ok=%v", c.in, got, err, c.want, c.ok)
		}
	}
}
