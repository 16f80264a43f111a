package staff

import (
	"errors"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/forms"
	"foundation/internal/i18n"
	"foundation/internal/jsonbody"
	"foundation/internal/notify"
)

// Audit actions of the accounts screen.
const (
	ActionInvite   = "staff.invite"
	ActionReinvite = "staff.reinvite"
	ActionAccount  = "staff.update"
)

// InviteValidity is how long an invitation's link works: the staff
// collection's password-reset token lives this long (migration
// 1734900000_staff_accounts), and only an invitation issues one.
const InviteValidity = 24 * time.Hour

// WelcomePath is the page of the staff app where an invited person sets
// their password; the invitation links to it with ?token=.
const WelcomePath = "/staff/welcome"

const maxName = 120

// Account is a staff account as the admins read it.
type Account struct {
	ID            string         `json:"id"`
	Email         string         `json:"email"`
	Name          string         `json:"name"`
	Roles         []string       `json:"roles" tstype:"Role[]"`
	Disabled      bool           `json:"disabled"`
	InvitePending bool           `json:"invitePending"`
	InvitedAt     types.DateTime `json:"invitedAt"`
	LastSignInAt  types.DateTime `json:"lastSignInAt"`
}

// AccountOf reads a staff record.
func AccountOf(r *core.Record) Account {
	m := MemberOf(r)
	return Account{ID: m.Id, Email: m.Email(), Name: m.Name(), Roles: m.Roles(), Disabled: m.Disabled(),
		InvitePending: m.InvitePending(), InvitedAt: m.InvitedAt(), LastSignInAt: m.LastSignInAt()}
}

// ListAccounts lists the staff accounts by email, a page at a time.
func ListAccounts(e *core.RequestEvent) error {
	p, err := PageParams(e)
	if err != nil {
		return err
	}
	// Staff records have no created date: the list is by email.
	var total int
	if err := e.App.RecordQuery(Collection).Select("count(*)").Row(&total); err != nil {
		return e.InternalServerError("", err)
	}
	var records []*core.Record
	err = e.App.RecordQuery(Collection).OrderBy(core.FieldNameEmail + " ASC").Limit(int64(p.PerPage)).Offset(int64(p.Offset())).All(&records)
	if err != nil {
		return e.InternalServerError("", err)
	}
	items := make([]Account, 0, len(records))
	for _, r := range records {
		items = append(items, AccountOf(r))
	}
	return e.JSON(http.StatusOK, NewPage(p, total, items))
}

type inviteForm struct {
	Email string   `json:"email"`
	Name  string   `json:"name"`
	Roles []string `json:"roles"`
}

// rolesRule refuses no role, an unknown one and the same one twice.
func rolesRule(roles []string) error {
	if len(roles) == 0 {
		return validation.NewError("validation_required", "Choose at least one role.")
	}
	for i, r := range roles {
		if !slices.Contains(Roles, r) || slices.Contains(roles[:i], r) {
			return validation.NewError("validation_invalid_role", "Choose among "+strings.Join(Roles, ", ")+".")
		}
	}
	return nil
}

// InviteAccount opens an account without a usable password and mails its invitation.
func InviteAccount(e *core.RequestEvent) error {
	var in inviteForm
	if err := jsonbody.Decode(e, &in, "Check the invitation."); err != nil {
		return err
	}
	in.Email, in.Name = strings.ToLower(forms.CleanLine(in.Email)), forms.CleanLine(in.Name)
	errs := validation.Errors{"email": forms.Email(in.Email), "name": forms.Line(in.Name, maxName), "roles": rolesRule(in.Roles)}
	if errs["email"] == nil {
		if _, err := e.App.FindAuthRecordByEmail(Collection, in.Email); err == nil {
			errs["email"] = validation.NewError("validation_email_taken", "This email already has a staff account: send it a new invitation from its row.")
		}
	}
	if err := errs.Filter(); err != nil {
		return apis.NewBadRequestError("Check the invitation.", err)
	}
	var account Account
	err := e.App.RunInTransaction(func(tx core.App) error {
		c, err := tx.FindCachedCollectionByNameOrId(Collection)
		if err != nil {
			return err
		}
		r := core.NewRecord(c)
		r.SetEmail(in.Email)
		r.SetVerified(true)
		r.SetRandomPassword() // nobody knows it: the invitation sets theirs
		r.Load(map[string]any{fieldName: in.Name, fieldRoles: in.Roles})
		if err := invite(tx, r); err != nil {
			return err
		}
		account = AccountOf(r)
		return Audit(tx, e.Auth, ActionInvite, r, nil, account)
	})
	if err != nil {
		return e.InternalServerError("", err)
	}
	return e.JSON(http.StatusCreated, account)
}

// invitationWords are an invitation's words; {email} in Opened is the account's.
type invitationWords struct {
	Subject, Heading, Opened, Choose, Button string
	Closing                                  []string
}

// inviteWords are the invitation's words, in the member's language (a new
// member has not chosen one: French).
var inviteWords = i18n.Both[invitationWords]{
	En: invitationWords{Subject: "Your account on the " + notify.Foundation + "'s back office", Heading: "You are invited to the back office",
		Opened:  "An admin of the " + notify.Foundation + " opened a back-office account for {email}.",
		Choose:  "Choose your password (at least 12 characters) to start. The link works once, for 24 hours.",
		Button:  "Choose my password",
		Closing: []string{"Each time you sign in, you also receive a one-time code by mail.", "If you did not expect this, ignore this mail."}},
	Fr: invitationWords{Subject: "Votre compte sur l’espace équipe de la " + notify.FoundationIn(i18n.French), Heading: "Une invitation à l’espace équipe",
		Opened: "Un administrateur de la " + notify.FoundationIn(i18n.French) + " a ouvert un compte de l’espace équipe pour {email}.",
		Choose: "Choisissez votre mot de passe (au moins 12 caractères) pour commencer. Le lien ne sert qu’une fois, pendant 24 heures.",
		Button: "Choisir mon mot de passe",
		Closing: []string{"À chaque connexion, vous recevrez aussi un code de connexion par e-mail, valable une seule fois.",
			"Si vous n’attendiez pas cette invitation, ignorez cet e-mail."}},
}

// invite saves r with a new invitation pending and queues its mail in tx,
// in r's language. The token key changes first: the links of earlier
// invitations, and the account's sessions, stop working.
func invite(tx core.App, r *core.Record) error {
	r.RefreshTokenKey()
	r.Set(fieldInvitePending, true)
	r.Set(fieldInvitedAt, types.NowDateTime())
	if err := tx.Save(r); err != nil {
		return err
	}
	token, err := r.NewPasswordResetToken()
	if err != nil {
		return err
	}
	l := MemberOf(r).Language()
	w := inviteWords.In(l)
	notify.Send(tx, notify.Mail{
		To: r.Email(), Subject: w.Subject, Kind: ActionInvite, Ref: Collection + "/" + r.Id, Locale: l, Heading: w.Heading,
		Paragraphs: []string{strings.ReplaceAll(w.Opened, "{email}", r.Email()), w.Choose},
		Action:     &notify.Link{Label: w.Button, URL: WelcomePath + "?token=" + token},
		Closing:    w.Closing,
	})
	return nil
}

type accountChange struct {
	Name     *string   `json:"name"`
	Roles    *[]string `json:"roles"`
	Disabled *bool     `json:"disabled"`
	Invite   bool      `json:"invite"`
}

// ChangeAccount changes an account's name, roles or disabled state, or
// sends it a new invitation, in one transaction with its audit row. An
// admin neither disables themself nor drops their own admin role: the
// foundation would risk having no admin left.
func ChangeAccount(e *core.RequestEvent) error {
	var in accountChange
	if err := jsonbody.Decode(e, &in, "Check the change."); err != nil {
		return err
	}
	self := e.Request.PathValue("id") == e.Auth.Id
	errs := validation.Errors{}
	if in.Name != nil {
		*in.Name = forms.CleanLine(*in.Name)
		errs["name"] = forms.Line(*in.Name, maxName)
	}
	if in.Roles != nil {
		errs["roles"] = rolesRule(*in.Roles)
		if errs["roles"] == nil && self && !slices.Contains(*in.Roles, RoleAdmin) {
			errs["roles"] = validation.NewError("validation_own_admin", "You cannot remove your own admin role: ask another admin.")
		}
	}
	if in.Disabled != nil && *in.Disabled && self {
		errs["disabled"] = validation.NewError("validation_own_account", "You cannot disable your own account: ask another admin.")
	}
	if err := errs.Filter(); err != nil {
		return apis.NewBadRequestError("This change is refused.", err)
	}
	if in.Name == nil && in.Roles == nil && in.Disabled == nil && !in.Invite {
		return apis.NewBadRequestError("Nothing to change.", nil)
	}
	var account Account
	err := e.App.RunInTransaction(func(tx core.App) error {
		r, err := tx.FindRecordById(Collection, e.Request.PathValue("id"))
		if err != nil {
			return err
		}
		before := AccountOf(r)
		if in.Name != nil {
			r.Set(fieldName, *in.Name)
		}
		if in.Roles != nil {
			r.Set(fieldRoles, *in.Roles)
		}
		if in.Disabled != nil {
			r.Set(fieldDisabled, *in.Disabled) // disabling ends its sessions (endSessionsOfTheDisabled)
		}
		action := ActionAccount
		if in.Invite {
			if r.GetBool(fieldDisabled) {
				return validation.Errors{"invite": validation.NewError("validation_disabled", "Enable the account before inviting it again.")}
			}
			action = ActionReinvite
			err = invite(tx, r)
		} else {
			err = tx.Save(r)
		}
		if err != nil {
			return err
		}
		account = AccountOf(r)
		return Audit(tx, e.Auth, action, r, before, account)
	})
	var verrs validation.Errors
	switch {
	case errors.As(err, &verrs):
		return apis.NewBadRequestError("This change is refused.", verrs)
	case err != nil:
		return notFound(e, err)
	}
	return e.JSON(http.StatusOK, account)
}

// guardAccounts keeps the accounts' rules on PocketBase's own routes: a
// staff record is never deleted (not even by a superuser through the
// records API), a disabled account's sessions end at once, a
// password-reset token of the staff collection sets a password only while
// its invitation is pending (that ends it), and a staff sign-in is dated
// for the accounts screen.
func guardAccounts(app core.App) {
	app.OnRecordUpdate(Collection).BindFunc(endSessionsOfTheDisabled)
	app.OnRecordDeleteRequest(Collection).BindFunc(func(e *core.RecordRequestEvent) error {
		return apis.NewForbiddenError("Staff accounts are never deleted: disable it instead.", nil)
	})
	app.OnRecordConfirmPasswordResetRequest(Collection).BindFunc(func(e *core.RecordConfirmPasswordResetRequestEvent) error {
		if !e.Record.GetBool(fieldInvitePending) || e.Record.GetBool(fieldDisabled) {
			return apis.NewForbiddenError(passwordsByAdmin, nil)
		}
		e.Record.Set(fieldInvitePending, false)
		return e.Next()
	})
	app.OnRecordAuthRequest(Collection).BindFunc(func(e *core.RecordAuthRequestEvent) error {
		if err := e.Next(); err != nil {
			return err
		}
		if e.AuthMethod == core.MFAMethodPassword || e.AuthMethod == core.MFAMethodOTP {
			_, err := e.App.DB().Update(Collection, dbx.Params{fieldLastSignInAt: types.NowDateTime().String()},
				dbx.HashExp{core.FieldNameId: e.Record.Id}).Execute()
			if err != nil {
				e.App.Logger().Warn("staff: sign-in not dated", "error", err)
			}
		}
		return nil
	})
}

// endSessionsOfTheDisabled changes the token key of an account being
// disabled, whoever disables it (the Accounts screen, a superuser in the
// dashboard or through the records API, any code that saves it): its
// sessions, file tokens and invitation links stop working at once, where
// the auth rule alone would only refuse its next sign-in.
func endSessionsOfTheDisabled(e *core.RecordEvent) error {
	if e.Record.GetBool(fieldDisabled) && !e.Record.Original().GetBool(fieldDisabled) {
		e.Record.RefreshTokenKey()
	}
	return e.Next()
}
