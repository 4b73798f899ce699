package api

import (
	"io"
	"net"
	"time"
)

// fastConn is a TCP connection whose requests are read here first. While
// every request on it is a cache hit it never reaches net/http: each Read
// net/http makes (it is waiting for its first request) answers hits until a
// request that is not one arrives; that request's bytes, and all later ones,
// are then returned to net/http unchanged. Requests are answered in order:
// hits are written before the first handed-on request is even returned, and
// net/http reads nothing from the socket before the hand-off.
type fastConn struct {
	*net.TCPConn
	fp *FastPath

	buf       []byte // read buffer; in is its unconsumed part
	in        []byte
	handed    bool   // net/http owns the connection
	pending   []byte // handed-on bytes net/http has not read yet
	served    int
	ip        string
	headStart time.Time // when the first byte of the buffered head arrived
	wbuf      []byte
}

// A connection's read buffer starts at fastBuf (a head is usually well
// under 1 KB) and grows once to hold the largest head the fast path takes.
const (
	fastBuf    = 4 << 10
	fastBufMax = 2 * maxHitHead
)

func (c *fastConn) Read(p []byte) (int, error) {
	if c.handed {
		if len(c.pending) > 0 {
			n := copy(p, c.pending)
			c.pending = c.pending[n:]
			return n, nil
		}
		return c.TCPConn.Read(p)
	}
	if c.buf == nil {
		c.buf = make([]byte, fastBuf)
		c.in = c.buf[:0]
		if host, _, err := net.SplitHostPort(c.RemoteAddr().String()); err == nil {
			c.ip = host
		}
	}
	for {
		if len(c.in) > 0 {
			req, st := parseHit(c.in)
			if st == hitHandOff {
				return c.handOff(p)
			}
			if st == hitOK {
				e := c.fp.lookup(&req, c.ip)
				if e == nil {
					return c.handOff(p)
				}
				if err := c.answer(e, req.gzip); err != nil {
					return 0, err
				}
				c.served++
				c.in = c.in[req.size:]
				if len(c.in) > 0 {
					c.headStart = time.Now()
				}
				continue
			}
		}
		if err := c.fill(); err != nil {
			if len(c.in) > 0 {
				return c.handOff(p) // net/http sees the partial head, then the error
			}
			return 0, err
		}
	}
}

// fill reads more of the next request head, with the deadlines net/http
// would apply: idle between requests, header time once one has begun.
func (c *fastConn) fill() error {
	switch {
	case len(c.in) == 0:
		c.in = c.buf[:0]
	case len(c.in) == cap(c.in) && len(c.in) >= len(c.buf)/2 && len(c.buf) < fastBufMax:
		c.buf = append(make([]byte, 0, fastBufMax), c.in...)[:fastBufMax]
		c.in = c.buf[:len(c.in)]
	case cap(c.in)-len(c.in) < len(c.buf)/4:
		c.in = c.buf[:copy(c.buf, c.in)]
	}
	if c.served > 0 {
		if len(c.in) == 0 && c.fp.cfg.IdleTimeout > 0 {
			c.SetReadDeadline(time.Now().Add(c.fp.cfg.IdleTimeout))
		} else if len(c.in) > 0 && c.fp.cfg.ReadHeaderTimeout > 0 {
			c.SetReadDeadline(c.headStart.Add(c.fp.cfg.ReadHeaderTimeout))
		}
	} // before the first answer net/http's own deadline for its first request holds
	n, err := c.TCPConn.Read(c.in[len(c.in):cap(c.in)])
	if n > 0 {
		if len(c.in) == 0 {
			c.headStart = time.Now()
		}
		c.in = c.in[:len(c.in)+n]
	}
	if n > 0 && err == nil {
		return nil
	}
	if err == nil {
		err = io.ErrNoProgress
	}
	return err
}

func (c *fastConn) handOff(p []byte) (int, error) {
	c.handed = true
	c.pending = append([]byte(nil), c.in...)
	c.buf, c.in, c.wbuf = nil, nil, nil
	if c.served > 0 && c.fp.cfg.ReadHeaderTimeout > 0 {
		// net/http set its header deadline before this Read; ours replaced it.
		c.SetReadDeadline(c.headStart.Add(c.fp.cfg.ReadHeaderTimeout))
	}
	return c.Read(p)
}

// answer writes a cached response: head and body in one writev, or for a
// large body the head (MSG_MORE) and then the body by sendfile.
func (c *fastConn) answer(e *entry, wantGzip bool) error {
	var gz []byte
	if wantGzip {
		gz = e.gzipped()
	}
	body := e.body
	if gz != nil {
		body = gz
	}
	now := time.Now()
	c.wbuf = appendDateTail(append(c.wbuf[:0], c.fp.header(e, gz)...), now)
	if c.fp.cfg.WriteTimeout > 0 {
		c.SetWriteDeadline(now.Add(c.fp.cfg.WriteTimeout))
	}
	if gz == nil {
		if bf := e.bodyFile(); bf != nil {
			if sent, err := bf.sendAfter(c.TCPConn, c.wbuf); sent || err != nil {
				return err
			}
		}
	}
	bufs := net.Buffers{c.wbuf, body}
	_, err := bufs.WriteTo(c.TCPConn)
	return err
}

// WriteTo must not read the socket past bytes still buffered here.
func (c *fastConn) WriteTo(w io.Writer) (int64, error) {
	return io.Copy(w, struct{ io.Reader }{c})
}
