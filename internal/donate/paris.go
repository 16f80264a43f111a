package donate

import (
	"time"
	_ "time/tzdata" // Paris time even on a machine without a zone database
)

// Paris is the foundation's time zone: its months and years are French ones.
var Paris = func() *time.Location {
	loc, err := time.LoadLocation("Europe/Paris")
	if err != nil {
		panic(err) // embedded by time/tzdata: cannot happen
	}
	return loc
}()
