package content

import (
	"bytes"
	"image"
	"image/color"
	"image/jpeg"
	"io"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// A thumbnail is re-encoded once, even across restarts (which forget what
// was handled): re-encoding a re-encoded one again would lose detail each time.
func TestLightenReencodesAThumbnailOnce(t *testing.T) {
	app, err := tests.NewTestAppWithConfig(core.BaseAppConfig{DataDir: t.TempDir(), EncryptionEnv: "pb_test_env"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Cleanup)
	fsys, err := app.NewFilesystem()
	if err != nil {
		t.Fatal(err)
	}
	defer fsys.Close()
	img := image.NewRGBA(image.Rect(0, 0, 400, 300))
	for y := range 300 {
		for x := range 400 {
			img.Set(x, y, color.RGBA{uint8(x * y), uint8(x ^ y), uint8(3 * x), 255})
		}
	}
	var heavy bytes.Buffer
	if err := jpeg.Encode(&heavy, img, &jpeg.Options{Quality: 95}); err != nil {
		t.Fatal(err)
	}
	const key = "col/rec/thumbs_a.jpg/400x300_a.jpg"
	if err := fsys.Upload(heavy.Bytes(), key); err != nil {
		t.Fatal(err)
	}
	read := func() []byte {
		r, err := fsys.GetReader(key)
		if err != nil {
			t.Fatal(err)
		}
		defer r.Close()
		b, _ := io.ReadAll(r)
		return b
	}

	if err := lighten(app, key); err != nil {
		t.Fatal(err)
	}
	once := read()
	if len(once) >= heavy.Len() {
		t.Fatalf("not lighter: %d bytes, was %d", len(once), heavy.Len())
	}
	for range 3 {
		if err := lighten(app, key); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(read(), once) {
		t.Error("a re-encoded thumbnail was re-encoded again")
	}
}
