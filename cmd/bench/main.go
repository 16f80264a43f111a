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
	"slices"
	"strings"
	"time"
)

// section is one measured part of the report, in Markdown starting with its
// "## " heading. Most load the shared freshly seeded server; one with its own
// data (ownServer) starts its own and gets a nil target.
type section struct {
	name      string
	run       func(t *target) (string, error)
	ownServer bool
}

// serverBin is the built server each target runs.
var serverBin string

func main() {
	flag.StringVar(&serverBin, "bin", "bin/foundation", "the built server")
	out := flag.String("out", "docs/BENCHMARKS.md", "where the report goes")
	only := flag.String("only", "", "comma-separated sections to run (site, kept, campaign, shop, donations, staff, receipts, backup, reach, paging, replica); "+
		"their parts of -out are replaced and the rest of the file is kept")
	flag.Parse()

	chosen := sections
	if *only != "" {
		names := strings.Split(*only, ",")
		chosen = slices.DeleteFunc(slices.Clone(sections), func(s section) bool { return !slices.Contains(names, s.name) })
		if len(chosen) != len(names) {
			log.Fatalf("-only %s: sections are %s", *only, sectionNames())
		}
	}

	var shared *target
	if slices.ContainsFunc(chosen, func(s section) bool { return !s.ownServer }) {
		var err error
		if shared, err = startTarget(serverBin); err != nil {
			log.Fatal(err)
		}
		defer shared.stop()
	}
	parts := make([]string, 0, len(chosen))
	for _, s := range chosen {
		text, err := s.run(shared)
		if err != nil {
			shared.stop()
			log.Fatal(err)
		}
		parts = append(parts, text)
	}

	var report string
	if *only == "" {
		report = header() + strings.Join(parts, "\n")
	} else {
		old, err := os.ReadFile(*out)
		if err != nil && !os.IsNotExist(err) {
			log.Fatal(err)
		}
		report = string(old)
		if report == "" {
			report = header()
		}
		for _, p := range parts {
			report = replaceSection(report, p)
		}
	}
	if err := os.WriteFile(*out, []byte(report), 0o644); err != nil {
		log.Fatal(err)
	}
	fmt.Print(strings.Join(parts, "\n"))
}

func header() string {
	return fmt.Sprintf("# Benchmarks\n\nMeasured by `make bench` on %s: %d cores, Go %s. "+
		"Loads run against a freshly seeded server started by the benchmark on loopback; "+
		"its rate limits are raised for the run (`RATE_LIMIT_*` variables) so the server, not the limiter, is measured.\n\n",
		time.Now().UTC().Format("2006-01-02"), runtime.NumCPU(), runtime.Version())
}

func sectionNames() string {
	names := make([]string, 0, len(sections))
	for _, s := range sections {
		names = append(names, s.name)
	}
	return strings.Join(names, ", ")
}

// replaceSection puts part (which starts with its "## " heading) in place of
// the report's section of the same heading, or at its end.
func replaceSection(report, part string) string {
	heading, _, _ := strings.Cut(part, "\n")
	start := strings.Index(report, heading+"\n")
	if start < 0 {
		return strings.TrimRight(report, "\n") + "\n\n" + part
	}
	end := len(report)
	if next := strings.Index(report[start+len(heading):], "\n## "); next >= 0 {
		end = start + len(heading) + next + 1
	}
	if end < len(report) {
		part += "\n"
	}
	return report[:start] + part + report[end:]
}
