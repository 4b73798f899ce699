package api

import (
	"io"
	"net/http"
	"os"
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
	return &bodyFile{memfd: f, path: "/proc/self/fd/" + strconv.Itoa(fd), size: int64(len(b)), free: make(chan *os.File, 16)}
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
