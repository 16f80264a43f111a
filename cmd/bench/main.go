// Command bench measures the site on this machine and writes docs/BENCHMARKS.md.
// Every load targets a server it starts itself on loopback, with bounded
// request counts, and stops by itself.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"runtime"
	"strings"
	"time"
)

// section is one measured part of the report, in Markdown.
type section func(t *target) (string, error)

func main() {
	bin := flag.String("bin", "bin/foundation", "the built server")
	out := flag.String("out", "docs/BENCHMARKS.md", "where the report goes")
	flag.Parse()

	t, err := startTarget(*bin)
	if err != nil {
		log.Fatal(err)
	}
	defer t.stop()

	var report strings.Builder
	fmt.Fprintf(&report, "# Benchmarks\n\nMeasured by `make bench` on %s: %d cores, Go %s. "+
		"Loads run against a freshly seeded server started by the benchmark on loopback; "+
		"its rate limits are raised for the run (`RATE_LIMIT_*` variables) so the server, not the limiter, is measured.\n\n",
		time.Now().UTC().Format("2006-01-02"), runtime.NumCPU(), runtime.Version())
	for _, s := range sections {
		text, err := s(t)
		if err != nil {
			log.Fatal(err)
		}
		report.WriteString(text)
		report.WriteString("\n")
	}
	if err := os.WriteFile(*out, []byte(report.String()), 0o644); err != nil {
		log.Fatal(err)
	}
	fmt.Print(report.String())
}
