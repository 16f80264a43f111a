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

// Cache holds up to max answers, the least recently read going first.
type Cache[V any] struct {
	max int
	now func() time.Time
	// nextChange is when what the answers show changes without a save (the
	// next scheduled article's time); zero for never.
	nextChange func() (time.Time, error)

	mu    sync.Mutex
	items map[string]*list.Element
	order *list.List // front: read last
	// generation counts drops: an answer made from reads before a drop is
	// not kept after it (Put with an old Ticket).
	generation uint64
	// until is when the answers kept stop being true (nextChange); zero
	// when not asked since the last drop.
	until   time.Time
	checked bool
}

type entry[V any] struct {
	key   string
	value V
}

// Ticket is what Get gives to a miss: the answer made afterwards is kept by
// Put only if nothing changed meanwhile.
type Ticket struct{ generation uint64 }

// New is a cache of max answers; nextChange may be nil.
func New[V any](max int, now func() time.Time, nextChange func() (time.Time, error)) *Cache[V] {
	return &Cache[V]{max: max, now: now, nextChange: nextChange, items: map[string]*list.Element{}, order: list.New()}
}

// Get is the answer kept under key; on a miss, the ticket to keep the one made.
func (c *Cache[V]) Get(key string) (V, Ticket, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.checked && !c.until.IsZero() && !c.now().Before(c.until) {
		c.dropLocked()
	}
	if el, ok := c.items[key]; ok {
		c.order.MoveToFront(el)
		return el.Value.(*entry[V]).value, Ticket{}, true
	}
	var zero V
	return zero, Ticket{c.generation}, false
}

// Put keeps value under key, unless the cache was dropped since the ticket's Get.
func (c *Cache[V]) Put(key string, value V, t Ticket) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if t.generation != c.generation {
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
	c.items[key] = c.order.PushFront(&entry[V]{key, value})
	for c.order.Len() > c.max {
		oldest := c.order.Back()
		c.order.Remove(oldest)
		delete(c.items, oldest.Value.(*entry[V]).key)
	}
}

// Drop forgets every answer.
func (c *Cache[V]) Drop() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.dropLocked()
}

func (c *Cache[V]) dropLocked() {
	c.generation++
	c.items = map[string]*list.Element{}
	c.order.Init()
	c.until, c.checked = time.Time{}, false
}
