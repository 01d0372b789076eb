#!/bin/sh
# Writes the console's nginx configuration and its runtime configuration (/config.json) into
# $CONSOLE_RUNTIME, from the environment:
#   API_UPSTREAM          required: the backend /api is passed to, e.g. http://backend:8080
#   CONSOLE_API_BASE_URL  optional: the API's address as the browser calls it, when it is not this
#                         server's /api (e.g. https://api.example.org); it goes into /config.json
#                         and into the Content Security Policy's connect-src
#   CONSOLE_PORT          default 8080
#   CONSOLE_ROOT          default /srv/console (the built console)
#   CONSOLE_RUNTIME       default /run/console (writable)
#   NGINX_MIME_TYPES      default /etc/nginx/mime.types
# Used by the container's entrypoint and by the browser test of the production server.
set -eu

: "${API_UPSTREAM:?API_UPSTREAM must name the backend, e.g. http://backend:8080}"
: "${CONSOLE_PORT:=8080}"
: "${CONSOLE_ROOT:=/srv/console}"
: "${CONSOLE_RUNTIME:=/run/console}"
: "${NGINX_MIME_TYPES:=/etc/nginx/mime.types}"
here=$(cd "$(dirname "$0")" && pwd)

fail() {
  echo "render: $*" >&2
  exit 1
}

case "$API_UPSTREAM" in
  http://* | https://*) ;;
  *) fail "API_UPSTREAM must start with http:// or https:// (got '$API_UPSTREAM')" ;;
esac
case "$API_UPSTREAM" in
  *[!A-Za-z0-9.:/_-]* | *://*/*) fail "API_UPSTREAM must be scheme://host:port, without a path (got '$API_UPSTREAM')" ;;
esac

mkdir -p "$CONSOLE_RUNTIME/tmp"
CSP_API_ORIGIN=''
if [ -n "${CONSOLE_API_BASE_URL:-}" ]; then
  # Only characters of an address: nothing that could end the JSON string or the CSP directive.
  # The console checks the address itself when it starts, and says what is wrong with it.
  case "$CONSOLE_API_BASE_URL" in
    http://* | https://*) ;;
    *) fail "CONSOLE_API_BASE_URL must start with http:// or https:// (got '$CONSOLE_API_BASE_URL')" ;;
  esac
  case "$CONSOLE_API_BASE_URL" in
    *[!A-Za-z0-9.:/_~%@-]*) fail "CONSOLE_API_BASE_URL has characters an API address does not need (got '$CONSOLE_API_BASE_URL')" ;;
  esac
  CSP_API_ORIGIN=" $(printf '%s' "$CONSOLE_API_BASE_URL" | sed -E 's#^(https?://[^/]+).*#\1#')"
  printf '{"apiBaseUrl":"%s"}\n' "$CONSOLE_API_BASE_URL" >"$CONSOLE_RUNTIME/config.json"
else
  printf '{}\n' >"$CONSOLE_RUNTIME/config.json"
fi

export CONSOLE_PORT CONSOLE_ROOT CONSOLE_RUNTIME API_UPSTREAM CSP_API_ORIGIN NGINX_MIME_TYPES
# Only these variables: nginx's own ($uri, $host...) stay as they are.
envsubst '${CONSOLE_PORT} ${CONSOLE_ROOT} ${CONSOLE_RUNTIME} ${API_UPSTREAM} ${CSP_API_ORIGIN} ${NGINX_MIME_TYPES}' \
  <"$here/console.conf.template" >"$CONSOLE_RUNTIME/nginx.conf"
echo "render: $CONSOLE_RUNTIME/nginx.conf (port $CONSOLE_PORT, /api -> $API_UPSTREAM${CONSOLE_API_BASE_URL:+, browser calls $CONSOLE_API_BASE_URL})" >&2
