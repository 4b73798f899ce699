package auth

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/almanac-sports/almanac/internal/store"
)

// Links mailed to a user: password reset and address verification, each a
// one-time token.

// RequestReset mails a reset link when an account has the address. The
// caller answers the same whatever happened; the work is done after the
// answer so its time tells nothing either.
func (s *Service) RequestReset(ctx context.Context, email, origin string) error {
	if m := checkEmail(email); m != "" {
		return invalid(m)
	}
	s.mailOnce(ctx, email, resetMail, origin)
	return nil
}

// mailOnce mails m (a reset link) to the account of email, if there is one,
// after the answer has gone out. One such mail per account per
// ResetMailGap: asking 50 times must not send one person 50 mails.
func (s *Service) mailOnce(ctx context.Context, email string, m linkMail, origin string) {
	s.bg.Add(1)
	go func() {
		defer s.bg.Done()
		ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), time.Minute)
		defer cancel()
		u, err := s.st.UserByEmail(ctx, email)
		if err != nil {
			if !errors.Is(err, store.ErrNotFound) {
				s.log.Warn("account mail", "subject", m.subject, "err", err)
			}
			return
		}
		last, err := s.st.LastOneTimeToken(ctx, u.ID, m.purpose)
		if err != nil {
			s.log.Warn("account mail", "subject", m.subject, "err", err)
			return
		}
		if last > 0 && s.now().Sub(time.Unix(last, 0)) < ResetMailGap {
			return
		}
		s.sendLinkNow(ctx, u, m, origin)
	}()
}

// ConfirmReset sets a new password with a reset token and signs the user
// out everywhere (every refresh token revoked).
func (s *Service) ConfirmReset(ctx context.Context, token, password string) error {
	if m := checkPassword(password); m != "" {
		return invalid(m)
	}
	uid, err := s.useToken(ctx, token, store.PurposeReset)
	if err != nil {
		return err
	}
	hash, err := HashPassword(password)
	if err != nil {
		return err
	}
	if err := s.st.SetUserPassword(ctx, uid, hash); err != nil {
		return err
	}
	return s.st.RevokeUserRefreshTokens(ctx, uid, s.now().Unix())
}

// VerifyEmail marks the token's account verified.
func (s *Service) VerifyEmail(ctx context.Context, token string) error {
	uid, err := s.useToken(ctx, token, store.PurposeVerify)
	if err != nil {
		return err
	}
	return s.st.SetUserVerified(ctx, uid, s.now().Unix())
}

func (s *Service) useToken(ctx context.Context, token, purpose string) (int64, error) {
	if token == "" || len(token) > 200 {
		return 0, errBadToken
	}
	uid, err := s.st.UseOneTimeToken(ctx, hashToken(token), purpose, s.now().Unix())
	if errors.Is(err, store.ErrNotFound) {
		return 0, errBadToken
	}
	return uid, err
}

// sendLink mails a one-time link after the answer has gone out.
func (s *Service) sendLink(ctx context.Context, u store.User, m linkMail, origin string) {
	s.bg.Add(1)
	go func() {
		defer s.bg.Done()
		ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), time.Minute)
		defer cancel()
		s.sendLinkNow(ctx, u, m, origin)
	}()
}

func (s *Service) sendLinkNow(ctx context.Context, u store.User, m linkMail, origin string) {
	token, hash, err := newOpaqueToken()
	if err != nil {
		s.log.Warn("one-time token", "err", err)
		return
	}
	now := s.now()
	if err := s.st.CreateOneTimeToken(ctx, hash, m.purpose, u.ID, now.Unix(), now.Add(m.ttl).Unix()); err != nil {
		s.log.Warn("one-time token", "err", err)
		return
	}
	link := strings.TrimRight(origin, "/") + m.path + "?token=" + token
	body := "Hello " + u.FirstName + ",\n\n" + m.before + "\n\n" + link + "\n\n" + m.after + "\n"
	if err := s.mail.Send(ctx, u.Email, m.subject, body); err != nil {
		s.log.Warn("mail not sent", "purpose", m.purpose, "user_id", u.ID)
	}
}
