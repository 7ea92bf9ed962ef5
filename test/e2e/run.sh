#!/bin/bash
# Layer 3 of cardtext's tests: the extension and its language server in REAL editors.
#   1. Neovim 0.7 (Debian), headless, built-in LSP client talking to `node dist/server.js --stdio`;
#      and README.md's Neovim setup block, extracted from the README, run as the user's init.lua
#   2. VS Code 1.100.3 as code-server + Chromium (playwright-core): a UI test with the packaged .vsix;
#      no Unicode-highlight boxes on the characters the format prints; the extension's page (icon,
#      README images, CHANGELOG)
#   3. mocha INSIDE code-server's real extension host, with the project root as extensionDevelopmentPath
#   2b. official rulings out of the box: the download offer and its progress, then rulings and precedent in hovers
#   2c. the web extension in code-server's Web Worker extension host (as on vscode.dev)
#   4b. the web extension's language server in a Web Worker in Chromium, compared with the Node server
#   4c. the playground page (dist/web/) from file:// and from `cardtext serve`, against the Node server
#   4. `cardtext render` of examples/ in Chromium (screenshot, PDF → PNG with pdftoppm, hostile cards inert),
#      and the card preview and set overview in code-server (typing follows, latency measured)
# Both editors also run a rulings test (fixtures/rulings/): a workspace whose settings point
# cardtext.rulesFile / rulingsFiles / cardFiles at the shared corpus (<repo>/../shared/corpus).
# Usage: npm run test:e2e   (= bash test/e2e/run.sh)
# Installs what it needs when missing (apt packages as root; code-server and playwright-core into
# .e2e/, never into the project's package.json). Every writable dir the editors and the installs use
# is under .e2e/ (HOME and XDG_* point there); logs and screenshots go to test-artifacts/; the last
# test (homeGuard.sh) fails if the run wrote where those programs write in the user's home. Env:
#   CARDTEXT_E2E_UPDATE_DOCS=1   also copy test-artifacts/{hover,rulings-hover,gallery,print-page,design-overview,preview,overview,import}.png
#                                to docs/images/ (done anyway for an image that does not exist yet)
#   CARDTEXT_CORPUS=DIR          the shared corpus (default: <repo>/../shared/corpus)
#   CARDTEXT_E2E_SKIP_BUILD=1    reuse dist/ and .e2e/cardtext.vsix from an earlier run
#   CARDTEXT_E2E_ONLY=neovim|code-server   run one editor only
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
HERE=$ROOT/test/e2e
E2E=$ROOT/.e2e
RUN=$E2E/run                      # recreated on every run
ARTIFACTS=$ROOT/test-artifacts
FIXTURE=$HERE/fixtures/showcase.cards
RULINGS_FIXTURE=$HERE/fixtures/rulings/guild-ledger.cards
CORPUS=${CARDTEXT_CORPUS:-$ROOT/../shared/corpus}
CODE_SERVER_VERSION=4.100.3       # the last code-server whose install accepts Node 20
PLAYWRIGHT_VERSION=1.65.1
CS=$E2E/code-server/node_modules/.bin/code-server
ONLY=${CARDTEXT_E2E_ONLY:-all}

GROUPS_TO_STOP=()                 # process groups (leader PIDs) started by this script
NAMES=() STATUSES=() SECONDS_TAKEN=()
T_START=$(date +%s)

log() { echo "[e2e $(date +%H:%M:%S)] $*"; }
die() { echo "[e2e] ERROR: $*" >&2; exit 1; }

# Stops the process group led by $1 (a PID this script started with setsid): TERM, then KILL.
stop_group() {
  local pid=$1
  kill -0 -- "-$pid" 2>/dev/null || return 0
  kill -TERM -- "-$pid" 2>/dev/null || true
  for _ in $(seq 50); do kill -0 -- "-$pid" 2>/dev/null || return 0; sleep 0.1; done
  kill -KILL -- "-$pid" 2>/dev/null || true
}
cleanup() {
  local pid
  for pid in "${GROUPS_TO_STOP[@]+"${GROUPS_TO_STOP[@]}"}"; do stop_group "$pid"; done
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# run_test NAME COMMAND...: runs one test, records PASS/FAIL and its duration, never aborts the script.
run_test() {
  local name=$1 t0 rc
  shift
  t0=$(date +%s.%N)
  log "── $name"
  set +e
  "$@"
  rc=$?
  set -e
  # 130/143: the test was interrupted (Ctrl+C / SIGTERM). bash does not run the INT trap when the
  # child handled SIGINT itself (as playwright does, exiting 130), so stop here explicitly.
  if [ "$rc" -eq 130 ] || [ "$rc" -eq 143 ]; then log "interrupted during: $name"; exit "$rc"; fi
  NAMES+=("$name")
  SECONDS_TAKEN+=("$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')")
  if [ "$rc" -eq 0 ]; then STATUSES+=(PASS); else STATUSES+=("FAIL (exit $rc)"); fi
}
timed() { # timed LABEL COMMAND...: setup step, fatal on failure
  local label=$1 t0
  shift
  t0=$(date +%s.%N)
  "$@" || die "$label failed"
  log "$label: $(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }') s"
}

# ── 1. system packages ─────────────────────────────────────────────────────────────────────────
ensure_system_packages() {
  local missing=()
  command -v nvim >/dev/null || missing+=(neovim)
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  command -v rg >/dev/null || missing+=(ripgrep)
  command -v curl >/dev/null || missing+=(curl)
  command -v pdftoppm >/dev/null || missing+=(poppler-utils)   # the printed gallery page, PDF → PNG
  # needed only to build code-server's native modules (kerberos, node-pty) the first time
  if [ ! -x "$CS" ]; then
    dpkg-query -W -f='${Status}' libkrb5-dev 2>/dev/null | grep -q 'ok installed' || missing+=(libkrb5-dev)
    { command -v make && command -v g++; } >/dev/null || missing+=(build-essential)
    command -v python3 >/dev/null || missing+=(python3)
  fi
  [ ${#missing[@]} -eq 0 ] && return 0
  [ "$(id -u)" -eq 0 ] || die "missing packages: ${missing[*]} (run as root, or install them first)"
  log "apt-get install ${missing[*]}"
  apt-get update || return 1
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}" || return 1
}

# ── 2. code-server and playwright-core, cached under .e2e/ ─────────────────────────────────────
installed_version() { node -p "require('$1/package.json').version" 2>/dev/null || true; }
ensure_code_server() {
  [ "$(installed_version "$E2E/code-server/node_modules/code-server")" = "$CODE_SERVER_VERSION" ] && [ -x "$CS" ] && return 0
  log "installing code-server $CODE_SERVER_VERSION into .e2e/code-server (about 2 minutes)"
  bash "$HERE/code-server/install.sh" "$E2E/code-server" "$CODE_SERVER_VERSION"
}
ensure_playwright() {
  [ "$(installed_version "$E2E/tools/node_modules/playwright-core")" = "$PLAYWRIGHT_VERSION" ] && return 0
  log "installing playwright-core $PLAYWRIGHT_VERSION into .e2e/tools"
  mkdir -p "$E2E/tools" || return 1
  [ -f "$E2E/tools/package.json" ] || echo '{"name":"cardtext-e2e-tools","private":true}' > "$E2E/tools/package.json"
  # npm's cache and logs go to .e2e/tools/home, as install.sh does for code-server (the user's npm
  # settings still apply)
  (
    if [ -f "${npm_config_userconfig:-$HOME/.npmrc}" ]; then export npm_config_userconfig=${npm_config_userconfig:-$HOME/.npmrc}; fi
    export HOME=$E2E/tools/home XDG_CONFIG_HOME=$E2E/tools/home/config XDG_DATA_HOME=$E2E/tools/home/data \
      XDG_CACHE_HOME=$E2E/tools/home/cache XDG_STATE_HOME=$E2E/tools/home/state
    mkdir -p "$HOME" && cd "$E2E/tools" && npm install --no-audit --no-fund "playwright-core@$PLAYWRIGHT_VERSION"
  ) || return 1
}

# ── 3. build and package the extension ─────────────────────────────────────────────────────────
build_and_package() {
  cd "$ROOT" || return 1
  [ -d node_modules ] || npm ci --no-audit --no-fund || return 1
  npm run build || return 1
  rm -f "$E2E/cardtext.vsix"
  # as `npm run package` does: extension/README.md with its images embedded, the icon, the CHANGELOG
  node scripts/packageExtension.mjs "$E2E/cardtext.vsix" </dev/null || return 1
  [ -f "$E2E/cardtext.vsix" ] || { echo "vsce did not produce $E2E/cardtext.vsix"; return 1; }
}

# The environment of every editor process (Neovim, code-server and its extension host, Chromium):
# HOME, the XDG dirs and TMPDIR all under .e2e/run/home. Called in subshells, or after the build.
editor_env() {
  local home=$RUN/home
  mkdir -p "$home/tmp" "$home/config" "$home/data" "$home/cache" "$home/state"
  chmod 700 "$home/tmp"
  export HOME=$home TMPDIR=$home/tmp XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data \
    XDG_CACHE_HOME=$home/cache XDG_STATE_HOME=$home/state XDG_RUNTIME_DIR=$home/tmp
}

# rulings_workspace DIR: a copy of the rulings fixture plus a .vscode/settings.json that names the
# corpus files by absolute path (the repo sits elsewhere on CI; both editors read this file).
rulings_workspace() {
  local ws=$1 corpus f
  corpus=$(cd "$CORPUS" 2>/dev/null && pwd) || { echo "no shared corpus at $CORPUS (set CARDTEXT_CORPUS)"; return 1; }
  for f in comprehensive-rules.txt rulings.json cards.json; do
    [ -f "$corpus/$f" ] || { echo "the shared corpus has no $f: $corpus/$f"; return 1; }
  done
  mkdir -p "$ws/.vscode" && cp "$RULINGS_FIXTURE" "$ws/" || return 1
  node -e '
    const [corpus, out] = process.argv.slice(1);
    const p = (f) => require("path").join(corpus, f);
    require("fs").writeFileSync(out, JSON.stringify({
      "cardtext.rulesFile": p("comprehensive-rules.txt"),
      "cardtext.rulingsFiles": [p("rulings.json")],
      "cardtext.cardFiles": [p("cards.json")],
    }, null, 2) + "\n");' "$corpus" "$ws/.vscode/settings.json"
}

# ── 4. Neovim ──────────────────────────────────────────────────────────────────────────────────
neovim_test() (
  editor_env
  local ws=$RUN/neovim-workspace
  mkdir -p "$ws" && cp "$FIXTURE" "$ws/"
  cd "$ws"
  CARDTEXT_SERVER=$ROOT/dist/server.js CARDTEXT_ROOT=$ws \
    timeout --foreground -k 5 90 nvim --headless -u "$HERE/neovim/init.lua" -i NONE -n showcase.cards \
      -c "luafile $HERE/neovim/test.lua" </dev/null 2>&1 | tee "$ARTIFACTS/neovim.log"
)

neovim_rulings_test() (
  editor_env
  local ws=$RUN/neovim-rulings
  rulings_workspace "$ws" || exit 1
  cd "$ws"
  CARDTEXT_SERVER=$ROOT/dist/server.js CARDTEXT_ROOT=$ws CARDTEXT_SETTINGS_FILE=$ws/.vscode/settings.json \
    timeout --foreground -k 5 90 nvim --headless -u "$HERE/neovim/init.lua" -i NONE -n guild-ledger.cards \
      -c "luafile $HERE/neovim/rulings-test.lua" </dev/null 2>&1 | tee "$ARTIFACTS/neovim-rulings.log"
)

# README.md's Neovim setup, extracted from the README (the extension's README must hold the same
# block) and run as init.lua, with `cardtext-language-server` on PATH as `npm install -g` puts it
neovim_readme_test() (
  editor_env
  local ws=$RUN/neovim-readme/workspace bin=$RUN/neovim-readme/bin init=$RUN/neovim-readme/init.lua
  mkdir -p "$ws" "$bin" && cp "$FIXTURE" "$ws/" || exit 1
  printf 'Grizzly Bears {1}{G}\nCreture — Bear\n2/2\n' > "$ws/second.cards"
  ln -s "$ROOT/bin/cardtext-language-server.js" "$bin/cardtext-language-server"
  node "$HERE/neovim/readmeSnippet.js" "$ROOT/README.md" "$ROOT/extension/README.md" > "$init" || exit 1
  cd "$ws"
  PATH=$bin:$PATH timeout --foreground -k 5 90 nvim --headless -u "$init" -i NONE -n showcase.cards \
    -c "luafile $HERE/neovim/readme-test.lua" </dev/null 2>&1 | tee "$ARTIFACTS/neovim-readme.log"
)

# ── 5. code-server: install the .vsix into a fresh profile, start it on loopback, run the tests ──
CS_PID=
CS_URL=
# start_code_server [PROFILE-NAME [EXTRA-SETTINGS]]: EXTRA-SETTINGS are more lines of settings.json
# (the web extension's test runs cardtext in the browser's Web Worker extension host with them)
start_code_server() {
  local name=${1:-code-server} extra=${2:-} profile port
  profile=$RUN/$name
  editor_env
  mkdir -p "$profile/user-data/User" "$profile/extensions"
  { printf '{%s' "$extra"; cat <<'JSON'; } > "$profile/user-data/User/settings.json"
  "security.workspace.trust.enabled": false,
  "workbench.startupEditor": "none",
  "workbench.colorTheme": "Default Dark Modern",
  "window.autoDetectColorScheme": false,
  "workbench.tips.enabled": false,
  "workbench.enableExperiments": false,
  "workbench.reduceMotion": "on",
  "workbench.secondarySideBar.defaultVisibility": "hidden",
  "chat.commandCenter.enabled": false,
  "telemetry.telemetryLevel": "off",
  "update.mode": "none",
  "extensions.autoCheckUpdates": false,
  "extensions.autoUpdate": false,
  "extensions.ignoreRecommendations": true,
  "git.enabled": false,
  "files.autoSave": "off",
  "editor.minimap.enabled": false,
  "editor.hover.delay": 200,
  "window.commandCenter": false
}
JSON
  "$CS" --user-data-dir "$profile/user-data" --extensions-dir "$profile/extensions" \
    --install-extension "$E2E/cardtext.vsix" </dev/null 2>&1 | tee "$ARTIFACTS/$name-install.log"
  ls "$profile/extensions" | grep -q '^cardtext\.cardtext-' || { echo "the .vsix did not install"; return 1; }
  port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
  # setsid: code-server and everything it starts (extension host, language server) form one
  # process group that cleanup can stop by its leader's PID.
  CARDTEXT_E2E_DEV_PATH=$ROOT setsid "$CS" --bind-addr "127.0.0.1:$port" --auth none \
    --user-data-dir "$profile/user-data" --extensions-dir "$profile/extensions" \
    --disable-telemetry --disable-update-check --disable-workspace-trust --disable-getting-started-override \
    --disable-file-downloads --disable-proxy=domain \
    </dev/null >"$ARTIFACTS/$name.log" 2>&1 &
  CS_PID=$!
  GROUPS_TO_STOP+=("$CS_PID")
  CS_URL=http://127.0.0.1:$port
  local deadline=$((SECONDS + 90))
  until curl -sf -o /dev/null "$CS_URL/healthz"; do
    kill -0 "$CS_PID" 2>/dev/null || { echo "code-server exited:"; tail -20 "$ARTIFACTS/$name.log"; return 1; }
    [ $SECONDS -lt $deadline ] || { echo "code-server did not answer within 90 s"; tail -20 "$ARTIFACTS/$name.log"; return 1; }
    sleep 0.2
  done
  log "code-server $CODE_SERVER_VERSION up at $CS_URL (pid $CS_PID)"
}

code_server_ui_test() (
  editor_env
  export NODE_PATH=$E2E/tools/node_modules   # playwright-core
  local ws=$RUN/ui/violet-hollow     # the folder name shows in the explorer of the screenshot
  mkdir -p "$ws" && cp "$FIXTURE" "$ws/"
  timeout --foreground -k 10 240 node "$HERE/code-server/ui-test.js" "$CS_URL" "$ws" showcase.cards "$ARTIFACTS" \
    </dev/null 2>&1 | tee "$ARTIFACTS/ui-test.log"
)

# Official rulings out of the box: nothing installed, a bulk-data server on loopback, the offer, the
# download, then rulings and precedent in hovers. It runs first: the data it installs (into this run's
# XDG_CACHE_HOME, as a user's one download) is then there for the other workbench tests.
code_server_real_cards_test() (
  editor_env
  export NODE_PATH=$E2E/tools/node_modules   # playwright-core
  local ws=$RUN/ui-real-cards/brokers data=$CORPUS
  [ -f "$data/cards.json" ] && [ -f "$data/rulings.json" ] || data=$ROOT/test/fixtures
  mkdir -p "$ws"
  timeout --foreground -k 10 300 node "$HERE/code-server/real-cards-test.js" "$CS_URL" "$ws" "$ROOT" "$ARTIFACTS" "$data" "$RUN/code-server/user-data/User/settings.json" \
    </dev/null 2>&1 | tee "$ARTIFACTS/real-cards-test.log"
)

code_server_rulings_test() (
  editor_env
  export NODE_PATH=$E2E/tools/node_modules   # playwright-core
  local ws=$RUN/ui-rulings/guild-ledger    # the folder name shows in the explorer of the screenshot
  rulings_workspace "$ws" || exit 1
  timeout --foreground -k 10 240 node "$HERE/code-server/ui-rulings-test.js" "$CS_URL" "$ws" guild-ledger.cards "$ARTIFACTS" \
    </dev/null 2>&1 | tee "$ARTIFACTS/ui-rulings-test.log"
)

# VS Code's Unicode highlighting boxes none of the characters the format prints, and still boxes a lookalike
code_server_unicode_test() (
  editor_env
  export NODE_PATH=$E2E/tools/node_modules   # playwright-core
  local ws=$RUN/ui-unicode/typography
  mkdir -p "$ws" && cp "$HERE/fixtures/typography/typography.cards" "$ws/"
  timeout --foreground -k 10 240 node "$HERE/code-server/unicode-test.js" "$CS_URL" "$ws" typography.cards "$ARTIFACTS" \
    </dev/null 2>&1 | tee "$ARTIFACTS/unicode-test.log"
)

# The extension's page (Extensions view → cardtext): our icon, the user README with its images, the CHANGELOG
code_server_extension_page_test() (
  editor_env
  export NODE_PATH=$E2E/tools/node_modules   # playwright-core
  local ws=$RUN/ui-extension-page/empty
  mkdir -p "$ws"
  timeout --foreground -k 10 240 node "$HERE/code-server/extension-page-test.js" "$CS_URL" "$ws" "$ROOT" "$ARTIFACTS" \
    </dev/null 2>&1 | tee "$ARTIFACTS/extension-page-test.log"
)

# `cardtext render` of examples/ (plus hostile cards) opened in Chromium, screenshotted and printed to PDF
gallery_test() (
  editor_env
  export NODE_PATH=$E2E/tools/node_modules   # playwright-core
  timeout --foreground -k 10 300 node "$HERE/gallery/gallery-test.js" "$ROOT" "$RUN/gallery" "$ARTIFACTS" \
    </dev/null 2>&1 | tee "$ARTIFACTS/gallery-test.log"
)

# The web extension's server (dist/browser/server.js) in a Web Worker in Chromium, answering as the Node server does
web_server_test() (
  editor_env
  export NODE_PATH=$E2E/tools/node_modules   # playwright-core
  timeout --foreground -k 10 300 node "$HERE/web/web-server-test.js" "$ROOT" "$ARTIFACTS" \
    </dev/null 2>&1 | tee "$ARTIFACTS/web-server-test.log"
)

# The playground (dist/web/, npm run build:web) in Chromium, from file:// and from `cardtext serve`:
# diagnostics as the Node server's, hover, completion, a quick fix, the preview, exports, bad input, figures
playground_test() (
  editor_env
  export NODE_PATH=$E2E/tools/node_modules   # playwright-core
  timeout --foreground -k 10 420 node "$HERE/playground/playground-test.js" "$ROOT" "$RUN/playground" "$ARTIFACTS" "$CORPUS" \
    </dev/null 2>&1 | tee "$ARTIFACTS/playground-test.log"
)

code_server_preview_test() (
  editor_env
  export NODE_PATH=$E2E/tools/node_modules   # playwright-core
  local ws=$RUN/ui-preview/violet-hollow
  mkdir -p "$ws"
  timeout --foreground -k 10 300 node "$HERE/code-server/preview-test.js" "$CS_URL" "$ws" "$ROOT" "$ARTIFACTS" \
    </dev/null 2>&1 | tee "$ARTIFACTS/preview-test.log"
)

# "Import Set…": an MSE set saved as a folder, a CSV sheet, a second import over the first, a file that is no set
code_server_import_test() (
  editor_env
  export NODE_PATH=$E2E/tools/node_modules   # playwright-core
  local ws=$RUN/ui-import/my-sets
  mkdir -p "$ws"
  timeout --foreground -k 10 240 node "$HERE/code-server/import-test.js" "$CS_URL" "$ws" "$ROOT" "$ARTIFACTS" \
    </dev/null 2>&1 | tee "$ARTIFACTS/import-test.log"
)

# The web extension (package.json `browser`) in VS Code for the Web's Web Worker extension host: a
# second code-server whose settings run cardtext there, as vscode.dev does (its own profile)
code_server_web_extension_test() (
  editor_env
  export NODE_PATH=$E2E/tools/node_modules   # playwright-core
  local ws=$RUN/ui-web-extension/violet-hollow
  timeout --foreground -k 10 240 node "$HERE/code-server/web-extension-test.js" "$CS_URL" "$ws" "$ROOT" "$ARTIFACTS" "$RUN/code-server-web" \
    </dev/null 2>&1 | tee "$ARTIFACTS/web-extension-test.log"
)

extension_host_test() (
  editor_env
  export NODE_PATH=$E2E/tools/node_modules   # playwright-core
  local ws=$RUN/ext-host-workspace
  # a stand-in Comprehensive Rules file: the server finds it in the workspace and quotes it
  mkdir -p "$ws" && cp "$FIXTURE" "$HERE/fixtures/MagicCompRules-e2e.txt" "$ws/"
  EXT_TEST_TIMEOUT_MS=180000 timeout --foreground -k 10 240 node "$HERE/code-server/ext-test.js" "$CS_URL" "$ws" "$ROOT" \
    "$HERE/extension-host/index.js" "$ARTIFACTS" </dev/null 2>&1 | tee "$ARTIFACTS/ext-host-test.log"
)

# ── main ───────────────────────────────────────────────────────────────────────────────────────
cd "$ROOT"
rm -rf "$RUN"
mkdir -p "$RUN" "$ARTIFACTS"
# the user's home, before editor_env points HOME into .e2e/run (start_code_server runs in this shell)
REAL_HOME=$HOME
bash "$HERE/homeGuard.sh" start "$RUN/home-guard.marker"
rm -f "$ARTIFACTS"/*-fail.png "$ARTIFACTS"/hover.png "$ARTIFACTS"/problems.png "$ARTIFACTS"/rulings-hover.png \
  "$ARTIFACTS"/rules-quote-hover.png "$ARTIFACTS"/gallery.png "$ARTIFACTS"/print-page.png "$ARTIFACTS"/preview.png \
  "$ARTIFACTS"/overview.png "$ARTIFACTS"/unicode-highlight.png \
  "$ARTIFACTS"/extension-page.png "$ARTIFACTS"/extension-page-commands.png "$ARTIFACTS"/real-cards-hover.png \
  "$ARTIFACTS"/web-extension.png "$ARTIFACTS"/web-extension-preview.png
timed "system packages" ensure_system_packages
if [ "$ONLY" != neovim ]; then
  timed "code-server $CODE_SERVER_VERSION" ensure_code_server
  timed "playwright-core $PLAYWRIGHT_VERSION" ensure_playwright
fi
if [ "${CARDTEXT_E2E_SKIP_BUILD:-0}" = 1 ] && [ -f "$E2E/cardtext.vsix" ] && [ -f dist/server.js ]; then
  log "reusing dist/ and .e2e/cardtext.vsix"
else
  timed "build + package" build_and_package
fi

if [ "$ONLY" != code-server ]; then
  run_test "neovim (built-in LSP client)" neovim_test
  run_test "neovim rulings + rule text" neovim_rulings_test
  run_test "neovim: README.md's setup" neovim_readme_test
fi
if [ "$ONLY" != neovim ]; then
  run_test "gallery: cardtext render in Chromium" gallery_test
  GALLERY_STATUS=${STATUSES[-1]}
  run_test "web extension server in a Web Worker = Node server" web_server_test
  run_test "playground page: file:// and cardtext serve" playground_test
  PLAYGROUND_STATUS=${STATUSES[-1]}
  if run_test "code-server start" start_code_server && [ "${STATUSES[-1]}" = PASS ]; then
    run_test "code-server: official rulings downloaded" code_server_real_cards_test
    REAL_CARDS_STATUS=${STATUSES[-1]}
    run_test "code-server UI (playwright)" code_server_ui_test
    UI_STATUS=${STATUSES[-1]}
    run_test "code-server UI rulings (playwright)" code_server_rulings_test
    UI_RULINGS_STATUS=${STATUSES[-1]}
    run_test "code-server: no Unicode boxes on card text" code_server_unicode_test
    run_test "code-server: the extension's page" code_server_extension_page_test
    run_test "code-server card preview + overview" code_server_preview_test
    PREVIEW_STATUS=${STATUSES[-1]}
    run_test "code-server: Import Set… (MSE, CSV, replace, not a set)" code_server_import_test
    IMPORT_STATUS=${STATUSES[-1]}
    run_test "code-server extension host (mocha)" extension_host_test
  fi
  if [ -n "$CS_PID" ]; then stop_group "$CS_PID"; fi
  CS_PID=
  if run_test "code-server start (web worker extension host)" start_code_server code-server-web '
  "remote.extensionKind": { "cardtext.cardtext": ["web"] },' && [ "${STATUSES[-1]}" = PASS ]; then
    run_test "code-server: the web extension in the Web Worker extension host" code_server_web_extension_test
    WEB_EXTENSION_STATUS=${STATUSES[-1]}
  fi
  if [ -n "$CS_PID" ]; then stop_group "$CS_PID"; fi
  # docs/images/{hover,rulings-hover}.png are committed (the README shows them): refresh them only
  # on request, or create them when missing, and only from a passing test
  update_docs_image() { # update_docs_image STATUS NAME.png
    if [ "$1" = PASS ] && [ -f "$ARTIFACTS/$2" ] &&
       { [ ! -f "$ROOT/docs/images/$2" ] || [ "${CARDTEXT_E2E_UPDATE_DOCS:-0}" = 1 ]; }; then
      mkdir -p "$ROOT/docs/images" && cp "$ARTIFACTS/$2" "$ROOT/docs/images/$2"
      log "copied the screenshot to docs/images/$2"
    fi
  }
  update_docs_image "${UI_STATUS:-}" hover.png
  update_docs_image "${UI_RULINGS_STATUS:-}" rulings-hover.png
  update_docs_image "${GALLERY_STATUS:-}" gallery.png
  update_docs_image "${GALLERY_STATUS:-}" print-page.png
  update_docs_image "${GALLERY_STATUS:-}" design-overview.png
  update_docs_image "${PREVIEW_STATUS:-}" preview.png
  update_docs_image "${PREVIEW_STATUS:-}" overview.png
  update_docs_image "${IMPORT_STATUS:-}" import.png
  update_docs_image "${REAL_CARDS_STATUS:-}" real-cards-hover.png
  update_docs_image "${WEB_EXTENSION_STATUS:-}" web-extension.png
  update_docs_image "${PLAYGROUND_STATUS:-}" playground.png
fi

run_test "nothing written outside .e2e/ and test-artifacts/" env HOME="$REAL_HOME" bash "$HERE/homeGuard.sh" check "$RUN/home-guard.marker"

# ── summary ────────────────────────────────────────────────────────────────────────────────────
passed=0 failed=0
echo
echo "cardtext end-to-end tests (real editors) — $(( $(date +%s) - T_START )) s in all"
for i in "${!NAMES[@]}"; do
  printf '  %-40s %-14s %6s s\n' "${NAMES[$i]}" "${STATUSES[$i]}" "${SECONDS_TAKEN[$i]}"
  if [ "${STATUSES[$i]}" = PASS ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
done
echo "  logs and screenshots: test-artifacts/"
echo "e2e: $passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
