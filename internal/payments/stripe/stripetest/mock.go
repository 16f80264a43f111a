// Package stripetest runs stripe-mock and fabricates signed webhook bodies so
// payment code can be tested offline against the real wire formats.
package stripetest

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"
)

// buildTimeout covers a cold build of stripe-mock (about 10 s on a warm
// module cache) with room for a slow CI machine.
const buildTimeout = 5 * time.Minute

// startTimeout covers stripe-mock loading its embedded OpenAPI spec (well
// under a second normally).
const startTimeout = 30 * time.Second

const listeningPrefix = "Listening for HTTP at address: "

// mockBinary asks the go command for the stripe-mock executable declared as a
// tool in go.mod. `go tool -n` builds it into the build cache and prints its
// path, so it is built once per machine, not once per test, and works offline
// once the module is in the module cache. Running the binary directly (rather
// than through `go tool`) lets cleanup kill the server itself.
var mockBinary = sync.OnceValues(func() (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), buildTimeout)
	defer cancel()
	var stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, "go", "tool", "-n", "stripe-mock")
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("go tool -n stripe-mock: %w\n%s", err, stderr.String())
	}
	return strings.TrimSpace(string(out)), nil
})

// StartMock starts a private stripe-mock on a free loopback port and returns
// its base URL for Config.APIBase. The server is stopped when t ends. It fails
// t, never skips, when stripe-mock cannot be built or started: a payment test
// that silently does not run is worse than a red build.
func StartMock(t testing.TB) (apiBase string) {
	t.Helper()
	bin, err := mockBinary()
	if err != nil {
		t.Fatalf("stripetest: cannot build stripe-mock (is `tool github.com/stripe/stripe-mock` in go.mod and the module downloadable?): %v", err)
	}

	// Port 0 lets the kernel pick, so parallel test processes never collide.
	// HTTPS is given its own free port only because stripe-mock otherwise
	// binds the fixed default 12112.
	cmd := exec.Command(bin, "-http-addr", "127.0.0.1:0", "-https-addr", "127.0.0.1:0")
	var stderr lockedBuffer
	cmd.Stderr = &stderr
	// An io.Pipe rather than StdoutPipe: closing it once the process is
	// reaped ends the banner scan at once if stripe-mock dies during startup.
	stdout, stdoutWriter := io.Pipe()
	cmd.Stdout = stdoutWriter
	if err := cmd.Start(); err != nil {
		t.Fatalf("stripetest: start stripe-mock %s: %v", bin, err)
	}
	exited := make(chan struct{})
	go func() {
		_ = cmd.Wait()
		stdoutWriter.Close()
		close(exited)
	}()
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		<-exited
	})

	addr, err := awaitListening(stdout, startTimeout)
	if err != nil {
		t.Fatalf("stripetest: stripe-mock did not start: %v\nstderr: %s", err, stderr.String())
	}
	apiBase = "http://" + addr
	if err := awaitAnswer(apiBase, startTimeout); err != nil {
		t.Fatalf("stripetest: stripe-mock at %s does not answer: %v\nstderr: %s", apiBase, err, stderr.String())
	}
	return apiBase
}

// awaitListening reads stripe-mock's startup banner for the address the
// kernel assigned, then keeps draining stdout so the server never blocks on
// a full pipe.
func awaitListening(stdout io.Reader, timeout time.Duration) (string, error) {
	found := make(chan string, 1)
	go func() {
		scanner := bufio.NewScanner(stdout)
		for scanner.Scan() {
			if addr, ok := strings.CutPrefix(scanner.Text(), listeningPrefix); ok {
				select {
				case found <- addr:
				default:
				}
			}
		}
		_, _ = io.Copy(io.Discard, stdout) // in case the scanner gave up on a long line
		close(found)
	}()
	select {
	case addr, ok := <-found:
		if !ok {
			return "", errors.New("exited before listening")
		}
		return addr, nil
	case <-time.After(timeout):
		return "", fmt.Errorf("no %q line within %s", listeningPrefix, timeout)
	}
}

func awaitAnswer(apiBase string, timeout time.Duration) error {
	client := &http.Client{Timeout: time.Second}
	deadline := time.Now().Add(timeout)
	for {
		req, err := http.NewRequest(http.MethodGet, apiBase+"/v1/balance", nil)
		if err != nil {
			return err
		}
		req.SetBasicAuth("sk_test_stripetest", "")
		resp, err := client.Do(req)
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
			err = fmt.Errorf("GET /v1/balance: %s", resp.Status)
		}
		if time.Now().After(deadline) {
			return err
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// lockedBuffer lets the exec package write stderr while a failing test reads it.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
