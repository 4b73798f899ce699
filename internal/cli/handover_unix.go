//go:build unix

package cli

import (
	"os"
	"syscall"
)

// restartSignals ask a running server to restart in place (handover.go).
var restartSignals = []os.Signal{syscall.SIGUSR2}
