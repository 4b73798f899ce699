package cli

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"time"

	"github.com/almanac-sports/almanac/internal/config"
)

// probe is a health check for images without a shell or curl: GET the URL
// (default http://127.0.0.1:PORT/readyz, PORT from LISTEN_ADDR) and exit 0
// on 200, 1 otherwise.
func probe(ctx context.Context, cfg config.Config, args []string, stdout io.Writer) error {
	url := ""
	if len(args) > 0 {
		url = args[0]
	} else {
		_, port, err := net.SplitHostPort(cfg.ListenAddr)
		if err != nil {
			return err
		}
		url = "http://" + net.JoinHostPort("127.0.0.1", port) + "/readyz"
	}
	ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return exitError{2, err.Error()}
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return exitError{1, err.Error()}
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(res.Body, 4096))
	fmt.Fprintf(stdout, "%d %s", res.StatusCode, body)
	if res.StatusCode != http.StatusOK {
		return exitError{1, fmt.Sprintf("%s answered %d", url, res.StatusCode)}
	}
	return nil
}
