# syntax=docker/dockerfile:1
# Almanac in one small image: the web app built with Node, embedded into a
# static Go binary (CGO off: SQLite is pure Go), run as a non-root user on a
# distroless base (no shell, CA certificates and time zones included).
#   docker build -t almanac .
#   docker run -p 8080:8080 -v almanac-data:/data almanac
# The database defaults to SQLite at /data/almanac.db; set DATABASE_URL to a
# postgres:// URL to use PostgreSQL (see compose.yaml for two instances
# behind nginx with PostgreSQL and Redis).

FROM node:22-bookworm-slim AS web
WORKDIR /src/web
COPY web/package.json web/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY web/ ./
RUN npm run build

FROM golang:1.26-bookworm AS go
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
COPY --from=web /src/web/dist ./web/dist
RUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/almanac ./cmd/almanac \
 && mkdir -p /out/data

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=go /out/almanac /usr/local/bin/almanac
COPY --from=go --chown=65532:65532 /out/data /data
USER 65532:65532
ENV DATABASE_URL=/data/almanac.db \
    LISTEN_ADDR=:8080 \
    LOG_FORMAT=json
EXPOSE 8080
VOLUME ["/data"]
HEALTHCHECK --interval=10s --timeout=4s --start-period=120s --retries=3 CMD ["almanac", "probe"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["almanac"]
CMD ["serve"]
