package main

import (
	"fmt"
	"io"
	"math"
	"net/http"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// loadResult summarises a bounded load run.
type loadResult struct {
	Requests  int
	Failures  int
	Elapsed   time.Duration
	P50, P99  time.Duration
	Max       time.Duration
	PerSecond float64
}

func (r loadResult) String() string {
	return fmt.Sprintf("%.0f req/s, p50 %s, p99 %s (%d requests, %d failed)",
		r.PerSecond, r.P50.Round(10*time.Microsecond), r.P99.Round(10*time.Microsecond), r.Requests, r.Failures)
}

// client is shared by every load so connections are reused as a browser would.
var client = &http.Client{
	Timeout:   30 * time.Second,
	Transport: &http.Transport{MaxIdleConnsPerHost: 256, MaxConnsPerHost: 256, DisableCompression: true},
}

// runLoad calls do total times from `concurrency` workers; do returns an error
// for a failed request. It is bounded by total, never by a clock.
func runLoad(total, concurrency int, do func(i int) error) loadResult {
	latencies := make([]time.Duration, total)
	var next, failures atomic.Int64
	var wg sync.WaitGroup
	start := time.Now()
	for range concurrency {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= total {
					return
				}
				t0 := time.Now()
				if err := do(i); err != nil {
					failures.Add(1)
				}
				latencies[i] = time.Since(t0)
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	slices.Sort(latencies)
	return loadResult{
		Requests: total, Failures: int(failures.Load()), Elapsed: elapsed,
		P50: percentile(latencies, 50), P99: percentile(latencies, 99), Max: latencies[total-1],
		PerSecond: float64(total) / elapsed.Seconds(),
	}
}

// percentile is the nearest-rank p-th percentile (0 < p <= 100) of sorted
// latencies: the smallest value that at least p% of them do not exceed.
func percentile(sorted []time.Duration, p float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	rank := int(math.Ceil(p / 100 * float64(len(sorted))))
	return sorted[min(max(rank, 1), len(sorted))-1]
}

// getter returns a load function that GETs url with gzip accepted (and
// token, if any, as the Authorization header) and drains the body.
func getter(url, token string) func(int) error {
	return func(int) error {
		req, _ := http.NewRequest(http.MethodGet, url, nil)
		req.Header.Set("Accept-Encoding", "gzip")
		if token != "" {
			req.Header.Set("Authorization", token)
		}
		res, err := client.Do(req)
		if err != nil {
			return err
		}
		defer res.Body.Close()
		if _, err := io.Copy(io.Discard, res.Body); err != nil {
			return err
		}
		if res.StatusCode != http.StatusOK {
			return fmt.Errorf("status %d", res.StatusCode)
		}
		return nil
	}
}
