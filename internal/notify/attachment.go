package notify

import (
	"bytes"
	"fmt"
	"io"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

// Attachment is a stored file sent with a mail: the file of a record's file
// field (a tax receipt's PDF), read from the app's storage each time the
// mail is tried. The outbox row keeps this reference, not a copy: the files
// we attach are already stored, kept for years and never edited (a receipt
// is immutable), so a copy would only double them in storage and backups.
type Attachment struct {
	Name       string `json:"name"` // the file name the recipient sees
	Collection string `json:"collection"`
	Record     string `json:"record"`
	File       string `json:"file"` // the stored file's name in the record
}

// FileOf attaches the file of r's field, named name for the recipient.
func FileOf(r *core.Record, field, name string) Attachment {
	return Attachment{Name: name, Collection: r.Collection().Name, Record: r.Id, File: r.GetString(field)}
}

// readAttachments reads the files attached to row, as the mailer takes
// them (nil when none); a file that cannot be read fails this try.
func readAttachments(app core.App, row *core.Record) (map[string]io.Reader, error) {
	var files []Attachment
	if err := row.UnmarshalJSONField(fieldAttachments, &files); err != nil || len(files) == 0 {
		return nil, err
	}
	fsys, err := app.NewFilesystem()
	if err != nil {
		return nil, err
	}
	defer fsys.Close()
	out := make(map[string]io.Reader, len(files))
	for _, f := range files {
		content, err := readStored(app, fsys, f)
		if err != nil {
			return nil, fmt.Errorf("attachment %s (%s/%s): %w", f.Name, f.Collection, f.Record, err)
		}
		out[f.Name] = bytes.NewReader(content)
	}
	return out, nil
}

func readStored(app core.App, fsys *filesystem.System, f Attachment) ([]byte, error) {
	owner, err := app.FindRecordById(f.Collection, f.Record)
	if err != nil {
		return nil, err
	}
	r, err := fsys.GetReader(owner.BaseFilesPath() + "/" + f.File)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return io.ReadAll(r)
}
