package config_test

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"foundation/internal/config"
)

// exampleFile reads deploy/foundation.env.example with its commented-out
// variables switched on, as an operator who only uncommented them would.
func exampleFile(t *testing.T) map[string]string {
	t.Helper()
	f, err := os.Open("../../deploy/foundation.env.example")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	vars := map[string]string{}
	lines := bufio.NewScanner(f)
	for lines.Scan() {
		line := strings.TrimPrefix(strings.TrimSpace(lines.Text()), "#")
		name, value, ok := strings.Cut(line, "=")
		if !ok || strings.ContainsAny(name, " ") {
			continue
		}
		vars[name] = strings.Trim(value, `"`)
	}
	return vars
}

// The example environment file, unedited, does not start a production
// server: each placeholder is named, so the operator fixes them in one go.
func TestProductionRefusesTheExampleFilesPlaceholders(t *testing.T) {
	vars := exampleFile(t)
	_, err := config.Load(env(vars))
	if err == nil {
		t.Fatal("the unedited example file started a production server")
	}
	placeholders := 0
	for name, value := range vars {
		if strings.Contains(value, "change-me") || strings.Contains(value, "example.org") || name == "PB_ENCRYPTION_KEY" {
			placeholders++
			if !strings.Contains(err.Error(), name+" ") && !strings.Contains(err.Error(), name+"=") {
				t.Errorf("%s=%s is not named:\n%v", name, value, err)
			}
		}
	}
	if placeholders < 10 {
		t.Errorf("only %d placeholders in the example file: is it still read?", placeholders)
	}
	// Outside production the same values are the developer's business.
	if _, err := config.Load(env(with(vars, map[string]string{"APP_ENV": "development", "PAYPAL_API_BASE": "-"}))); err != nil &&
		strings.Contains(err.Error(), "example") {
		t.Errorf("development refused the example values: %v", err)
	}
}

// A real value under a name that merely contains "example" is not a placeholder.
func TestARealDomainIsNoPlaceholder(t *testing.T) {
	if _, err := config.Load(env(with(production, map[string]string{"SITE_URL": "https://example.org.fondation-diallo.fr",
		"STAFF_EMAIL": "equipe@myexample.org"}))); err != nil {
		t.Fatal(err)
	}
}
