package store_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"testing"

	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// An operator's corrections survive a re-import of their rows' group, the
// import's audit entry lists what they overrode, and what follows from a
// champion (coach, scores, the season's champion) follows the correction.
func TestCorrectionsSurviveReimport(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	write(t, st, map[string]*dataset.Dataset{"tl": fixture()})
	alpha, err := st.IngestTeamBySlug(ctx, "alpha-ants")
	if err != nil {
		t.Fatal(err)
	}
	beta, err := st.IngestTeamBySlug(ctx, "beta-bees")
	if err != nil {
		t.Fatal(err)
	}
	var gameID, resultID int64
	if err := st.DB.QueryRow(`SELECT id FROM games WHERE key = 'tl:g1'`).Scan(&gameID); err != nil {
		t.Fatal(err)
	}
	if err := st.DB.QueryRow(`SELECT id FROM championship_results`).Scan(&resultID); err != nil {
		t.Fatal(err)
	}
	if _, err := st.DB.Exec(`UPDATE championship_results SET winning_coach = 'Cody Coach'`); err != nil {
		t.Fatal(err)
	}
	noAudit := func(*store.GameBase, store.GameBase) *store.AuditEntry { return nil }
	if _, err := st.CorrectGame(ctx, gameID, store.GameCorrection{HomeScore: 24, AwayScore: 7}, noAudit); err != nil {
		t.Fatal(err)
	}
	// The runner-up becomes the champion: the two swap places and scores.
	row, err := st.CorrectChampion(ctx, resultID, store.ChampionCorrection{Winner: beta}, func(*store.ChampionRow, store.ChampionRow) *store.AuditEntry { return nil })
	if err != nil {
		t.Fatal(err)
	}
	type champ struct {
		winner, runner int64
		ws, rs         int64
		coach          string
		seasonChamp    int64
	}
	want := champ{beta.ID, alpha.ID, 10, 24, "", beta.ID}
	if row.WinnerID.Int64 != want.winner || row.RunnerUpID.Int64 != want.runner || row.WinnerScore.Int64 != want.ws || row.RunnerUpScore.Int64 != want.rs || row.WinningCoach != "" {
		t.Fatalf("corrected champion: %+v", row)
	}
	read := func() (champ, int64) {
		t.Helper()
		var c champ
		if err := st.DB.QueryRow(`SELECT r.winner_franchise_id, r.runner_up_franchise_id, r.winner_score, r.runner_up_score, r.winning_coach, s.champion_franchise_id
FROM championship_results r JOIN seasons s ON s.id = r.season_id`).Scan(&c.winner, &c.runner, &c.ws, &c.rs, &c.coach, &c.seasonChamp); err != nil {
			t.Fatal(err)
		}
		var home int64
		if err := st.DB.QueryRow(`SELECT home_score FROM games WHERE key = 'tl:g1'`).Scan(&home); err != nil {
			t.Fatal(err)
		}
		return c, home
	}
	if c, home := read(); c != want || home != 24 {
		t.Fatalf("before the re-import: %+v, home %d", c, home)
	}

	write(t, st, map[string]*dataset.Dataset{"tl": fixture()})
	if c, home := read(); c != want || home != 24 {
		t.Fatalf("after the re-import: %+v, home %d (want %+v, 24)", c, home, want)
	}
	kept := lastImportAudit(t, st)
	if len(kept) != 3 {
		t.Fatalf("kept corrections: %+v", kept)
	}
	for _, k := range kept {
		if k.Problem != "" || len(k.Source) == 0 {
			t.Errorf("kept %+v", k)
		}
	}
	if kept[1].Entity != "games" || kept[1].Key != "tl:g1" || kept[1].Source["home_score"] != float64(21) || kept[1].Kept["home_score"] != float64(24) {
		t.Errorf("game override: %+v", kept[1])
	}

	// A corrected row the source no longer has is reported, not lost.
	ds := fixture()
	ds.Games = ds.Games[1:]
	write(t, st, map[string]*dataset.Dataset{"tl": ds})
	var problems []string
	for _, k := range lastImportAudit(t, st) {
		if k.Problem != "" {
			problems = append(problems, k.Entity+" "+k.Key+": "+k.Problem)
		}
	}
	if len(problems) != 1 || problems[0] != "games tl:g1: row not in the data" {
		t.Fatalf("problems: %v", problems)
	}
	write(t, st, map[string]*dataset.Dataset{"tl": fixture()})
	if _, home := read(); home != 24 {
		t.Fatalf("the row back in the source: home %d, want the correction's 24", home)
	}
}

func lastImportAudit(t *testing.T, st *store.Store) []store.KeptCorrection {
	t.Helper()
	var after sql.NullString
	if err := st.DB.QueryRow(`SELECT after_json FROM audit_log WHERE action = 'import.corrections' ORDER BY id DESC LIMIT 1`).Scan(&after); err != nil {
		t.Fatal(err)
	}
	var kept []store.KeptCorrection
	if err := json.Unmarshal([]byte(after.String), &kept); err != nil {
		t.Fatal(err)
	}
	return kept
}
