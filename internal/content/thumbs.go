package content

import (
	"bytes"
	"encoding/binary"
	"image/jpeg"
	"io"
	"log/slog"
	"strings"
	"sync"

	"github.com/pocketbase/pocketbase/core"
)

// thumbQuality is the JPEG quality of the pictures' thumbnails. PocketBase
// writes them at its image library's default, 95: an 800x600 cover then
// weighs about 75 KB where 80 gives half of that, a difference nobody sees
// on a phone and everybody waits for on a slow one, where the cover is the
// page's largest paint (docs/BENCHMARKS.md, Reach).
const thumbQuality = 80

// thumbMark is the JPEG comment that tells a thumbnail re-encoded here from
// the one PocketBase wrote.
var thumbMark = []byte("foundation: thumbnail at quality 80")

// lighterThumbs re-encodes each JPEG thumbnail once, when it is first served
// (PocketBase makes a thumbnail on its first request, then keeps the file):
// the request that made it, and every later one, gets the lighter file.
func lighterThumbs(app core.App) {
	var checked sync.Map // thumbnails this process knows are light: each is read once
	app.OnFileDownloadRequest().BindFunc(func(e *core.FileDownloadRequestEvent) error {
		if e.ThumbError != nil || !strings.Contains(e.ServedPath, "/thumbs_") {
			return e.Next()
		}
		if _, done := checked.Load(e.ServedPath); !done {
			if err := lighten(e.App, e.ServedPath); err != nil {
				// The thumbnail PocketBase made is still served: heavier, not wrong.
				e.App.Logger().Warn("thumbnail not re-encoded", slog.String("path", e.ServedPath), slog.String("error", err.Error()))
			} else {
				checked.Store(e.ServedPath, true)
			}
		}
		return e.Next()
	})
}

// lighten re-encodes the JPEG thumbnail at key at thumbQuality, marked, unless
// it is marked already, is not a JPEG, or would not get lighter.
func lighten(app core.App, key string) error {
	fsys, err := app.NewFilesystem()
	if err != nil {
		return err
	}
	defer fsys.Close()
	r, err := fsys.GetReader(key)
	if err != nil {
		return err
	}
	original, err := io.ReadAll(r)
	r.Close()
	if err != nil || r.ContentType() != "image/jpeg" || marked(original) {
		return err
	}
	img, err := jpeg.Decode(bytes.NewReader(original))
	if err != nil {
		return err
	}
	var encoded bytes.Buffer
	if err := jpeg.Encode(&encoded, img, &jpeg.Options{Quality: thumbQuality}); err != nil {
		return err
	}
	light := withMark(encoded.Bytes())
	if len(light) >= len(original) {
		return nil
	}
	return fsys.Upload(light, key)
}

// JPEG markers: the start of the image, and a comment segment.
const (
	startOfImage = "\xff\xd8"
	comment      = "\xff\xfe"
)

// withMark puts thumbMark in a comment segment right after the start of the image.
func withMark(jpg []byte) []byte {
	out := make([]byte, 0, len(jpg)+4+len(thumbMark))
	out = append(out, startOfImage...)
	out = append(out, comment...)
	out = binary.BigEndian.AppendUint16(out, uint16(2+len(thumbMark))) // the length counts itself
	out = append(out, thumbMark...)
	return append(out, jpg[len(startOfImage):]...)
}

// marked tells whether jpg starts with withMark's comment.
func marked(jpg []byte) bool {
	return bytes.HasPrefix(jpg, withMark([]byte(startOfImage)))
}
