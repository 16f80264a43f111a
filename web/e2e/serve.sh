#!/usr/bin/env bash
# Starts a freshly built server for the browser tests: empty data dir, a
# superuser for the tests' checks, the demo content, demo payments.
set -euo pipefail
port=$1
root=$(cd "$(dirname "$0")/../.." && pwd)
dir="$root/.tmp/e2e-$port"
bin="$root/bin/foundation"
rm -rf "$dir" "$dir.receipts.jsonl"
mkdir -p "$dir"
"$bin" superuser upsert "$E2E_ADMIN_EMAIL" "$E2E_ADMIN_PASSWORD" --dir "$dir" >/dev/null
"$bin" seed --dir "$dir" >/dev/null
# Every browser test comes from 127.0.0.1: the per-IP caps (proven by the Go
# tests) are raised so parallel specs never trip them.
export RATE_LIMIT_ORDERS=1000 RATE_LIMIT_DONATIONS=1000 RATE_LIMIT_CONTACT=1000 RATE_LIMIT_ORDER_READS=1000 \
  RATE_LIMIT_CAPTURES=1000 RATE_LIMIT_CAPTURES_PER_RECORD=1000 RATE_LIMIT_AUTH=1000 RATE_LIMIT_STAFF_CODES=1000
# TEST MODE: the demo gateway stands in for Stripe and PayPal.
export APP_ENV=development
SITE_URL="http://127.0.0.1:$port" exec "$bin" serve --http "127.0.0.1:$port" --dir "$dir"
