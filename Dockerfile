# Container images of the reference server and of the conformance CLI (docs/containers.md).
#
#   docker build --target server      -t docs-api/server .
#   docker build --target conformance -t docs-api/conformance .
#   docker run -p 4000:4000 docs-api/server                          # the demo on http://localhost:4000
#
# BASE is any Debian bookworm image with Node 20 at /usr/local/bin (node, npm): the official node image by default,
# or one made without a registry by deploy/base/make-base.sh. Works with the legacy builder (no BuildKit feature).
# Extra CA certificates (a corporate proxy's) for the build's downloads and the images: *.crt files (PEM) in
# deploy/ca-certificates/.
ARG BASE=node:20-bookworm-slim

# ---- build: install what the two packages need and build them, then a production-only copy of each ----
FROM ${BASE} AS build
COPY deploy/ca-certificates/ /usr/local/share/docs-api-ca-certificates/
RUN cat /usr/local/share/docs-api-ca-certificates/*.crt > /etc/docs-api-ca-certificates.pem 2>/dev/null || true
ENV NODE_EXTRA_CA_CERTS=/etc/docs-api-ca-certificates.pem \
    npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false \
    TURBO_TELEMETRY_DISABLED=1
RUN npm install --global --silent pnpm@10.34.9
WORKDIR /src
# The manifests first: the install layer stays cached while only sources change.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
# The patches pnpm applies to dependencies (pnpm-workspace.yaml › patchedDependencies).
COPY patches/ patches/
COPY packages/spec/package.json packages/spec/
COPY packages/shared-types/package.json packages/shared-types/
COPY packages/server/package.json packages/server/
COPY packages/conformance/package.json packages/conformance/
COPY packages/testcontainers/package.json packages/testcontainers/
COPY examples/typed-client/package.json examples/typed-client/
COPY examples/vitest-client/package.json examples/vitest-client/
# Only the two packages and what they depend on (spec, shared-types), not the examples nor the root's tools.
RUN pnpm install --frozen-lockfile --reporter=silent --filter '@docs-api/server...' --filter '@docs-api/conformance...'
COPY . .
# Built in dependency order: spec → shared-types → server → conformance.
RUN pnpm --filter '@docs-api/server...' --filter '@docs-api/conformance...' --reporter=append-only run build
# Production copies of the two packages with their dependencies, without the optional peers nothing imports.
RUN pnpm --filter @docs-api/server deploy --legacy --prod /out/server \
 && pnpm --filter @docs-api/conformance deploy --legacy --prod /out/conformance \
 && node deploy/prune-optional-peers.mjs /out/server \
 && node deploy/prune-optional-peers.mjs /out/conformance

# ---- server: docs-api-server, non-root, data in the /data volume ----
FROM ${BASE} AS server
RUN groupadd --system --gid 10001 docs \
 && useradd --system --uid 10001 --gid docs --home-dir /data --no-create-home --shell /usr/sbin/nologin docs \
 && mkdir -p /data && chown docs:docs /data
COPY --from=build /etc/docs-api-ca-certificates.pem /etc/docs-api-ca-certificates.pem
COPY --from=build /out/server /opt/docs-api-server
RUN ln -s /opt/docs-api-server/dist/cli/main.js /usr/local/bin/docs-api-server
# The README's variables; HOST listens beyond the container's loopback (set PUBLIC_URL to the address clients use).
# TEST_API_TOKEN is needed with --test-api (TEST_API=1): the test API refuses to start off loopback without it.
ENV NODE_ENV=production \
    NODE_EXTRA_CA_CERTS=/etc/docs-api-ca-certificates.pem \
    HOST=0.0.0.0 \
    PORT=4000 \
    DATABASE_URL=/data/pglite
WORKDIR /data
VOLUME /data
USER 10001:10001
EXPOSE 4000
# No curl in the image: node asks /readyz (503 while starting, draining, or without the database).
HEALTHCHECK --interval=5s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 4000}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node is PID 1: the server handles SIGTERM itself (docs/operations.md › Graceful drain) and exits 0 once drained.
STOPSIGNAL SIGTERM
ENTRYPOINT ["docs-api-server"]
CMD ["serve", "--seed", "demo", "--fixtures-out", "/data/fixtures.json"]

# ---- conformance: docs-api-conformance, non-root, reports into the /reports folder ----
FROM ${BASE} AS conformance
RUN groupadd --system --gid 10001 docs \
 && useradd --system --uid 10001 --gid docs --home-dir /reports --no-create-home --shell /usr/sbin/nologin docs \
 && mkdir -p /reports && chown docs:docs /reports
COPY --from=build /etc/docs-api-ca-certificates.pem /etc/docs-api-ca-certificates.pem
COPY --from=build /out/conformance /opt/docs-api-conformance
RUN ln -s /opt/docs-api-conformance/bin/docs-api-conformance.js /usr/local/bin/docs-api-conformance
ENV NODE_ENV=production \
    NODE_EXTRA_CA_CERTS=/etc/docs-api-ca-certificates.pem
WORKDIR /reports
USER 10001:10001
ENTRYPOINT ["docs-api-conformance"]
CMD ["--help"]
