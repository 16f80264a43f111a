package readcache

import (
	"errors"
	"testing"
	"time"
)

func TestKeepsTheLastReadAnswersUpToItsSize(t *testing.T) {
	c := New[string](2, time.Now, nil)
	put := func(key string) {
		_, ticket, ok := c.Get("", key)
		if ok {
			t.Fatalf("%s kept before it was put", key)
		}
		c.Put("", key, "answer "+key, ticket)
	}
	put("a")
	put("b")
	if got, _, ok := c.Get("", "a"); !ok || got != "answer a" {
		t.Fatalf("a: %q, %v", got, ok)
	}
	put("c") // b was read least recently
	for key, kept := range map[string]bool{"a": true, "b": false, "c": true} {
		if _, _, ok := c.Get("", key); ok != kept {
			t.Errorf("%s kept: %v, want %v", key, ok, kept)
		}
	}
}

// An answer made from reads before a drop (a save committed while it was
// being made) is not kept: it may show what the save changed.
func TestAnAnswerMadeBeforeADropIsNotKept(t *testing.T) {
	c := New[string](10, time.Now, nil)
	_, ticket, _ := c.Get("", "/blog")
	c.Drop("")
	c.Put("", "/blog", "the list before the save", ticket)
	if _, _, ok := c.Get("", "/blog"); ok {
		t.Error("an answer older than the drop was kept")
	}
}

// Answers are kept until what they show changes by itself (a scheduled
// article's time), asked once after each drop; an unknown time keeps nothing.
func TestAnswersGoWhenAScheduledArticleComesOut(t *testing.T) {
	now := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
	asked := 0
	next := now.Add(time.Hour)
	var failure error
	c := New[string](10, func() time.Time { return now }, func() (time.Time, error) {
		asked++
		return next, failure
	})
	keep := func(key string) {
		_, ticket, _ := c.Get("", key)
		c.Put("", key, key, ticket)
	}
	keep("/blog")
	keep("/shop")
	now = now.Add(59 * time.Minute)
	if _, _, ok := c.Get("", "/blog"); !ok || asked != 1 {
		t.Fatalf("before the time: kept %v, asked %d times", ok, asked)
	}
	now = now.Add(time.Minute)
	if _, _, ok := c.Get("", "/shop"); ok {
		t.Fatal("kept past the scheduled time")
	}
	next = time.Time{} // nothing more scheduled: kept until a save
	keep("/blog")
	now = now.Add(24 * 365 * time.Hour)
	if _, _, ok := c.Get("", "/blog"); !ok || asked != 2 {
		t.Fatalf("with nothing scheduled: kept %v, asked %d times", ok, asked)
	}
	c.DropAll()
	failure = errors.New("database is locked")
	keep("/blog")
	if _, _, ok := c.Get("", "/blog"); ok {
		t.Error("kept without knowing until when")
	}
}

// A change drops its own scope's answers, the others stay; an answer of the
// dropped scope made before the drop is not kept, one of another scope is.
func TestADropForgetsItsScopeOnly(t *testing.T) {
	c := New[string](10, time.Now, nil)
	keep := func(scope, key string) {
		_, ticket, _ := c.Get(scope, key)
		c.Put(scope, key, key, ticket)
	}
	keep("blogs", "/blog")
	keep("blogs", "/blog/a")
	keep("products", "/shop")
	keep("", "/about")
	_, blogTicket, _ := c.Get("blogs", "/blog?page=2")
	_, shopTicket, _ := c.Get("products", "/product/p")
	c.Get("blogs", "/blog") // read last
	if dropped := c.Drop("blogs"); len(dropped) != 2 || dropped[0] != "/blog" || dropped[1] != "/blog/a" {
		t.Errorf("dropped %v, want /blog then /blog/a", dropped)
	}
	c.Put("blogs", "/blog?page=2", "made before the drop", blogTicket)
	c.Put("products", "/product/p", "made before another scope's drop", shopTicket)
	for key, kept := range map[string]bool{"/blog": false, "/blog/a": false, "/blog?page=2": false, "/shop": true, "/about": true, "/product/p": true} {
		if _, _, ok := c.Get("", key); ok != kept {
			t.Errorf("%s kept: %v, want %v", key, ok, kept)
		}
	}
}

// A drop asks again when the next scheduled article comes out: the save may
// have scheduled one, and what any scope kept goes at its time.
func TestADropAsksAgainForTheNextScheduledArticle(t *testing.T) {
	now := time.Date(2026, 12, 2, 9, 0, 0, 0, time.UTC)
	var next time.Time // nothing scheduled
	c := New[string](10, func() time.Time { return now }, func() (time.Time, error) { return next, nil })
	keep := func(scope, key string) {
		_, ticket, _ := c.Get(scope, key)
		c.Put(scope, key, key, ticket)
	}
	keep("", "/")
	next = now.Add(time.Hour) // an article scheduled in an hour is saved
	c.Drop("blogs")
	keep("blogs", "/blog")
	now = now.Add(time.Hour)
	for _, key := range []string{"/", "/blog"} {
		if _, _, ok := c.Get("", key); ok {
			t.Errorf("%s kept past the scheduled article's time", key)
		}
	}
}
