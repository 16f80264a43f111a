package main

import (
	"bytes"
	"regexp"
	"strconv"
	"sync"
)

// heapWatch reads the Go runtime's GC trace of a server (GODEBUG=gctrace=1,
// on its stderr) and keeps the largest heap it reports, in MB: a line
// "gc 12 @3.1s 2%: ... 8->9->3 MB, 9 MB goal, ..." says the heap was 8 MB
// when the collection started and 9 MB when it ended.
type heapWatch struct {
	mu      sync.Mutex
	partial []byte
	peak    int
	seen    bool
}

var gcHeap = regexp.MustCompile(`^gc \d+ .* (\d+)->(\d+)->\d+ MB`)

func (h *heapWatch) Write(p []byte) (int, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.partial = append(h.partial, p...)
	for {
		i := bytes.IndexByte(h.partial, '\n')
		if i < 0 {
			return len(p), nil
		}
		if m := gcHeap.FindSubmatch(h.partial[:i]); m != nil {
			start, _ := strconv.Atoi(string(m[1]))
			end, _ := strconv.Atoi(string(m[2]))
			h.peak, h.seen = max(h.peak, start, end), true
		}
		h.partial = h.partial[i+1:]
	}
}

// take returns the peak since the last take, and whether a collection ran.
func (h *heapWatch) take() (int, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	peak, seen := h.peak, h.seen
	h.peak, h.seen = 0, false
	return peak, seen
}
