package records

import (
	"strings"
	"unicode/utf8"
)

// TrigramPhrase is the FTS5 query of "contains search" on a table of the
// trigram tokenizer (case-insensitive): search as one quoted phrase. ok is
// false when the index cannot answer: a search shorter than three characters
// (trigrams match nothing then), or one that is not plain UTF-8 text. Such a
// search scans with Like instead: correct, just slower.
//
// The index folds case beyond ASCII (É matches é) where LIKE folds ASCII
// only, so the phrase finds every record Like finds and maybe a few more: a
// caller keeps its Like condition on the candidates, and its results do not
// change.
func TrigramPhrase(search string) (phrase string, ok bool) {
	if utf8.RuneCountInString(search) < 3 || !utf8.ValidString(search) || strings.ContainsRune(search, 0) {
		return "", false
	}
	return `"` + strings.ReplaceAll(search, `"`, `""`) + `"`, true
}
