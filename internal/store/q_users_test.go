package store_test

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"testing"

	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

func TestUsersAndTokens(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	u := &store.User{Email: " Ann@Example.COM ", PasswordHash: "h", FirstName: "Ann", LastName: "Lee"}
	if err := st.CreateUser(ctx, u); err != nil {
		t.Fatal(err)
	}
	if u.ID == 0 || u.Email != "ann@example.com" || u.Role != store.RoleUser {
		t.Fatalf("created %+v", u)
	}
	if err := st.CreateUser(ctx, &store.User{Email: "ANN@example.com", PasswordHash: "x"}); !errors.Is(err, store.ErrConflict) {
		t.Fatalf("duplicate e-mail: %v", err)
	}
	got, err := st.UserByEmail(ctx, "ann@EXAMPLE.com")
	if err != nil || got.ID != u.ID || got.FirstName != "Ann" {
		t.Fatalf("by e-mail: %+v %v", got, err)
	}
	if _, err := st.UserByEmail(ctx, "nobody@example.com"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("unknown e-mail: %v", err)
	}
	if err := st.SetUserRole(ctx, u.ID, store.RoleOperator, 3); err != nil {
		t.Fatal(err)
	}
	if err := st.SetUserRole(ctx, 9999, store.RoleOperator, 3); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("role of unknown user: %v", err)
	}
	if err := st.SetUserVerified(ctx, u.ID, 100); err != nil {
		t.Fatal(err)
	}
	if got, _ := st.UserByID(ctx, u.ID); got.Role != store.RoleOperator || got.VerifiedAt.Int64 != 100 {
		t.Fatalf("after role and verify: %+v", got)
	}

	// Refresh tokens: used once; a family is revoked at once.
	a := &store.RefreshToken{Hash: "ha", FamilyID: "f1", UserID: u.ID, CreatedAt: 1, ExpiresAt: 1e10}
	if err := st.CreateRefreshToken(ctx, a); err != nil {
		t.Fatal(err)
	}
	b := &store.RefreshToken{Hash: "hb", FamilyID: "f1", ParentID: sql.NullInt64{Int64: a.ID, Valid: true}, UserID: u.ID, CreatedAt: 2, ExpiresAt: 1e10}
	if err := st.CreateRefreshToken(ctx, b); err != nil {
		t.Fatal(err)
	}
	if ok, err := st.UseRefreshToken(ctx, a.ID, 5); !ok || err != nil {
		t.Fatalf("first use: %v %v", ok, err)
	}
	if ok, _ := st.UseRefreshToken(ctx, a.ID, 6); ok {
		t.Fatal("second use allowed")
	}
	if err := st.RevokeRefreshFamily(ctx, "f1", 7); err != nil {
		t.Fatal(err)
	}
	if got, err := st.RefreshTokenByHash(ctx, "hb"); err != nil || !got.RevokedAt.Valid || got.ParentID.Int64 != a.ID {
		t.Fatalf("family member after revoke: %+v %v", got, err)
	}
	if ok, _ := st.UseRefreshToken(ctx, b.ID, 8); ok {
		t.Fatal("revoked token used")
	}

	// Rotation: used and succeeded in one step, once; a second rotation
	// writes nothing.
	c := &store.RefreshToken{Hash: "hc", FamilyID: "f2", UserID: u.ID, CreatedAt: 1, ExpiresAt: 1e10}
	if err := st.CreateRefreshToken(ctx, c); err != nil {
		t.Fatal(err)
	}
	for i, want := range []bool{true, false} {
		next := &store.RefreshToken{Hash: fmt.Sprintf("hc%d", i), FamilyID: "f2", ParentID: sql.NullInt64{Int64: c.ID, Valid: true}, UserID: u.ID, CreatedAt: 9, ExpiresAt: 1e10}
		if ok, err := st.RotateRefreshToken(ctx, c.ID, 9, next); ok != want || err != nil {
			t.Fatalf("rotation %d: %v %v, want %v", i+1, ok, err, want)
		}
	}
	if got, err := st.RefreshTokenByHash(ctx, "hc"); err != nil || got.UsedAt.Int64 != 9 {
		t.Fatalf("rotated token: %+v %v", got, err)
	}
	if _, err := st.RefreshTokenByHash(ctx, "hc1"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("the refused rotation stored its successor: %v", err)
	}

	// One-time tokens: once, before expiry, for their purpose only.
	if err := st.CreateOneTimeToken(ctx, "ot", store.PurposeReset, u.ID, 10, 20); err != nil {
		t.Fatal(err)
	}
	if _, err := st.UseOneTimeToken(ctx, "ot", store.PurposeVerify, 11); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("wrong purpose: %v", err)
	}
	if _, err := st.UseOneTimeToken(ctx, "ot", store.PurposeReset, 21); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("expired: %v", err)
	}
	if id, err := st.UseOneTimeToken(ctx, "ot", store.PurposeReset, 11); err != nil || id != u.ID {
		t.Fatalf("use: %v %v", id, err)
	}
	if _, err := st.UseOneTimeToken(ctx, "ot", store.PurposeReset, 12); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("used twice: %v", err)
	}

	// Outbox.
	id, err := st.QueueMail(ctx, "ann@example.com", "Hi", "body")
	if err != nil {
		t.Fatal(err)
	}
	if err := st.MarkMailSent(ctx, id, nil); err != nil {
		t.Fatal(err)
	}
	if m, err := st.Outbox(ctx, 10); err != nil || len(m) != 1 || !m[0].SentAt.Valid || m[0].Body != "body" {
		t.Fatalf("outbox: %+v %v", m, err)
	}
}

func TestIngestAndCorrections(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	write(t, st, map[string]*dataset.Dataset{"tl": fixture()})
	home, err := st.IngestTeamBySlug(ctx, "alpha-ants")
	if err != nil {
		t.Fatal(err)
	}
	away, err := st.IngestTeamBySlug(ctx, "beta-bees")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.IngestTeamBySlug(ctx, "nope"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("unknown team: %v", err)
	}
	g := store.IngestGame{ExternalID: "x1", SportID: home.SportID, LevelID: home.LevelID, Home: home, Away: away, Date: "2026-11-24",
		Status: "live", Period: sql.NullInt64{Int64: 3, Valid: true}, TimeRemaining: "4:12", HomeScore: 71, AwayScore: 68}
	var audits []string
	audit := func(before *store.GameBase, after store.GameBase) *store.AuditEntry {
		a := "create"
		if before != nil {
			a = "update"
		}
		audits = append(audits, a)
		return &store.AuditEntry{Action: "game.ingest", Entity: "game", EntityID: sql.NullInt64{Int64: after.ID, Valid: true}, ExternalID: after.ExternalID, ActorEmail: "op@example.com"}
	}
	first, created, err := st.UpsertIngestedGame(ctx, g, audit)
	if err != nil || !created {
		t.Fatalf("create: %v %v", created, err)
	}
	if first.ExternalID != "x1" || first.Period.Int64 != 3 || first.TimeRemaining != "4:12" || first.HomeScore.Int64 != 71 || first.Home != home.ID {
		t.Fatalf("created game: %+v", first)
	}
	again, created, err := st.UpsertIngestedGame(ctx, g, audit)
	if err != nil || created || again.ID != first.ID || again.Slug != first.Slug {
		t.Fatalf("same body twice: %+v %v %v", again, created, err)
	}
	g.HomeScore, g.Status = 80, "final"
	upd, _, err := st.UpsertIngestedGame(ctx, g, audit)
	if err != nil || upd.HomeScore.Int64 != 80 || upd.Status != "final" || upd.ID != first.ID {
		t.Fatalf("update: %+v %v", upd, err)
	}
	// A second game's id is above every imported one.
	g2 := g
	g2.ExternalID = "x2"
	second, _, err := st.UpsertIngestedGame(ctx, g2, audit)
	if err != nil || second.ID <= first.ID || second.Slug == first.Slug {
		t.Fatalf("second: %+v %v", second, err)
	}
	entries, n, err := st.Audit(ctx, 10, 0)
	if err != nil || n != 4 || len(entries) != 4 || entries[0].ExternalID != "x2" || entries[0].ActorEmail != "op@example.com" {
		t.Fatalf("audit: %d %+v %v", n, entries, err)
	}

	// A re-import of the teams' group keeps the ingested games and their ids.
	write(t, st, map[string]*dataset.Dataset{"tl": fixture()})
	if got, err := st.GameByRef(ctx, first.Slug); err != nil || got.ID != first.ID || got.ExternalID != "x1" {
		t.Fatalf("after re-import: %+v %v", got, err)
	}

	// Corrections.
	c, err := st.CorrectGame(ctx, first.ID, store.GameCorrection{HomeScore: 1, AwayScore: 2}, func(before *store.GameBase, after store.GameBase) *store.AuditEntry {
		if before.HomeScore.Int64 != 80 || after.HomeScore.Int64 != 1 {
			t.Errorf("correction before/after: %+v %+v", before, after)
		}
		return &store.AuditEntry{Action: "game.correct", Entity: "game", Reason: "typo"}
	})
	if err != nil || c.Status != "final" || c.AwayScore.Int64 != 2 {
		t.Fatalf("correct game: %+v %v", c, err)
	}
	if _, err := st.CorrectGame(ctx, 999999, store.GameCorrection{}, nil); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("correct unknown game: %v", err)
	}
	var resultID int64
	if err := st.DB.QueryRow(`SELECT id FROM championship_results`).Scan(&resultID); err != nil {
		t.Fatal(err)
	}
	row, err := st.CorrectChampion(ctx, resultID, store.ChampionCorrection{Winner: away, RunnerUp: &home}, func(before *store.ChampionRow, after store.ChampionRow) *store.AuditEntry {
		return &store.AuditEntry{Action: "champion.correct", Entity: "champion", Reason: "swap"}
	})
	if err != nil || row.WinnerID.Int64 != away.ID || row.WinnerName != "Beta Bees" || row.RunnerUpID.Int64 != home.ID {
		t.Fatalf("correct champion: %+v %v", row, err)
	}
	runs, err := st.ImportRuns(ctx, 10)
	// The two imports (a season the first game opened is not an import).
	if err != nil || len(runs) != 2 || runs[0].Groups != "tl" || runs[0].StartedAt == "" || runs[0].Rows == 0 || runs[1].Groups != "tl" {
		t.Fatalf("import runs: %+v %v", runs, err)
	}
}

// Purging deletes spent tokens only, at most limit per call.
func TestPurgeTokens(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	u := &store.User{Email: "ann@example.com", PasswordHash: "h"}
	if err := st.CreateUser(ctx, u); err != nil {
		t.Fatal(err)
	}
	const now, revokedBefore = 1000, 500
	for _, tk := range []struct {
		hash                  string
		expires, used, revoke int64
	}{
		{hash: "expired", expires: 900},
		{hash: "expires-now", expires: now},
		{hash: "used-live", expires: 2000, used: 950},               // its reuse must still revoke its family
		{hash: "revoked-long-ago", expires: 2000, revoke: 400},      // revoked before revokedBefore
		{hash: "revoked-recently", expires: 2000, revoke: 600},      // kept a while
		{hash: "used-expired", expires: 999, used: 10, revoke: 990}, // expired anyway
		{hash: "live", expires: 2000},
	} {
		r := &store.RefreshToken{Hash: tk.hash, FamilyID: tk.hash, UserID: u.ID, CreatedAt: 1, ExpiresAt: tk.expires}
		if err := st.CreateRefreshToken(ctx, r); err != nil {
			t.Fatal(err)
		}
		if tk.used != 0 {
			st.UseRefreshToken(ctx, r.ID, tk.used)
		}
		if tk.revoke != 0 {
			st.RevokeRefreshFamily(ctx, tk.hash, tk.revoke)
		}
	}
	var total int64
	for i := 0; i < 10; i++ {
		n, err := st.PurgeRefreshTokens(ctx, now, revokedBefore, 2)
		if err != nil || n > 2 {
			t.Fatalf("purge %d: %d %v", i, n, err)
		}
		if total += n; n == 0 {
			break
		}
	}
	left := ids(t, st, `SELECT token_hash, id FROM refresh_tokens`)
	if total != 4 || len(left) != 3 || left["used-live"] == 0 || left["revoked-recently"] == 0 || left["live"] == 0 {
		t.Fatalf("purged %d, left %v", total, left)
	}

	for _, ot := range []struct {
		hash    string
		expires int64
	}{{"ot-expired", 999}, {"ot-live", 1001}} {
		if err := st.CreateOneTimeToken(ctx, ot.hash, store.PurposeVerify, u.ID, 1, ot.expires); err != nil {
			t.Fatal(err)
		}
	}
	if n, err := st.PurgeOneTimeTokens(ctx, now, 10); err != nil || n != 1 {
		t.Fatalf("one-time purge: %d %v", n, err)
	}
	if left := ids(t, st, `SELECT token_hash, id FROM one_time_tokens`); len(left) != 1 || left["ot-live"] == 0 {
		t.Fatalf("one-time tokens left: %v", left)
	}
}
