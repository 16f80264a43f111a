// Package readcache keeps the answers of public reads (the pages the server
// renders, the records API's reads of the catalogue) in memory until what
// they show changes: a save or a deletion of a record they read, or a moment
// a scheduled article becomes public by itself.
package readcache

import (
	"container/list"
	"sync"
	"time"
)

// Cache holds up to max answers, the least recently read going first. Each
// answer belongs to a scope, what it reads (a collection, "" for nothing that
// changes): a change drops its own scope's answers and leaves the others.
// A cache made by NewServingStale keeps a dropped answer a moment, stale,
// for Serve to give while one caller makes it again.
type Cache[V any] struct {
	max int
	now func() time.Time
	// staleFor is how long a dropped answer may still be served; zero: not at all.
	staleFor time.Duration
	// nextChange is when what the answers show changes without a save (the
	// next scheduled article's time); zero for never.
	nextChange func() (time.Time, error)

	mu    sync.Mutex
	items map[string]*list.Element
	order *list.List // front: read last
	// generations count each scope's drops (and all counts DropAll's): an
	// answer made from reads before a drop is not kept after it (Put with
	// an old Ticket).
	generations map[string]uint64
	all         uint64
	// forgotten count each scope's Forget: an answer made before one is
	// not kept even stale (it may show a deleted record).
	forgotten map[string]uint64
	// until is when the answers kept stop being true (nextChange); zero
	// when not asked since the last drop.
	until   time.Time
	checked bool
}

type entry[V any] struct {
	key, scope string
	value      V
	// staleSince is when what the answer shows may have changed; zero: fresh.
	staleSince time.Time
	// refreshing: a caller of Serve is making the stale answer again.
	refreshing bool
}

// Ticket is what Get gives to a miss: the answer made afterwards is kept by
// Put only if nothing in its scope changed meanwhile.
type Ticket struct {
	scope, forgotten, all uint64
	at                    time.Time
}

// Kept says what Serve found under a key.
type Kept int

const (
	// Missing: nothing to serve; make the answer and Put it.
	Missing Kept = iota
	// Fresh: the answer is what its scope shows.
	Fresh
	// Stale: an older answer, being made again by another caller.
	Stale
	// StaleRefresh: an older answer, for this caller to make again (Put, or
	// DropStale when that fails).
	StaleRefresh
)

// New is a cache of max answers; nextChange may be nil.
func New[V any](max int, now func() time.Time, nextChange func() (time.Time, error)) *Cache[V] {
	return &Cache[V]{max: max, now: now, nextChange: nextChange, items: map[string]*list.Element{}, order: list.New(),
		generations: map[string]uint64{}, forgotten: map[string]uint64{}}
}

// NewServingStale is New whose Drop keeps the answers, stale, for Serve to
// give for staleFor after the change; Forget still forgets them at once.
func NewServingStale[V any](max int, staleFor time.Duration, now func() time.Time, nextChange func() (time.Time, error)) *Cache[V] {
	c := New[V](max, now, nextChange)
	c.staleFor = staleFor
	return c
}

// Get is the fresh answer kept under key; otherwise the ticket to keep the
// one made from what scope reads.
func (c *Cache[V]) Get(scope, key string) (V, Ticket, bool) {
	v, t, kept := c.look(scope, key, false)
	return v, t, kept == Fresh
}

// Serve is the answer kept under key, fresh or stale for less than
// staleFor, and the ticket to keep the one made again; the first caller
// given a stale answer is asked to make it again (StaleRefresh).
func (c *Cache[V]) Serve(scope, key string) (V, Ticket, Kept) {
	return c.look(scope, key, true)
}

func (c *Cache[V]) look(scope, key string, claim bool) (V, Ticket, Kept) {
	c.mu.Lock()
	defer c.mu.Unlock()
	now := c.now()
	if c.checked && !c.until.IsZero() && !now.Before(c.until) {
		c.dropAllLocked()
	}
	ticket := Ticket{c.generations[scope], c.forgotten[scope], c.all, now}
	var zero V
	el, ok := c.items[key]
	if !ok {
		return zero, ticket, Missing
	}
	e := el.Value.(*entry[V])
	switch {
	case e.staleSince.IsZero():
		c.order.MoveToFront(el)
		return e.value, Ticket{}, Fresh
	case now.Sub(e.staleSince) >= c.staleFor:
		c.removeLocked(el)
		return zero, ticket, Missing
	case !claim:
		return zero, ticket, Missing
	case e.refreshing:
		return e.value, ticket, Stale
	}
	e.refreshing = true
	return e.value, ticket, StaleRefresh
}

// Put keeps value under key, unless scope was dropped since the ticket's
// Get; in a cache serving stale answers, an answer made before a Drop (not
// a Forget) is kept stale since the ticket: it is still newer than the one
// it replaces.
func (c *Cache[V]) Put(scope, key string, value V, t Ticket) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if t.forgotten != c.forgotten[scope] || t.all != c.all {
		return
	}
	var staleSince time.Time
	if t.scope != c.generations[scope] {
		if c.staleFor == 0 {
			return
		}
		staleSince = t.at
	}
	if !c.checked && c.nextChange != nil {
		until, err := c.nextChange()
		if err != nil {
			return // unknown: keep nothing rather than something that may go stale
		}
		c.until = until
	}
	c.checked = true
	if el, ok := c.items[key]; ok {
		e := el.Value.(*entry[V])
		if !staleSince.IsZero() && !e.staleSince.IsZero() && staleSince.Before(e.staleSince) {
			e.refreshing = false // older than the stale answer kept: the next Serve makes it again
			return
		}
		e.value, e.staleSince, e.refreshing = value, staleSince, false
		c.order.MoveToFront(el)
		return
	}
	c.items[key] = c.order.PushFront(&entry[V]{key: key, scope: scope, value: value, staleSince: staleSince})
	for c.order.Len() > c.max {
		c.removeLocked(c.order.Back())
	}
}

// DropStale forgets the answer under key if it is stale: making it again
// failed, and a stale answer is never served for good.
func (c *Cache[V]) DropStale(key string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[key]; ok && !el.Value.(*entry[V]).staleSince.IsZero() {
		c.removeLocked(el)
	}
}

// Drop forgets the answers of scope, or, in a cache serving stale answers,
// marks them stale; it answers their keys, the last read first.
func (c *Cache[V]) Drop(scope string) []string {
	return c.drop(scope, c.staleFor == 0)
}

// Forget forgets the answers of scope at once, even in a cache serving
// stale answers: what they show is gone (a deleted or hidden record).
func (c *Cache[V]) Forget(scope string) {
	c.drop(scope, true)
}

func (c *Cache[V]) drop(scope string, forget bool) []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.generations[scope]++
	if forget {
		c.forgotten[scope]++
	}
	c.until, c.checked = time.Time{}, false // the change may have moved the next scheduled article
	now := c.now()
	var dropped []string
	for el := c.order.Front(); el != nil; {
		next := el.Next()
		if e := el.Value.(*entry[V]); e.scope == scope {
			dropped = append(dropped, e.key)
			switch {
			case forget:
				c.removeLocked(el)
			case e.staleSince.IsZero(): // already stale: since its first change
				e.staleSince = now
			}
		}
		el = next
	}
	return dropped
}

func (c *Cache[V]) removeLocked(el *list.Element) {
	c.order.Remove(el)
	delete(c.items, el.Value.(*entry[V]).key)
}

// DropAll forgets every answer.
func (c *Cache[V]) DropAll() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.dropAllLocked()
}

func (c *Cache[V]) dropAllLocked() {
	c.all++
	c.items = map[string]*list.Element{}
	c.order.Init()
	c.until, c.checked = time.Time{}, false
}
