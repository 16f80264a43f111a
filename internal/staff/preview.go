package staff

import (
	"net/http"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"

	"foundation/internal/content"
)

// An article's files (its cover, its author's photo, its body's pictures)
// are private until the article is public: PocketBase serves an
// unprotected file to whoever has its address, so the download hook
// answers 404 for the files of a draft or scheduled article, as for a file
// that does not exist, unless an editor asks. The staff app shows them in
// <img> tags, which send no Authorization header: an editor's browser holds
// a preview pass instead, a cookie for /api/files/ only (HttpOnly,
// SameSite=Strict), renewed by each staff read of the articles (the list,
// the editor, the preview) and each save of one, valid an hour after the
// last. The pass is a PocketBase file token signed with the account's token
// key: disabling the account or changing its password ends it with its
// sessions. Signing out of the staff app leaves it until it expires.
const (
	previewCookie   = "staff_preview"
	previewValidity = time.Hour
	previewPath     = "/api/files/"
)

// keepDraftFilesPrivate binds the download hook, and renews an editor's
// pass on each records API save of an article (a picture added to the body
// is shown right after).
func keepDraftFilesPrivate(app core.App) {
	app.OnFileDownloadRequest().BindFunc(func(e *core.FileDownloadRequestEvent) error {
		if e.Collection.Name != content.Blogs || content.ArticleOf(e.Record).StateAt(time.Now()) == content.StatePublished {
			return e.Next()
		}
		if !mayPreview(previewer(e.RequestEvent)) {
			return e.NotFoundError("", nil)
		}
		// No shared cache keeps it, and the browser asks again each time.
		e.Response.Header().Set("Cache-Control", "private, no-cache")
		return e.Next()
	})
	renew := func(e *core.RecordRequestEvent) error {
		if err := e.Next(); err != nil {
			return err
		}
		grantPreview(e.RequestEvent)
		return nil
	}
	app.OnRecordCreateRequest(content.Blogs).BindFunc(renew)
	app.OnRecordUpdateRequest(content.Blogs).BindFunc(renew)
}

// mayPreview reports whether r is a staff member who may see unpublished
// articles: an editor or an admin whose account is not disabled.
func mayPreview(r *core.Record) bool {
	return r != nil && r.Collection().Name == Collection && !MemberOf(r).Disabled() && Allowed(RolesOf(r), []string{RoleEditor})
}

// previewer is who asks for a file: the signed-in caller, else the holder
// of a valid preview pass, else nobody.
func previewer(e *core.RequestEvent) *core.Record {
	if e.Auth != nil {
		return e.Auth
	}
	pass, err := e.Request.Cookie(previewCookie)
	if err != nil {
		return nil
	}
	r, err := e.App.FindAuthRecordByToken(pass.Value, core.TokenTypeFile)
	if err != nil {
		return nil
	}
	return r
}

// grantPreview gives the caller's browser a preview pass when the caller
// may preview; anyone else gets none.
func grantPreview(e *core.RequestEvent) {
	if !mayPreview(e.Auth) {
		return
	}
	c := e.Auth.Collection()
	token, err := security.NewJWT(map[string]any{
		core.TokenClaimType: core.TokenTypeFile, core.TokenClaimId: e.Auth.Id, core.TokenClaimCollectionId: c.Id,
	}, e.Auth.TokenKey()+c.FileToken.Secret, previewValidity)
	if err != nil {
		e.App.Logger().Warn("staff: no preview pass", "error", err)
		return
	}
	e.SetCookie(&http.Cookie{
		Name: previewCookie, Value: token, Path: previewPath, MaxAge: int(previewValidity.Seconds()),
		HttpOnly: true, SameSite: http.SameSiteStrictMode,
		Secure: e.Request.TLS != nil || strings.HasPrefix(e.App.Settings().Meta.AppURL, "https://"),
	})
}
