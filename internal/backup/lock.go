package backup

import (
	"errors"
	"fmt"
	"os"
	"syscall"

	"github.com/pocketbase/pocketbase/core"
)

// The server holds an exclusive lock on its data directory while it
// serves, so `foundation backup` and `foundation restore` know it is
// running: PocketBase's backup blocks writes only within its own process,
// and a restore must never replace the files under a running server. The
// lock is the kernel's (flock): it dies with the process, kill -9 included.

// ErrInUse refuses to work on a data directory another process holds.
var ErrInUse = errors.New("in use by a running server")

// lockDir takes the data directory's lock, or fails with ErrInUse; release
// gives it back.
func lockDir(dir string) (release func(), err error) {
	d, err := os.Open(dir)
	if err != nil {
		return nil, err
	}
	if err := syscall.Flock(int(d.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		d.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, fmt.Errorf("%s is %w (or by another backup or restore)", dir, ErrInUse)
		}
		return nil, err
	}
	return func() { d.Close() }, nil
}

// lockStopped is lockDir for a command that needs the server stopped: a
// folder in use is refused with hint, what to do instead.
func lockStopped(dir, hint string) (release func(), err error) {
	release, err = lockDir(dir)
	if errors.Is(err, ErrInUse) {
		return nil, fmt.Errorf("%w: %s", err, hint)
	}
	return release, err
}

// holdDataDir takes the lock when the server starts serving and gives it
// back when it stops; a server whose folder a backup or a restore holds
// does not start.
func holdDataDir(app core.App) {
	var release func() // set while app holds its folder
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		if release == nil { // tests serve one app several times
			held, err := lockDir(se.App.DataDir())
			if err != nil {
				return fmt.Errorf("the server cannot start: %w", err)
			}
			release = held
		}
		return se.Next()
	})
	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		if release != nil {
			release()
			release = nil
		}
		return e.Next()
	})
}
