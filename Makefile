# The README's two commands: `make run` and `make test`.
GO      ?= go
BIN     := bin/foundation
DATA    ?= pb_data
ADDR    ?= 127.0.0.1:8090
NPM_OK  := web/node_modules/.package-lock.json

.PHONY: run build web generate test test-go test-web test-e2e bench bench-receipts vet clean

run: build
	./$(BIN) seed --dir $(DATA)
	@echo "Serving http://$(ADDR) (dashboard: http://$(ADDR)/_/)"
	APP_ENV=$${APP_ENV:-development} ./$(BIN) serve --http $(ADDR) --dir $(DATA)

build: web
	$(GO) build -tags embedweb -o $(BIN) ./cmd/foundation

web: $(NPM_OK)
	cd web && npm run build

# `npm install` with the committed lock, not `npm ci`: the registry reachable
# here lacks some other platforms' optional binaries (e.g. Tailwind's darwin
# build), which `npm ci` counts as an out-of-sync lock; install keeps the lock as is.
$(NPM_OK): web/package.json web/package-lock.json
	cd web && npm install --no-audit --no-fund
	@touch $@

# The app's TypeScript types of the server's JSON answers, written from the Go
# types, its page table (web/src/lib/pages.gen.ts), written from the server's
# (internal/pages/routes.go), the values the forms share with the server
# (web/src/lib/rules.gen.ts and addressRules.gen.ts: fields' lengths,
# amounts' bounds, the input rules' patterns), and docs/api.md, written from
# the route index (cmd/contract); `go test ./cmd/contract ./internal/api`
# fails while one is stale.
generate:
	$(GO) run ./cmd/contract

test: test-go test-web test-e2e

# Not ./...: web/node_modules may hold npm packages' own Go files.
GO_PKGS := ./cmd/... ./internal/... ./web

# -timeout: the staff package walks every route as every role against a real
# database; on two cores busy with the other packages it can pass 10 minutes.
test-go:
	$(GO) vet $(GO_PKGS)
	$(GO) test -timeout 25m $(GO_PKGS)

test-web: $(NPM_OK)
	cd web && npx eslint . --max-warnings=0 && npx tsc -b && npx vitest run

test-e2e: build
	cd web && npx playwright test

bench: build
	$(GO) run ./cmd/bench -bin $(BIN) -out docs/BENCHMARKS.md

# The tax receipts' annual run alone (in process, no server, no web build):
# replaces its own section of docs/BENCHMARKS.md.
bench-receipts:
	$(GO) run ./cmd/bench -only receipts -out docs/BENCHMARKS.md

clean:
	rm -rf bin web/dist/assets web/dist/index.html web/test-results web/playwright-report .tmp
