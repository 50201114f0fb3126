# Treatise image: the same build runs as web (`serve`, the default command), worker (`worker`) or both
# in one process (`start`, embedded database in /data). See docker-compose.yml and docs/operations.md.
FROM node:20-slim

WORKDIR /app
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=3000

# Dependencies first, so a change of source does not reinstall them. Dev dependencies stay: the build
# (Vite, esbuild) needs them, and `treatise` rebuilds if it ever finds the build older than the source.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

COPY . .
RUN npm run build && mkdir -p /data && chown node:node /data

USER node
VOLUME ["/data"]
EXPOSE 3000
CMD ["node", "bin/treatise.mjs", "serve"]
