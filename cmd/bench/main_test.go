package main

import "testing"

func TestReplaceSection(t *testing.T) {
	const report = "# Benchmarks\n\nintro\n\n## Site\n\nsite\n\n## Shop\n\nshop\n"
	for _, tc := range []struct{ name, part, want string }{
		{"a middle section", "## Site\n\nnew site\n",
			"# Benchmarks\n\nintro\n\n## Site\n\nnew site\n\n## Shop\n\nshop\n"},
		{"the last section", "## Shop\n\nnew shop\n",
			"# Benchmarks\n\nintro\n\n## Site\n\nsite\n\n## Shop\n\nnew shop\n"},
		{"a new section goes last", "## Staff back office\n\nstaff\n",
			"# Benchmarks\n\nintro\n\n## Site\n\nsite\n\n## Shop\n\nshop\n\n## Staff back office\n\nstaff\n"},
		{"a heading that only starts like another", "## Sh\n\nsh\n",
			"# Benchmarks\n\nintro\n\n## Site\n\nsite\n\n## Shop\n\nshop\n\n## Sh\n\nsh\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := replaceSection(report, tc.part); got != tc.want {
				t.Errorf("got\n%q\nwant\n%q", got, tc.want)
			}
		})
	}
}
