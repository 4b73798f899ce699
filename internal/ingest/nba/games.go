package nba

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"

	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// Game sources, richest first per season:
//   - 1946-47 .. 2019-20 (to the COVID stop): bref_games_1947_2020.csv.
//   - 2019-20 .. 2023-24 playoffs: play_off_totals_2010_2024.csv (games of
//     2010-11 .. 2018-19 are already in bref and skipped).
//   - 2021-22 regular season and play-in: nba_elo_latest.csv (its playoff
//     rows are covered by play_off_totals, which also has the Finals).
//   - 2020-21, 2022-23 .. 2024-25 and 2025-26: recent.go.
func (l *nbaLoader) loadGames() error {
	if err := l.loadBrefGames(); err != nil {
		return err
	}
	if err := l.loadPlayoffTotals(); err != nil {
		return err
	}
	if err := l.loadElo(); err != nil {
		return err
	}
	return l.loadRecentGames()
}

// nbaStartTime converts BRef "7:30p" (Eastern) to "19:30".
func nbaStartTime(s string) string {
	s = strings.TrimSpace(s)
	if len(s) < 4 {
		return ""
	}
	pm := strings.HasSuffix(s, "p")
	am := strings.HasSuffix(s, "a")
	if !pm && !am {
		return ""
	}
	hm := strings.SplitN(s[:len(s)-1], ":", 2)
	if len(hm) != 2 {
		return ""
	}
	h, err1 := strconv.Atoi(hm[0])
	m, err2 := strconv.Atoi(hm[1])
	if err1 != nil || err2 != nil || h < 1 || h > 12 || m < 0 || m > 59 {
		return ""
	}
	if pm && h != 12 {
		h += 12
	}
	if am && h == 12 {
		h = 0
	}
	return fmt.Sprintf("%02d:%02d", h, m)
}

func (l *nbaLoader) addGame(g dataset.Game) error {
	if _, dup := l.gameIx[g.Key]; dup {
		return fmt.Errorf("duplicate game %s", g.Key)
	}
	if _, ok := l.seasons[g.SeasonKey]; !ok {
		return fmt.Errorf("game %s: unknown season %s", g.Key, g.SeasonKey)
	}
	l.gameIx[g.Key] = len(l.ds.Games)
	l.gameByMatch[g.Date+"|"+g.HomeKey+"|"+g.AwayKey] = len(l.ds.Games)
	l.ds.Games = append(l.ds.Games, g)
	return nil
}

func (l *nbaLoader) loadBrefGames() error {
	att := map[string]int{}
	t, err := source.ReadTable(l.fsys, nbaDir+"bref_game_attendance_derived.csv")
	if err != nil {
		return err
	}
	t.Each(func(r source.Row) error {
		if a, ok := r.I("attendance"); ok && a > 0 {
			att[r.S("bref_game_id")] = a
		}
		return nil
	})
	t, err = source.ReadTable(l.fsys, nbaDir+"bref_games_1947_2020.csv")
	if err != nil {
		return err
	}
	return t.Each(func(r source.Row) error {
		id := r.S("bref_game_id")
		y, _ := r.I("season")
		home, away := r.S("home_team"), r.S("away_team")
		hf, err := l.franchiseOf(home)
		if err != nil {
			return err
		}
		af, err := l.franchiseOf(away)
		if err != nil {
			return err
		}
		hs, ok1 := r.I("home_pts")
		as, ok2 := r.I("away_pts")
		if !ok1 || !ok2 {
			return fmt.Errorf("game %s without score", id)
		}
		g := dataset.Game{Key: "nba:" + id, SeasonKey: nbaSeasonKey(r.S("league"), y), Date: r.S("game_date"),
			HomeKey: hf, AwayKey: af, HomeName: r.S("home_team_name"), AwayName: r.S("away_team_name"),
			HomeScore: dataset.IntPtr(hs), AwayScore: dataset.IntPtr(as), Neutral: r.S("neutral_site") == "1",
			Status: dataset.StatusFinal, GameType: dataset.TypeRegular, Overtime: r.S("overtimes"), Notes: r.S("notes"),
			Attendance: att[id], Source: "bref_games_1947_2020.csv"}
		if r.S("is_playoffs") == "1" {
			g.GameType = dataset.TypePlayoff
		}
		if st := nbaStartTime(r.S("start_time_et")); st != "" {
			g.StartTime, g.TimeZone = st, "America/New_York" // BRef times are Eastern
		}
		return l.addGame(g)
	})
}

// nbaPlayoffRound: the 8th character of an NBA.com playoff GAME_ID.
var nbaPlayoffRound = map[byte]string{'1': "First Round", '2': "Conference Semifinals", '3': "Conference Finals", '4': "Finals"}

// nbaPlayoffSide is one team's row of play_off_totals.
type nbaPlayoffSide struct {
	code, matchup, date string
	pts, min            int
}

func (l *nbaLoader) loadPlayoffTotals() error {
	att := map[string]int{}
	gi, err := source.ReadTable(l.fsys, nbaDir+"game_info.csv")
	if err != nil {
		return err
	}
	gi.Each(func(r source.Row) error {
		if a, ok := r.I("attendance"); ok && a > 0 {
			att[r.S("game_id")] = a
		}
		return nil
	})
	t, err := source.ReadTable(l.fsys, nbaDir+"play_off_totals_2010_2024.csv")
	if err != nil {
		return err
	}
	// MIN here is the game length (48 in regulation).
	skipped, err := l.addNBAComGames(t, 1, "play_off_totals_2010_2024.csv", att)
	l.SkippedPlayoffTotals = skipped
	return err
}

// addNBAComGames reads an NBA.com team game log (one row per team and game,
// paired on GAME_ID) and adds its games; a game an older file already has
// (same date, home and away team) is skipped and counted. minDiv turns MIN
// into game minutes (team minutes / 5).
func (l *nbaLoader) addNBAComGames(t *source.Table, minDiv float64, src string, att map[string]int) (int, error) {
	sides := map[string][]nbaPlayoffSide{}
	var ids []string
	if err := t.Each(func(r source.Row) error {
		id := r.S("GAME_ID")
		s := nbaPlayoffSide{code: r.S("TEAM_ABBREVIATION"), matchup: r.S("MATCHUP"), date: source.ISODate(r.S("GAME_DATE"))}
		var ok bool
		if s.pts, ok = r.I("PTS"); !ok {
			return fmt.Errorf("game %s: no points", id)
		}
		if m, ok := r.F("MIN"); ok {
			s.min = int(m/minDiv + 0.5)
		}
		if _, seen := sides[id]; !seen {
			ids = append(ids, id)
		}
		for _, o := range sides[id] {
			if o.code == s.code {
				return nil // the 2023-24 rows of 11 play_off_totals games are repeated verbatim
			}
		}
		sides[id] = append(sides[id], s)
		return nil
	}); err != nil {
		return 0, err
	}
	skipped := 0
	for _, id := range ids {
		ss := sides[id]
		if len(ss) != 2 {
			return 0, fmt.Errorf("%s: game %s has %d team rows", src, id, len(ss))
		}
		g, err := l.nbaComGame(id, ss, src)
		if err != nil {
			return 0, fmt.Errorf("%s: %w", src, err)
		}
		if i, _, older := l.matchGame(g); older {
			l.confirmScore(&l.ds.Games[i], g)
			skipped++
			continue
		}
		g.Attendance = att[id]
		if err := l.addGame(g); err != nil {
			return 0, err
		}
	}
	return skipped, nil
}

// matchGame finds the imported game of the same date and teams; swapped is
// true when the imported game has them the other way round (a neutral-site
// game whose home side the files designate differently).
func (l *nbaLoader) matchGame(g dataset.Game) (i int, swapped, ok bool) {
	if i, ok := l.gameByMatch[g.Date+"|"+g.HomeKey+"|"+g.AwayKey]; ok {
		return i, false, true
	}
	if i, ok := l.gameByMatch[g.Date+"|"+g.AwayKey+"|"+g.HomeKey]; ok && g.Neutral {
		return i, true, true
	}
	return 0, false, false
}

// confirmScore compares a second file's score of an imported game: a
// difference is recorded (the imported score is kept); agreement lifts a
// "single source" note.
func (l *nbaLoader) confirmScore(old *dataset.Game, g dataset.Game) {
	hs, as := *g.HomeScore, *g.AwayScore
	if old.HomeKey != g.HomeKey {
		hs, as = as, hs
	}
	if old.HomeScore == nil || old.AwayScore == nil || *old.HomeScore != hs || *old.AwayScore != as {
		kept := "no score"
		if old.HomeScore != nil && old.AwayScore != nil {
			kept = strconv.Itoa(*old.HomeScore) + "-" + strconv.Itoa(*old.AwayScore)
		}
		l.ds.Disagreements = append(l.ds.Disagreements, dataset.Disagreement{Subject: old.Key + " " + old.Date, Field: "score",
			KeptSource: old.Source, KeptValue: kept, OtherSource: g.Source, OtherValue: strconv.Itoa(hs) + "-" + strconv.Itoa(as)})
		return
	}
	if strings.HasPrefix(old.Notes, "Single source") {
		old.Notes = ""
	}
}

// nbaComGame pairs the two team rows of one NBA.com game (id 002... regular
// season, 004... playoffs, 005... play-in; digits 4-5 = season start year).
func (l *nbaLoader) nbaComGame(id string, ss []nbaPlayoffSide, src string) (dataset.Game, error) {
	if len(id) != 10 || id[:2] != "00" || !strings.Contains("245", id[2:3]) {
		return dataset.Game{}, fmt.Errorf("game id %q", id)
	}
	endYear := 2000 + int(id[3]-'0')*10 + int(id[4]-'0') + 1
	var home, away *nbaPlayoffSide
	neutral := false
	for i := range ss {
		switch {
		case strings.Contains(ss[i].matchup, " vs. "):
			home = &ss[i]
		case strings.Contains(ss[i].matchup, " @ "):
			away = &ss[i]
		}
	}
	if home == nil && len(ss) == 2 && strings.Contains(ss[0].matchup, " @ ") && strings.Contains(ss[1].matchup, " @ ") {
		// Both rows "@": a neutral-site game (e.g. Mexico City 2024); the
		// first row's "@" team is the designated home team.
		home, away, neutral = &ss[1], &ss[0], true
	}
	if home == nil || away == nil || home.date != away.date {
		return dataset.Game{}, fmt.Errorf("game %s: cannot tell home from away (%q, %q)", id, ss[0].matchup, ss[1].matchup)
	}
	hb, err := l.brefFromNBACom(home.code, endYear)
	if err != nil {
		return dataset.Game{}, err
	}
	ab, err := l.brefFromNBACom(away.code, endYear)
	if err != nil {
		return dataset.Game{}, err
	}
	hf, _ := l.franchiseOf(hb)
	af, _ := l.franchiseOf(ab)
	sk, err := l.seasonKeyFor(hb, endYear)
	if err != nil {
		return dataset.Game{}, err
	}
	g := dataset.Game{Key: "nba:" + id, SeasonKey: sk, Date: home.date, HomeKey: hf, AwayKey: af,
		HomeName: l.codes[hb].Name, AwayName: l.codes[ab].Name, HomeScore: dataset.IntPtr(home.pts), AwayScore: dataset.IntPtr(away.pts),
		Status: dataset.StatusFinal, GameType: dataset.TypePlayoff, Week: nbaPlayoffRound[id[7]], Source: src}
	if id[2] == '2' {
		g.GameType, g.Week = dataset.TypeRegular, ""
	}
	g.Neutral = neutral
	// MIN is the game length: 48 in regulation, +5 per overtime.
	if ot := (home.min - 48) / 5; home.min > 48 && ot >= 1 {
		g.Overtime = "OT"
		if ot > 1 {
			g.Overtime = strconv.Itoa(ot) + "OT"
		}
	}
	return g, nil
}

var nbaEloRound = map[string]string{"p": "Play-In", "q": "First Round", "s": "Conference Semifinals", "c": "Conference Finals", "f": "Finals"}

func (l *nbaLoader) loadElo() error {
	t, err := source.ReadTable(l.fsys, nbaDir+"nba_elo_latest.csv")
	if err != nil {
		return err
	}
	return t.Each(func(r source.Row) error {
		s1, ok1 := r.I("score1")
		s2, ok2 := r.I("score2")
		if !ok1 || !ok2 {
			return nil // unplayed at the snapshot (2022 conference finals onwards); these dates are past, not "scheduled"
		}
		po := r.S("playoff")
		y, _ := r.I("season")
		home, away := r.S("team1"), r.S("team2")
		hf, err := l.franchiseOf(home)
		if err != nil {
			return err
		}
		af, err := l.franchiseOf(away)
		if err != nil {
			return err
		}
		date := r.S("date")
		if po != "" && po != "p" {
			// Playoff series games come from play_off_totals (complete, with the Finals).
			if _, ok := l.gameByMatch[date+"|"+hf+"|"+af]; !ok {
				return fmt.Errorf("elo playoff game %s %s-%s not in play_off_totals", date, home, away)
			}
			return nil
		}
		sk, err := l.seasonKeyFor(home, y)
		if err != nil {
			return err
		}
		g := dataset.Game{Key: "nba:" + strings.ReplaceAll(date, "-", "") + "0" + home, SeasonKey: sk, Date: date,
			HomeKey: hf, AwayKey: af, HomeName: l.codes[home].Name, AwayName: l.codes[away].Name,
			HomeScore: dataset.IntPtr(s1), AwayScore: dataset.IntPtr(s2), Neutral: r.S("neutral") == "1",
			Status: dataset.StatusFinal, GameType: dataset.TypeRegular, Source: "nba_elo_latest.csv"}
		if po == "p" {
			g.GameType, g.Week = dataset.TypePlayoff, nbaEloRound[po]
		}
		return l.addGame(g)
	})
}
