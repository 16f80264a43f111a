package art

import (
	"bytes"
	"fmt"
	"image/jpeg"
	"os"
	"path/filepath"
	"testing"
)

func checkJPEG(t *testing.T, name string, b []byte, w, h int) {
	t.Helper()
	img, err := jpeg.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("%s: not a JPEG: %v", name, err)
	}
	if got := img.Bounds().Size(); got.X != w || got.Y != h {
		t.Fatalf("%s: size %v, want %dx%d", name, got, w, h)
	}
}

func TestBlogCover(t *testing.T) {
	seen := map[string]int{}
	for v := -2; v < 2*len(motifs); v++ {
		b := BlogCover(v)
		checkJPEG(t, fmt.Sprint("cover ", v), b, coverW, coverH)
		if !bytes.Equal(b, BlogCover(v)) {
			t.Fatalf("cover %d is not deterministic", v)
		}
		if prev, dup := seen[string(b)]; dup {
			t.Fatalf("covers %d and %d are identical", prev, v)
		}
		seen[string(b)] = v
	}
}

func TestProductImage(t *testing.T) {
	for _, cat := range []string{"Mug", "T-shirt", "Bag", "Accessories", "Pens", "Others", "Spaceship"} {
		for view := range 2 {
			name := fmt.Sprintf("%s view %d", cat, view)
			b := ProductImage(cat, "#1e3a8a", view, 1)
			checkJPEG(t, name, b, productSize, productSize)
			if !bytes.Equal(b, ProductImage(cat, "#1e3a8a", view, 1)) {
				t.Fatalf("%s is not deterministic", name)
			}
		}
	}
	// Variants only matter for some categories, so distinctness is checked per axis.
	if bytes.Equal(ProductImage("Mug", "#1e3a8a", 0, 0), ProductImage("Mug", "#1e3a8a", 1, 0)) {
		t.Error("mug views are identical")
	}
	if bytes.Equal(ProductImage("Accessories", "#1e3a8a", 0, 0), ProductImage("Accessories", "#1e3a8a", 0, 1)) {
		t.Error("accessory variants are identical")
	}
	if bytes.Equal(ProductImage("Bag", "#1e3a8a", 0, 0), ProductImage("Bag", "#f97316", 0, 0)) {
		t.Error("colour is ignored")
	}
	checkJPEG(t, "bad colour", ProductImage("Mug", "not-a-colour", 0, 0), productSize, productSize)
}

func TestPortrait(t *testing.T) {
	seen := map[string]int{}
	for v := -3; v < 30; v++ {
		b := Portrait(v)
		checkJPEG(t, fmt.Sprint("portrait ", v), b, portraitSize, portraitSize)
		if !bytes.Equal(b, Portrait(v)) {
			t.Fatalf("portrait %d is not deterministic", v)
		}
		if prev, dup := seen[string(b)]; dup {
			t.Fatalf("portraits %d and %d are identical", prev, v)
		}
		seen[string(b)] = v
	}
}

// TestWriteSamples dumps images for eyeballing: ART_SAMPLES=/tmp/art-samples go test -run Samples
func TestWriteSamples(t *testing.T) {
	dir := os.Getenv("ART_SAMPLES")
	if dir == "" {
		t.Skip("set ART_SAMPLES to a directory to write sample images")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	write := func(name string, b []byte) {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for v := range 2 * len(motifs) {
		write(fmt.Sprintf("cover-%02d.jpg", v), BlogCover(v))
	}
	colours := []string{"#1e3a8a", "#f97316", "#16a34a", "#e11d48"}
	for i, cat := range []string{"Mug", "T-shirt", "Bag", "Accessories", "Pens", "Others", "Spaceship"} {
		for variant := range 3 {
			for view := range 2 {
				write(fmt.Sprintf("product-%s-%d-%d.jpg", cat, variant, view), ProductImage(cat, colours[(i+variant)%len(colours)], view, variant))
			}
		}
	}
	for v := range 14 {
		write(fmt.Sprintf("portrait-%02d.jpg", v), Portrait(v))
	}
}
