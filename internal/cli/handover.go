package cli

// Restart without a refused connection: on SIGUSR2 the running server
// starts its successor (the same binary and arguments, so a new binary in
// place is picked up) and hands it the listening socket itself, as file
// descriptor 3. Both serve from the one socket, so the kernel's queue of
// new connections is never closed; once the successor says it is ready
// (warm, on descriptor 4) the old process drains and exits. A successor
// that fails or never gets ready is stopped and the old one keeps serving.
// A socket from systemd's socket activation (LISTEN_FDS=1) is taken the
// same way.

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"os/exec"
	"strconv"
	"time"
)

const (
	envListenerFD = "ALMANAC_LISTENER_FD"
	envReadyFD    = "ALMANAC_READY_FD"
	// successorReadyWithin bounds the wait for a successor's warm-up.
	successorReadyWithin = 10 * time.Minute
	// handOverOverlap is how long both processes accept once the successor
	// is ready.
	handOverOverlap = time.Second
)

// inheritedListener is the listening socket handed over by a predecessor or
// by systemd (nil when there is none).
func inheritedListener(getenv func(string) string) (net.Listener, error) {
	fd := 0
	switch {
	case getenv(envListenerFD) != "":
		n, err := strconv.Atoi(getenv(envListenerFD))
		if err != nil || n < 3 {
			return nil, fmt.Errorf("%s: want a file descriptor number, got %q", envListenerFD, getenv(envListenerFD))
		}
		fd = n
	case getenv("LISTEN_FDS") == "1" && getenv("LISTEN_PID") == strconv.Itoa(os.Getpid()):
		fd = 3
	default:
		return nil, nil
	}
	f := os.NewFile(uintptr(fd), "listener")
	defer f.Close()
	ln, err := net.FileListener(f)
	if err != nil {
		return nil, fmt.Errorf("the inherited listener (fd %d): %w", fd, err)
	}
	return ln, nil
}

// tellReady writes to the predecessor's ready descriptor once ready says so
// (nothing to do without one), polling until ctx ends.
func tellReady(ctx context.Context, getenv func(string) string, ready func(context.Context) bool, log *slog.Logger) {
	n, err := strconv.Atoi(getenv(envReadyFD))
	if err != nil || n < 3 {
		return
	}
	f := os.NewFile(uintptr(n), "ready")
	defer f.Close()
	t := time.NewTicker(200 * time.Millisecond)
	defer t.Stop()
	for !ready(ctx) {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
	if _, err := f.Write([]byte{'1'}); err != nil {
		log.Warn("telling the previous process this one is ready", "err", err)
	}
}

// successor is a started successor process.
type successor struct {
	cmd   *exec.Cmd
	ready chan error // nil: ready; else why not
}

// startSuccessor starts the successor with ln's socket and a ready pipe.
func startSuccessor(ln net.Listener) (*successor, error) {
	tl, ok := ln.(interface{ File() (*os.File, error) })
	if !ok {
		return nil, errors.New("this listener cannot be handed over")
	}
	lf, err := tl.File()
	if err != nil {
		return nil, err
	}
	defer lf.Close()
	r, w, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	defer w.Close()
	exe, err := os.Executable()
	if err != nil {
		r.Close()
		return nil, err
	}
	cmd := exec.Command(exe, os.Args[1:]...)
	cmd.Env = append(os.Environ(), envListenerFD+"=3", envReadyFD+"=4")
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	cmd.ExtraFiles = []*os.File{lf, w} // descriptors 3 and 4
	err = cmd.Start()
	keepNonblocking(ln)
	if err != nil {
		r.Close()
		return nil, err
	}
	s := &successor{cmd: cmd, ready: make(chan error, 1)}
	go func() {
		defer r.Close()
		b := make([]byte, 1)
		if _, err := io.ReadFull(r, b); err != nil {
			s.ready <- errors.New("it ended before it was ready")
			return
		}
		s.ready <- nil
	}()
	return s, nil
}

// handOver starts a successor and waits until it is ready (true: this
// process should now drain and exit) or has failed (it is stopped; this
// process keeps serving).
func handOver(ctx context.Context, ln net.Listener, log *slog.Logger) bool {
	log.Info("restarting in place: starting the successor on this listener")
	s, err := startSuccessor(ln)
	if err != nil {
		log.Error("restart in place: the successor did not start; still serving", "err", err)
		return false
	}
	timer := time.NewTimer(successorReadyWithin)
	defer timer.Stop()
	select {
	case err = <-s.ready:
	case <-timer.C:
		err = fmt.Errorf("not ready within %s", successorReadyWithin)
	case <-ctx.Done():
		err = ctx.Err()
	}
	if err != nil {
		log.Error("restart in place: the successor failed; still serving", "pid", s.cmd.Process.Pid, "err", err)
		s.cmd.Process.Kill()
		go s.cmd.Wait()
		return false
	}
	log.Info("restart in place: the successor is ready; draining", "pid", s.cmd.Process.Pid)
	go s.cmd.Process.Release()
	return true
}
