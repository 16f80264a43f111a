// Package journal keeps the tax receipt numbers issued, outside the
// database: one JSON line per number, appended and synced to disk as the
// number is issued, in a file beside the data directory. Restoring a backup
// puts the database back in time but leaves this file as it was, so the
// server can tell which numbers donors already hold that its database no
// longer knows, and never hand them out twice.
package journal

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
)

// Kinds of line.
const (
	// KindIssued: the number was given to a receipt.
	KindIssued = "issued"
	// KindLost: an operator recorded that the database lost the number's
	// receipt (a restored backup older than it), and why; the series resumes
	// after it.
	KindLost = "lost"
)

// Entry is one line of the journal.
type Entry struct {
	Kind     string `json:"kind"`
	Number   string `json:"number"` // YYYY-NNNNNN
	Year     int    `json:"year"`
	Seq      int    `json:"seq"`
	Receipt  string `json:"receipt,omitempty"`  // the receipt's record id
	Donation string `json:"donation,omitempty"` // a one-off gift's id
	// TaxYear and Donor say whose year an annual receipt covers: Donor is
	// the SHA-256 of the lower-cased email, not the email itself.
	TaxYear int    `json:"taxYear,omitempty"`
	Donor   string `json:"donor,omitempty"`
	SHA256  string `json:"sha256,omitempty"` // of the receipt's PDF
	At      string `json:"at"`               // when issued, or when the loss was recorded (UTC)
	Reason  string `json:"reason,omitempty"` // why a number is lost
}

// PathBeside is where the journal of a data directory lives: next to it,
// never inside, since a restore replaces what the directory holds.
func PathBeside(dataDir string) string {
	return filepath.Clean(dataDir) + ".receipts.jsonl"
}

// Journal is an append-only journal file; its methods are safe for
// concurrent use.
type Journal struct {
	path string
	mu   sync.Mutex
}

// At is the journal at path (which may not exist yet).
func At(path string) *Journal { return &Journal{path: path} }

// Path is the journal's file.
func (j *Journal) Path() string { return j.path }

// Read returns every entry, in the order written. A missing file is an
// empty journal. Unreadable counts lines that are not an entry: a line cut
// short by a crash while it was written (its receipt was committed before,
// so the database still has it) or a damaged file.
func (j *Journal) Read() (entries []Entry, unreadable int, err error) {
	j.mu.Lock()
	defer j.mu.Unlock()
	f, err := os.Open(j.path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, 0, nil
	}
	if err != nil {
		return nil, 0, err
	}
	defer f.Close()
	lines := bufio.NewScanner(f)
	lines.Buffer(make([]byte, 0, 4096), 1<<20)
	for lines.Scan() {
		line := bytes.TrimSpace(lines.Bytes())
		if len(line) == 0 {
			continue
		}
		var e Entry
		if json.Unmarshal(line, &e) != nil || e.Number == "" {
			unreadable++
			continue
		}
		entries = append(entries, e)
	}
	return entries, unreadable, lines.Err()
}

// Append writes entries at the end of the journal and syncs them to disk
// before it returns: once it has, a crash or a restore cannot take them back.
func (j *Journal) Append(entries ...Entry) error {
	if len(entries) == 0 {
		return nil
	}
	var buf bytes.Buffer
	for _, e := range entries {
		line, err := json.Marshal(e)
		if err != nil {
			return err
		}
		buf.Write(line)
		buf.WriteByte('\n')
	}
	j.mu.Lock()
	defer j.mu.Unlock()
	f, created, err := openAppending(j.path)
	if err != nil {
		return err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return err
	}
	if created {
		// A new file is durable only once its directory entry is.
		if err := syncDir(filepath.Dir(j.path)); err != nil {
			return err
		}
	} else if torn, err := endsMidLine(f, info.Size()); err != nil {
		return err
	} else if torn {
		// The last line was cut by a crash: start a line of our own.
		buf = *bytes.NewBuffer(append([]byte{'\n'}, buf.Bytes()...))
	}
	if _, err := f.Write(buf.Bytes()); err != nil {
		return fmt.Errorf("journal %s: %w", j.path, err)
	}
	if err := f.Sync(); err != nil {
		return fmt.Errorf("journal %s: %w", j.path, err)
	}
	return nil
}

// openAppending opens the journal to append, creating it when missing (an
// operator may create it empty beforehand, e.g. for a sandboxed service
// that may write that file and not its folder).
func openAppending(path string) (f *os.File, created bool, err error) {
	f, err = os.OpenFile(path, os.O_RDWR|os.O_APPEND|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, fs.ErrExist) {
		f, err = os.OpenFile(path, os.O_RDWR|os.O_APPEND, 0)
		return f, false, err
	}
	return f, err == nil, err
}

func endsMidLine(f *os.File, size int64) (bool, error) {
	if size == 0 {
		return false, nil
	}
	last := make([]byte, 1)
	if _, err := f.ReadAt(last, size-1); err != nil && !errors.Is(err, io.EOF) {
		return false, err
	}
	return last[0] != '\n', nil
}

func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}
