package gifts_test

import (
	"net/http"
	"strings"
	"testing"

	"foundation/internal/gifts"
	"foundation/internal/staff"
)

// A donor phones to take a break: the treasurer pauses the monthly gift,
// resumes it early, then makes it weekly; each action is audited with the
// gift's rhythm and pause before and after, and shown in its history.
func TestATreasurerPausesResumesAndChangesTheRhythmOfAGift(t *testing.T) {
	d := newPhoneDesk(t)
	gift := d.give(1500, "month")
	path := "/api/staff/donations/" + gift
	if a := d.call(staff.RoleTreasurer, http.MethodGet, path, nil); a.JSON["actions"].(map[string]any)["pause"] != true || a.JSON["pausedUntil"] != "" {
		t.Fatalf("page: %s", a.Raw)
	}
	if a := d.call(staff.RoleShop, http.MethodPost, path+"/pause", map[string]any{"months": 1}); a.Status != http.StatusForbidden {
		t.Fatalf("the shop role pauses: %d", a.Status)
	}
	if a := d.call(staff.RoleTreasurer, http.MethodPost, path+"/pause", map[string]any{"months": 9}); a.Status != http.StatusBadRequest ||
		a.JSON["data"].(map[string]any)["months"] == nil {
		t.Fatalf("nine months: %d %s", a.Status, a.Raw)
	}
	a := d.call(staff.RoleTreasurer, http.MethodPost, path+"/pause", map[string]any{"months": 3})
	until, _ := a.JSON["pausedUntil"].(string)
	if a.Status != http.StatusOK || until == "" || a.JSON["actions"].(map[string]any)["resume"] != true {
		t.Fatalf("pause: %d %s", a.Status, a.Raw)
	}
	if a := d.call(staff.RoleAdmin, http.MethodPost, path+"/pause", map[string]any{"months": 1}); a.Status != http.StatusConflict {
		t.Fatalf("pausing twice: %d %s", a.Status, a.Raw)
	}
	if a := d.call(staff.RoleAdmin, http.MethodPost, path+"/resume", nil); a.Status != http.StatusOK || a.JSON["pausedUntil"] != "" {
		t.Fatalf("resume by an admin: %d %s", a.Status, a.Raw)
	}
	a = d.call(staff.RoleTreasurer, http.MethodPost, path+"/interval", map[string]any{"interval": "week"})
	if a.Status != http.StatusOK || a.JSON["rhythm"] != "weekly" {
		t.Fatalf("weekly: %d %s", a.Status, a.Raw)
	}
	var history []string
	for _, h := range a.JSON["history"].([]any) {
		e := h.(map[string]any)
		history = append(history, e["kind"].(string)+" by "+e["by"].(string))
	}
	if got := strings.Join(history, ", "); got != "paused by staff, resumed by staff, rhythm by staff" {
		t.Fatalf("history: %s", got)
	}
	for action, want := range map[string]string{
		gifts.ActionPause:        `{"status":"active","amount":1500,"refunded":0,"rhythm":"monthly","pausedUntil":"` + until + `"}`,
		gifts.ActionResume:       `{"status":"active","amount":1500,"refunded":0,"rhythm":"monthly","pausedUntil":"none"}`,
		gifts.ActionChangeRhythm: `{"status":"active","amount":1500,"refunded":0,"rhythm":"weekly","pausedUntil":"none"}`,
	} {
		if audits := d.audits(action); len(audits) != 1 || audits[0]["after"] != want {
			t.Errorf("%s audit %v, want after %s", action, audits, want)
		}
	}
}
