# The console in a container: the production build served by nginx from Debian's packages, with the
# configuration of deploy/nginx (security headers, caching, the single-page fallback, /api passed to
# the backend) and the runtime configuration written from the environment at start. Decision 0039.
#
#   docker build -t legislative-console .
#   docker run -p 8080:8080 -e API_UPSTREAM=http://backend:3000 legislative-console
#   docker run -p 8080:8080 -e API_UPSTREAM=http://unused:1 \
#     -e CONSOLE_API_BASE_URL=https://api.example.org legislative-console   # the API elsewhere

FROM node:24-bookworm-slim AS build
WORKDIR /src
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Optional: an API address fixed in the build (the runtime configuration overrides it).
ARG VITE_API_BASE_URL=
RUN VITE_API_BASE_URL="$VITE_API_BASE_URL" npx vite build

FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx gettext-base \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /run/console \
  && chown www-data:www-data /run/console
COPY --from=build /src/dist /srv/console
COPY deploy/nginx/ /etc/console/
ENV CONSOLE_PORT=8080 \
    CONSOLE_ROOT=/srv/console \
    CONSOLE_RUNTIME=/run/console
USER www-data
EXPOSE 8080
ENTRYPOINT ["/etc/console/entrypoint.sh"]
