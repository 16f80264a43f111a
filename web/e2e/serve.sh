#!/usr/bin/env bash
# Starts a freshly built server for the browser tests: empty data dir, a
# superuser for the tests' checks, the demo content, demo payments.
set -euo pipefail
port=$1
root=$(cd "$(dirname "$0")/../.." && pwd)
dir="$root/.tmp/e2e-$port"
bin="$root/bin/foundation"
rm -rf "$dir"
mkdir -p "$dir"
"$bin" superuser upsert "$E2E_ADMIN_EMAIL" "$E2E_ADMIN_PASSWORD" --dir "$dir" >/dev/null
"$bin" seed --dir "$dir" >/dev/null
SITE_URL="http://127.0.0.1:$port" exec "$bin" serve --http "127.0.0.1:$port" --dir "$dir"
