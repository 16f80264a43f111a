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
	for _, args := range [][]string{
		{"superuser", "upsert", adminEmail, adminPassword, "--dir", dir},
		{"seed", "--dir", dir},
	} {
		if out, err := exec.Command(bin, args...).CombinedOutput(); err != nil {
			os.RemoveAll(dir)
			return nil, fmt.Errorf("%s %v: %v\n%s", bin, args, err, out)
		}
	}
	t, err := serve(bin, dir, nil)
	if err != nil {
		return nil, err
	}
	if t.AdminToken, err = adminToken(t.BaseURL); err != nil {
		t.stop()
		return nil, err
	}
	return t, nil
}

// serve starts bin on dir at a free loopback port with the bench's limits
// and waits until it answers; the target owns dir from then on (stop removes
// it), even when serve fails. A non-nil heap reads the server's GC trace.
func serve(bin, dir string, heap *heapWatch) (*target, error) {
	t := &target{dir: dir}
	port, err := freePort()
	if err != nil {
		t.stop()
		return nil, err
	}
	t.BaseURL = fmt.Sprintf("http://127.0.0.1:%d", port)
	t.cmd = exec.Command(bin, "serve", "--http", fmt.Sprintf("127.0.0.1:%d", port), "--dir", dir)
	t.cmd.Env = append(append(os.Environ(), benchEnv...), "SITE_URL="+t.BaseURL)
	if heap != nil {
		t.cmd.Env = append(t.cmd.Env, "GODEBUG=gctrace=1")
		t.cmd.Stderr = heap
	}
	if err := t.cmd.Start(); err != nil {
		t.stop()
		return nil, err
	}
	if err := waitHealthy(t.BaseURL); err != nil {
		t.stop()
		return nil, err
	}
	return t, nil
}

// stop kills the server and removes its data; a nil target is a no-op.
func (t *target) stop() {
	if t == nil {
		return
	}
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
