package main

import (
	"strings"
	"testing"
)

// `foundation rotate-key` seals the settings with NEW_PB_ENCRYPTION_KEY: the
// binary then starts with the new key only. A wrong key, there or at any
// start, exits non-zero saying what it means, not only PocketBase's
// "cipher: message authentication failed".
func TestRotateKeyAndAWrongKeyExplained(t *testing.T) {
	const first, second = "the-first-key-of-thirty-two-ch!!", "the-second-key-of-thirty-two-ch!"
	dir := t.TempDir()
	t.Setenv("PB_ENCRYPTION_KEY", first)
	if code, out := foundation(t, "backup", "--dir", dir); code != 0 { // the settings, sealed with the first key
		t.Fatalf("exit %d:\n%s", code, out)
	}
	t.Setenv("NEW_PB_ENCRYPTION_KEY", second)
	if code, out := foundation(t, "rotate-key", "--dir", dir); code != 0 || !strings.Contains(out, "now encrypted with the key of NEW_PB_ENCRYPTION_KEY") {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	code, out := foundation(t, "backup", "--dir", dir) // the old key
	if code == 0 || !strings.Contains(out, "cipher: message authentication failed: PB_ENCRYPTION_KEY is not the key this data folder's settings were encrypted with") {
		t.Fatalf("the old key after the rotation: exit %d:\n%s", code, out)
	}
	t.Setenv("PB_ENCRYPTION_KEY", second)
	if code, out := foundation(t, "backup", "--dir", dir); code != 0 {
		t.Fatalf("the new key: exit %d:\n%s", code, out)
	}
}
