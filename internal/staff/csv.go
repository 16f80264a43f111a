package staff

import (
	"encoding/csv"
	"io"
	"net/http"
	"regexp"
	"strings"
)

// utf8BOM makes spreadsheet programs read the file as UTF-8, so accents
// (Hélène, Besançon) open as written.
const utf8BOM = "\uFEFF"

// formulaStarts are the first characters that make a spreadsheet evaluate
// a cell; a donor's name or a message could carry one.
const formulaStarts = "=+-@\t\r"

// plainNumber is an amount as the exports write it ("-25.00", "-25,00"):
// a spreadsheet reads it as a number, never as a formula.
var plainNumber = regexp.MustCompile(`^-?[0-9]+([.,][0-9]+)?$`)

// SafeCell neutralises a value a spreadsheet would run as a formula by
// prefixing it with an apostrophe, which spreadsheets show as text; a plain
// number (a refund's -25.00) stays a number.
func SafeCell(v string) string {
	if v != "" && strings.ContainsRune(formulaStarts, rune(v[0])) && !plainNumber.MatchString(v) {
		return "'" + v
	}
	return v
}

// CSVWriter writes an RFC 4180 CSV (CRLF line ends) with a BOM, row by row,
// flushing as it goes so a large export never sits in memory.
type CSVWriter struct {
	w     *csv.Writer
	flush func()
	rows  int
}

// NewCSV starts a CSV download named filename with its header row.
func NewCSV(w http.ResponseWriter, filename string, header []string) (*CSVWriter, error) {
	return NewCSVSeparatedBy(w, filename, header, ',')
}

// NewCSVSeparatedBy is NewCSV with cells separated by comma (';' for a
// French spreadsheet, whose decimals take the comma).
func NewCSVSeparatedBy(w http.ResponseWriter, filename string, header []string, comma rune) (*CSVWriter, error) {
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="`+filename+`"`)
	w.Header().Set("Cache-Control", "no-store")
	if _, err := io.WriteString(w, utf8BOM); err != nil {
		return nil, err
	}
	c := &CSVWriter{w: csv.NewWriter(w), flush: func() {}}
	c.w.UseCRLF = true
	c.w.Comma = comma
	if f, ok := w.(http.Flusher); ok {
		c.flush = f.Flush
	}
	return c, c.write(header)
}

// Row writes one row, each cell made safe for spreadsheets (SafeCell).
func (c *CSVWriter) Row(cells ...string) error {
	if err := c.write(cells); err != nil {
		return err
	}
	c.rows++
	return nil
}

// Rows is how many rows (the header aside) were written.
func (c *CSVWriter) Rows() int { return c.rows }

func (c *CSVWriter) write(cells []string) error {
	safe := make([]string, len(cells))
	for i, v := range cells {
		safe[i] = SafeCell(v)
	}
	return c.w.Write(safe)
}

// Flush ends a batch of rows: they go to the client now.
func (c *CSVWriter) Flush() error {
	c.w.Flush()
	c.flush()
	return c.w.Error()
}
