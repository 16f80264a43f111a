package readcache

import (
	"testing"
	"time"
)

// clock is a cache's clock the test moves.
type clock struct{ now time.Time }

func (c *clock) read() time.Time { return c.now }

func staleCache(t *testing.T) (*Cache[string], *clock) {
	t.Helper()
	at := &clock{time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC)}
	c := NewServingStale[string](10, time.Second, at.read, nil)
	_, ticket, _ := c.Serve("products", "/shop")
	c.Put("products", "/shop", "mug at 10", ticket)
	return c, at
}

func expectServed(t *testing.T, c *Cache[string], key, wantValue string, wantKept Kept) Ticket {
	t.Helper()
	v, ticket, kept := c.Serve("products", key)
	if v != wantValue || kept != wantKept {
		t.Fatalf("%s served %q (%d), want %q (%d)", key, v, kept, wantValue, wantKept)
	}
	return ticket
}

// After a change the page kept is served as it was, its first caller asked
// to make it again and the others not; once made, the new one is served fresh.
func TestADroppedAnswerIsServedStaleWhileOneCallerMakesItAgain(t *testing.T) {
	c, at := staleCache(t)
	c.Drop("products")
	at.now = at.now.Add(300 * time.Millisecond)
	ticket := expectServed(t, c, "/shop", "mug at 10", StaleRefresh)
	expectServed(t, c, "/shop", "mug at 10", Stale)
	if _, _, ok := c.Get("products", "/shop"); ok {
		t.Error("Get gave a stale answer as fresh")
	}
	c.Put("products", "/shop", "mug at 12", ticket)
	expectServed(t, c, "/shop", "mug at 12", Fresh)
}

// A page stale for maxStale or more is not served: its caller makes it.
func TestAStaleAnswerIsNotServedPastItsBound(t *testing.T) {
	c, at := staleCache(t)
	c.Drop("products")
	at.now = at.now.Add(time.Second)
	expectServed(t, c, "/shop", "", Missing)
}

// A stale answer that could not be made again goes: the next caller makes it.
func TestAStaleAnswerGoesWhenMakingItAgainFails(t *testing.T) {
	c, _ := staleCache(t)
	c.Drop("products")
	expectServed(t, c, "/shop", "mug at 10", StaleRefresh)
	c.DropStale("/shop")
	expectServed(t, c, "/shop", "", Missing)
}

// A change while the answer was made again keeps the newer answer, stale
// since it began, and asks the next caller to make it again; its bound
// counts from that beginning.
func TestAnAnswerOvertakenByAChangeIsKeptStale(t *testing.T) {
	c, at := staleCache(t)
	c.Drop("products")
	ticket := expectServed(t, c, "/shop", "mug at 10", StaleRefresh)
	at.now = at.now.Add(200 * time.Millisecond)
	c.Drop("products")
	c.Put("products", "/shop", "mug at 11", ticket)
	expectServed(t, c, "/shop", "mug at 11", StaleRefresh)
	at.now = at.now.Add(800 * time.Millisecond)
	expectServed(t, c, "/shop", "", Missing)
}

// A deletion forgets at once: nothing stale shows the deleted record, not
// even an answer made while it was deleted.
func TestAForgottenScopeIsNeverServedStale(t *testing.T) {
	c, _ := staleCache(t)
	c.Drop("products")
	ticket := expectServed(t, c, "/shop", "mug at 10", StaleRefresh)
	c.Forget("products")
	expectServed(t, c, "/shop", "", Missing)
	c.Put("products", "/shop", "the deleted mug", ticket)
	expectServed(t, c, "/shop", "", Missing)
}
