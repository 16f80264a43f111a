package staff_test

import (
	"strings"
	"testing"

	"foundation/internal/staff"
	"foundation/internal/testapp"
)

// `staff add` tells the operator where the sign-in codes' mail server is
// set: the environment, not the dashboard (which the server overwrites).
func TestStaffAddSaysTheCodesGoThroughTheEnvironmentsMailServer(t *testing.T) {
	app := testapp.New(t)
	cmd := staff.Command(app)
	var out strings.Builder
	cmd.SetOut(&out)
	cmd.SetArgs([]string{"add", "awa@example.org", "--name", "Awa Ndiaye", "--role", "editor"})
	if err := cmd.Execute(); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "SMTP_HOST in the environment") || strings.Contains(out.String(), "dashboard") {
		t.Errorf("staff add says:\n%s", out.String())
	}
}
