package auth

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/md5"
	"encoding/base64"
	"encoding/hex"
	"io"
	"log/slog"
	"mime"
	"mime/quotedprintable"
	"net"
	"net/mail"
	"net/textproto"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// smtpServer is an in-process SMTP server speaking what a mail client needs:
// EHLO with AUTH (CRAM-MD5 and PLAIN checked against one account), MAIL,
// RCPT, DATA, RSET, NOOP and QUIT. It keeps what it received.
type smtpServer struct {
	ln         net.Listener
	user, pass string
	mechs      string // the AUTH mechanisms advertised
	rcptReply  string // non-empty: RCPT is answered with it (a refusal)

	mu       sync.Mutex
	received []smtpMessage
	auths    []string // "MECH user ok|bad" per AUTH attempt
	conns    []net.Conn
	wg       sync.WaitGroup
}

type smtpMessage struct {
	user     string // the authenticated account ("" for none)
	from     string
	rcpt     []string
	data     []byte
	header   mail.Header
	bodyText string // the decoded text body
}

func startSMTP(t *testing.T, user, pass, mechs string) *smtpServer {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s := &smtpServer{ln: ln, user: user, pass: pass, mechs: mechs}
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			s.mu.Lock()
			s.conns = append(s.conns, c)
			s.mu.Unlock()
			s.wg.Add(1)
			go func() {
				defer s.wg.Done()
				s.session(c)
			}()
		}
	}()
	t.Cleanup(func() {
		ln.Close()
		// A client that gave up mid-session may leave its connection open.
		s.mu.Lock()
		for _, c := range s.conns {
			c.Close()
		}
		s.mu.Unlock()
		s.wg.Wait()
	})
	return s
}

// url is the SMTP_URL of the server with the given account.
func (s *smtpServer) url(user, pass string) string {
	u := url.URL{Scheme: "smtp", Host: s.ln.Addr().String()}
	if user != "" {
		u.User = url.UserPassword(user, pass)
	}
	return u.String()
}

func (s *smtpServer) messages() []smtpMessage {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]smtpMessage(nil), s.received...)
}

func (s *smtpServer) authAttempts() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.auths...)
}

// angle is the address inside "FROM:<a@b> BODY=8BITMIME".
func angle(arg string) string {
	i, j := strings.IndexByte(arg, '<'), strings.IndexByte(arg, '>')
	if i < 0 || j < i {
		return ""
	}
	return arg[i+1 : j]
}

func (s *smtpServer) session(c net.Conn) {
	defer c.Close()
	c.SetDeadline(time.Now().Add(10 * time.Second))
	tp := textproto.NewConn(c)
	tp.PrintfLine("220 127.0.0.1 ESMTP test")
	var msg smtpMessage
	authed := ""
	for {
		line, err := tp.ReadLine()
		if err != nil {
			return
		}
		verb, arg, _ := strings.Cut(line, " ")
		switch strings.ToUpper(verb) {
		case "EHLO":
			tp.PrintfLine("250-127.0.0.1 greets %s", arg)
			if s.mechs != "" {
				tp.PrintfLine("250-AUTH %s", s.mechs)
			}
			tp.PrintfLine("250 8BITMIME")
		case "HELO", "NOOP":
			tp.PrintfLine("250 OK")
		case "AUTH":
			user, ok := s.auth(tp, arg)
			mech, _, _ := strings.Cut(arg, " ")
			s.mu.Lock()
			s.auths = append(s.auths, mech+" "+user+" "+map[bool]string{true: "ok", false: "bad"}[ok])
			s.mu.Unlock()
			if ok {
				authed = user
				tp.PrintfLine("235 2.7.0 Authentication successful")
			} else {
				tp.PrintfLine("535 5.7.8 Authentication credentials invalid")
			}
		case "MAIL":
			if s.user != "" && authed == "" {
				tp.PrintfLine("530 5.7.0 Authentication required")
				continue
			}
			msg = smtpMessage{user: authed, from: angle(arg)}
			tp.PrintfLine("250 2.1.0 OK")
		case "RCPT":
			if s.rcptReply != "" {
				tp.PrintfLine("%s", s.rcptReply)
				continue
			}
			msg.rcpt = append(msg.rcpt, angle(arg))
			tp.PrintfLine("250 2.1.5 OK")
		case "DATA":
			tp.PrintfLine("354 End data with <CR><LF>.<CR><LF>")
			data, err := tp.ReadDotBytes()
			if err != nil {
				return
			}
			msg.data = data
			if m, err := mail.ReadMessage(bytes.NewReader(data)); err == nil {
				msg.header = m.Header
				var body io.Reader = m.Body
				if strings.EqualFold(m.Header.Get("Content-Transfer-Encoding"), "quoted-printable") {
					body = quotedprintable.NewReader(m.Body)
				}
				b, _ := io.ReadAll(body)
				msg.bodyText = string(b)
			}
			s.mu.Lock()
			s.received = append(s.received, msg)
			s.mu.Unlock()
			tp.PrintfLine("250 2.0.0 queued")
		case "RSET":
			msg = smtpMessage{user: authed}
			tp.PrintfLine("250 OK")
		case "QUIT":
			tp.PrintfLine("221 2.0.0 Bye")
			return
		default:
			tp.PrintfLine("502 5.5.2 Command not recognized")
		}
	}
}

// auth runs one AUTH exchange and checks the credentials.
func (s *smtpServer) auth(tp *textproto.Conn, arg string) (user string, ok bool) {
	mech, initial, _ := strings.Cut(arg, " ")
	readResp := func(challenge string) string {
		tp.PrintfLine("334 %s", base64.StdEncoding.EncodeToString([]byte(challenge)))
		line, _ := tp.ReadLine()
		b, _ := base64.StdEncoding.DecodeString(line)
		return string(b)
	}
	switch strings.ToUpper(mech) {
	case "CRAM-MD5":
		challenge := "<" + strconv.FormatInt(time.Now().UnixNano(), 10) + "@127.0.0.1>"
		u, digest, _ := strings.Cut(readResp(challenge), " ")
		h := hmac.New(md5.New, []byte(s.pass))
		h.Write([]byte(challenge))
		return u, u == s.user && hmac.Equal([]byte(digest), []byte(hex.EncodeToString(h.Sum(nil))))
	case "PLAIN":
		var resp string
		if initial != "" {
			b, _ := base64.StdEncoding.DecodeString(initial)
			resp = string(b)
		} else {
			resp = readResp("")
		}
		parts := strings.Split(resp, "\x00")
		if len(parts) != 3 {
			return "", false
		}
		return parts[1], parts[1] == s.user && parts[2] == s.pass
	}
	return "", false
}

// mailService is an accounts service that mails through smtpURL, with its
// log in a buffer.
func mailService(t *testing.T, smtpURL string) (*Service, *store.Store, *bytes.Buffer) {
	t.Helper()
	st := storetest.NewTestStore(t)
	var logs bytes.Buffer
	log := slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	m, err := NewMailer(st, log, smtpURL, "Almanac <no-reply@almanac.test>")
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(st, Options{Secret: testSecret, Mailer: m, Log: log})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Wait)
	return s, st, &logs
}

// linkToken is the token of the link to origin+path in a mail body.
func linkToken(t *testing.T, body, link string) string {
	t.Helper()
	i := strings.Index(body, link+"?token=")
	if i < 0 {
		t.Fatalf("no link %s in %q", link, body)
	}
	return strings.Fields(body[i+len(link+"?token="):])[0]
}

// The verification and reset mails go out through SMTP, authenticated with
// the account of SMTP_URL, to the user, with working links.
func TestMailOverSMTP(t *testing.T) {
	srv := startSMTP(t, "mailer@almanac.test", "s3cret:pa ss", "CRAM-MD5 PLAIN")
	s, st, logs := mailService(t, srv.url("mailer@almanac.test", "s3cret:pa ss"))
	ctx := context.Background()
	const origin = "https://nba.almanac.test"
	if err := s.Register(ctx, RegisterInput{Email: "Ann@Example.com", Password: "Passw0rd!", FirstName: "Ann", LastName: "Lee"}, origin); err != nil {
		t.Fatal(err)
	}
	s.Wait()
	if err := s.RequestReset(ctx, "ann@example.com", origin); err != nil {
		t.Fatal(err)
	}
	s.Wait()

	got := srv.messages()
	if len(got) != 2 {
		t.Fatalf("received %d messages (auth attempts %v), log:\n%s", len(got), srv.authAttempts(), logs)
	}
	// The password went only as a CRAM-MD5 digest: the connection is not
	// encrypted, so the client does not offer it in clear (PLAIN).
	if a := srv.authAttempts(); len(a) != 2 || a[0] != "CRAM-MD5 mailer@almanac.test ok" {
		t.Fatalf("auth attempts: %v", a)
	}
	for i, want := range []struct{ subject, link string }{
		{"Confirm your e-mail address", origin + "/verify-email"},
		{"Reset your password", origin + "/reset-password"},
	} {
		m := got[i]
		subject, _ := new(mime.WordDecoder).DecodeHeader(m.header.Get("Subject"))
		to, err := mail.ParseAddress(m.header.Get("To"))
		if m.user != "mailer@almanac.test" || m.from != "no-reply@almanac.test" || len(m.rcpt) != 1 || m.rcpt[0] != "ann@example.com" ||
			err != nil || to.Address != "ann@example.com" || subject != want.subject || !strings.Contains(m.header.Get("From"), "no-reply@almanac.test") {
			t.Errorf("message %d: user %q from %q rcpt %v header %v", i, m.user, m.from, m.rcpt, m.header)
		}
		if !strings.HasPrefix(m.bodyText, "Hello Ann,") {
			t.Errorf("message %d body: %q", i, m.bodyText)
		}
		token := linkToken(t, m.bodyText, want.link)
		if strings.Contains(logs.String(), token) {
			t.Errorf("the log holds a mail's token:\n%s", logs)
		}
		// The links work.
		if i == 0 {
			if err := s.VerifyEmail(ctx, token); err != nil {
				t.Errorf("verification link: %v", err)
			}
		} else if err := s.ConfirmReset(ctx, token, "N3wPassword"); err != nil {
			t.Errorf("reset link: %v", err)
		}
	}
	// Both are marked sent in the outbox.
	out, err := st.Outbox(ctx, 10)
	if err != nil || len(out) != 2 || !out[0].SentAt.Valid || !out[1].SentAt.Valid || out[0].Error != "" {
		t.Fatalf("outbox: %+v %v", out, err)
	}
	if strings.Contains(logs.String(), "s3cret") {
		t.Fatalf("the log holds the SMTP password:\n%s", logs)
	}
}

// A mail that cannot be sent is not lost: it stays in the outbox with the
// reason (an operator reads it with `almanac outbox list`), and the log
// names the outbox id and the reason, never the password or the token.
func TestMailSendFailureKeepsTheMessage(t *testing.T) {
	down, _ := net.Listen("tcp", "127.0.0.1:0")
	downAddr := down.Addr().String()
	down.Close()
	for _, tc := range []struct {
		name, mechs, pass, rcptReply, addr string
		wantAuth                           []string // the AUTH attempts the server saw
	}{
		{name: "recipient refused", mechs: "CRAM-MD5", pass: "s3cret", rcptReply: "550 5.1.1 No such user here", wantAuth: []string{"CRAM-MD5 mailer ok"}},
		{name: "wrong password", mechs: "CRAM-MD5", pass: "wrong-s3cret", wantAuth: []string{"CRAM-MD5 mailer bad"}},
		// Only PLAIN, and no TLS: the client refuses to send the password in clear.
		{name: "plain text auth only", mechs: "PLAIN LOGIN", pass: "s3cret", wantAuth: nil},
		{name: "server down", addr: downAddr, pass: "s3cret"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srv := startSMTP(t, "mailer", "s3cret", tc.mechs)
			srv.rcptReply = tc.rcptReply
			smtpURL := srv.url("mailer", tc.pass)
			if tc.addr != "" {
				smtpURL = (&url.URL{Scheme: "smtp", User: url.UserPassword("mailer", tc.pass), Host: tc.addr}).String()
			}
			s, st, logs := mailService(t, smtpURL)
			ctx := context.Background()
			if err := s.Register(ctx, RegisterInput{Email: "ann@example.com", Password: "Passw0rd!", FirstName: "Ann", LastName: "Lee"}, "http://localhost"); err != nil {
				t.Fatal(err)
			}
			s.Wait()
			if n := len(srv.messages()); n != 0 {
				t.Fatalf("%d messages delivered", n)
			}
			if a := srv.authAttempts(); strings.Join(a, "|") != strings.Join(tc.wantAuth, "|") {
				t.Fatalf("auth attempts %v, want %v", a, tc.wantAuth)
			}
			out, err := st.Outbox(ctx, 10)
			if err != nil || len(out) != 1 || out[0].SentAt.Valid || out[0].Error == "" || out[0].To != "ann@example.com" || out[0].Subject != "Confirm your e-mail address" {
				t.Fatalf("outbox: %+v %v", out, err)
			}
			token := linkToken(t, out[0].Body, "http://localhost/verify-email")
			log := logs.String()
			if !strings.Contains(log, "sending mail failed; it stays in the outbox") || !strings.Contains(log, "outbox_id="+strconv.FormatInt(out[0].ID, 10)) {
				t.Fatalf("log:\n%s", log)
			}
			for _, secret := range []string{tc.pass, "s3cret", token} {
				if strings.Contains(log, secret) || strings.Contains(out[0].Error, tc.pass) {
					t.Fatalf("a secret (%q) in the log or the outbox error:\n%s\n%s", secret, log, out[0].Error)
				}
			}
			// The queued link still works once an operator forwards it.
			if err := s.VerifyEmail(ctx, token); err != nil {
				t.Fatalf("queued link: %v", err)
			}
		})
	}
}
