package main

import (
	"encoding/json"
	"fmt"
	"os/exec"
)

// firstLoad opens url in headless Chromium (web/bench/first-load.mjs) and
// returns the gzip bytes of the JS and CSS the page loaded before any interaction.
type firstLoadResult struct {
	JSBytes  int      `json:"jsBytes"`
	CSSBytes int      `json:"cssBytes"`
	Files    []string `json:"files"`
}

func (r firstLoadResult) KB() float64 { return float64(r.JSBytes+r.CSSBytes) / 1024 }

func firstLoad(url string) (firstLoadResult, error) {
	cmd := exec.Command("node", "bench/first-load.mjs", url)
	cmd.Dir = "web"
	out, err := cmd.Output()
	if err != nil {
		return firstLoadResult{}, fmt.Errorf("first-load %s: %w", url, err)
	}
	var r firstLoadResult
	return r, json.Unmarshal(out, &r)
}

// firstLoadRow is a Markdown table row for a page against the 110 KB budget.
func firstLoadRow(path string, r firstLoadResult) string {
	verdict := "within budget"
	if r.KB() > firstLoadBudgetKB {
		verdict = "**over budget**"
	}
	return fmt.Sprintf("| `%s` | %.1f KB | %.1f KB | %.1f KB | %s |\n", path, float64(r.JSBytes)/1024, float64(r.CSSBytes)/1024, r.KB(), verdict)
}

const firstLoadBudgetKB = 110
