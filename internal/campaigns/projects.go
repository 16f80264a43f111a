package campaigns

import "slices"

// Project is one of the foundation's areas of work (the /projects page): a
// gift may be designated to one, a campaign serves one.
type Project struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

// Projects are the areas of /projects (web/src/features/projects/projects.tsx),
// as data: the migrations offer these ids for a gift's designation and a
// campaign's project (internal/schema checks that they agree).
var Projects = []Project{
	{ID: "education", Name: "Education"},
	{ID: "sport", Name: "Sport"},
	{ID: "health", Name: "Health/Science"},
	{ID: "economy", Name: "Economy"},
}

// ProjectIDs are the Projects' ids, in order.
func ProjectIDs() []string {
	ids := make([]string, len(Projects))
	for i, p := range Projects {
		ids[i] = p.ID
	}
	return ids
}

// IsProject reports whether id names one of the Projects.
func IsProject(id string) bool { return slices.Contains(ProjectIDs(), id) }
