#!/usr/bin/env bash
# `npm test`: typecheck, lint, unit and API tests, build, browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

# The browser tests drive Debian's Chromium (Playwright's own browser download is not used).
if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Chromium not found: installing Debian's chromium"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null
  else
    echo "Chromium is needed for the browser tests. Install it with:"
    echo "  sudo apt-get install -y chromium"
    echo "or point CHROMIUM_PATH at a Chromium binary."
    exit 1
  fi
fi

echo "== typecheck =="
npx tsc --noEmit
echo "== lint =="
npx biome check .
echo "== unit and API tests =="
npx vitest run
echo "== build =="
node --import tsx scripts/build-web.ts
echo "== browser tests =="
npx playwright test
