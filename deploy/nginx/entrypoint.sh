#!/bin/sh
# The container's start: write the configuration from the environment, then run nginx in the
# foreground as the container's user. See deploy/nginx/render.sh for the settings.
set -eu
sh /etc/console/render.sh
exec nginx -e stderr -c "${CONSOLE_RUNTIME:-/run/console}/nginx.conf" -p "${CONSOLE_RUNTIME:-/run/console}"
