# The service's container image: `docker build -t unified-integration-api .`
# (or `podman build`). See docs/deployment.md.
#
# Two stages on the same Node 24 base: `build` installs every dependency and
# builds dist/ (TypeScript, plus the browser bundles the pages load copied
# into dist/browser-bundles); `runtime` is the production install: the built
# dist/ and `npm ci --omit=dev`, run as an unprivileged user.
#
# NODE_IMAGE: any Debian-based image with Node 24 and npm (the official slim
# image by default; a locally made one where no registry can be reached).
ARG NODE_IMAGE=docker.io/library/node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The whole context (see .dockerignore): `npm ci` runs the prepare hook, which builds.
COPY . .
RUN npm ci --no-audit --no-fund \
 && test -f dist/src/server/main.js \
 && test -f dist/browser-bundles/versions.json

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    SVC_HOST=0.0.0.0 \
    SVC_PORT=8080 \
    SVC_DATA_DIR=/data
WORKDIR /app
# Manifests first: the production dependencies are a layer of their own.
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/packages/sdk/package.json packages/sdk/package.json
COPY --from=build /app/scripts scripts
# prepare sees no TypeScript and skips the build; the cache is dropped from the layer.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist dist
COPY --from=build /app/drizzle drizzle
COPY --from=build /app/bin bin
COPY --from=build /app/deploy/env-from-files.sh /usr/local/bin/env-from-files
COPY --from=build /app/deploy/with-jemalloc.sh /usr/local/bin/with-jemalloc
# jemalloc gives back what a load freed, where glibc's malloc keeps it (deploy/with-jemalloc.sh).
# Optional: a base that cannot reach Debian's mirrors builds without it, and runs on glibc's malloc.
RUN (apt-get update \
     && apt-get install -y --no-install-recommends libjemalloc2 \
     && ln -s "$(dpkg -L libjemalloc2 | grep '/libjemalloc\.so\.2$' | head -n 1)" /usr/local/lib/libjemalloc.so.2 \
     && rm -rf /var/lib/apt/lists/*) \
 || echo "libjemalloc2 could not be installed: the service will run on glibc's malloc"
COPY --from=build /app/deploy/healthcheck.mjs deploy/healthcheck.mjs
# An unprivileged user owns the data directory (the embedded store, key file
# and admin token when no DATABASE_URL / SVC_ENCRYPTION_KEY / SVC_ADMIN_TOKEN is given).
RUN groupadd --system svc \
 && useradd --system --gid svc --home-dir /data --no-create-home --shell /usr/sbin/nologin svc \
 && mkdir -p /data && chown svc:svc /data && chmod 700 /data \
 && chmod 755 /usr/local/bin/env-from-files /usr/local/bin/with-jemalloc
USER svc
VOLUME ["/data"]
EXPOSE 8080
# Liveness only (the process answers HTTP); readiness is /health/ready, for the load balancer.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "deploy/healthcheck.mjs"]
# SIGTERM drains requests in flight (SVC_SHUTDOWN_GRACE_MS) before the process exits.
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/env-from-files", "/usr/local/bin/with-jemalloc"]
CMD ["node", "dist/src/server/main.js"]
