package notify

import (
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// Register runs app's outbox while it serves: a worker started with the
// server, woken by every row that becomes due (once its transaction is
// committed) and otherwise every pollEvery for the retries, and stopped on
// SIGTERM; it also records PocketBase's own mails (pocketbase.go). Commands
// that do not serve (migrate, seed, staff add) leave their mails to the
// next start. Staff notices go to staffAddress (STAFF_EMAIL); "" leaves them
// to the sender address.
func Register(app core.App, staffAddress string) {
	app.Store().Set(staffKey, staffAddress)
	w := workerOf(app)
	app.OnServe().BindFunc(func(e *core.ServeEvent) error {
		w.start(app)
		return e.Next()
	})
	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		w.stop(app)
		return e.Next()
	})
	nudge := func(e *core.RecordEvent) error {
		if due(e.Record, time.Now()) {
			w.nudge()
		}
		return e.Next()
	}
	app.OnRecordAfterCreateSuccess(Collection).BindFunc(nudge)
	app.OnRecordAfterUpdateSuccess(Collection).BindFunc(nudge)
	recordPocketBaseMails(app)
}

func (w *worker) start(app core.App) {
	if w.started.CompareAndSwap(false, true) {
		go w.run(app)
	}
}

// run is the served worker: a pass now, then one each time it is woken or
// pollEvery passes, until stop.
func (w *worker) run(app core.App) {
	defer close(w.done)
	tick := time.NewTicker(pollEvery)
	defer tick.Stop()
	for {
		w.pass(app, time.Now, w.quit)
		select {
		case <-w.quit:
			return
		case <-w.wake:
		case <-tick.C:
		}
	}
}

// nudge wakes the served worker, if it is not already due to wake.
func (w *worker) nudge() {
	select {
	case w.wake <- struct{}{}:
	default:
	}
}

// stopWait bounds how long SIGTERM waits for the mail in hand: a send takes
// a second or two, and systemd kills the process 30 s after SIGTERM
// (deploy/foundation.service).
const stopWait = 20 * time.Second

// stop ends the served worker before the database closes: it finishes the
// mail it is sending, if any, and takes no other; pending rows stay pending
// for the next start. Should that mail take longer than stopWait, stop gives
// up waiting and the row, still claimed, is tried again after the restart.
func (w *worker) stop(app core.App) {
	w.stopOnce.Do(func() { close(w.quit) })
	if !w.started.Load() {
		return
	}
	select {
	case <-w.done:
	case <-time.After(stopWait):
		app.Logger().Warn("notify: stopped while a mail was still being sent; it is tried again after the restart")
	}
}
