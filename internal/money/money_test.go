package money

import "testing"

func TestFromEurosRoundsToTheCent(t *testing.T) {
	cases := []struct {
		in   float64
		want Cents
	}{{19.99, 1999}, {0.1 + 0.2, 30}, {25, 2500}, {0.005, 1}, {-4.5, -450}}
	for _, c := range cases {
		if got := FromEuros(c.in); got != c.want {
			t.Errorf("FromEuros(%v) = %d, want %d", c.in, got, c.want)
		}
	}
}

func TestDecimalAndParseAreInverse(t *testing.T) {
	cases := []struct {
		cents Cents
		text  string
	}{{0, "0.00"}, {5, "0.05"}, {1230, "12.30"}, {8000, "80.00"}, {-5, "-0.05"}}
	for _, c := range cases {
		if got := c.cents.Decimal(); got != c.text {
			t.Errorf("%d.Decimal() = %q, want %q", c.cents, got, c.text)
		}
		if got, err := ParseDecimal(c.text); err != nil || got != c.cents {
			t.Errorf("ParseDecimal(%q) = %d, %v; want %d", c.text, got, err, c.cents)
		}
	}
}

func TestParseDecimalAcceptsShortFormsAndRejectsJunk(t *testing.T) {
	ok := map[string]Cents{"12": 1200, "12.3": 1230, " 7.01 ": 701}
	for in, want := range ok {
		if got, err := ParseDecimal(in); err != nil || got != want {
			t.Errorf("ParseDecimal(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, in := range []string{"", "abc", "1.234", "1.", ".5", "1,50", "1.x"} {
		if _, err := ParseDecimal(in); err == nil {
			t.Errorf("ParseDecimal(%q) accepted junk", in)
		}
	}
}

func TestPercentRounded(t *testing.T) {
	cases := []struct {
		base Cents
		want Cents
	}{{1000, 100}, {1999, 200}, {1995, 200}, {1994, 199}, {5, 1}, {4, 0}}
	for _, c := range cases {
		if got := c.base.PercentRounded(10); got != c.want {
			t.Errorf("%d.PercentRounded(10) = %d, want %d", c.base, got, c.want)
		}
	}
}

func TestFrench(t *testing.T) {
	const nnbsp, nbsp = "\u202f", "\u00a0" // as Intl.NumberFormat("fr-FR") writes them
	cases := []struct {
		cents Cents
		want  string
	}{
		{8000, "80,00" + nbsp + "€"},
		{5, "0,05" + nbsp + "€"},
		{0, "0,00" + nbsp + "€"},
		{99999, "999,99" + nbsp + "€"},
		{125050, "1" + nnbsp + "250,50" + nbsp + "€"},
		{10_000_000, "100" + nnbsp + "000,00" + nbsp + "€"},
		{123456789, "1" + nnbsp + "234" + nnbsp + "567,89" + nbsp + "€"},
		{-125050, "-1" + nnbsp + "250,50" + nbsp + "€"},
	}
	for _, c := range cases {
		if got := c.cents.French(); got != c.want {
			t.Errorf("%d.French() = %q, want %q", c.cents, got, c.want)
		}
	}
}
