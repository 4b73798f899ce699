//go:build unix

package cli

import (
	"net"
	"os"
	"syscall"
)

// restartSignals ask a running server to restart in place (handover.go).
var restartSignals = []os.Signal{syscall.SIGUSR2}

// keepNonblocking undoes what handing a descriptor to a child does to the
// socket: os/exec makes it blocking, a flag of the socket itself, shared by
// every process holding it. A blocking socket leaves this process's accept
// stuck in the kernel, where it takes one more connection after the
// listener is closed and drops it.
func keepNonblocking(ln net.Listener) {
	sc, ok := ln.(syscall.Conn)
	if !ok {
		return
	}
	if rc, err := sc.SyscallConn(); err == nil {
		rc.Control(func(fd uintptr) { syscall.SetNonblock(int(fd), true) })
	}
}
