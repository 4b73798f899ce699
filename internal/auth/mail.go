package auth

import (
	"context"
	"fmt"
	"log/slog"
	"net/url"
	"strconv"
	"strings"

	"github.com/wneessen/go-mail"

	"github.com/almanac-sports/almanac/internal/store"
)

// Mailer sends the verification and reset messages. Every message goes to
// the outbox table first; with SMTP configured it is then sent, else an
// operator reads it there (`almanac outbox list`). The log names the outbox
// id, never the message (it carries a token).
type Mailer struct {
	st   *store.Store
	log  *slog.Logger
	smtp *mail.Client // nil: outbox only
	from string
}

// ParseSMTPURL checks an SMTP_URL: smtp://user:pass@host:587 (STARTTLS when
// the server offers it), smtps://… (TLS from the start, port 465 by default).
func ParseSMTPURL(raw string) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "smtp" && u.Scheme != "smtps") || u.Hostname() == "" {
		return nil, fmt.Errorf("want smtp://user:pass@host:587 or smtps://user:pass@host:465")
	}
	if p := u.Port(); p != "" {
		if n, err := strconv.Atoi(p); err != nil || n < 1 || n > 65535 {
			return nil, fmt.Errorf("bad port %q", p)
		}
	}
	return u, nil
}

// NewMailer returns a mailer; smtpURL "" keeps mail in the outbox.
func NewMailer(st *store.Store, log *slog.Logger, smtpURL, from string) (*Mailer, error) {
	m := &Mailer{st: st, log: log, from: from}
	if smtpURL == "" {
		return m, nil
	}
	u, err := ParseSMTPURL(smtpURL)
	if err != nil {
		return nil, err
	}
	opts := []mail.Option{mail.WithTLSPolicy(mail.TLSOpportunistic)}
	port := 587
	if u.Scheme == "smtps" {
		port = 465
		opts = []mail.Option{mail.WithSSL()}
	}
	if p := u.Port(); p != "" {
		port, _ = strconv.Atoi(p)
	}
	opts = append(opts, mail.WithPort(port))
	if u.User != nil {
		pass, _ := u.User.Password()
		opts = append(opts, mail.WithSMTPAuth(mail.SMTPAuthAutoDiscover), mail.WithUsername(u.User.Username()), mail.WithPassword(pass))
	}
	c, err := mail.NewClient(u.Hostname(), opts...)
	if err != nil {
		return nil, err
	}
	m.smtp = c
	if m.from == "" {
		m.from = "no-reply@" + u.Hostname()
	}
	return m, nil
}

// Send queues a message and, with SMTP, sends it.
func (m *Mailer) Send(ctx context.Context, to, subject, body string) error {
	id, err := m.st.QueueMail(ctx, to, subject, body)
	if err != nil {
		return err
	}
	if m.smtp == nil {
		m.log.Info("mail queued to outbox (no SMTP_URL: read it with `almanac outbox list`)", "outbox_id", id, "subject", subject)
		return nil
	}
	msg := mail.NewMsg()
	if err := msg.From(m.from); err != nil {
		return err
	}
	if err := msg.To(to); err != nil {
		return err
	}
	msg.Subject(subject)
	msg.SetBodyString(mail.TypeTextPlain, body)
	sendErr := m.smtp.DialAndSendWithContext(ctx, msg)
	if err := m.st.MarkMailSent(ctx, id, sendErr); err != nil {
		return err
	}
	if sendErr != nil {
		m.log.Warn("sending mail failed; it stays in the outbox", "outbox_id", id, "err", redactURL(sendErr.Error()))
		return sendErr
	}
	m.log.Info("mail sent", "outbox_id", id, "subject", subject)
	return nil
}

// redactURL keeps a token out of an error text that might quote the body.
func redactURL(s string) string {
	if i := strings.Index(s, "token="); i >= 0 {
		return s[:i] + "token=…"
	}
	return s
}
