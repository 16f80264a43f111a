package content

import (
	"strings"
	"testing"
)

func TestSanitizeHTMLRemovesWhatRuns(t *testing.T) {
	cases := []struct {
		name, in string
		gone     []string
		kept     []string
	}{
		{"script tag", `<p>Hi</p><script>alert(1)</script>`, []string{"<script", "alert(1)"}, []string{"<p>Hi</p>"}},
		{"event handler", `<img src="/api/files/blogs/a1b2/run.png" onerror="alert(1)">`, []string{"onerror", "alert"}, []string{`src="/api/files/blogs/a1b2/run.png"`}},
		{"own picture kept", `<p>a</p><img src="/api/files/blogs/a1b2/run_x9.jpg?thumb=800x600" alt="The start" width="800">`, nil,
			[]string{`<img src="/api/files/blogs/a1b2/run_x9.jpg?thumb=800x600" alt="The start" width="800">`}},
		{"picture from elsewhere", `<p>a<img src="https://tracker.example/p.gif" alt="x">b</p>`, []string{"<img", "tracker"}, []string{"<p>ab</p>"}},
		{"protocol-relative picture", `<img src="//evil.example/api/files/blogs/a/b.png">`, []string{"<img"}, nil},
		{"another collection's file", `<img src="/api/files/receipts/a1b2/r.pdf">`, []string{"<img"}, nil},
		{"relative picture", `<img src="a.png">`, []string{"<img"}, nil},
		{"picture without address", `<img alt="x">`, []string{"<img"}, nil},
		{"javascript url", `<a href="javascript:alert(1)">x</a>`, []string{"javascript:"}, []string{"x"}},
		{"iframe", `<iframe src="https://evil.example"></iframe><b>ok</b>`, []string{"iframe"}, []string{"<b>ok</b>"}},
		{"style tag", `<style>body{display:none}</style><em>e</em>`, []string{"<style", "display:none"}, []string{"<em>e</em>"}},
		{"formatting kept", `<h2>T</h2><ul><li>one</li></ul><blockquote>q</blockquote>`, nil, []string{"<h2>T</h2>", "<li>one</li>", "<blockquote>q</blockquote>"}},
		{"alignment kept", `<p style="text-align: center; color: red">c</p>`, []string{"color"}, []string{"text-align: center"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := SanitizeHTML(c.in)
			for _, g := range c.gone {
				if strings.Contains(got, g) {
					t.Errorf("SanitizeHTML(%q) = %q still contains %q", c.in, got, g)
				}
			}
			for _, k := range c.kept {
				if !strings.Contains(got, k) {
					t.Errorf("SanitizeHTML(%q) = %q lost %q", c.in, got, k)
				}
			}
		})
	}
}
