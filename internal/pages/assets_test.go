package pages

import (
	"bytes"
	"compress/gzip"
	"io"
	"testing"
	"testing/fstest"
)

func TestAssetsAreClassifiedAndPrecompressed(t *testing.T) {
	js := bytes.Repeat([]byte("console.log('foundation');"), 100)
	assets, err := loadAssets(fstest.MapFS{
		"index.html":         {Data: []byte("<!doctype html><div id=root></div>")},
		"assets/index-1.js":  {Data: js},
		"assets/photo-2.png": {Data: bytes.Repeat([]byte{0x89, 'P', 'N', 'G'}, 400)},
		"favicon.svg":        {Data: []byte("<svg/>")},
	})
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, cache string
		gzipped     bool
	}{
		{"index.html", revalidate, false}, // under 512 bytes: not worth it
		{"assets/index-1.js", immutable, true},
		{"assets/photo-2.png", immutable, false}, // already compressed
		{"favicon.svg", revalidate, false},
	}
	for _, c := range cases {
		a := assets[c.name]
		if a == nil {
			t.Fatalf("%s not loaded", c.name)
		}
		if a.cacheControl != c.cache {
			t.Errorf("%s: Cache-Control %q, want %q", c.name, a.cacheControl, c.cache)
		}
		if (a.gzipped != nil) != c.gzipped {
			t.Errorf("%s: gzipped=%v, want %v", c.name, a.gzipped != nil, c.gzipped)
		}
	}
	r, err := gzip.NewReader(bytes.NewReader(assets["assets/index-1.js"].gzipped))
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := io.ReadAll(r); !bytes.Equal(got, js) {
		t.Error("the gzip form does not decompress to the file")
	}
}
