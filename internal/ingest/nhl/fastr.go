package nhl

// NHL games 2018-19 .. 2025-26 from fastRhockey (SportsDataverse, NHL.com
// data): the repaired schedule and the per-player game lines.
//
// The schedule has no overtime or shootout flag, so the player lines give
// it: a regular-season game where a goalie has the decision "O" (overtime
// loss) went past regulation, and when the winner's skaters scored one goal
// fewer than the winner's score the decisive goal came in the shootout (the
// shootout winner gets a goal in the score, not in a player line).

import (
	"fmt"
	"log/slog"
	"time"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

const (
	nhlSrcFastrSched = "fastrhockey_nhl_schedule_2018_19_to_2025_26.csv"
	nhlSrcFastrBox   = "fastrhockey_nhl_player_box_2018_19_to_2025_26.csv"
	nhlFirstFastr    = 2018 // first season (start year) taken from fastRhockey
)

// nhlBoxGame is what the player lines tell about one game.
type nhlBoxGame struct {
	goals   map[string]int            // team code -> goals scored by its players
	otLoss  bool                      // a goalie took an overtime/shootout loss
	goalies map[string][]nhlGoalieRun // team code -> the goalies who played
}

// nhlGoalieRun is one goalie's appearance in a game.
type nhlGoalieRun struct {
	key  nhlBoxKey
	post bool
	ga   float64
}

// readFastrBox streams the player lines: per game the players' goals by
// team and whether a goalie took an overtime loss; and the skater and
// goalie season totals.
func (l *nhlLoad) readFastrBox() (map[string]*nhlBoxGame, error) {
	games := map[string]*nhlBoxGame{}
	l.box = map[nhlBoxKey]*nhlBoxAgg{}
	l.boxIdx = map[string]int{}
	for _, src := range []string{nhlSrcFastrBox, nhlSrcFastrBox2026} {
		l.boxSrc = nhlDir + src + ".gz"
		if err := source.EachStream(l.fsys, nhlDir+src, func(r source.Row) error {
			return l.readFastrBoxRow(r, games)
		}); err != nil {
			return nil, err
		}
	}
	l.creditShutouts(games)
	return games, nil
}

// creditShutouts gives each goalie his shutouts, which the game lines do
// not carry. The NHL's rule: a goalie earns one when he alone keeps goal
// for his team and the opponent scores no goal in regulation or overtime
// (an empty-net goal counts, a shootout goal does not, so a 0-0 game
// decided in the shootout is a shutout for both). Two goalies sharing a
// clean sheet get none. The opponent's goals are its players' goals, which
// leave out the shootout winner.
func (l *nhlLoad) creditShutouts(games map[string]*nhlBoxGame) {
	for _, g := range games {
		for team, runs := range g.goalies {
			if len(runs) != 1 || runs[0].ga != 0 || len(g.goals) != 2 {
				continue
			}
			for opp, n := range g.goals {
				if opp == team || n != 0 {
					continue
				}
				a := l.box[runs[0].key]
				m := a.reg
				if runs[0].post {
					m = a.post
				}
				m["shutouts"]++
			}
		}
	}
}

// readFastrBoxRow reads one player line (see readFastrBox).
func (l *nhlLoad) readFastrBoxRow(r source.Row, games map[string]*nhlBoxGame) error {
	id := r.S("game_id")
	if len(id) != 10 {
		return fmt.Errorf("bad game_id %q", id)
	}
	if i, ok := l.boxIdx["nhl:"+id]; ok && l.ds.BoxScores[i].Source != l.boxSrc {
		return nil // the game's lines come from the first file that has them
	}
	g := games[id]
	if g == nil {
		g = &nhlBoxGame{goals: map[string]int{}}
		games[id] = g
	}
	goals, ok := r.I("goals")
	if !ok && r.S("goals") != "" {
		return fmt.Errorf("bad goals %q", r.S("goals"))
	}
	g.goals[r.S("team_abbrev")] += goals
	switch r.S("decision") {
	case "O":
		g.otLoss = true
	case "", "W", "L":
	default:
		return fmt.Errorf("unknown decision %q", r.S("decision"))
	}
	if err := l.addGameLine(r); err != nil {
		return err
	}
	return l.addBoxLine(r, g)
}

// fastrTeamsScore resolves a fastRhockey game row's two team codes and
// reads its score (a row without score or date is malformed).
func (l *nhlLoad) fastrTeamsScore(r source.Row, year int) (home, away nhlCodeRow, hs, as int, err error) {
	hc, ac := r.S("home_team_abbr"), r.S("away_team_abbr")
	home, ok1 := l.x.byCode(hc, year)
	away, ok2 := l.x.byCode(ac, year)
	if !ok1 || !ok2 {
		return home, away, 0, 0, fmt.Errorf("code not in crosswalks/nhl_team_codes.csv: %q / %q (%d)", ac, hc, year)
	}
	hs, ok1 = r.I("home_score")
	as, ok2 = r.I("away_score")
	if !ok1 || !ok2 || r.S("game_date_local") == "" {
		return home, away, 0, 0, fmt.Errorf("game %s: no score or date", r.S("game_id"))
	}
	return home, away, hs, as, nil
}

// nhlEastern converts the schedule's UTC start to Eastern time ("" when the
// zone database is missing).
func nhlEastern(utc string) string {
	t, err := time.Parse(time.RFC3339, utc)
	if err != nil {
		return ""
	}
	loc, err := time.LoadLocation("America/New_York")
	if err != nil {
		return ""
	}
	return t.In(loc).Format("15:04")
}

func (l *nhlLoad) readFastr() error {
	box, err := l.readFastrBox()
	if err != nil {
		return err
	}
	t, err := source.ReadTable(l.fsys, nhlDir+nhlSrcFastrSched)
	if err != nil {
		return err
	}
	ot := map[string]int{}
	err = t.Each(func(r source.Row) error {
		fs, ok := r.I("file_season")
		if !ok || fs-1 < nhlFirstFastr {
			return fmt.Errorf("bad file_season %q", r.S("file_season"))
		}
		year := fs - 1
		id := r.S("game_id")
		if len(id) != 10 || (id[4:6] != "02" && id[4:6] != "03") {
			return fmt.Errorf("game %q: not a regular-season or playoff id", id)
		}
		hc, ac := r.S("home_team_abbr"), r.S("away_team_abbr")
		home, away, hs, as, err := l.fastrTeamsScore(r, year)
		if err != nil {
			return err
		}
		g := dataset.Game{Key: "nhl:" + id, SeasonKey: nhlSeasonKey("nhl", year), Date: r.S("game_date_local"),
			StartTime: nhlEastern(r.S("game_time")), TimeZone: "America/New_York",
			HomeKey: home.Key, AwayKey: away.Key, HomeName: home.Name, AwayName: away.Name,
			HomeScore: dataset.IntPtr(hs), AwayScore: dataset.IntPtr(as), Status: dataset.StatusFinal, Source: nhlDir + nhlSrcFastrSched + ".gz"}
		g.GameType, g.Week = nhlRound(id, r.S("game_type"))
		if g.StartTime == "" {
			g.TimeZone = ""
		}
		if b := box[id]; b != nil && b.otLoss && g.GameType == dataset.TypeRegular {
			win, winScore := hc, hs
			if as > hs {
				win, winScore = ac, as
			}
			g.Overtime = "OT"
			if b.goals[win] == winScore-1 {
				g.Overtime = "SO"
			}
			ot[g.Overtime]++
		}
		if year == 2019 && g.GameType != dataset.TypeRegular {
			// 2020 return to play: every postseason game was played in the
			// Toronto or Edmonton hub; the listed home team is nominal.
			g.Neutral = true
			g.Notes = "2020 return-to-play hub-city game (designated home team)"
		}
		return l.addGame(g)
	})
	slog.Debug("nhl fastRhockey games", "overtime", ot["OT"], "shootout", ot["SO"])
	if err != nil {
		return err
	}
	return l.readPlayoffs2026()
}
