package server

import (
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/almanac-sports/almanac/internal/clientaddr"
	"github.com/almanac-sports/almanac/internal/metrics"
)

// statusWriter records what a handler answered: status, bytes and the route
// pattern it was served under (see metrics.SetRoute).
type statusWriter struct {
	http.ResponseWriter
	status int
	bytes  int
	route  *metrics.Route // named by the handler (nil: the mux's pattern)
}

func (w *statusWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	n, err := w.ResponseWriter.Write(b)
	w.bytes += n
	return n, err
}

func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// SetRoute implements metrics.RouteSetter.
func (w *statusWriter) SetRoute(rt *metrics.Route) { w.route = rt }

// Flush lets streaming handlers (server-sent events) flush through the wrapper.
func (w *statusWriter) Flush() {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	http.NewResponseController(w.ResponseWriter).Flush()
}

// observe counts and times every request for /metrics (by route pattern,
// never the raw path) and logs it at debug level (5xx at warn) with the
// client address (clientaddr.Of: realClient has rewritten it by the time
// the request is logged).
func observe(log *slog.Logger, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		sw := &statusWriter{ResponseWriter: w}
		metrics.InFlight(1)
		defer metrics.InFlight(-1)
		next.ServeHTTP(sw, r)
		took := time.Since(start)
		if sw.status == 0 {
			sw.status = http.StatusOK
		}
		if sw.route != nil {
			sw.route.Request(r.Method, sw.status, took)
		} else {
			metrics.Request(routeLabel(r.Pattern), r.Method, sw.status, took)
		}
		// A server fault is a warning; /readyz's 503 is its answer while
		// the server warms up or drains (polled every second or so), not one.
		lvl := slog.LevelDebug
		if sw.status >= 500 && (r.URL.Path != "/readyz" || sw.status != http.StatusServiceUnavailable) {
			lvl = slog.LevelWarn
		}
		// Checked first: building the attributes allocates on every request.
		if !log.Enabled(r.Context(), lvl) {
			return
		}
		log.Log(r.Context(), lvl, "request", "method", r.Method, "path", r.URL.Path, "status", sw.status, "bytes", sw.bytes, "dur", took, "client", clientaddr.Of(r))
	})
}

// routeLabel is the route a request no handler named is counted under: the
// pattern the server's mux matched (net/http records it on the request),
// without its method.
func routeLabel(muxPattern string) string {
	if muxPattern == "" {
		return "unmatched"
	}
	if i := strings.IndexByte(muxPattern, ' '); i >= 0 {
		return muxPattern[i+1:]
	}
	return muxPattern
}
