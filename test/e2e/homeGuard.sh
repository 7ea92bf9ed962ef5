#!/bin/bash
# Checks that the e2e suite writes nothing into the user's home: everything it installs and runs
# keeps HOME and the XDG folders under .e2e/. Lists what changed, since `start`, in the places the
# suite's programs write when HOME or XDG_* leak through: code-server (its installer's
# `--version` writes config.yaml), Chromium, Neovim, node-gyp, Playwright.
# Usage: homeGuard.sh start MARKER   then, after the run:   homeGuard.sh check MARKER
#   (exit 1 and the paths when something was written; HOME is the home to check)
# npm's own cache and logs (~/.npm) are not checked: other npm commands on the machine write there
# at any time (the suite's installs use their own, under .e2e/).
set -uo pipefail
PLACES=(.config/code-server .local/share/code-server .config/chromium .config/chromium-headless
  .cache/chromium .cache/chromium-headless .pki .config/nvim .local/share/nvim .local/state/nvim
  .cache/nvim .cache/node-gyp .cache/ms-playwright)
cmd=${1:-} marker=${2:-}
[ -n "$marker" ] || { echo "usage: homeGuard.sh start|check MARKER" >&2; exit 2; }
case $cmd in
  start) mkdir -p "$(dirname "$marker")" && touch "$marker" ;;
  check)
    [ -f "$marker" ] || { echo "homeGuard: no marker $marker (run 'start' first)" >&2; exit 2; }
    changed=()
    for place in "${PLACES[@]}"; do
      [ -e "$HOME/$place" ] || continue
      while IFS= read -r path; do changed+=("$path"); done < <(find "$HOME/$place" -newer "$marker" 2>/dev/null | head -20)
    done
    if [ ${#changed[@]} -gt 0 ]; then
      echo "written outside .e2e/ and test-artifacts/ during the run:"
      printf '  %s\n' "${changed[@]}"
      exit 1
    fi
    echo "nothing written in $HOME where code-server, Chromium, Neovim, node-gyp or Playwright would write (${#PLACES[@]} places)" ;;
  *) echo "usage: homeGuard.sh start|check MARKER" >&2; exit 2 ;;
esac
