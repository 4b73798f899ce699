package auth

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/almanac-sports/almanac/internal/store"
)

// Sessions: a signed-in user's access and refresh tokens, their rotation
// and their end.

// newSession signs u in: a new family (session) with a random refresh token.
func (s *Service) newSession(ctx context.Context, u store.User) (Session, error) {
	family, err := newFamilyID()
	if err != nil {
		return Session{}, err
	}
	token, hash, err := newOpaqueToken()
	if err != nil {
		return Session{}, err
	}
	now := s.now()
	rt := &store.RefreshToken{Hash: hash, FamilyID: family, UserID: u.ID, CreatedAt: now.Unix(), ExpiresAt: now.Add(RefreshTTL).Unix()}
	if err := s.st.CreateRefreshToken(ctx, rt); err != nil {
		return Session{}, err
	}
	return s.session(u, family, token)
}

// session is the answer for u with refresh token of family: a new access
// token of the family beside it.
func (s *Service) session(u store.User, family, refresh string) (Session, error) {
	access, err := s.sign.issue(u.ID, u.Role, family)
	if err != nil {
		return Session{}, err
	}
	return Session{Access: access, Refresh: refresh, ExpiresIn: int(AccessTTL / time.Second), User: u}, nil
}

// Refresh rotates a refresh token: the presented one is used up and its
// successor (same family) issued. A token presented a second time means it
// leaked (or was stolen): the whole family is revoked, so neither the thief
// nor the user can go on with it. Except within RefreshReuseGrace of its use
// while the successor is unused: that is the same client asking twice at
// once, and it gets the same successor.
func (s *Service) Refresh(ctx context.Context, refresh string) (Session, error) {
	if refresh == "" || len(refresh) > 200 {
		return Session{}, errToken
	}
	t, err := s.st.RefreshTokenByHash(ctx, hashToken(refresh))
	if errors.Is(err, store.ErrNotFound) {
		return Session{}, errToken
	} else if err != nil {
		return Session{}, err
	}
	now := s.now()
	if t.RevokedAt.Valid || now.Unix() >= t.ExpiresAt {
		return Session{}, errToken
	}
	u, err := s.st.UserByID(ctx, t.UserID)
	if errors.Is(err, store.ErrNotFound) {
		return Session{}, errToken
	} else if err != nil {
		return Session{}, err
	}
	next := s.sign.successor(refresh)
	if !t.UsedAt.Valid {
		rt := &store.RefreshToken{Hash: hashToken(next), FamilyID: t.FamilyID, ParentID: sql.NullInt64{Int64: t.ID, Valid: true},
			UserID: t.UserID, CreatedAt: now.Unix(), ExpiresAt: now.Add(RefreshTTL).Unix()}
		rotated, err := s.st.RotateRefreshToken(ctx, t.ID, now.Unix(), rt)
		if err != nil {
			return Session{}, err
		}
		if rotated {
			return s.session(u, t.FamilyID, next)
		}
		// Another request rotated it first: see when, and what it made.
		if t, err = s.st.RefreshTokenByHash(ctx, t.Hash); err != nil {
			return Session{}, err
		}
	}
	grace, err := s.inGrace(ctx, t, next, now)
	if err != nil {
		return Session{}, err
	}
	if grace {
		return s.session(u, t.FamilyID, next)
	}
	s.log.Warn("refresh token reused: its family is revoked", "user_id", t.UserID, "family", t.FamilyID)
	if err := s.st.RevokeRefreshFamily(ctx, t.FamilyID, now.Unix()); err != nil {
		return Session{}, err
	}
	return Session{}, errToken
}

// inGrace reports whether used token t, presented again at now, may have
// its successor next: t was used within RefreshReuseGrace, and next is t's
// child, neither used nor revoked.
func (s *Service) inGrace(ctx context.Context, t store.RefreshToken, next string, now time.Time) (bool, error) {
	if t.RevokedAt.Valid || !t.UsedAt.Valid || now.Sub(time.Unix(t.UsedAt.Int64, 0)) > RefreshReuseGrace {
		return false, nil
	}
	c, err := s.st.RefreshTokenByHash(ctx, hashToken(next))
	if errors.Is(err, store.ErrNotFound) {
		return false, nil
	} else if err != nil {
		return false, err
	}
	return c.ParentID.Int64 == t.ID && !c.UsedAt.Valid && !c.RevokedAt.Valid, nil
}

// Logout revokes the refresh token's family (nothing for an unknown token:
// signing out twice is fine).
func (s *Service) Logout(ctx context.Context, refresh string) error {
	if refresh == "" || len(refresh) > 200 {
		return nil
	}
	t, err := s.st.RefreshTokenByHash(ctx, hashToken(refresh))
	if errors.Is(err, store.ErrNotFound) {
		return nil
	} else if err != nil {
		return err
	}
	return s.st.RevokeRefreshFamily(ctx, t.FamilyID, s.now().Unix())
}
