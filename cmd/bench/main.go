// Command bench measures the site on this machine and writes docs/BENCHMARKS.md.
// Every load targets a server it starts itself on loopback, with bounded
// request counts, and stops by itself.
package main

import (
	"flag"
	"fmt"
	"log"
	"maps"
	"os"
	"runtime"
	"slices"
	"strings"
	"time"
)

// section is one measured part of the report, in Markdown.
type section func(t *target) (string, error)

// inProcess are the sections that need no server (they run in this process
// on a scratch data dir), by name; they come after the others.
var inProcess = map[string]section{}

func main() {
	bin := flag.String("bin", "bin/foundation", "the built server")
	out := flag.String("out", "docs/BENCHMARKS.md", "where the report goes")
	only := flag.String("only", "", "run only this in-process section (receipts) and replace its part of -out, keeping the others")
	flag.Parse()

	if *only != "" {
		if err := runOnly(*only, *out); err != nil {
			log.Fatal(err)
		}
		return
	}

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
	names := slices.Sorted(maps.Keys(inProcess))
	for _, name := range names {
		sections = append(sections, inProcess[name])
	}
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

// runOnly measures the in-process section name and puts its text in place of
// its own "## " part of the report at path (appended when absent).
func runOnly(name, path string) error {
	s, ok := inProcess[name]
	if !ok {
		return fmt.Errorf("no in-process section %q", name)
	}
	text, err := s(nil)
	if err != nil {
		return err
	}
	old, err := os.ReadFile(path)
	if err != nil && !os.IsNotExist(err) {
		return err
	}
	heading, _, _ := strings.Cut(text, "\n")
	report := string(old)
	if start := strings.Index(report, heading+"\n"); start >= 0 {
		end := len(report)
		if next := strings.Index(report[start+len(heading):], "\n## "); next >= 0 {
			end = start + len(heading) + next + 1
		}
		report = report[:start] + text + "\n" + report[end:]
	} else {
		report = strings.TrimRight(report, "\n") + "\n\n" + text
	}
	fmt.Print(text)
	return os.WriteFile(path, []byte(report), 0o644)
}
