# Oja in a container: one API instance (the API, the websocket and the built dashboard on one port).
# It needs an external PostgreSQL 15+ (DATABASE_URL) and the secrets of docs/deploy.md; compose.yaml runs
# three of them behind HAProxy. Everything is installed from the npm registry at build time; nothing is
# downloaded when the container runs.
#
#   docker build -t oja .
#   docker run --env-file oja.env -p 3000:3000 oja

ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Build the dashboard (apps/web/dist) with every workspace's dependencies, dev ones included (Vite).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/contracts packages/contracts
COPY apps/web apps/web
RUN npm run build

# 2. The API's production dependencies only (the API runs its TypeScript through tsx, a dependency).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --workspace apps/api --no-audit --no-fund

# 3. The runtime: production dependencies, the API's source and migrations, the built dashboard.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/oja \
    SEED_DEMO=false
WORKDIR /app
COPY --from=deps /app ./
COPY tsconfig.base.json ./
COPY packages/contracts/src packages/contracts/src
COPY apps/api/tsconfig.json apps/api/
COPY apps/api/src apps/api/src
COPY apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
# The image's `node` user (uid 1000) owns only the data directory (uploaded media when STORAGE is local).
RUN mkdir -p /var/lib/oja && chown node:node /var/lib/oja
USER node
EXPOSE 3000
# Liveness only (the process answers and so does the database); load balancers check /readyz instead.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# The server itself, not the supervisor of `npm start`: the container runtime restarts it (compose:
# restart: unless-stopped). SIGTERM stops it gracefully: requests in flight finish, then the pool closes.
CMD ["node", "--import", "tsx", "apps/api/src/server.ts"]
