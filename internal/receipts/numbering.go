package receipts

import (
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/notify"
	"foundation/internal/receipts/journal"
)

// The numbering journal (package journal) holds every number issued, beside
// the data directory. Before a number is issued, the database is checked
// against it: when the journal knows numbers the database lacks (a backup
// older than the last receipt was restored), issuing stops, with a clear
// refusal to staff and one mail, until an operator restores a newer backup
// or records those numbers as lost with their reason (`foundation receipts
// acknowledge`); the series then resumes after the highest number known.
//
// Why stop rather than resume past the journal on our own: French law wants
// an unbroken series of unique numbers, and the lost receipts are in donors'
// hands. Only a person knows whether a newer backup exists (which brings
// them back whole) or whether they are gone, and why. A gap recorded with
// its reason can be explained to the tax office; a number given twice cannot
// be taken back, and the server never does it.

// ErrNumberingStopped refuses an issue while the journal knows numbers the
// database lacks.
type ErrNumberingStopped struct {
	Journal string
	Missing []journal.Entry
}

func (e ErrNumberingStopped) Error() string {
	return "Tax receipts are stopped: receipts " + e.numbers("and %d more") + " were issued (the numbering journal " + e.Journal +
		" says so) but the database no longer has them, as after restoring an older backup. Issuing now could give a donor a number " +
		"another donor already holds. An operator must restore a newer backup, or record these numbers as lost with " +
		"`foundation receipts acknowledge --reason \"…\"`; receipts then resume after the highest number."
}

// numbering is the journal of app's data directory, checked against the
// database; it lives in the app's store.
type numbering struct {
	journal *journal.Journal
	mu      sync.Mutex
	// agreed: the last check found every number of the journal in the
	// database (or recorded as lost).
	agreed  bool
	missing []journal.Entry
	// floor is the highest seq of each year the journal knows.
	floor map[int]int
	// held names, by heldKey, the receipts the journal knows and the
	// database lost: a donor holds each, so its gift (or its donor's year)
	// gets no other.
	held map[string]string
	// unwritten: the journal could not take a receipt (disk full,
	// permissions); issuing waits until a check has written it.
	unwritten bool
	// alerted: the staff were mailed that receipts are stopped.
	alerted bool
}

const numberingKey = "foundation.receipts.numbering"

func numberingOf(app core.App) *numbering {
	return app.Store().GetOrSet(numberingKey, func() any {
		return &numbering{journal: journal.At(journal.PathBeside(app.DataDir())), floor: map[int]int{}, held: map[string]string{}}
	}).(*numbering)
}

// keepNumbering journals each receipt once its transaction committed, and
// checks the journal when the server starts, so staff learn of a gap then
// rather than at the next gift.
func keepNumbering(app core.App) {
	app.OnRecordAfterCreateSuccess(Collection).BindFunc(func(e *core.RecordEvent) error {
		numberingOf(e.App).record(e.App, receiptOf(e.Record))
		return e.Next()
	})
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		n := numberingOf(se.App)
		err := n.allow(se.App)
		var stopped ErrNumberingStopped
		if errors.As(err, &stopped) {
			n.alertOnce(se.App, stopped)
		} else if err != nil {
			se.App.Logger().Error("receipts: not issuing", "error", err)
		}
		return se.Next()
	})
}

// allow returns nil when a number may be issued: the journal and the
// database agree. While they do not, each call checks again, so a newer
// backup restored or an acknowledgement takes effect without a restart.
func (n *numbering) allow(app core.App) error {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.agreed && !n.unwritten {
		return nil
	}
	if err := n.check(app); err != nil {
		return fmt.Errorf("receipts: the numbering journal %s cannot be checked, so no number is issued: %w", n.journal.Path(), err)
	}
	if n.agreed {
		n.alerted = false
		return nil
	}
	return ErrNumberingStopped{Journal: n.journal.Path(), Missing: n.missing}
}

// numbers lists the missing numbers: the first ten, then how many more,
// as more says it ("and %d more").
func (e ErrNumberingStopped) numbers(more string) string {
	numbers := make([]string, 0, len(e.Missing))
	for _, m := range e.Missing {
		numbers = append(numbers, m.Number)
	}
	if len(numbers) > 10 {
		numbers = append(numbers[:10], fmt.Sprintf(more, len(e.Missing)-10))
	}
	return strings.Join(numbers, ", ")
}

// alertOnce mails the staff, in French (notify.ToStaff), the first time
// receipts are found stopped. app must not be in a transaction: the mail
// must not roll back with the issue it refused.
func (n *numbering) alertOnce(app core.App, stopped ErrNumberingStopped) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.alerted {
		return
	}
	n.alerted = true
	app.Logger().Error("receipts: numbers missing from the database", "journal", stopped.Journal, "missing", len(stopped.Missing))
	notify.ToStaff(app, notify.Mail{
		Subject: "Reçus fiscaux arrêtés : numéros absents de la base de données", Ref: "receipts/numbering",
		Heading: "Les reçus fiscaux sont arrêtés",
		Paragraphs: []string{"Les reçus " + stopped.numbers("et %d autres") + " ont été émis (le journal de numérotation " + stopped.Journal +
			" le dit), mais la base de données ne les a plus, comme après la restauration d’une sauvegarde plus ancienne. En émettre " +
			"maintenant pourrait donner à un donateur un numéro qu’un autre donateur a déjà. Une personne qui s’occupe du serveur " +
			"doit restaurer une sauvegarde plus récente, ou noter ces numéros comme perdus avec " +
			"`foundation receipts acknowledge --reason \"…\"` ; les reçus reprennent alors après le plus grand numéro.",
			"Les dons continuent d’arriver ; leurs reçus pourront être émis depuis l’écran des reçus une fois le problème réglé."},
	})
}

// check compares the journal with the database (n.mu held): it finds the
// numbers the database lacks and writes to the journal the receipts it
// lacks (receipts issued before the journal existed, or that it could not
// take at the time).
func (n *numbering) check(app core.App) error {
	entries, unreadable, err := n.journal.Read()
	if err != nil {
		return err
	}
	if unreadable > 0 {
		app.Logger().Warn("receipts: the numbering journal has unreadable lines", "journal", n.journal.Path(), "lines", unreadable)
	}
	var stored []*Receipt
	if err := app.RecordQuery(Collection).All(&stored); err != nil {
		return err
	}
	inDatabase := make(map[string]bool, len(stored))
	for _, r := range stored {
		inDatabase[entryKey(entryOf(r))] = true
	}
	journaled, lost := map[string]bool{}, map[string]bool{}
	for _, e := range entries {
		n.floor[e.Year] = max(n.floor[e.Year], e.Seq)
		if e.Kind == journal.KindLost {
			lost[e.Number] = true
		} else {
			journaled[entryKey(e)] = true
		}
	}
	n.missing, n.held = nil, map[string]string{}
	for _, e := range entries {
		if inDatabase[entryKey(e)] {
			continue
		}
		if key := heldKey(e); key != "" {
			n.held[key] = e.Number
		}
		if e.Kind == journal.KindIssued && !lost[e.Number] {
			n.missing = append(n.missing, e)
			lost[e.Number] = true // listed once
		}
	}
	var unjournaled []journal.Entry
	for _, r := range stored {
		if e := entryOf(r); !journaled[entryKey(e)] {
			unjournaled = append(unjournaled, e)
			n.floor[e.Year] = max(n.floor[e.Year], e.Seq)
		}
	}
	if err := n.journal.Append(unjournaled...); err != nil {
		return err
	}
	n.unwritten = false
	n.agreed = len(n.missing) == 0
	return nil
}

// record journals a receipt just committed. A journal that fails is logged
// and stops the next issue until it takes the receipt: the receipt itself
// stands, and its mail goes.
func (n *numbering) record(app core.App, r *Receipt) {
	e := entryOf(r)
	n.mu.Lock()
	defer n.mu.Unlock()
	n.floor[e.Year] = max(n.floor[e.Year], e.Seq)
	if err := n.journal.Append(e); err != nil {
		n.unwritten = true
		app.Logger().Error("receipts: the numbering journal did not take a receipt; no other is issued until it does",
			"journal", n.journal.Path(), "number", e.Number, "error", err)
	}
}

// next is the number to issue in year, seq being the database's next one:
// after a recorded loss the journal knows higher numbers than the database.
func (n *numbering) next(year, seq int) int {
	n.mu.Lock()
	defer n.mu.Unlock()
	return max(seq, n.floor[year]+1)
}

func entryOf(r *Receipt) journal.Entry {
	e := journal.Entry{Kind: journal.KindIssued, Number: r.Number(), Year: r.Year(), Seq: r.Seq(), Receipt: r.Id,
		Donation: r.DonationID(), SHA256: r.SHA256(), At: r.IssuedAt().String()}
	if r.Kind() == KindAnnual {
		e.TaxYear, e.Donor = r.TaxYear(), donorHash(r.DonorEmail(), r.DonorIdentity())
	}
	return e
}

// entryKey names one issue: a number given to one receipt.
func entryKey(e journal.Entry) string { return e.Number + "/" + e.Receipt }
