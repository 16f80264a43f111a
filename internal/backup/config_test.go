package backup_test

import (
	"strings"
	"testing"

	"foundation/internal/backup"
)

func TestConfigFrom(t *testing.T) {
	full := map[string]string{"BACKUP_S3_ENDPOINT": "https://s3.fr-par.scw.cloud", "BACKUP_S3_BUCKET": "b", "BACKUP_S3_REGION": "fr-par",
		"BACKUP_S3_ACCESS_KEY": "k", "BACKUP_S3_SECRET": "s"}
	with := func(changes map[string]string) map[string]string {
		env := map[string]string{}
		for k, v := range full {
			env[k] = v
		}
		for k, v := range changes {
			env[k] = v
		}
		return env
	}
	key := strings.Repeat("k", 32)
	cases := []struct {
		name       string
		env        map[string]string
		production bool
		s3         bool
		err        string
	}{
		{name: "nothing set: backups on the server's disk", env: map[string]string{}},
		{name: "every BACKUP_S3_* set", env: full, s3: true},
		{name: "one missing", env: with(map[string]string{"BACKUP_S3_SECRET": ""}), err: "BACKUP_S3_SECRET missing"},
		{name: "path style alone", env: map[string]string{"BACKUP_S3_FORCE_PATH_STYLE": "true"}, err: "BACKUP_S3_ENDPOINT, BACKUP_S3_BUCKET"},
		{name: "path style not a boolean", env: with(map[string]string{"BACKUP_S3_FORCE_PATH_STYLE": "yes please"}), err: "BACKUP_S3_FORCE_PATH_STYLE"},
		{name: "endpoint without a scheme", env: with(map[string]string{"BACKUP_S3_ENDPOINT": "s3.fr-par.scw.cloud"}), err: "BACKUP_S3_ENDPOINT"},
		{name: "production without a key", env: map[string]string{}, production: true, err: "PB_ENCRYPTION_KEY is required"},
		{name: "production with a key", env: map[string]string{backup.EncryptionEnv: key}, production: true},
		{name: "a key too short", env: map[string]string{backup.EncryptionEnv: "short"}, err: "32 characters (it has 5)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cfg, err := backup.ConfigFrom(func(name string) string { return c.env[name] }, c.production)
			if c.err != "" {
				if err == nil || !strings.Contains(err.Error(), c.err) {
					t.Fatalf("error %v, want one saying %q", err, c.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if (cfg.S3 != nil) != c.s3 || (c.s3 && (!cfg.S3.Enabled || cfg.S3.Secret != "s" || cfg.S3.ForcePathStyle)) {
				t.Fatalf("S3 config %+v", cfg.S3)
			}
		})
	}
}
