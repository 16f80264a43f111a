package receipts

import (
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/donate"
	"foundation/internal/notify"
)

// AnnualSchedule runs last year's annual receipts by themselves on 5
// January at 06:00 UTC (07:00 in Paris): the year's last card and PayPal
// payments have settled, and donors have their receipt long before the
// income tax return opens in April. The treasurer may still run it by hand
// (POST /api/staff/receipts/annual); a run is idempotent.
const AnnualSchedule = "0 6 5 1 *"

func runAnnualEveryJanuary(app core.App) {
	app.Cron().MustAdd("receiptsAnnual", AnnualSchedule, func() { RunAnnualOfLastYear(app, time.Now()) })
}

// RunAnnualOfLastYear runs the annual receipts of the year before now's
// (Paris time) and mails the staff what it issued and what it could not,
// and why.
func RunAnnualOfLastYear(app core.App, now time.Time) (AnnualRun, error) {
	year := now.In(donate.Paris).Year() - 1
	run, err := RunAnnual(app, year, now)
	app.Logger().Info("receipts: the annual run of the new year", "year", year, "issued", run.Issued,
		"alreadyIssued", run.AlreadyIssued, "blocked", len(run.Blocked), "error", err)
	m := notify.Mail{ // in French, the staff's language (notify.ToStaff)
		Subject: fmt.Sprintf("Reçus fiscaux annuels %d : %d émis, %d %s", year, run.Issued, len(run.Blocked), frenchPlural(len(run.Blocked), "bloqué", "bloqués")),
		Ref:     "receipts/annual/" + strconv.Itoa(year), Kind: "receipt.annual-run",
		Heading: fmt.Sprintf("Les reçus fiscaux annuels de %d", year),
		Paragraphs: []string{fmt.Sprintf("L’émission annuelle a produit %d %s pour les dons hebdomadaires et mensuels (%d déjà émis avant).",
			run.Issued, frenchPlural(run.Issued, "reçu", "reçus"), run.AlreadyIssued)},
	}
	if err != nil {
		m.Subject = fmt.Sprintf("Reçus fiscaux annuels %d : l’émission ne s’est pas terminée", year)
		m.Paragraphs = append(m.Paragraphs, "Elle s’est arrêtée : "+err.Error(),
			"Relancez-la depuis l’écran des reçus une fois le problème corrigé ; ce qui a été émis est gardé.")
	}
	if len(run.Blocked) > 0 {
		m.Paragraphs = append(m.Paragraphs, "Ces donateurs n’en ont reçu aucun ; corrigez ce qui bloque chacun (ses coordonnées, depuis sa page), "+
			"puis relancez l’émission depuis l’écran des reçus :")
		for _, b := range run.Blocked {
			m.Rows = append(m.Rows, notify.Row{Label: b.Name + " <" + b.Email + ">", Value: b.Reason})
		}
	}
	notify.ToStaff(app, m)
	return run, err
}

// frenchPlural is one or many as n asks in French: 0 and 1 are singular.
func frenchPlural(n int, one, many string) string {
	if n > 1 {
		return many
	}
	return one
}

// ShowAnnualRun answers GET /api/staff/receipts/annual?year= (last
// year by default): where its annual receipts stand, for the treasurer's home.
func ShowAnnualRun(e *core.RequestEvent) error {
	now := time.Now()
	year := now.In(donate.Paris).Year() - 1
	if raw := e.Request.URL.Query().Get("year"); raw != "" {
		year, _ = strconv.Atoi(raw) // not a number: 0, refused below
	}
	if err := CheckYear(year, now); err != nil {
		return refused(e, err, "Choose a year that is over.")
	}
	status, err := StatusOfYear(e.App, year)
	if err != nil {
		return e.InternalServerError("", err)
	}
	return e.JSON(http.StatusOK, status)
}
