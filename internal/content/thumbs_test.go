package content_test

import (
	"bytes"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"io"
	"math/rand/v2"
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/tools/filesystem"

	"foundation/internal/testapp"
)

// photo is a JPEG as a camera or an editor's export gives it: detailed, at quality 95.
func photo(t *testing.T, w, h int) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	noise := rand.New(rand.NewPCG(1, 2))
	for y := range h {
		for x := range w {
			img.Set(x, y, color.RGBA{uint8(x * 255 / w), uint8(y * 255 / h), uint8(noise.IntN(256)), 255})
		}
	}
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, &jpeg.Options{Quality: 95}); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func drawing(t *testing.T) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewRGBA(image.Rect(0, 0, 900, 600))); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func upload(t *testing.T, content []byte, name string) *filesystem.File {
	t.Helper()
	f, err := filesystem.NewFileFromBytes(content, name)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func download(t *testing.T, url string) (string, []byte) {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %d %v", url, res.StatusCode, err)
	}
	return res.Header.Get("Content-Type"), body
}

func TestJPEGThumbnailsAreServedLighterThanPocketBaseWritesThem(t *testing.T) {
	app := testapp.New(t)
	uploaded := photo(t, 1200, 900)
	// An original's name may start like a thumbnail's folder: it is still served as uploaded.
	portrait := photo(t, 300, 300)
	blog := testapp.Create(t, app, "blogs", map[string]any{"title": "Clinic", "description": "<p>Day one.</p>",
		"image": upload(t, uploaded, "cover.jpg"), "authorPhoto": upload(t, portrait, "thumbs up.jpg")})
	product := testapp.Create(t, app, "products", map[string]any{"name": "Mug", "price": 10, "category": "Mug", "galleries": upload(t, drawing(t), "mug.png")})
	base := testapp.Serve(t, app)
	cover := base + "/api/files/blogs/" + blog.Id + "/" + blog.GetString("image")

	// What PocketBase alone writes for the same thumbnail.
	fsys, err := app.NewFilesystem()
	if err != nil {
		t.Fatal(err)
	}
	defer fsys.Close()
	original := blog.BaseFilesPath() + "/" + blog.GetString("image")
	if err := fsys.CreateThumb(original, "pocketbase-800x600.jpg", "800x600"); err != nil {
		t.Fatal(err)
	}
	r, err := fsys.GetReader("pocketbase-800x600.jpg")
	if err != nil {
		t.Fatal(err)
	}
	heavy, _ := io.ReadAll(r)
	r.Close()

	kind, first := download(t, cover+"?thumb=800x600")
	if kind != "image/jpeg" {
		t.Fatalf("content type %q", kind)
	}
	thumb, err := jpeg.Decode(bytes.NewReader(first))
	if err != nil {
		t.Fatalf("the thumbnail is not a JPEG: %v", err)
	}
	if size := thumb.Bounds().Size(); size != image.Pt(800, 600) {
		t.Errorf("thumbnail size %v, want 800x600", size)
	}
	if len(first) > len(heavy)*3/4 {
		t.Errorf("thumbnail of %d bytes, PocketBase's own is %d: want a quarter lighter at least", len(first), len(heavy))
	}
	if _, again := download(t, cover+"?thumb=800x600"); !bytes.Equal(again, first) {
		t.Error("the second request got another file: a thumbnail is re-encoded once")
	}

	// Originals are served as uploaded, and a PNG thumbnail as PocketBase makes it (lossless).
	for original, content := range map[string][]byte{blog.GetString("image"): uploaded, blog.GetString("authorPhoto"): portrait} {
		if _, got := download(t, base+"/api/files/blogs/"+blog.Id+"/"+original); !bytes.Equal(got, content) {
			t.Errorf("the original %s (%d bytes) was changed (%d uploaded)", original, len(got), len(content))
		}
	}
	kind, mug := download(t, base+"/api/files/products/"+product.Id+"/"+product.GetStringSlice("galleries")[0]+"?thumb=400x300")
	if _, err := png.Decode(bytes.NewReader(mug)); err != nil || kind != "image/png" {
		t.Errorf("PNG thumbnail: %q, %v", kind, err)
	}
}
