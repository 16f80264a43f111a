package declarations

import "time"

var paris = mustParis()

func mustParis() *time.Location {
	l, err := time.LoadLocation("Europe/Paris")
	if err != nil {
		panic(err)
	}
	return l
}

// DueOn is the last day to declare year's figures: the second working day
// after 1 May of the next year (article 223 of the CGI, a year closed on
// 31 December), counting out weekends and the public holidays that can
// fall then (8 May, Ascension Thursday, Whit Monday).
func DueOn(year int) time.Time {
	day := time.Date(year+1, time.May, 1, 0, 0, 0, 0, paris)
	for worked := 0; worked < 2; {
		day = day.AddDate(0, 0, 1)
		if workingDay(day) {
			worked++
		}
	}
	return day
}

func workingDay(day time.Time) bool {
	if day.Weekday() == time.Saturday || day.Weekday() == time.Sunday {
		return false
	}
	easter := easterSunday(day.Year())
	for _, holiday := range []time.Time{time.Date(day.Year(), time.May, 8, 0, 0, 0, 0, paris), easter.AddDate(0, 0, 39), easter.AddDate(0, 0, 50)} {
		if holiday.Equal(day) {
			return false
		}
	}
	return true
}

// easterSunday is Easter in the Gregorian calendar (the anonymous
// Gregorian algorithm, "Meeus/Jones/Butcher").
func easterSunday(year int) time.Time {
	a, b, c := year%19, year/100, year%100
	d, e := b/4, b%4
	f := (b + 8) / 25
	g := (b - f + 1) / 3
	h := (19*a + b - d - g + 15) % 30
	i, k := c/4, c%4
	l := (32 + 2*e + 2*i - h - k) % 7
	m := (a + 11*h + 22*l) / 451
	month := (h + l - 7*m + 114) / 31
	day := (h+l-7*m+114)%31 + 1
	return time.Date(year, time.Month(month), day, 0, 0, 0, 0, paris)
}
