package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"sync"
)

// firstLoad opens url in headless Chromium (web/bench/first-load.mjs) and
// returns the gzip bytes of the JS and CSS the page loaded before any interaction.
type firstLoadResult struct {
	JSBytes  int      `json:"jsBytes"`
	CSSBytes int      `json:"cssBytes"`
	Files    []string `json:"files"`
}

func (r firstLoadResult) KB() float64 { return float64(r.JSBytes+r.CSSBytes) / 1024 }

// A measure that fails is taken once more: twice in about ten bench runs the
// script failed on one page, after the whole Lighthouse section, and never
// when run by hand; its error output is in the message.
func firstLoad(url string) (firstLoadResult, error) {
	r, err := firstLoadOnce(url)
	if err != nil {
		r, err = firstLoadOnce(url)
	}
	return r, err
}

func firstLoadOnce(url string) (firstLoadResult, error) {
	var r firstLoadResult
	return r, browserScript("first-load", url, &r)
}

// browserScript runs web/bench/<name>.mjs on url and reads the JSON it prints into v.
func browserScript(name, url string, v any) error {
	cmd := exec.Command("node", "bench/"+name+".mjs", url)
	cmd.Dir = "web"
	out, err := cmd.Output()
	if err != nil {
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			return fmt.Errorf("%s %s: %w: %s", name, url, err, exit.Stderr)
		}
		return fmt.Errorf("%s %s: %w", name, url, err)
	}
	return json.Unmarshal(out, v)
}

// firstLoadRow is a Markdown table row for a page against its budget.
func firstLoadRow(path string, r firstLoadResult) string {
	verdict := "within budget"
	if r.KB() > firstLoadBudget(path) {
		verdict = "**over budget**"
	}
	return fmt.Sprintf("| `%s` | %.1f KB | %.1f KB | %.1f KB | %.0f KB | %s |\n", path, float64(r.JSBytes)/1024, float64(r.CSSBytes)/1024, r.KB(), firstLoadBudget(path), verdict)
}

// firstLoadTableHead heads a table of firstLoadRow rows.
const firstLoadTableHead = "| page | JS | CSS | total | budget | verdict |\n|---|---|---|---|---|---|\n"

// firstLoadBudget is a page's gzip JS + CSS budget in KB: the home page, every
// visitor's first, has the tightest.
func firstLoadBudget(path string) float64 {
	if path == "/" {
		return firstLoadBudgets().Home
	}
	return firstLoadBudgets().OtherPages
}

// firstLoadBudgets are read once from web/bench/budgets.json, which make test
// checks too (web/e2e/budgets.spec.ts).
var firstLoadBudgets = sync.OnceValue(func() (budgets struct {
	Home       float64 `json:"home"`
	OtherPages float64 `json:"otherPages"`
}) {
	raw, err := os.ReadFile("web/bench/budgets.json")
	if err == nil {
		err = json.Unmarshal(raw, &budgets)
	}
	if err != nil {
		panic(fmt.Sprintf("the first-load budgets: %v", err))
	}
	return budgets
})
