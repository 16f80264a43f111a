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

// TrigramSearch is the query of column of the rows of a staff search's
// trigram index (internal/schema/1734000000_search_texts.go) whose texts
// contain {:q} (a Like pattern), the index finding the candidates of
// {:qPhrase} (TrigramPhrase). The index reads its texts from index_texts
// (aliased t, joined on its rowid n): the candidates come from the index
// first, then each one's texts by rowid, with no temporary table of them.
func TrigramSearch(index, column string, texts ...string) string {
	likes := make([]string, len(texts))
	for i, text := range texts {
		likes[i] = "t." + text + ` LIKE {:q} ESCAPE '\'`
	}
	return `SELECT ` + column + ` FROM ` + index + ` found CROSS JOIN ` + index + `_texts t ON t.n = found.rowid
		WHERE ` + index + ` MATCH {:qPhrase} AND (` + strings.Join(likes, " OR ") + `)`
}
