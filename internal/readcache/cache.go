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
type Cache[V any] struct {
	max int
	now func() time.Time
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
	// until is when the answers kept stop being true (nextChange); zero
	// when not asked since the last drop.
	until   time.Time
	checked bool
}

type entry[V any] struct {
	key, scope string
	value      V
}

// Ticket is what Get gives to a miss: the answer made afterwards is kept by
// Put only if nothing in its scope changed meanwhile.
type Ticket struct{ scope, all uint64 }

// New is a cache of max answers; nextChange may be nil.
func New[V any](max int, now func() time.Time, nextChange func() (time.Time, error)) *Cache[V] {
	return &Cache[V]{max: max, now: now, nextChange: nextChange, items: map[string]*list.Element{}, order: list.New(),
		generations: map[string]uint64{}}
}

// Get is the answer kept under key; on a miss, the ticket to keep the one
// made from what scope reads.
func (c *Cache[V]) Get(scope, key string) (V, Ticket, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.checked && !c.until.IsZero() && !c.now().Before(c.until) {
		c.dropAllLocked()
	}
	if el, ok := c.items[key]; ok {
		c.order.MoveToFront(el)
		return el.Value.(*entry[V]).value, Ticket{}, true
	}
	var zero V
	return zero, Ticket{c.generations[scope], c.all}, false
}

// Put keeps value under key, unless scope was dropped since the ticket's Get.
func (c *Cache[V]) Put(scope, key string, value V, t Ticket) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if t.scope != c.generations[scope] || t.all != c.all {
		return
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
		el.Value.(*entry[V]).value = value
		c.order.MoveToFront(el)
		return
	}
	c.items[key] = c.order.PushFront(&entry[V]{key, scope, value})
	for c.order.Len() > c.max {
		oldest := c.order.Back()
		c.order.Remove(oldest)
		delete(c.items, oldest.Value.(*entry[V]).key)
	}
}

// Drop forgets the answers of scope and answers their keys, the last read first.
func (c *Cache[V]) Drop(scope string) []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.generations[scope]++
	c.until, c.checked = time.Time{}, false // the change may have moved the next scheduled article
	var dropped []string
	for el := c.order.Front(); el != nil; {
		next := el.Next()
		if e := el.Value.(*entry[V]); e.scope == scope {
			dropped = append(dropped, e.key)
			c.order.Remove(el)
			delete(c.items, e.key)
		}
		el = next
	}
	return dropped
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
