package records

import (
	"strings"
	"unicode/utf8"
)

// TrigramWords is the FTS5 query of a staff search on a trigram index
// (internal/schema/1734800000_accent_blind_search.go): every word of search,
// in any order and any of the indexed texts, each as a quoted phrase, which
// a trigram index answers as "contains", blind to case and accents. ok is
// false when the index cannot answer: a word shorter than three characters
// (trigrams match nothing then), or a search that is not plain UTF-8 text.
// Such a search scans with Like instead: correct, just slower, and blind to
// ASCII case only.
func TrigramWords(search string) (query string, ok bool) {
	words := strings.Fields(search)
	if len(words) == 0 || !utf8.ValidString(search) || strings.ContainsRune(search, 0) {
		return "", false
	}
	for i, w := range words {
		if utf8.RuneCountInString(w) < 3 {
			return "", false
		}
		words[i] = `"` + strings.ReplaceAll(w, `"`, `""`) + `"`
	}
	return strings.Join(words, " AND "), true
}

// TrigramSearch is the query of column of the rows of a staff search's
// trigram index whose texts hold every word of {:qWords} (TrigramWords).
// The index reads its texts from index_texts (aliased t, joined on its
// rowid n): the candidates come from the index first, then each one's texts
// by rowid, with no temporary table of them.
func TrigramSearch(index, column string) string {
	return `SELECT ` + column + ` FROM ` + index + ` found CROSS JOIN ` + index + `_texts t ON t.n = found.rowid
		WHERE ` + index + ` MATCH {:qWords}`
}
