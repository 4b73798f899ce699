//go:build !linux

package api

import (
	"net"
	"net/http"
)

// Elsewhere large bodies are written from memory like small ones.
const sendfileMin = 1 << 62

type bodyFile struct{}

func newBodyFile([]byte) *bodyFile                             { return nil }
func (*bodyFile) send(http.ResponseWriter, *http.Request) bool { return false }
func (*bodyFile) close()                                       {}
func (*bodyFile) sendAfter(*net.TCPConn, []byte) (bool, error) { return false, nil }
