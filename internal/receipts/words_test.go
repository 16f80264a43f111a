package receipts

import (
	"testing"

	"foundation/internal/money"
)

func TestWordsFollowFrenchRules(t *testing.T) {
	for n, want := range map[int64]string{
		0: "zéro", 1: "un", 10: "dix", 11: "onze", 16: "seize", 17: "dix-sept", 20: "vingt", 21: "vingt et un",
		22: "vingt-deux", 30: "trente", 31: "trente et un", 41: "quarante et un", 51: "cinquante et un",
		61: "soixante et un", 70: "soixante-dix", 71: "soixante et onze", 72: "soixante-douze", 77: "soixante-dix-sept",
		79: "soixante-dix-neuf", 80: "quatre-vingts", 81: "quatre-vingt-un", 88: "quatre-vingt-huit", 90: "quatre-vingt-dix",
		91: "quatre-vingt-onze", 99: "quatre-vingt-dix-neuf", 100: "cent", 101: "cent un", 111: "cent onze",
		180: "cent quatre-vingts", 200: "deux cents", 201: "deux cent un", 280: "deux cent quatre-vingts",
		999: "neuf cent quatre-vingt-dix-neuf", 1000: "mille", 1001: "mille un", 1080: "mille quatre-vingts",
		1250: "mille deux cent cinquante", 2000: "deux mille", 21_000: "vingt et un mille", 80_000: "quatre-vingt mille",
		80_080: "quatre-vingt mille quatre-vingts", 100_000: "cent mille", 200_000: "deux cent mille",
		300_200: "trois cent mille deux cents", 1_000_000: "un million", 1_000_001: "un million un",
		2_000_000: "deux millions", 80_000_000: "quatre-vingts millions", 200_000_000: "deux cents millions",
		201_000_000: "deux cent un millions", 1_200_000: "un million deux cent mille",
		999_999_999:   "neuf cent quatre-vingt-dix-neuf millions neuf cent quatre-vingt-dix-neuf mille neuf cent quatre-vingt-dix-neuf",
		1_000_000_000: "un milliard", 3_000_000_001: "trois milliards un",
	} {
		if got := Words(n); got != want {
			t.Errorf("Words(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestAmountInWordsNamesEurosAndCentimes(t *testing.T) {
	for c, want := range map[money.Cents]string{
		8000:      "quatre-vingts euros",
		125050:    "mille deux cent cinquante euros et cinquante centimes",
		100:       "un euro",
		101:       "un euro et un centime",
		50:        "cinquante centimes",
		1:         "un centime",
		0:         "zéro euro",
		2100:      "vingt et un euros",
		8099:      "quatre-vingts euros et quatre-vingt-dix-neuf centimes",
		8171:      "quatre-vingt-un euros et soixante et onze centimes",
		2000000:   "vingt mille euros",
		10000000:  "cent mille euros",
		100000000: "un million d'euros",
		300000000: "trois millions d'euros",
		100000100: "un million un euros",
		123456789: "un million deux cent trente-quatre mille cinq cent soixante-sept euros et quatre-vingt-neuf centimes",
		99999999999: "neuf cent quatre-vingt-dix-neuf millions neuf cent quatre-vingt-dix-neuf mille neuf cent " +
			"quatre-vingt-dix-neuf euros et quatre-vingt-dix-neuf centimes",
	} {
		if got := AmountInWords(c); got != want {
			t.Errorf("AmountInWords(%d) = %q, want %q", c, got, want)
		}
	}
}

// Every amount up to 999 999 999,99 has words, and they read back to the
// amount: a parser of the same rules, written independently, sums them.
func TestEveryAmountReadsBack(t *testing.T) {
	value := map[string]int64{"zéro": 0, "un": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6, "sept": 7,
		"huit": 8, "neuf": 9, "dix": 10, "onze": 11, "douze": 12, "treize": 13, "quatorze": 14, "quinze": 15, "seize": 16,
		"vingt": 20, "vingts": 20, "trente": 30, "quarante": 40, "cinquante": 50, "soixante": 60}
	parse := func(words string) int64 {
		var total, group, current int64
		for _, w := range splitWords(words) {
			switch w {
			case "et":
			case "cent", "cents":
				current = max(current, 1) * 100
			case "mille":
				group += max(current, 1) * 1000
				current = 0
			case "million", "millions":
				total += (group + current) * 1_000_000
				group, current = 0, 0
			default:
				v, ok := value[w]
				if !ok {
					t.Fatalf("unknown word %q in %q", w, words)
				}
				if w == "vingt" || w == "vingts" {
					if current%100 == 4 { // quatre-vingt(s)
						current = current - 4 + 80
						continue
					}
				}
				current += v
			}
		}
		return total + group + current
	}
	check := func(n int64) {
		if got := parse(Words(n)); got != n {
			t.Fatalf("Words(%d) = %q reads back as %d", n, Words(n), got)
		}
	}
	for n := int64(0); n < 200_000; n++ {
		check(n)
	}
	for n := int64(0); n < 999_999_999; n += 999_983 {
		check(n)
		check(n + 80)
		check(n + 999)
	}
	check(999_999_999)
}

func splitWords(s string) []string {
	var out []string
	word := []rune{}
	for _, r := range s {
		if r == ' ' || r == '-' {
			if len(word) > 0 {
				out = append(out, string(word))
			}
			word = word[:0]
			continue
		}
		word = append(word, r)
	}
	if len(word) > 0 {
		out = append(out, string(word))
	}
	return out
}
