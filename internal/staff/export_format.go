package staff

import (
	"strconv"
	"strings"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/donate"
	"foundation/internal/money"
)

// ExportFormat is how an export writes its cells (?format=): "fr" for a
// French spreadsheet, French throughout (headers and values in French,
// cells separated by ';', decimal comma, 31/01/2026), "intl" for any other
// (the words as the code names them, ',', decimal point, 2026-01-31).
// Every date and time of every export is Paris time, in both formats: a
// movement reads the same in donations.csv as in payments.csv.
type ExportFormat struct {
	comma      rune
	decimal    string
	dateLayout string
	// words are the French words of the headers and values (frenchWords),
	// nil for the code's own.
	words map[string]string
}

// The formats' names, as ?format= takes them.
const (
	FormatFrench        = "fr"
	FormatInternational = "intl"
)

var exportFormats = map[string]ExportFormat{
	FormatFrench:        {comma: ';', decimal: ",", dateLayout: "02/01/2006", words: frenchWords},
	FormatInternational: {comma: ',', decimal: ".", dateLayout: "2006-01-02"},
}

// formatParam is the query parameter ReadExportFormat reads.
const formatParam = "format"

// ReadExportFormat is the ?format= of an export ("fr" or "intl"), fallback
// when absent; another is a 400 on the format field.
func ReadExportFormat(e *core.RequestEvent, fallback string) (ExportFormat, error) {
	name := e.Request.URL.Query().Get(formatParam)
	if name == "" {
		name = fallback
	}
	f, ok := ExportFormatNamed(name)
	if !ok {
		return ExportFormat{}, apis.NewBadRequestError("Choose the file's format.", validation.Errors{
			formatParam: validation.NewError("validation_invalid_format", "Use fr (French spreadsheet) or intl."),
		})
	}
	return f, nil
}

// ExportFormatNamed is the format called name ("fr" or "intl"), ok false
// for another.
func ExportFormatNamed(name string) (f ExportFormat, ok bool) {
	f, ok = exportFormats[name]
	return f, ok
}

// Amount is c in euros with the format's decimal mark ("-25,00", "-25.00").
func (f ExportFormat) Amount(c money.Cents) string {
	return strings.Replace(c.Decimal(), ".", f.decimal, 1)
}

// DayAndClock is t as a Paris day and time, two cells ("" for no time).
func (f ExportFormat) DayAndClock(t types.DateTime) (day, clock string) {
	if t.IsZero() {
		return "", ""
	}
	paris := t.Time().In(donate.Paris)
	return paris.Format(f.dateLayout), paris.Format("15:04")
}

// Day is t's Paris day alone ("31/01/2026"; "" for no time).
func (f ExportFormat) Day(t types.DateTime) string {
	day, _ := f.DayAndClock(t)
	return day
}

// When is t as a Paris day and time in one cell ("31/01/2026 14:30").
func (f ExportFormat) When(t types.DateTime) string {
	day, clock := f.DayAndClock(t)
	return strings.TrimSpace(day + " " + clock)
}

// Word is a value of the code's vocabulary (a status, a rhythm, a means of
// payment) in the format's language; a value it has no word for (a
// campaign's slug) as it is. Names, addresses and references never go
// through it: a donor called "Card" stays so.
func (f ExportFormat) Word(v string) string {
	if w, ok := f.words[v]; ok {
		return w
	}
	return v
}

// Yes is a yes-or-no cell: "oui"/"non" in French, "true"/"false" else.
func (f ExportFormat) Yes(b bool) string { return f.Word(strconv.FormatBool(b)) }

// Header is an export's column names in the format's language.
func (f ExportFormat) Header(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = f.Word(n)
	}
	return out
}

// AuditedExportIn is AuditedExport in the format f: its header and cells
// separated as f says, the header in f's language; the row cells are the
// caller's, through f (Word, Amount, When).
func AuditedExportIn(e *core.RequestEvent, f ExportFormat, action string, params []string, filename string, header []string, write func(*CSVWriter) error) error {
	return AuditedExportSeparatedBy(e, action, append([]string{formatParam}, params...), filename, f.Header(header), f.comma, write)
}
