#!/usr/bin/env bash
# Runs a command with what the project needs on PATH, installing it on a fresh machine:
#   - Node >= 22.18 (the project's tools need it; .nvmrc says 24). When the machine's node is
#     older, Node 24 comes from the npm registry (package node@24) into a cache folder.
#   - with --browser: Chromium for the browser tests (Debian's package; the test tools' own
#     browser downloads do not work on these machines), and nginx (Debian's package), the
#     production web server the browser tests put the build behind (tests/e2e/deploy.spec.ts).
# Usage: bash scripts/env.sh [--browser] COMMAND [ARGS...]
set -euo pipefail

node_ok() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=18)?0:1)'
}

if ! node_ok; then
  prefix="${NODE24_PREFIX:-${XDG_CACHE_HOME:-$HOME/.cache}/legislative-console/node24}"
  if [ ! -x "$prefix/node_modules/.bin/node" ]; then
    echo "env: installing Node 24 into $prefix (the machine has $(node --version 2>/dev/null || echo 'no node'))" >&2
    mkdir -p "$prefix"
    npm install --prefix "$prefix" --no-audit --no-fund --no-save --loglevel=error node@24 >&2
  fi
  export PATH="$prefix/node_modules/.bin:$PATH"
  node_ok || { echo "env: could not get Node >= 22.18" >&2; exit 1; }
fi

if [ "${1:-}" = "--browser" ]; then
  shift
  if [ -z "${CHROMIUM_PATH:-}" ]; then
    if ! command -v chromium >/dev/null 2>&1; then
      echo "env: installing Chromium (Debian package)" >&2
      if [ "$(id -u)" = 0 ]; then
        apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >&2
      else
        sudo apt-get update -qq >&2 && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >&2
      fi
    fi
    CHROMIUM_PATH="$(command -v chromium)"
    export CHROMIUM_PATH
  fi
  if [ -z "${NGINX_PATH:-}" ]; then
    if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
      echo "env: installing nginx (Debian package)" >&2
      if [ "$(id -u)" = 0 ]; then
        apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >&2
      else
        sudo apt-get update -qq >&2 && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >&2
      fi
    fi
    NGINX_PATH="$(command -v nginx || echo /usr/sbin/nginx)"
    export NGINX_PATH
  fi
fi

exec "$@"
