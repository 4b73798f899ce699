//go:build !unix

package cli

import (
	"net"
	"os"
)

// restartSignals: restarting in place hands over a Unix socket descriptor.
var restartSignals []os.Signal

func keepNonblocking(net.Listener) {}
