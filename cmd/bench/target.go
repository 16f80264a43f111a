package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"time"
)

// target is a running server of ours with a superuser token for checks.
type target struct {
	BaseURL    string
	AdminToken string
	cmd        *exec.Cmd
	dir        string
}

const (
	adminEmail    = "bench@example.org"
	adminPassword = "bench-password-123"
)

// benchEnv raises the per-IP limits: every benchmark client shares 127.0.0.1.
var benchEnv = []string{"APP_ENV=development", "RATE_LIMIT_ORDERS=1000000", "RATE_LIMIT_DONATIONS=1000000",
	"RATE_LIMIT_CONTACT=1000000", "RATE_LIMIT_ORDER_READS=1000000", "RATE_LIMIT_CAPTURES=1000000", "RATE_LIMIT_CAPTURES_PER_RECORD=1000000"}

func startTarget(bin string) (*target, error) {
	dir, err := os.MkdirTemp("", "foundation-bench-")
	if err != nil {
		return nil, err
	}
	port, err := freePort()
	if err != nil {
		return nil, err
	}
	t := &target{BaseURL: fmt.Sprintf("http://127.0.0.1:%d", port), dir: dir}
	for _, args := range [][]string{
		{"superuser", "upsert", adminEmail, adminPassword, "--dir", dir},
		{"seed", "--dir", dir},
	} {
		if out, err := exec.Command(bin, args...).CombinedOutput(); err != nil {
			return nil, fmt.Errorf("%s %v: %v\n%s", bin, args, err, out)
		}
	}
	t.cmd = exec.Command(bin, "serve", "--http", fmt.Sprintf("127.0.0.1:%d", port), "--dir", dir)
	t.cmd.Env = append(append(os.Environ(), benchEnv...), "SITE_URL="+t.BaseURL)
	if err := t.cmd.Start(); err != nil {
		return nil, err
	}
	if err := waitHealthy(t.BaseURL); err != nil {
		t.stop()
		return nil, err
	}
	if t.AdminToken, err = adminToken(t.BaseURL); err != nil {
		t.stop()
		return nil, err
	}
	return t, nil
}

func (t *target) stop() {
	if t.cmd != nil && t.cmd.Process != nil {
		t.cmd.Process.Kill()
		t.cmd.Wait()
	}
	os.RemoveAll(t.dir)
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

func waitHealthy(baseURL string) error {
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		if res, err := http.Get(baseURL + "/api/health"); err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return nil
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	return fmt.Errorf("server at %s did not become healthy", baseURL)
}

func adminToken(baseURL string) (string, error) {
	body, _ := json.Marshal(map[string]string{"identity": adminEmail, "password": adminPassword})
	res, err := http.Post(baseURL+"/api/collections/_superusers/auth-with-password", "application/json", bytes.NewReader(body))
	if err != nil {
		return "", err
	}
	defer res.Body.Close()
	var auth struct {
		Token string `json:"token"`
	}
	if err := json.NewDecoder(res.Body).Decode(&auth); err != nil || auth.Token == "" {
		return "", fmt.Errorf("superuser auth failed (%d): %v", res.StatusCode, err)
	}
	return auth.Token, nil
}

// Count returns how many records of collection match filter, read as the superuser.
func (t *target) Count(collection, filter string) (int, error) {
	req, _ := http.NewRequest(http.MethodGet, t.BaseURL+"/api/collections/"+collection+"/records?perPage=1&filter="+url.QueryEscape(filter), nil)
	req.Header.Set("Authorization", t.AdminToken)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, err
	}
	defer res.Body.Close()
	var page struct {
		TotalItems int `json:"totalItems"`
	}
	if err := json.NewDecoder(res.Body).Decode(&page); err != nil {
		return 0, err
	}
	return page.TotalItems, nil
}
