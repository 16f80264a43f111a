package content

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image/jpeg"
	"io"
	"log/slog"
	"sync"

	"github.com/pocketbase/pocketbase/core"
	"golang.org/x/sync/singleflight"
)

// thumbQuality is the JPEG quality of the pictures' thumbnails. PocketBase
// writes them at its image library's default, 95: an 800x600 cover then
// weighs about 75 KB where 80 gives half of that, a difference nobody sees
// on a phone and everybody waits for on a slow one, where the cover is the
// page's largest paint (docs/BENCHMARKS.md, Reach).
const thumbQuality = 80

// markedStart is how a thumbnail re-encoded here starts: the JPEG start of
// image, then a comment saying so. It tells such a thumbnail from the one
// PocketBase wrote, across restarts, so none is re-encoded twice.
var markedStart = imageStartWithComment(fmt.Sprintf("foundation: thumbnail at quality %d", thumbQuality))

// JPEG markers: the start of the image, and a comment segment.
const (
	startOfImage = "\xff\xd8"
	comment      = "\xff\xfe"
)

// lighterThumbs re-encodes each JPEG thumbnail once, when it is first served
// (PocketBase makes a thumbnail on its first request, then keeps the file):
// the request that made it, and every later one, gets the lighter file.
func lighterThumbs(app core.App) {
	var (
		running singleflight.Group // one re-encoding of a thumbnail at a time
		handled sync.Map           // thumbnails this process has seen to (or failed to): each is read once
	)
	app.OnFileDownloadRequest().BindFunc(func(e *core.FileDownloadRequestEvent) error {
		// A thumbnail is served only for ?thumb= without ThumbError (the original
		// otherwise), and only then: an original's own name may start with "thumbs".
		if e.Request.URL.Query().Get("thumb") == "" || e.ThumbError != nil {
			return e.Next()
		}
		if _, done := handled.Load(e.ServedPath); !done {
			running.Do(e.ServedPath, func() (any, error) {
				if _, done := handled.Load(e.ServedPath); done {
					return nil, nil
				}
				if err := lighten(e.App, e.ServedPath); err != nil {
					// PocketBase's thumbnail is served, heavier but right; tried again after a restart.
					e.App.Logger().Warn("thumbnail not re-encoded", slog.String("path", e.ServedPath), slog.String("error", err.Error()))
				}
				handled.Store(e.ServedPath, true)
				return nil, nil
			})
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
	defer r.Close()
	if r.ContentType() != "image/jpeg" {
		return nil
	}
	start := make([]byte, len(markedStart))
	n, _ := io.ReadFull(r, start) // a shorter file is no marked one: its decoding says what it is
	if bytes.Equal(start[:n], markedStart) {
		return nil
	}
	rest, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	original := append(start[:n], rest...)
	img, err := jpeg.Decode(bytes.NewReader(original))
	if err != nil {
		return err
	}
	var encoded bytes.Buffer
	if err := jpeg.Encode(&encoded, img, &jpeg.Options{Quality: thumbQuality}); err != nil {
		return err
	}
	light := append(bytes.Clone(markedStart), encoded.Bytes()[len(startOfImage):]...)
	if len(light) >= len(original) {
		return nil
	}
	return fsys.Upload(light, key)
}

// imageStartWithComment is a JPEG's start of image followed by a comment segment of text.
func imageStartWithComment(text string) []byte {
	out := append([]byte(startOfImage), comment...)
	out = binary.BigEndian.AppendUint16(out, uint16(2+len(text))) // the length counts itself
	return append(out, text...)
}
