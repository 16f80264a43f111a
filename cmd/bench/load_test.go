package main

import (
	"testing"
	"time"
)

func TestPercentile(t *testing.T) {
	ms := func(ns ...int) []time.Duration {
		out := make([]time.Duration, len(ns))
		for i, n := range ns {
			out[i] = time.Duration(n) * time.Millisecond
		}
		return out
	}
	hundred := make([]int, 100)
	for i := range hundred {
		hundred[i] = i + 1
	}
	for _, tc := range []struct {
		name   string
		sorted []time.Duration
		p      float64
		want   time.Duration
	}{
		{"empty", nil, 99, 0},
		{"one value", ms(7), 50, 7 * time.Millisecond},
		{"one value p99", ms(7), 99, 7 * time.Millisecond},
		{"median of four is the second", ms(1, 2, 3, 4), 50, 2 * time.Millisecond},
		{"median of five is the third", ms(1, 2, 3, 4, 5), 50, 3 * time.Millisecond},
		{"p99 of 1..100", ms(hundred...), 99, 99 * time.Millisecond},
		{"p100 is the max", ms(hundred...), 100, 100 * time.Millisecond},
		{"p99 of ten is the max", ms(1, 2, 3, 4, 5, 6, 7, 8, 9, 10), 99, 10 * time.Millisecond},
		{"tiny p is the min", ms(1, 2, 3), 0.1, time.Millisecond},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := percentile(tc.sorted, tc.p); got != tc.want {
				t.Errorf("percentile(%v, %v) = %v, want %v", tc.sorted, tc.p, got, tc.want)
			}
		})
	}
}

func TestHeapWatch(t *testing.T) {
	var h heapWatch
	if _, seen := h.take(); seen {
		t.Fatal("a peak before any collection")
	}
	// Lines arrive cut anywhere; other output is ignored.
	for _, chunk := range []string{
		"2026/11/23 Server started\ngc 1 @0.01s 1%: 0.01+0.5+0.02 ms clock, 0.02+0/0.4/0+0.04 ms cpu, 3->",
		"4->1 MB, 4 MB goal, 0 MB stacks, 0 MB globals, 2 P\ngc 2 @0.2s 1%: 0.01+0.5+0.02 ms clock, 0.02+0/0.4/0+0.04 ms cpu, 9->8->2 MB, 9 MB goal, 0 MB stacks, 0 MB globals, 2 P\n",
		"gc 3 @0.3s 1%: 0.01+0.5+0.02 ms clock, 0.02+0/0.4/0+0.04 ms cpu, 5->6->2 MB, 6 MB goal, 0 MB stacks, 0 MB globals, 2 P\n",
	} {
		h.Write([]byte(chunk))
	}
	if peak, seen := h.take(); peak != 9 || !seen {
		t.Errorf("peak %d (seen %v), want 9", peak, seen)
	}
	if peak, seen := h.take(); peak != 0 || seen {
		t.Errorf("after take: peak %d (seen %v), want none", peak, seen)
	}
}
