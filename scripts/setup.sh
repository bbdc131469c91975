#!/usr/bin/env bash
# Installs what the shop needs on a fresh machine: pnpm, the workspace's packages and,
# when asked with --browser (the test command), Debian's Chromium, Java, redis-server, nginx and
# promtool for the tests (--redis: redis-server alone; --cluster: redis-server and nginx, for
# `pnpm start:cluster`). Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=10.34.9

if ! command -v pnpm >/dev/null 2>&1; then
  echo "setup: installing pnpm ${PNPM_VERSION}"
  npm install --global "pnpm@${PNPM_VERSION}" --no-fund --no-audit >/dev/null
fi

echo "setup: installing packages"
pnpm install --frozen-lockfile --reporter=append-only | grep -vE '^Progress' || true
test -d node_modules/.pnpm || { echo "setup: pnpm install failed" >&2; exit 1; }

if [[ "$(id -u)" == 0 ]]; then SUDO=""; else SUDO="sudo"; fi

# The BFF's tests run two instances on a throwaway Debian redis-server.
if [[ "${1:-}" == "--browser" || "${1:-}" == "--redis" || "${1:-}" == "--cluster" ]] && ! command -v redis-server >/dev/null 2>&1; then
  echo "setup: installing Debian's redis-server for the BFF's scale-out tests"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq redis-server >/dev/null
fi

# nginx in front of three BFF instances: `pnpm start:cluster` and its browser test (e2e/src/cluster.e2e.ts).
if [[ "${1:-}" == "--browser" || "${1:-}" == "--cluster" ]] && ! command -v nginx >/dev/null 2>&1 && [[ ! -x /usr/sbin/nginx ]]; then
  echo "setup: installing Debian's nginx for the shop on several instances"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx >/dev/null
fi

# Both builds of Debian's Chromium: most browser test files run in its headless shell, a third less
# CPU for the same test; the first-sight file, `pnpm perf` and `pnpm lighthouse` in the full browser.
if [[ "${1:-}" == "--browser" ]] && [[ ! -x /usr/bin/chromium || ! -x /usr/bin/chromium-headless-shell ]]; then
  echo "setup: installing Debian's Chromium and its headless shell for the browser tests"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-headless-shell fonts-dejavu-core >/dev/null
fi

# The browser tests check the HTML of every page the server renders with the Nu HTML Checker
# (vnu-jar), a Java program. Slim Debian images leave out the manual pages' folder, where the
# runtime's package links its pages.
if [[ "${1:-}" == "--browser" ]] && ! command -v java >/dev/null 2>&1; then
  echo "setup: installing Debian's Java runtime for the HTML checker"
  $SUDO mkdir -p /usr/share/man/man1
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq default-jre-headless >/dev/null
fi

# The alert rules (ops/prometheus) and the BFF's metric names are checked with promtool, which
# Debian ships in its prometheus package; the server it also installs is not started here.
if [[ "${1:-}" == "--browser" ]] && ! command -v promtool >/dev/null 2>&1; then
  echo "setup: installing Debian's prometheus for promtool"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends prometheus >/dev/null
fi
