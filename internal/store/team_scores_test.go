package store_test

import (
	"context"
	"maps"
	"testing"

	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// teamScores reads the stored sums: season and franchise → games, points
// for, points against.
func teamScores(t *testing.T, st *store.Store, q string) map[[2]int64][3]int64 {
	t.Helper()
	rows, err := st.DB.Query(q)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	out := map[[2]int64][3]int64{}
	for rows.Next() {
		var k [2]int64
		var v [3]int64
		if err := rows.Scan(&k[0], &k[1], &v[0], &v[1], &v[2]); err != nil {
			t.Fatal(err)
		}
		out[k] = v
	}
	return out
}

// recounted sums every final regular-season game from both sides, as a
// reader would from the games table.
const recounted = `SELECT season_id, fid, COUNT(*), SUM(pf), SUM(pa) FROM (
	SELECT season_id, home_franchise_id AS fid, home_score AS pf, away_score AS pa FROM games
	WHERE status = 'final' AND game_type = 'regular' AND home_score IS NOT NULL AND season_id IS NOT NULL AND home_franchise_id IS NOT NULL
	UNION ALL
	SELECT season_id, away_franchise_id, away_score, home_score FROM games
	WHERE status = 'final' AND game_type = 'regular' AND home_score IS NOT NULL AND season_id IS NOT NULL AND away_franchise_id IS NOT NULL) x
	GROUP BY season_id, fid`

// The team season sums follow every write of a game: an import, a fed game
// and its later score, an operator's correction, and a re-import that keeps
// the correction.
func TestTeamScoresFollowTheGames(t *testing.T) {
	ctx := context.Background()
	st, home, away, _ := ingestFixture(t)
	noAudit := func(*store.GameBase, store.GameBase) *store.AuditEntry { return nil }
	stored := func(step string) map[[2]int64][3]int64 {
		t.Helper()
		got, want := teamScores(t, st, `SELECT season_id, franchise_id, games, points_for, points_against FROM team_season_scores`), teamScores(t, st, recounted)
		if !maps.Equal(got, want) {
			t.Fatalf("%s: stored %v, games say %v", step, got, want)
		}
		return got
	}
	before := stored("import")
	g, err := ingestFinal(st, home, away, "fx-1", "2024-10-06")
	if err != nil {
		t.Fatal(err)
	}
	after := stored("a fed final")
	if key := [2]int64{g.SeasonID, home.ID}; after[key][1]-before[key][1] != 21 || after[key][2]-before[key][2] != 14 {
		t.Errorf("home's sums %v → %v, want 21 more for and 14 more against", before[key], after[key])
	}
	in := store.IngestGame{ExternalID: "fx-1", SportID: home.SportID, LevelID: home.LevelID, Sport: "football", Level: "professional",
		Home: home, Away: away, Date: "2024-10-06", Status: "final", HomeScore: 28, AwayScore: 14}
	if _, _, err := st.UpsertIngestedGame(ctx, in, noAudit); err != nil {
		t.Fatal(err)
	}
	if s := stored("a new score"); s[[2]int64{g.SeasonID, home.ID}][1]-before[[2]int64{g.SeasonID, home.ID}][1] != 28 {
		t.Errorf("after the new score: %v", s)
	}
	if _, err := st.CorrectGame(ctx, g.ID, store.GameCorrection{HomeScore: 30, AwayScore: 3}, noAudit); err != nil {
		t.Fatal(err)
	}
	corrected := stored("a correction")
	write(t, st, map[string]*dataset.Dataset{"tl": seasonsFixture()})
	if again := stored("a re-import"); !maps.Equal(again, corrected) {
		t.Errorf("a re-import moved the sums: %v, were %v", again, corrected)
	}
}
