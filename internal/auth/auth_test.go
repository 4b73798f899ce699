package auth

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/redis/go-redis/v9"

	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

var testSecret = []byte("0123456789abcdef0123456789abcdef")

func newTestService(t *testing.T) (*Service, *store.Store, *time.Time) {
	t.Helper()
	st := storetest.NewTestStore(t)
	now := time.Now()
	s, err := New(st, Options{Secret: testSecret, Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Now: func() time.Time { return now }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Wait)
	return s, st, &now
}

func status(err error) int {
	var e *Error
	if errors.As(err, &e) {
		return e.Status
	}
	if err == nil {
		return 200
	}
	return 500
}

// register signs up email (password Passw0rd!) and signs it in.
func register(t *testing.T, s *Service, email string) Session {
	t.Helper()
	ctx := context.Background()
	if err := s.Register(ctx, RegisterInput{Email: email, Password: "Passw0rd!", FirstName: "Ann", LastName: "Lee"}, "http://localhost"); err != nil {
		t.Fatal(err)
	}
	sess, err := s.Login(ctx, email, "Passw0rd!", "192.0.2.1", "")
	if err != nil {
		t.Fatal(err)
	}
	return sess
}

func TestPasswordHash(t *testing.T) {
	h, err := HashPassword("Passw0rd!")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(h, "$argon2id$v=19$m=19456,t=2,p=1$") {
		t.Fatalf("hash %q", h)
	}
	if ok, err := VerifyPassword(h, "Passw0rd!"); !ok || err != nil {
		t.Fatalf("right password: %v %v", ok, err)
	}
	if ok, _ := VerifyPassword(h, "Passw0rd?"); ok {
		t.Fatal("wrong password accepted")
	}
	for _, bad := range []string{"", "plain", "$argon2i$v=19$m=1,t=1,p=1$AA$AA", "$argon2id$v=19$m=99999999,t=2,p=1$AA$AA"} {
		if ok, err := VerifyPassword(bad, "x"); ok || err == nil {
			t.Errorf("%q: %v %v", bad, ok, err)
		}
	}
}

func TestNamesOfEveryAlphabetPass(t *testing.T) {
	for _, n := range []string{"José", "O'Brien-Núñez", "Jr.", "Nikola Jokić", "李 娜", "عمر", "Zoë d'Arc"} {
		if !plainName(n) {
			t.Errorf("plainName(%q) = false", n)
		}
	}
}

func TestValidationMessages(t *testing.T) {
	s, _, _ := newTestService(t)
	ok := RegisterInput{Email: "a@b.co", Password: "Stadium4Lights", FirstName: "A", LastName: "B"}
	for _, tc := range []struct {
		edit func(*RegisterInput)
		want string
	}{
		{func(in *RegisterInput) { in.Email = "" }, MsgEmailRequired},
		{func(in *RegisterInput) { in.Email = "nope" }, MsgEmailInvalid},
		{func(in *RegisterInput) { in.Email = "a@b" }, MsgEmailInvalid},
		{func(in *RegisterInput) { in.Password = "Pa0" }, MsgPasswordShort},
		{func(in *RegisterInput) { in.Password = "password1" }, MsgPasswordClasses},
		{func(in *RegisterInput) { in.Password = "PASSWORD1" }, MsgPasswordClasses},
		{func(in *RegisterInput) { in.Password = "Passwordx" }, MsgPasswordClasses},
		{func(in *RegisterInput) { in.FirstName = " " }, MsgFirstRequired},
		{func(in *RegisterInput) { in.LastName = "" }, MsgLastRequired},
		{func(in *RegisterInput) { in.Username = "ab" }, MsgUsernameShort},
		{func(in *RegisterInput) { in.FirstName = "<script>alert(1)</script>" }, MsgNameChars},
		{func(in *RegisterInput) { in.LastName = "Lee\x00" }, MsgNameChars},
		{func(in *RegisterInput) { in.LastName = "Lee\u202Egnp.exe" }, MsgNameChars},
		{func(in *RegisterInput) { in.Username = "ann\u200blee" }, MsgNameChars},
		{func(in *RegisterInput) { in.FirstName = "Ann\nMarie" }, MsgNameChars},
		{func(in *RegisterInput) { in.LastName = "Lee\xff" }, MsgNameChars},
		{func(in *RegisterInput) { in.Password = strings.Repeat("Aa1", 100) }, MsgPasswordLong},
		// On the list of breached passwords, whatever the case: the rules
		// above let each of these through.
		{func(in *RegisterInput) { in.Password = "Password1" }, MsgPasswordCommon},
		{func(in *RegisterInput) { in.Password = "PASSw0rd" }, MsgPasswordCommon},
		{func(in *RegisterInput) { in.Password = "Trustno1" }, MsgPasswordCommon},
		{func(in *RegisterInput) { in.Password = "Qwerty123" }, MsgPasswordCommon},
		{func(in *RegisterInput) { in.Password = "1Qaz2wsx" }, MsgPasswordCommon},
	} {
		in := ok
		tc.edit(&in)
		err := s.Register(context.Background(), in, "")
		var e *Error
		if !errors.As(err, &e) || e.Status != http.StatusBadRequest || e.Detail != tc.want {
			t.Errorf("%+v: got %v, want 400 %q", in, err, tc.want)
		}
	}
}

// Signing up with an address that has an account answers as for a free
// one; the owner gets a mail saying so (with a link to
// set a new password, at most one per ResetMailGap), and nothing changes.
func TestRegisterDoesNotTellWhichEmailsHaveAccounts(t *testing.T) {
	s, st, now := newTestService(t)
	ctx := context.Background()
	free := RegisterInput{Email: "ann@example.com", Password: "Passw0rd!", FirstName: "Ann", LastName: "Lee"}
	if err := s.Register(ctx, free, "http://localhost"); err != nil {
		t.Fatalf("a free address: %v", err)
	}
	s.Wait()
	for i, in := range []RegisterInput{
		{Email: "ann@example.com", Password: "Stadium4Lights", FirstName: "Eve", LastName: "Mallory"},
		{Email: "ANN@Example.com", Password: "Stadium4Lights", FirstName: "Eve", LastName: "Mallory"},
	} {
		// The same answer (the password is hashed either way, so the time
		// tells nothing either; not timed here: no timing in unit tests).
		if err := s.Register(ctx, in, "http://localhost"); err != nil {
			t.Fatalf("taken address %q: %v, want the free address's answer", in.Email, err)
		}
		s.Wait()
		if i == 0 {
			*now = now.Add(time.Second)
		}
	}
	mails, err := st.Outbox(ctx, 10)
	if err != nil {
		t.Fatal(err)
	}
	var notices []store.Mail
	for _, m := range mails {
		if m.Subject == takenMail.subject {
			notices = append(notices, m)
		}
	}
	if len(notices) != 1 || notices[0].To != "ann@example.com" || !strings.HasPrefix(notices[0].Body, "Hello Ann,") ||
		!strings.Contains(notices[0].Body, "http://localhost/reset-password?token=") {
		t.Fatalf("mails to the owner after two sign-ups with the address: %+v, want one notice with a reset link", notices)
	}
	// Nothing changed: the owner's password and name stand.
	if _, err := s.Login(ctx, "ann@example.com", "Stadium4Lights", "192.0.2.9", ""); status(err) != 401 {
		t.Fatalf("the second sign-up's password signs in: %v", err)
	}
	if sess, err := s.Login(ctx, "ann@example.com", "Passw0rd!", "192.0.2.9", ""); err != nil || sess.User.FirstName != "Ann" {
		t.Fatalf("the owner: %+v %v", sess.User, err)
	}
	// After the gap, another attempt mails the owner again.
	*now = now.Add(ResetMailGap)
	if err := s.Register(ctx, RegisterInput{Email: "ann@example.com", Password: "Stadium4Lights", FirstName: "Eve", LastName: "M"}, "http://localhost"); err != nil {
		t.Fatal(err)
	}
	s.Wait()
	if mails, _ := st.Outbox(ctx, 10); len(mails) != 3 {
		t.Fatalf("after the gap: %d mails, want verify + 2 notices", len(mails))
	}
}

func TestRefreshRotationAndReuse(t *testing.T) {
	s, _, _ := newTestService(t)
	ctx := context.Background()
	first := register(t, s, "ann@example.com")
	second, err := s.Refresh(ctx, first.Refresh)
	if err != nil {
		t.Fatal(err)
	}
	if second.Refresh == first.Refresh || second.Access == "" || second.ExpiresIn != 900 {
		t.Fatalf("rotation: %+v", second)
	}
	third, err := s.Refresh(ctx, second.Refresh)
	if err != nil {
		t.Fatal(err)
	}
	// The first token again (its successor used since): a reuse. Refused,
	// and the whole family with it (the latest token, which the thief or the
	// user holds, no longer works).
	if _, err := s.Refresh(ctx, first.Refresh); status(err) != 401 || err.Error() != MsgTokenInvalid {
		t.Fatalf("reuse: %v", err)
	}
	if _, err := s.Refresh(ctx, third.Refresh); status(err) != 401 {
		t.Fatalf("family not revoked: %v", err)
	}
	// Another sign-in is another family, untouched.
	other, err := s.Login(ctx, "ann@example.com", "Passw0rd!", "1.2.3.4", "")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Refresh(ctx, other.Refresh); err != nil {
		t.Fatalf("other family: %v", err)
	}
	for _, bad := range []string{"", "garbage", strings.Repeat("x", 500)} {
		if _, err := s.Refresh(ctx, bad); status(err) != 401 {
			t.Errorf("refresh %q: %v", bad, err)
		}
	}
}

func TestRefreshExpiresAndLogoutRevokes(t *testing.T) {
	s, _, now := newTestService(t)
	ctx := context.Background()
	a := register(t, s, "ann@example.com")
	if err := s.Logout(ctx, a.Refresh); err != nil {
		t.Fatal(err)
	}
	if err := s.Logout(ctx, a.Refresh); err != nil {
		t.Fatalf("logout twice: %v", err)
	}
	if _, err := s.Refresh(ctx, a.Refresh); status(err) != 401 {
		t.Fatalf("refresh after logout: %v", err)
	}
	b, err := s.Login(ctx, "ann@example.com", "Passw0rd!", "1.2.3.4", "")
	if err != nil {
		t.Fatal(err)
	}
	*now = now.Add(RefreshTTL + time.Second)
	if _, err := s.Refresh(ctx, b.Refresh); status(err) != 401 {
		t.Fatalf("expired refresh: %v", err)
	}
}

// Purging keeps what reuse detection needs (a used, unexpired token), drops
// expired and long-revoked tokens, and does bounded work per call.
func TestPurgeTokens(t *testing.T) {
	s, st, now := newTestService(t)
	ctx := context.Background()
	first := register(t, s, "ann@example.com")
	s.Wait() // the verification token
	second, err := s.Refresh(ctx, first.Refresh)
	if err != nil {
		t.Fatal(err)
	}
	other, err := s.Login(ctx, "ann@example.com", "Passw0rd!", "1.2.3.4", "")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Logout(ctx, other.Refresh); err != nil {
		t.Fatal(err)
	}
	count := func(table string) (n int) {
		t.Helper()
		if err := st.DB.QueryRow(`SELECT COUNT(*) FROM ` + table).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	if n, err := s.PurgeTokens(ctx); err != nil || n != 0 || count("refresh_tokens") != 3 {
		t.Fatalf("nothing spent yet: purged %d (%v), %d left", n, err, count("refresh_tokens"))
	}
	// The used first token is still there: presenting it again (past the
	// grace) revokes its family.
	*now = now.Add(RefreshReuseGrace + time.Second)
	if _, err := s.Refresh(ctx, first.Refresh); status(err) != 401 {
		t.Fatalf("reuse after a purge: %v", err)
	}
	if _, err := s.Refresh(ctx, second.Refresh); status(err) != 401 {
		t.Fatalf("family not revoked after a purge: %v", err)
	}
	// A week later the revoked tokens go, and the verification token (a day).
	*now = now.Add(RevokedKept + time.Minute)
	third, err := s.Login(ctx, "ann@example.com", "Passw0rd!", "1.2.3.4", "")
	if err != nil {
		t.Fatal(err)
	}
	if n, err := s.PurgeTokens(ctx); err != nil || n != 4 || count("refresh_tokens") != 1 || count("one_time_tokens") != 0 {
		t.Fatalf("a week later: purged %d (%v), %d refresh tokens left", n, err, count("refresh_tokens"))
	}
	if _, err := s.Refresh(ctx, third.Refresh); err != nil {
		t.Fatalf("a live token was purged: %v", err)
	}

	// Bounded work: a pile of expired tokens goes over several calls.
	const pile = PurgeBatch*PurgeMaxBatches + 7
	u, _ := st.UserByEmail(ctx, "ann@example.com")
	if _, err := st.DB.ExecContext(ctx, st.Rebind(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < `+strconv.Itoa(pile)+`)
INSERT INTO refresh_tokens (token_hash, family_id, user_id, created_at, expires_at) SELECT 'pile-' || i, 'pile', ?, 1, 2 FROM n`), u.ID); err != nil {
		t.Fatal(err)
	}
	if n, err := s.PurgeTokens(ctx); err != nil || n != PurgeBatch*PurgeMaxBatches {
		t.Fatalf("first call: %d %v", n, err)
	}
	if n, err := s.PurgeTokens(ctx); err != nil || n != 7 || count("refresh_tokens") != 2 {
		t.Fatalf("second call: %d %v, %d left", n, err, count("refresh_tokens"))
	}
}

func TestAccessTokens(t *testing.T) {
	s, _, now := newTestService(t)
	ctx := context.Background()
	sess := register(t, s, "ann@example.com")
	u, err := s.Authenticate(ctx, sess.Access)
	if err != nil || u.Email != "ann@example.com" || u.Role != store.RoleUser {
		t.Fatalf("valid token: %+v %v", u, err)
	}
	claims := func(exp time.Time) Claims {
		return Claims{Role: "admin", RegisteredClaims: jwt.RegisteredClaims{Subject: "1", IssuedAt: jwt.NewNumericDate(*now), ExpiresAt: jwt.NewNumericDate(exp)}}
	}
	none, _ := jwt.NewWithClaims(jwt.SigningMethodNone, claims(now.Add(time.Hour))).SignedString(jwt.UnsafeAllowNoneSignatureType)
	hs512, _ := jwt.NewWithClaims(jwt.SigningMethodHS512, claims(now.Add(time.Hour))).SignedString(testSecret)
	key, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	es256, _ := jwt.NewWithClaims(jwt.SigningMethodES256, claims(now.Add(time.Hour))).SignedString(key)
	otherKey, _ := jwt.NewWithClaims(jwt.SigningMethodHS256, claims(now.Add(time.Hour))).SignedString([]byte("another secret of thirty-two bytes!!"))
	noExp, _ := jwt.NewWithClaims(jwt.SigningMethodHS256, jwt.MapClaims{"sub": "1", "role": "admin"}).SignedString(testSecret)
	parts := strings.Split(sess.Access, ".")
	// Tampered: the payload says admin, the signature is the old one.
	payload, _ := jwt.NewWithClaims(jwt.SigningMethodHS256, claims(now.Add(time.Hour))).SigningString()
	tampered := payload + "." + parts[2]
	for name, tok := range map[string]string{
		"alg none": none, "HS512": hs512, "ES256": es256, "other secret": otherKey, "no exp": noExp,
		"tampered": tampered, "garbage": "a.b.c", "empty sig": parts[0] + "." + parts[1] + ".",
	} {
		if _, err := s.Authenticate(ctx, tok); status(err) != 401 || err.Error() != MsgTokenInvalid {
			t.Errorf("%s: %v", name, err)
		}
	}
	if _, err := s.Authenticate(ctx, ""); status(err) != 401 || err.Error() != MsgNoCredentials {
		t.Errorf("no token: %v", err)
	}
	*now = now.Add(AccessTTL + time.Minute)
	if _, err := s.Authenticate(ctx, sess.Access); status(err) != 401 {
		t.Errorf("expired: %v", err)
	}
}

func TestLoginThrottleAndNoEnumeration(t *testing.T) {
	s, _, now := newTestService(t)
	ctx := context.Background()
	register(t, s, "ann@example.com")
	_, unknown := s.Login(ctx, "nobody@example.com", "Passw0rd!", "10.0.0.1", "")
	_, wrong := s.Login(ctx, "ann@example.com", "Wrong0rd!", "10.0.0.2", "")
	if status(unknown) != 401 || unknown.Error() != wrong.Error() || status(wrong) != 401 || wrong.Error() != MsgInvalidCredentials {
		t.Fatalf("unknown %v vs wrong %v", unknown, wrong)
	}
	// Per account and client: the 5th failure from one address locks that
	// address out of the account, even with the right password, until the
	// window ends; the owner signing in from elsewhere is not locked out.
	for i := 0; i < AccountClientFailures; i++ {
		s.Login(ctx, "ann@example.com", "Wrong0rd!", "10.0.1.1", "")
	}
	_, err := s.Login(ctx, "ann@example.com", "Passw0rd!", "10.0.1.1", "")
	var e *Error
	if !errors.As(err, &e) || e.Status != 429 || e.Detail != MsgThrottled || e.RetryAfter <= 0 || e.RetryAfter > ThrottleWindow {
		t.Fatalf("account and client throttle: %v", err)
	}
	if _, err := s.Login(ctx, "ann@example.com", "Passw0rd!", "10.0.9.9", ""); err != nil {
		t.Fatalf("the owner from another address is locked out: %v", err)
	}
	// Per account, from every client: guesses spread over many addresses.
	for i := 0; i < AccountFailures; i++ {
		s.Login(ctx, "ann@example.com", "Wrong0rd!", fmt.Sprintf("10.1.%d.%d", i/200, i%200), "")
	}
	if _, err := s.Login(ctx, "ann@example.com", "Passw0rd!", "10.0.9.7", ""); status(err) != 429 {
		t.Fatalf("account throttle: %v", err)
	}
	// Unknown addresses are throttled alike (no tell).
	for i := 0; i < AccountClientFailures; i++ {
		s.Login(ctx, "ghost@example.com", "Wrong0rd!", "10.0.2.1", "")
	}
	if _, err := s.Login(ctx, "ghost@example.com", "Wrong0rd!", "10.0.2.1", ""); status(err) != 429 {
		t.Fatalf("unknown account throttle: %v", err)
	}
	*now = now.Add(ThrottleWindow + time.Second)
	if _, err := s.Login(ctx, "ann@example.com", "Passw0rd!", "10.0.9.9", ""); err != nil {
		t.Fatalf("after the window: %v", err)
	}
	// Per client: many addresses from one IP.
	for i := 0; i < ClientFailures; i++ {
		s.Login(ctx, "spray"+string(rune('a'+i))+"@example.com", "Wrong0rd!", "10.0.3.3", "")
	}
	if _, err := s.Login(ctx, "ann@example.com", "Passw0rd!", "10.0.3.3", ""); status(err) != 429 {
		t.Fatalf("client throttle: %v", err)
	}
	if _, err := s.Login(ctx, "ann@example.com", "Passw0rd!", "10.0.3.4", ""); err != nil {
		t.Fatalf("other client: %v", err)
	}
}

func TestMemoryThrottleIsBounded(t *testing.T) {
	th := NewMemoryThrottle()
	ctx := context.Background()
	for i := 0; i < throttleMemoryKeys*3; i++ {
		th.Fail(ctx, "k"+strings.Repeat("x", i%7)+string(rune(i)))
	}
	if len(th.m) > throttleMemoryKeys {
		t.Fatalf("%d keys kept", len(th.m))
	}
}

func TestResetAndVerify(t *testing.T) {
	s, st, _ := newTestService(t)
	ctx := context.Background()
	sess := register(t, s, "ann@example.com")
	s.Wait()
	token := func(path string) string {
		t.Helper()
		mails, err := st.Outbox(ctx, 1)
		if err != nil || len(mails) == 0 {
			t.Fatalf("outbox: %v", err)
		}
		i := strings.Index(mails[0].Body, path+"?token=")
		if i < 0 {
			t.Fatalf("no %s link in %q", path, mails[0].Body)
		}
		return strings.Fields(mails[0].Body[i+len(path+"?token="):])[0]
	}
	vt := token("http://localhost/verify-email")
	if err := s.VerifyEmail(ctx, "wrong"); status(err) != 400 {
		t.Fatalf("bad verify token: %v", err)
	}
	if err := s.VerifyEmail(ctx, vt); err != nil {
		t.Fatal(err)
	}
	if u, _ := st.UserByEmail(ctx, "ann@example.com"); !u.VerifiedAt.Valid {
		t.Fatal("not verified")
	}
	if err := s.VerifyEmail(ctx, vt); status(err) != 400 {
		t.Fatalf("verify token used twice: %v", err)
	}

	// Reset: the same answer for an unknown address; mail only for a real one.
	if err := s.RequestReset(ctx, "nobody@example.com", "http://localhost"); err != nil {
		t.Fatal(err)
	}
	if err := s.RequestReset(ctx, "ann@example.com", "http://localhost"); err != nil {
		t.Fatal(err)
	}
	s.Wait()
	if mails, _ := st.Outbox(ctx, 10); len(mails) != 2 || mails[0].To != "ann@example.com" {
		t.Fatalf("outbox after resets: %+v", mails)
	}
	rt := token("http://localhost/reset-password")
	if err := s.ConfirmReset(ctx, rt, "short"); status(err) != 400 || err.Error() != MsgPasswordShort {
		t.Fatalf("weak new password: %v", err)
	}
	if err := s.ConfirmReset(ctx, rt, "N3wPassword"); err != nil {
		t.Fatal(err)
	}
	if err := s.ConfirmReset(ctx, rt, "N3wPassword2"); status(err) != 400 {
		t.Fatalf("reset token used twice: %v", err)
	}
	if _, err := s.Refresh(ctx, sess.Refresh); status(err) != 401 {
		t.Fatalf("sessions survive a reset: %v", err)
	}
	if _, err := s.Login(ctx, "ann@example.com", "N3wPassword", "1.1.1.1", ""); err != nil {
		t.Fatalf("new password: %v", err)
	}
}

func TestRedisThrottle(t *testing.T) {
	u := os.Getenv("TEST_REDIS_URL")
	if u == "" {
		t.Skip("TEST_REDIS_URL not set")
	}
	opt, err := redis.ParseURL(u)
	if err != nil {
		t.Fatal(err)
	}
	c := redis.NewClient(opt)
	defer c.Close()
	ctx := context.Background()
	th := NewRedisThrottle(c, "almanac:test:throttle:"+strconv.FormatInt(time.Now().UnixNano(), 36)+":")
	for i := 0; i < 3; i++ {
		if wait, _ := th.Blocked(ctx, "k", 3); wait != 0 {
			t.Fatalf("blocked after %d failures", i)
		}
		if err := th.Fail(ctx, "k"); err != nil {
			t.Fatal(err)
		}
	}
	if wait, err := th.Blocked(ctx, "k", 3); err != nil || wait <= 0 || wait > ThrottleWindow {
		t.Fatalf("not blocked: %v %v", wait, err)
	}
	th.Reset(ctx, "k")
	if wait, _ := th.Blocked(ctx, "k", 3); wait != 0 {
		t.Fatal("blocked after reset")
	}
}

// Reset mail is sent at most once per account per ResetMailGap, and using
// the newest link spends the older ones.
func TestResetMailGapAndOlderLinks(t *testing.T) {
	s, st, now := newTestService(t)
	ctx := context.Background()
	register(t, s, "ann@example.com")
	s.Wait()
	resets := func() (links []string) {
		t.Helper()
		mails, err := st.Outbox(ctx, 100)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range mails {
			if i := strings.Index(m.Body, "/reset-password?token="); i >= 0 {
				links = append(links, strings.Fields(m.Body[i+len("/reset-password?token="):])[0])
			}
		}
		return links
	}
	for range 5 {
		if err := s.RequestReset(ctx, "ann@example.com", "http://localhost"); err != nil {
			t.Fatal(err)
		}
		s.Wait()
	}
	if n := len(resets()); n != 1 {
		t.Fatalf("5 requests in a row sent %d reset mails, want 1", n)
	}
	*now = now.Add(ResetMailGap)
	if err := s.RequestReset(ctx, "ann@example.com", "http://localhost"); err != nil {
		t.Fatal(err)
	}
	s.Wait()
	links := resets()
	if len(links) != 2 {
		t.Fatalf("after the gap: %d reset mails, want 2", len(links))
	}
	if err := s.ConfirmReset(ctx, links[1], "N3wPassword"); err != nil {
		t.Fatal(err)
	}
	if err := s.ConfirmReset(ctx, links[0], "Old3rLink"); status(err) != 400 {
		t.Fatalf("the older link after the newer reset: %v", err)
	}
}

// Revoking a session reaches its access tokens at once: after logout, a
// reused refresh token or a password reset, the access token is refused
// (it used to work for the rest of its 15 minutes); other sessions live on.
func TestRevocationReachesAccessTokens(t *testing.T) {
	s, st, now := newTestService(t)
	ctx := context.Background()
	a := register(t, s, "ann@example.com")
	s.Wait()
	b, err := s.Login(ctx, "ann@example.com", "Passw0rd!", "1.1.1.1", "")
	if err != nil {
		t.Fatal(err)
	}
	for _, tok := range []string{a.Access, b.Access} {
		if _, err := s.Authenticate(ctx, tok); err != nil {
			t.Fatalf("fresh session: %v", err)
		}
	}
	if err := s.Logout(ctx, a.Refresh); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Authenticate(ctx, a.Access); status(err) != 401 {
		t.Fatalf("access token after logout: %v", err)
	}
	if _, err := s.Authenticate(ctx, b.Access); err != nil {
		t.Fatalf("the other session after logout: %v", err)
	}
	// Reuse: the refreshed session's access dies with its family.
	c, err := s.Refresh(ctx, b.Refresh)
	if err != nil {
		t.Fatal(err)
	}
	*now = now.Add(RefreshReuseGrace + time.Second)
	if _, err := s.Refresh(ctx, b.Refresh); status(err) != 401 {
		t.Fatalf("reuse: %v", err)
	}
	if _, err := s.Authenticate(ctx, c.Access); status(err) != 401 {
		t.Fatalf("access token after its refresh token was reused: %v", err)
	}
	// Reset: every session ends.
	d, err := s.Login(ctx, "ann@example.com", "Passw0rd!", "1.1.1.1", "")
	if err != nil {
		t.Fatal(err)
	}
	u, _ := st.UserByEmail(ctx, "ann@example.com")
	if err := st.RevokeUserRefreshTokens(ctx, u.ID, time.Now().Unix()); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Authenticate(ctx, d.Access); status(err) != 401 {
		t.Fatalf("access token after a reset: %v", err)
	}
}

// A role change ends the account's sessions at once, as a reset does: an
// access token issued under the old role is refused on the next request
// (whatever role it would now carry), and so is its refresh token. Setting
// the role the account already has ends nothing; other accounts live on.
func TestRoleChangeRevokesSessions(t *testing.T) {
	s, st, _ := newTestService(t)
	ctx := context.Background()
	register(t, s, "ann@example.com")
	bob := register(t, s, "bob@example.com")
	s.Wait()
	ann, err := st.UserByEmail(ctx, "ann@example.com")
	if err != nil {
		t.Fatal(err)
	}
	role := ann.Role
	for _, tc := range []struct {
		to      string
		revoked bool
	}{
		{store.RoleUser, false}, // unchanged
		{store.RoleOperator, true},
		{store.RoleAdmin, true},
		{store.RoleUser, true},
	} {
		sess, err := s.Login(ctx, "ann@example.com", "Passw0rd!", "192.0.2.1", "")
		if err != nil {
			t.Fatal(err)
		}
		if u, err := s.Authenticate(ctx, sess.Access); err != nil || u.Role != role {
			t.Fatalf("%s: fresh session: %q %v", role, u.Role, err)
		}
		if err := st.SetUserRole(ctx, ann.ID, tc.to, time.Now().Unix()); err != nil {
			t.Fatal(err)
		}
		u, err := s.Authenticate(ctx, sess.Access)
		_, rerr := s.Refresh(ctx, sess.Refresh)
		if tc.revoked && (status(err) != 401 || status(rerr) != 401) {
			t.Errorf("%s -> %s: access token %v (role %q), refresh token %v; want both refused", role, tc.to, err, u.Role, rerr)
		}
		if !tc.revoked && (err != nil || u.Role != tc.to || rerr != nil) {
			t.Errorf("%s -> %s: access token %v (role %q), refresh token %v; want both kept", role, tc.to, err, u.Role, rerr)
		}
		role = tc.to
		sess, err = s.Login(ctx, "ann@example.com", "Passw0rd!", "192.0.2.1", "")
		if err != nil {
			t.Fatal(err)
		}
		if u, err := s.Authenticate(ctx, sess.Access); err != nil || Allow(u, role) != nil {
			t.Errorf("signed in again as %s: %q %v", role, u.Role, err)
		}
	}
	if _, err := s.Authenticate(ctx, bob.Access); err != nil {
		t.Fatalf("another account's session after the role changes: %v", err)
	}
}

// Every way of setting a password refuses one from the list of breached
// passwords, in any case, and takes a strong one: sign-up, a reset link and
// CheckPassword (what `almanac user create` asks).
func TestCommonPasswordsRefused(t *testing.T) {
	s, st, _ := newTestService(t)
	ctx := context.Background()
	register(t, s, "ann@example.com")
	s.Wait()
	u, err := st.UserByEmail(ctx, "ann@example.com")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		password string
		want     string // "" accepted
	}{
		{"Password1", MsgPasswordCommon},
		{"password1X", ""}, // not on the list
		{"Welcome1", MsgPasswordCommon},
		{"ILoveYou1", MsgPasswordCommon},
		{"Abcd1234", MsgPasswordCommon},
		{"Stadium4Lights", ""},
		{"Season2026", ""},
	} {
		if got := CheckPassword(tc.password); got != tc.want {
			t.Errorf("CheckPassword(%q) = %q, want %q", tc.password, got, tc.want)
		}
		err := s.Register(ctx, RegisterInput{Email: "new-" + strings.ToLower(tc.password) + "@example.com", Password: tc.password, FirstName: "A", LastName: "B"}, "")
		if tc.want == "" && err != nil || tc.want != "" && (status(err) != 400 || err.Error() != tc.want) {
			t.Errorf("register with %q: %v, want %q", tc.password, err, tc.want)
		}
		token, hash, err := newOpaqueToken()
		if err != nil {
			t.Fatal(err)
		}
		if err := st.CreateOneTimeToken(ctx, hash, store.PurposeReset, u.ID, time.Now().Unix(), time.Now().Add(time.Hour).Unix()); err != nil {
			t.Fatal(err)
		}
		err = s.ConfirmReset(ctx, token, tc.password)
		if tc.want == "" && err != nil || tc.want != "" && (status(err) != 400 || err.Error() != tc.want) {
			t.Errorf("reset to %q: %v, want %q", tc.password, err, tc.want)
		}
	}
}

// Two refreshes of one token at once (two tabs, a retried request) keep the
// session: both get the same successor instead of the loser counting as a
// reuse that revokes the family and signs the user out.
func TestConcurrentRefreshesKeepTheSession(t *testing.T) {
	s, _, _ := newTestService(t)
	ctx := context.Background()
	first := register(t, s, "ann@example.com")
	const n = 4
	var (
		start = make(chan struct{})
		wg    sync.WaitGroup
		got   [n]Session
		errs  [n]error
	)
	for i := range n {
		wg.Go(func() {
			<-start
			got[i], errs[i] = s.Refresh(ctx, first.Refresh)
		})
	}
	close(start)
	wg.Wait()
	for i := range n {
		if errs[i] != nil {
			t.Fatalf("refresh %d of %d at once: %v", i+1, n, errs[i])
		}
		if got[i].Refresh != got[0].Refresh {
			t.Fatalf("refresh %d: successor %q, refresh 1: %q", i+1, got[i].Refresh, got[0].Refresh)
		}
		if _, err := s.Authenticate(ctx, got[i].Access); err != nil {
			t.Fatalf("access token of refresh %d: %v", i+1, err)
		}
	}
	if _, err := s.Refresh(ctx, got[0].Refresh); err != nil {
		t.Fatalf("the session after the race: %v", err)
	}
}

// A used refresh token presented again within RefreshReuseGrace of its use,
// while its successor is unused, gets that successor; later, or once the
// successor was used, it is a reuse and revokes the family.
func TestRefreshReuseGrace(t *testing.T) {
	for _, tc := range []struct {
		name      string
		after     time.Duration
		useNext   bool // the successor was used before the old token came back
		wantGrace bool
	}{
		{"at once", 0, false, true},
		{"just inside the window", RefreshReuseGrace - time.Second, false, true},
		{"just past the window", RefreshReuseGrace + time.Second, false, false},
		{"successor already used", time.Second, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, _, now := newTestService(t)
			ctx := context.Background()
			first := register(t, s, "ann@example.com")
			second, err := s.Refresh(ctx, first.Refresh)
			if err != nil {
				t.Fatal(err)
			}
			latest := second
			if tc.useNext {
				if latest, err = s.Refresh(ctx, second.Refresh); err != nil {
					t.Fatal(err)
				}
			}
			*now = now.Add(tc.after)
			again, err := s.Refresh(ctx, first.Refresh)
			if !tc.wantGrace {
				if status(err) != 401 {
					t.Fatalf("reuse: %v, want 401", err)
				}
				if _, err := s.Refresh(ctx, latest.Refresh); status(err) != 401 {
					t.Fatalf("the family survived a reuse: %v", err)
				}
				if _, err := s.Authenticate(ctx, latest.Access); status(err) != 401 {
					t.Fatalf("the family's access token survived a reuse: %v", err)
				}
				return
			}
			if err != nil || again.Refresh != second.Refresh {
				t.Fatalf("within the grace: %v, successor %q want %q", err, again.Refresh, second.Refresh)
			}
			if _, err := s.Authenticate(ctx, again.Access); err != nil {
				t.Fatalf("access token from the grace: %v", err)
			}
			if _, err := s.Refresh(ctx, second.Refresh); err != nil {
				t.Fatalf("the successor after the grace: %v", err)
			}
		})
	}
}

// A stranger failing the owner's password cannot lock the owner out from
// another client, however often the stranger tries from one address, or
// from as many addresses as keep the account's total under its limit.
func TestFailedPasswordsDoNotLockOutTheOwner(t *testing.T) {
	for _, tc := range []struct {
		name              string
		clients, attempts int // the stranger's addresses, and tries from each
	}{
		{"one address, many tries", 1, 200},
		{"one address, just past its limit", 1, AccountClientFailures + 1},
		{"many addresses under the account's limit", (AccountFailures - 1) / AccountClientFailures, 50},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, _, _ := newTestService(t)
			ctx := context.Background()
			register(t, s, "ann@example.com")
			for c := range tc.clients {
				for range tc.attempts {
					s.Login(ctx, "ann@example.com", "Wrong0rd!", fmt.Sprintf("203.0.113.%d", c+1), "")
				}
			}
			if _, err := s.Login(ctx, "ann@example.com", "Wrong0rd!", "203.0.113.1", ""); status(err) != 429 {
				t.Fatalf("the stranger is not throttled: %v", err)
			}
			if _, err := s.Login(ctx, "ann@example.com", "Passw0rd!", "198.51.100.7", ""); err != nil {
				t.Fatalf("the owner from another address: %v", err)
			}
		})
	}
}

// Guesses from more addresses than the account's limit lock the account for
// browsers it does not know, but not for the one its owner signed in with:
// that browser's device token is counted on its own.
func TestDeviceTokenKeepsTheOwnerIn(t *testing.T) {
	s, _, _ := newTestService(t)
	ctx := context.Background()
	register(t, s, "ann@example.com")
	register(t, s, "bob@example.com")
	first, err := s.Login(ctx, "ann@example.com", "Passw0rd!", "198.51.100.7", "")
	if err != nil || first.Device == "" {
		t.Fatalf("sign-in: %v, device %q", err, first.Device)
	}
	bobs, _ := s.Login(ctx, "bob@example.com", "Passw0rd!", "198.51.100.8", "")
	for c := range AccountFailures/AccountClientFailures + 2 {
		for range AccountClientFailures {
			s.Login(ctx, "ann@example.com", "Wrong0rd!", fmt.Sprintf("203.0.%d.%d", c/250, c%250+1), "")
		}
	}
	if _, err := s.Login(ctx, "ann@example.com", "Passw0rd!", "198.51.100.9", ""); status(err) != 429 {
		t.Fatalf("an unknown browser past the account's limit: %v, want 429", err)
	}
	for _, tc := range []struct{ name, device string }{
		{"another account's token", bobs.Device},
		{"a forged token", first.Device[:len(first.Device)-2] + "xx"},
	} {
		if _, err := s.Login(ctx, "ann@example.com", "Passw0rd!", "198.51.100.9", tc.device); status(err) != 429 {
			t.Errorf("%s: %v, want 429", tc.name, err)
		}
	}
	again, err := s.Login(ctx, "ann@example.com", "Passw0rd!", "198.51.100.9", first.Device)
	if err != nil || again.User.Email != "ann@example.com" {
		t.Fatalf("the owner's browser: %v", err)
	}
	// The token's own count: a stolen device cookie buys five guesses a
	// window, no more.
	for range AccountClientFailures {
		s.Login(ctx, "ann@example.com", "Wrong0rd!", "203.0.113.50", again.Device)
	}
	if _, err := s.Login(ctx, "ann@example.com", "Passw0rd!", "203.0.113.50", again.Device); status(err) != 429 {
		t.Fatalf("a device past its own limit: %v, want 429", err)
	}
}
