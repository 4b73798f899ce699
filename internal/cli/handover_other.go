//go:build !unix

package cli

import "os"

// restartSignals: restarting in place hands over a Unix socket descriptor.
var restartSignals []os.Signal
