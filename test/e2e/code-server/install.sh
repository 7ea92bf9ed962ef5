#!/bin/bash
# Installs code-server (a real VS Code 1.100.3 workbench + extension host, from the npm registry,
# nothing from GitHub) into DIR, unless that exact version is already there.
# Adapted from the shared real-editor recipe. Needs Node 20, libkrb5-dev, ripgrep, build tools.
# Writes only inside DIR (HOME and the XDG folders point into DIR/home while it runs).
# Usage: install.sh DIR [VERSION]     (then DIR/node_modules/.bin/code-server)
set -euo pipefail
DIR=${1:?usage: install.sh DIR [VERSION]}
VERSION=${2:-4.100.3}   # 4.100.3: the last code-server whose install accepts Node 20 (4.103+ want Node 22/24)
BIN=$DIR/node_modules/.bin/code-server
if [ -x "$BIN" ] && [ "$(node -p "require('$DIR/node_modules/code-server/package.json').version" 2>/dev/null)" = "$VERSION" ]; then
  exit 0
fi
mkdir -p "$DIR" && DIR=$(cd "$DIR" && pwd) && cd "$DIR"
BIN=$DIR/node_modules/.bin/code-server
# 0. Everything the install writes stays in DIR: npm's cache and logs, node-gyp's files, and the
#    config file that `code-server --version` creates ($XDG_CONFIG_HOME/code-server/config.yaml).
#    The user's npm settings (registry, proxy, CA file, nodedir for node-gyp) still apply: npm only
#    reads that file.
USER_NPMRC=${npm_config_userconfig:-${NPM_CONFIG_USERCONFIG:-$HOME/.npmrc}}
[ -f "$USER_NPMRC" ] && export npm_config_userconfig=$USER_NPMRC
export HOME=$DIR/home XDG_CONFIG_HOME=$DIR/home/config XDG_DATA_HOME=$DIR/home/data \
  XDG_CACHE_HOME=$DIR/home/cache XDG_STATE_HOME=$DIR/home/state
mkdir -p "$HOME"
# 1. @vscode/ripgrep@1.15.11's postinstall downloads rg from GitHub: seed its download cache with Debian's rg.
export TMPDIR=$DIR/tmp
C=$TMPDIR/vscode-ripgrep-cache-1.15.11
mkdir -p "$C" "$TMPDIR/rg"
cp "$(command -v rg)" "$TMPDIR/rg/rg"
tar czf "$C/ripgrep-v13.0.0-10-x86_64-unknown-linux-musl.tar.gz" -C "$TMPDIR/rg" rg
# 2. node-pty's postinstall runs `npx node-gyp ...`; npx refuses to fetch without a prompt unless yes=true.
export npm_config_yes=true
[ -f package.json ] || echo '{"name":"cardtext-e2e-code-server","private":true}' > package.json
# 3. --unsafe-perm: the postinstall scripts must run as root too.
npm install --unsafe-perm --no-audit --no-fund "code-server@$VERSION"
"$BIN" --version
