package backup

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// EncryptionEnv names the variable holding the 32-character key PocketBase
// encrypts its stored settings with (main passes it as the app's
// EncryptionEnv; `--encryptionEnv` can name another).
const EncryptionEnv = "PB_ENCRYPTION_KEY"

// Config is where backups go.
type Config struct {
	// S3 is the off-site storage of the backups; nil keeps them in the data
	// directory's backups folder (or where the dashboard says).
	S3 *core.S3Config
}

// s3Variables are the BACKUP_S3_* variables every off-site storage needs.
var s3Variables = []string{"BACKUP_S3_ENDPOINT", "BACKUP_S3_BUCKET", "BACKUP_S3_REGION", "BACKUP_S3_ACCESS_KEY", "BACKUP_S3_SECRET"}

// ConfigFrom reads the BACKUP_S3_* variables (all or none) through getenv
// and checks the encryption key: 32 characters when set, and required in
// production, where the settings hold the SMTP password and every backup
// holds the settings.
func ConfigFrom(getenv func(string) string, production bool) (Config, error) {
	key := getenv(EncryptionEnv)
	switch {
	case key == "" && production:
		return Config{}, fmt.Errorf("%s is required in production: the settings hold the SMTP password (and the S3 secret), and every backup holds the settings", EncryptionEnv)
	case key != "" && len(key) != 32:
		return Config{}, fmt.Errorf("%s must be 32 characters (it has %d)", EncryptionEnv, len(key))
	}
	values := map[string]string{}
	var missing []string
	for _, name := range s3Variables {
		if values[name] = strings.TrimSpace(getenv(name)); values[name] == "" {
			missing = append(missing, name)
		}
	}
	pathStyle := getenv("BACKUP_S3_FORCE_PATH_STYLE")
	switch {
	case len(missing) == len(s3Variables) && pathStyle == "":
		return Config{}, nil
	case len(missing) > 0:
		return Config{}, fmt.Errorf("off-site backups need every BACKUP_S3_* variable: %s missing", strings.Join(missing, ", "))
	}
	forcePathStyle := false
	if pathStyle != "" {
		var err error
		if forcePathStyle, err = strconv.ParseBool(pathStyle); err != nil {
			return Config{}, fmt.Errorf("BACKUP_S3_FORCE_PATH_STYLE=%q is not true or false", pathStyle)
		}
	}
	if u, err := url.Parse(values["BACKUP_S3_ENDPOINT"]); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		return Config{}, fmt.Errorf("BACKUP_S3_ENDPOINT=%q is not an http(s):// address", values["BACKUP_S3_ENDPOINT"])
	}
	return Config{S3: &core.S3Config{
		Enabled: true, Endpoint: values["BACKUP_S3_ENDPOINT"], Bucket: values["BACKUP_S3_BUCKET"], Region: values["BACKUP_S3_REGION"],
		AccessKey: values["BACKUP_S3_ACCESS_KEY"], Secret: values["BACKUP_S3_SECRET"], ForcePathStyle: forcePathStyle,
	}}, nil
}
