package main

import "testing"

// A test binary runs from a temporary folder, where pocketbase.New() would
// switch dev mode on.
func TestDevModeIsOffUnlessAsked(t *testing.T) {
	if newApp().IsDev() {
		t.Fatal("dev mode is on without --dev")
	}
}
