#!/usr/bin/env bash
# `npm test`: typecheck, lint, unit and API tests, build, browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

# Node 24 comes from the `node` devDependency (ADR 032); npm scripts put it first on the PATH.
node_major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$node_major" -lt 22 ]; then
  echo "Node $(node --version) is too old: run the tests through npm (npm test), after npm ci."
  exit 1
fi
echo "Node $(node --version)"

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
