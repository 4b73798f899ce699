package api

import (
	"io"
	"net"
	"net/http"
	"os"
	"runtime"
	"strconv"
	"syscall"

	"golang.org/x/sys/unix"
)

// sendfileMin is the smallest body worth a file: below it one write(2) of the
// bytes costs less than the extra system calls of sendfile.
const sendfileMin = 32 << 10

// bodyFile holds a large cached body in an anonymous memory file (memfd), so
// a cache hit goes out with sendfile(2): the kernel sends the pages without
// copying the bytes through user space on every request, as nginx does for
// static files. Each concurrent send needs its own file offset, so senders
// take a separately opened description from a small free list.
type bodyFile struct {
	memfd *os.File
	fd    int    // memfd's descriptor, for sendfile at an explicit offset
	path  string // /proc/self/fd/N: opening it gives a fresh offset
	size  int64
	free  chan *os.File
}

func newBodyFile(b []byte) *bodyFile {
	fd, err := unix.MemfdCreate("almanac-body", unix.MFD_CLOEXEC)
	if err != nil {
		return nil
	}
	f := os.NewFile(uintptr(fd), "almanac-body")
	if _, err := f.Write(b); err != nil {
		f.Close()
		return nil
	}
	return &bodyFile{memfd: f, fd: fd, path: "/proc/self/fd/" + strconv.Itoa(fd), size: int64(len(b)), free: make(chan *os.File, 16)}
}

// send writes the body through w's ReadFrom (sendfile on a TCP connection);
// false when nothing was written and the caller should write the bytes.
func (bf *bodyFile) send(w http.ResponseWriter, r *http.Request) bool {
	rf, ok := w.(io.ReaderFrom)
	if !ok {
		return false
	}
	var f *os.File
	select {
	case f = <-bf.free:
	default:
		var err error
		if f, err = os.Open(bf.path); err != nil {
			return false
		}
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		f.Close()
		return false
	}
	// Corked, the header block and the file leave as full segments (as nginx's
	// tcp_nopush): otherwise the headers go out alone, a whole extra trip
	// through the TCP stack and a wake-up of the client per response.
	raw := connOf(r)
	setCork(raw, 1)
	// A LimitedReader ends the copy at the size without a last empty sendfile.
	rf.ReadFrom(&io.LimitedReader{R: f, N: bf.size})
	setCork(raw, 0)
	select {
	case bf.free <- f:
	default:
		f.Close()
	}
	return true
}

// sendAfter writes head (flagged MSG_MORE, so it leaves with the first body
// segment) and then the body by sendfile from an explicit offset, which
// leaves the file position alone: concurrent senders need no descriptor of
// their own. Two system calls for a whole response. sent is false when
// nothing was written and the caller should write the bytes itself.
func (bf *bodyFile) sendAfter(tc *net.TCPConn, head []byte) (sent bool, err error) {
	raw, err := tc.SyscallConn()
	if err != nil {
		return false, nil
	}
	var off int64
	hsent := 0
	var werr error
	err = raw.Write(func(fd uintptr) bool {
		for hsent < len(head) {
			n, err := unix.SendmsgN(int(fd), head[hsent:], nil, nil, unix.MSG_MORE|unix.MSG_NOSIGNAL)
			if err == unix.EAGAIN {
				return false
			}
			if err != nil {
				werr = err
				return true
			}
			hsent += n
		}
		for off < bf.size {
			n, err := unix.Sendfile(int(fd), bf.fd, &off, int(bf.size-off))
			if err == unix.EAGAIN {
				return false
			}
			if err != nil {
				werr = err
				return true
			}
			if n == 0 {
				werr = io.ErrUnexpectedEOF
				return true
			}
		}
		return true
	})
	runtime.KeepAlive(bf)
	if err == nil {
		err = werr
	}
	return hsent > 0 || err != nil, err
}

// close releases the memory file and the idle descriptors; senders still
// holding one keep the pages alive until they close it.
func (bf *bodyFile) close() {
	for {
		select {
		case f := <-bf.free:
			f.Close()
		default:
			bf.memfd.Close()
			return
		}
	}
}

func setCork(raw syscall.RawConn, on int) {
	if raw != nil {
		raw.Control(func(fd uintptr) { unix.SetsockoptInt(int(fd), unix.IPPROTO_TCP, unix.TCP_CORK, on) })
	}
}
