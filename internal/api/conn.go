package api

import (
	"context"
	"net"
	"syscall"
)

type connKey struct{}

// ConnContext is for http.Server.ConnContext: it lets the cached-body path
// reach the request's TCP socket (to cork it around a sendfile).
func ConnContext(ctx context.Context, c net.Conn) context.Context {
	if fc, ok := c.(*fastConn); ok {
		c = fc.TCPConn
	}
	if tc, ok := c.(*net.TCPConn); ok {
		if raw, err := tc.SyscallConn(); err == nil {
			return context.WithValue(ctx, connKey{}, raw)
		}
	}
	return ctx
}

// connOf is the request's raw TCP socket, or nil.
func connOf(r interface{ Context() context.Context }) syscall.RawConn {
	raw, _ := r.Context().Value(connKey{}).(syscall.RawConn)
	return raw
}
