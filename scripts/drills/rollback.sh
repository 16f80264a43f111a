#!/usr/bin/env bash
# The rollback drill: docs/deploy.md section 8 played on a scratch data folder,
# from the previous release to this one and back. Run it by hand before a
# release that changes the schema (it is not part of `make test`):
#
#   scripts/drills/rollback.sh [PREVIOUS_REV [CURRENT_REV]]
#
# PREVIOUS_REV defaults to the commit before the last schema change on the
# first-parent history (the release a server runs before this one's
# migrations), CURRENT_REV to HEAD. Both are built (the Go binary alone: the
# web app's stand-in page, the drill is about the data) into $DRILL_DIR
# (default /tmp/rollback-drill), which is emptied first. Needs Go, curl,
# jq and sqlite3. It stops at the first failure, saying which step.
set -euo pipefail

repo=$(git rev-parse --show-toplevel)
previous_rev=${1:-$(git -C "$repo" rev-parse "$(git -C "$repo" log --first-parent -1 --format=%H -- 'internal/schema/[0-9]*_*.go')^")}
current_rev=${2:-HEAD}
work=${DRILL_DIR:-/tmp/rollback-drill}
port=${DRILL_PORT:-18390}
site=http://127.0.0.1:$port
data=$work/pb_data

step() { printf '\n== %s\n' "$*"; }
fail() { printf 'DRILL FAILED: %s\n' "$*" >&2; exit 1; }

build() { # build NAME REV: $work/NAME, the foundation binary of REV
	mkdir -p "$work/src-$1"
	git -C "$repo" archive "$2" | tar -x -C "$work/src-$1"
	(cd "$work/src-$1" && go build -o "$work/$1" ./cmd/foundation)
	echo "$1: $(git -C "$repo" log -1 --format='%h %s' "$2" | cut -c1-100)"
}

server_pid=
serve() { # serve BINARY: starts it on the data folder and waits for it to answer
	"$1" serve --dir "$data" --http "127.0.0.1:$port" >>"$work/server.log" 2>&1 &
	server_pid=$!
	for _ in $(seq 1 120); do
		curl -fsS "$site/api/health" >/dev/null 2>&1 && return 0
		kill -0 "$server_pid" 2>/dev/null || fail "$1 did not start (see $work/server.log)"
		sleep 0.5
	done
	fail "$1 did not answer within a minute"
}
stop() { # like systemctl stop: SIGTERM, then wait for the exit
	kill -TERM "$server_pid"
	wait "$server_pid" || true
	server_pid=
}
trap '[ -z "$server_pid" ] || kill -TERM "$server_pid" 2>/dev/null || true' EXIT

pay_gift() { # pay_gift EMAIL CENTS: a one-off card gift paid through the demo gateway
	local donor session
	donor=$(curl -fsS -X POST "$site/api/donations/donors" -H 'Content-Type: application/json' -d "{\"email\":\"$1\",\"prenom\":\"Ada\",\"nom\":\"Lovelace\",
		\"adresse\":\"1 rue du Stade\",\"codePostal\":\"75015\",\"ville\":\"Paris\",\"pays\":\"France\",\"telephone\":\"+33612345678\"}" | jq -r .id)
	session=$(curl -fsS -X POST "$site/api/donations/unique-checkout-session" -H 'Content-Type: application/json' \
		-d "{\"amount\":$2,\"donorId\":\"$donor\"}" | jq -r .data.sessionId)
	curl -fsS -o /dev/null -X POST "$site/api/payments/demo/checkout/$session/pay" -H 'Content-Type: application/json' -d '{"outcome":"paid"}'
}

ledger_row() { # ledger_row EMAIL: the gift's payment row, "kind|gross|subject"
	sqlite3 "$data/data.db" "SELECT kind, gross, subject FROM ledger WHERE email = '$1' AND kind = 'payment'"
}

export APP_ENV=development SITE_URL=$site PB_ENCRYPTION_KEY
PB_ENCRYPTION_KEY=$(openssl rand -hex 16)

step "build the previous release and this one into $work"
rm -rf "$work" && mkdir -p "$work"
build previous "$previous_rev"
build current "$current_rev"
install -d -m 700 "$data"
mkdir -p "$work/bin" && cp "$work/previous" "$work/bin/foundation" # the release installed now

step "the previous release serves; a gift is paid"
serve "$work/bin/foundation"
pay_gift before-upgrade@example.org 2500
stop
before=$(ledger_row before-upgrade@example.org)
[ -n "$before" ] || fail "the gift before the upgrade has no ledger row ($before)"
echo "ledger: $before"

step "upgrade as docs/deploy.md section 8 says: the installed binary takes the backup"
backup_line=$("$work/bin/foundation" backup --dir "$data")
echo "$backup_line"
name=$(sed -n 's/^backup: \([^ ]*\) written to.*/\1/p' <<<"$backup_line")
[ -n "$name" ] || fail "no backup name in: $backup_line"
cp -p "$work/bin/foundation" "$work/bin/foundation.previous"
install -m 755 "$work/current" "$work/bin/foundation"
serve "$work/bin/foundation" # migrations run
pay_gift after-upgrade@example.org 4000
stop
[ -n "$(ledger_row after-upgrade@example.org)" ] || fail "the gift paid through the new release has no ledger row"

step "the previous binary refuses the upgraded database without the restore"
if "$work/bin/foundation.previous" serve --dir "$data" --http "127.0.0.1:$port" >"$work/refusal.log" 2>&1; then
	fail "the previous release served the upgraded database (exit 0; $work/refusal.log)"
fi
grep -q "newer" "$work/refusal.log" || fail "the refusal does not say why: $(cat "$work/refusal.log")"
echo "refused, exit non-zero: $(grep -m1 newer "$work/refusal.log" | cut -c1-160)"

step "roll back as docs/deploy.md section 8 says: the previous binary restores its backup, with the same key"
"$work/bin/foundation.previous" restore "$data/backups/$name" --dir "$data" --force
install -m 755 "$work/bin/foundation.previous" "$work/bin/foundation"
serve "$work/bin/foundation"
"$work/bin/foundation" receipts check --dir "$data" # as the guide says, the server running
curl -fsS "$site/api/health" >/dev/null || fail "the site does not answer"
curl -fsS "$site/api/collections/products/records" >/dev/null || fail "the catalogue does not answer"
curl -fsS "$site/api/donations/plans" >/dev/null || fail "the donation plans do not answer"
pay_gift after-rollback@example.org 1500
stop
after=$(ledger_row before-upgrade@example.org)
[ "$after" = "$before" ] || fail "the gift before the upgrade lost its ledger row ($after)"
[ -n "$(ledger_row after-rollback@example.org)" ] || fail "a gift paid after the rollback has no ledger row"
[ -z "$(ledger_row after-upgrade@example.org)" ] || fail "the gift paid between upgrade and rollback is in the restored backup?"

step "rollback drill passed: $(git -C "$repo" rev-parse --short "$previous_rev") -> $(git -C "$repo" rev-parse --short "$current_rev") -> back"
echo "The gift paid before the upgrade kept its ledger row ($after); the one paid between the upgrade and the"
echo "rollback is not in the backup (the provider check brings such gifts back: docs/deploy.md section 8)."
