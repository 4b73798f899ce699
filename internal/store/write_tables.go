package store

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/slug"
	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// write inserts one group's dataset; parents before children.
func (w *writer) write(g string, d *dataset.Dataset) error {
	// done lets go of the rows a step wrote that no later step reads (the
	// large tables), so a big source shrinks while it is written.
	steps := []struct {
		name string
		fn   func(string, *dataset.Dataset) error
		done func()
	}{
		{"leagues", w.leagues, nil}, {"conferences", w.conferences, nil}, {"divisions", w.divisions, nil},
		{"venues", w.venues, nil}, {"franchises", w.franchises, nil}, {"seasons", w.seasons, nil},
		{"team_seasons", w.teamSeasons, nil}, {"championships", w.championships, nil},
		{"games", w.games, func() { d.Games = nil }},
		{"championship_results", w.results, nil},
		{"people", w.people, func() { d.People = nil }},
		{"players", w.players, func() { d.Players = nil }},
		{"player_seasons", w.playerSeasons, func() { d.PlayerSeasons = nil }},
		{"roster_entries", w.roster, func() { d.Roster = nil }},
		{"coach_tenures", w.coaches, nil}, {"awards", w.awards, nil},
		{"game_box_scores", w.boxScores, func() { d.BoxScores = nil }},
		{"game_officials", w.gameOfficials, nil}, {"source_disagreements", w.disagreements, nil},
	}
	for i, st := range steps {
		w.progress(g+": "+st.name, i, len(steps))
		if err := st.fn(g, d); err != nil {
			return fmt.Errorf("%s: %w", st.name, err)
		}
		if st.done != nil {
			st.done()
		}
	}
	w.progress(g, len(steps), len(steps))
	return nil
}

// LargestRowsWritten tells whether stage, a progress stage of WriteGroups,
// says that group g's games, people, players and player seasons are written
// and let go: the step after them has begun. What the group holds then is
// its roster, awards and box scores, a fraction of it, so an import may
// begin the next source's parse beside the rest of the write.
func LargestRowsWritten(stage, g string) bool { return stage == g+": roster_entries" }

func sl(sport, level string) (int, int, error) {
	s, err := sportID(sport)
	if err != nil {
		return 0, 0, err
	}
	l, err := levelID(level)
	if err != nil {
		return 0, 0, err
	}
	return s, l, nil
}

func (w *writer) leagues(g string, d *dataset.Dataset) error {
	k := w.k["leagues"]
	b := w.batch("leagues", []string{"id", "key", "slug", "name", "abbreviation", "sport_id", "level_id", "first_year", "last_year", "grp"}, "")
	for _, r := range d.Leagues {
		id, slg, err := k.assign(r.Key, slug.Make(r.Key))
		if err != nil {
			return err
		}
		sid, lid, err := sl(r.Sport, r.Level)
		if err != nil {
			return err
		}
		if err := b.add(id, r.Key, slg, r.Name, r.Abbrev, sid, lid, nz(r.FirstYear), nz(r.LastYear), g); err != nil {
			return err
		}
	}
	return b.flush()
}

func (w *writer) conferences(g string, d *dataset.Dataset) error {
	k := w.k["conferences"]
	b := w.batch("conferences", []string{"id", "key", "league_id", "name", "abbreviation", "first_year", "last_year", "grp"}, "")
	for _, r := range d.Conferences {
		id, _, err := k.assign(r.Key, "")
		if err != nil {
			return err
		}
		lg, err := w.k["leagues"].ref(r.LeagueKey)
		if err != nil {
			return err
		}
		if err := b.add(id, r.Key, lg, r.Name, r.Abbrev, nz(r.FirstYear), nz(r.LastYear), g); err != nil {
			return err
		}
	}
	return b.flush()
}

func (w *writer) divisions(g string, d *dataset.Dataset) error {
	k := w.k["divisions"]
	b := w.batch("divisions", []string{"id", "key", "league_id", "conference_id", "name", "first_year", "last_year", "grp"}, "")
	for _, r := range d.Divisions {
		id, _, err := k.assign(r.Key, "")
		if err != nil {
			return err
		}
		lg, err := w.k["leagues"].ref(r.LeagueKey)
		if err != nil {
			return err
		}
		cf, err := w.k["conferences"].ref(r.ConferenceKey)
		if err != nil {
			return err
		}
		if err := b.add(id, r.Key, lg, cf, r.Name, nz(r.FirstYear), nz(r.LastYear), g); err != nil {
			return err
		}
	}
	return b.flush()
}

func (w *writer) venues(g string, d *dataset.Dataset) error {
	k := w.k["venues"]
	b := w.batch("venues", []string{"id", "key", "name", "city", "state", "country", "capacity", "opened_year", "source", "grp"}, "")
	for _, r := range d.Venues {
		id, _, err := k.assign(r.Key, "")
		if err != nil {
			return err
		}
		if err := b.add(id, r.Key, r.Name, r.City, r.State, r.Country, nz(r.Capacity), nz(r.OpenedYear), r.Source, g); err != nil {
			return err
		}
	}
	return b.flush()
}

func (w *writer) franchises(g string, d *dataset.Dataset) error {
	k := w.k["franchises"]
	b := w.batch("franchises", []string{"id", "key", "slug", "sport_id", "level_id", "league_id", "name", "nickname", "city", "state", "country", "abbreviation", "founded_year", "last_year", "conference_id", "division_id", "venue_id", "source", "grp"}, "")
	for _, r := range d.Franchises {
		base := slug.Make(r.Name)
		if r.Level == dataset.NCAA {
			// One school fields teams in several sports: keep slugs apart.
			base = slug.Make(r.Name + " " + r.Sport)
		}
		id, slg, err := k.assign(r.Key, base)
		if err != nil {
			return err
		}
		sid, lid, err := sl(r.Sport, r.Level)
		if err != nil {
			return err
		}
		refs, err := w.refs([2]string{"leagues", r.LeagueKey}, [2]string{"conferences", r.ConferenceKey}, [2]string{"divisions", r.DivisionKey}, [2]string{"venues", r.VenueKey})
		if err != nil {
			return fmt.Errorf("franchise %s: %w", r.Key, err)
		}
		if err := b.add(id, r.Key, slg, sid, lid, refs[0], r.Name, r.Nickname, r.City, r.State, r.Country, r.Abbrev, nz(r.FoundedYear), nz(r.LastYear), refs[1], refs[2], refs[3], r.Source, g); err != nil {
			return err
		}
	}
	return b.flush()
}

func (w *writer) refs(pairs ...[2]string) ([]any, error) {
	out := make([]any, len(pairs))
	for i, p := range pairs {
		v, err := w.k[p[0]].ref(p[1])
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}

func (w *writer) seasons(g string, d *dataset.Dataset) error {
	k := w.k["seasons"]
	leagueSport := map[string][2]string{}
	for _, l := range d.Leagues {
		leagueSport[l.Key] = [2]string{l.Sport, l.Level}
	}
	if err := w.adoptIngestSeasons(d); err != nil {
		return err
	}
	b := w.batch("seasons", []string{"id", "key", "slug", "league_id", "sport_id", "level_id", "start_year", "end_year", "name", "start_date", "end_date", "playoffs_end", "regular_season_games", "playoff_format", "champion_franchise_id", "grp"}, "")
	for _, r := range d.Seasons {
		ls, ok := leagueSport[r.LeagueKey]
		if !ok {
			return fmt.Errorf("season %s: league %q not in the same group", r.Key, r.LeagueKey)
		}
		id, slg, err := k.assign(r.Key, slug.Make(r.LeagueKey+" "+stats.SeasonLabel(r.StartYear, r.EndYear)))
		if err != nil {
			return err
		}
		sid, lid, err := sl(ls[0], ls[1])
		if err != nil {
			return err
		}
		refs, err := w.refs([2]string{"leagues", r.LeagueKey}, [2]string{"franchises", r.ChampionKey})
		if err != nil {
			return fmt.Errorf("season %s: %w", r.Key, err)
		}
		if err := b.add(id, r.Key, slg, refs[0], sid, lid, r.StartYear, r.EndYear, r.Name, r.StartDate, r.EndDate, r.PlayoffsEnd, nz(r.RegularSeasonGames), r.PlayoffFormat, refs[1], g); err != nil {
			return err
		}
	}
	return b.flush()
}

// adoptIngestSeasons deletes the seasons the ingest API opened (group
// ingest) that d brings: d's row takes their place with the same id and
// slug, so the ingested games keep pointing at it.
func (w *writer) adoptIngestSeasons(d *dataset.Dataset) error {
	rows, err := w.tx.QueryContext(w.ctx, w.s.Rebind(`SELECT key FROM seasons WHERE grp = ?`), IngestGroup)
	if err != nil {
		return err
	}
	opened := map[string]bool{}
	for rows.Next() {
		var key string
		if err := rows.Scan(&key); err != nil {
			rows.Close()
			return err
		}
		opened[key] = true
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, r := range d.Seasons {
		if opened[r.Key] {
			if err := w.exec(`DELETE FROM seasons WHERE key = ?`, r.Key); err != nil {
				return err
			}
		}
	}
	return nil
}

func (w *writer) seasonYear(key string) (int, error) {
	i := strings.LastIndexByte(key, ':')
	if i < 0 {
		return 0, fmt.Errorf("season key %q is not <league>:<start year>", key)
	}
	y, err := strconv.Atoi(key[i+1:])
	if err != nil {
		return 0, fmt.Errorf("season key %q is not <league>:<start year>", key)
	}
	return y, nil
}

func (w *writer) teamSeasons(g string, d *dataset.Dataset) error {
	k := w.k["team_seasons"]
	b := w.batch("team_seasons", []string{"id", "key", "franchise_id", "season_id", "start_year", "name", "city", "abbreviation", "conference_id", "division_id", "venue_id", "wins", "losses", "ties", "ot_losses", "has_record", "head_coach", "made_playoffs", "source", "grp"}, "")
	for _, r := range d.TeamSeasons {
		key := r.FranchiseKey + "|" + r.SeasonKey
		id, _, err := k.assign(key, "")
		if err != nil {
			return err
		}
		refs, err := w.refs([2]string{"franchises", r.FranchiseKey}, [2]string{"seasons", r.SeasonKey}, [2]string{"conferences", r.ConferenceKey}, [2]string{"divisions", r.DivisionKey}, [2]string{"venues", r.VenueKey})
		if err != nil {
			return fmt.Errorf("team season %s: %w", key, err)
		}
		y, err := w.seasonYear(r.SeasonKey)
		if err != nil {
			return err
		}
		if err := b.add(id, key, refs[0], refs[1], y, r.Name, r.City, r.Abbrev, refs[2], refs[3], refs[4], r.Wins, r.Losses, r.Ties, r.OTLosses, b2i(r.HasRecord), r.HeadCoach, b2i(r.MadePlayoffs), r.Source, g); err != nil {
			return err
		}
	}
	return b.flush()
}

func (w *writer) championships(g string, d *dataset.Dataset) error {
	k := w.k["championships"]
	b := w.batch("championships", []string{"id", "key", "slug", "name", "official_name", "trophy_name", "description", "sport_id", "level_id", "league_id", "first_year", "last_year", "grp"}, "")
	for _, r := range d.Championships {
		id, slg, err := k.assign(r.Key, slug.Make(r.Key))
		if err != nil {
			return err
		}
		sid, lid, err := sl(r.Sport, r.Level)
		if err != nil {
			return err
		}
		lg, err := w.k["leagues"].ref(r.LeagueKey)
		if err != nil {
			return err
		}
		if err := b.add(id, r.Key, slg, r.Name, r.OfficialName, r.Trophy, r.Description, sid, lid, lg, nz(r.FirstYear), nz(r.LastYear), g); err != nil {
			return err
		}
	}
	return b.flush()
}

func (w *writer) games(g string, d *dataset.Dataset) error {
	k := w.k["games"]
	seasonSL := map[string][2]int{}
	leagueSL := map[string][2]int{}
	for _, l := range d.Leagues {
		s, lv, err := sl(l.Sport, l.Level)
		if err != nil {
			return err
		}
		leagueSL[l.Key] = [2]int{s, lv}
	}
	for _, s := range d.Seasons {
		seasonSL[s.Key] = leagueSL[s.LeagueKey]
	}
	b := w.batch("games", []string{"id", "key", "slug", "season_id", "sport_id", "level_id", "game_date", "start_time", "time_zone", "home_franchise_id", "away_franchise_id", "home_name", "away_name", "home_score", "away_score", "neutral", "status", "game_type", "week", "venue_id", "attendance", "overtime", "notes", "source", "grp"}, "")
	for i, r := range d.Games {
		if i%20000 == 0 {
			w.progress(g+": games", i, len(d.Games))
		}
		ssl, ok := seasonSL[r.SeasonKey]
		if !ok {
			return fmt.Errorf("game %s: season %q not in the same group", r.Key, r.SeasonKey)
		}
		id, slg, err := k.assign(r.Key, slug.Make(r.Key))
		if err != nil {
			return err
		}
		refs, err := w.refs([2]string{"seasons", r.SeasonKey}, [2]string{"franchises", r.HomeKey}, [2]string{"franchises", r.AwayKey}, [2]string{"venues", r.VenueKey})
		if err != nil {
			return fmt.Errorf("game %s: %w", r.Key, err)
		}
		if r.Status == "" || r.GameType == "" || r.Date == "" {
			return fmt.Errorf("game %s: status, type and date are required", r.Key)
		}
		if err := b.add(id, r.Key, slg, refs[0], ssl[0], ssl[1], r.Date, r.StartTime, r.TimeZone, refs[1], refs[2], r.HomeName, r.AwayName, np(r.HomeScore), np(r.AwayScore), b2i(r.Neutral), r.Status, r.GameType, r.Week, refs[3], nz(r.Attendance), r.Overtime, r.Notes, r.Source, g); err != nil {
			return err
		}
	}
	return b.flush()
}

func (w *writer) results(g string, d *dataset.Dataset) error {
	k := w.k["championship_results"]
	b := w.batch("championship_results", []string{"id", "key", "championship_id", "season_id", "year", "winner_franchise_id", "winner_name", "runner_up_franchise_id", "runner_up_name", "winner_score", "runner_up_score", "series_result", "game_date", "venue_name", "city", "mvp", "winning_coach", "game_id", "notes", "source", "grp"}, "")
	for _, r := range d.ChampionshipResults {
		key := r.ChampionshipKey + "|" + r.SeasonKey + "|" + strconv.Itoa(r.Year) + "|" + r.WinnerName
		id, _, err := k.assign(key, "")
		if err != nil {
			return err
		}
		refs, err := w.refs([2]string{"championships", r.ChampionshipKey}, [2]string{"seasons", r.SeasonKey}, [2]string{"franchises", r.WinnerKey}, [2]string{"franchises", r.RunnerUpKey}, [2]string{"games", r.GameKey})
		if err != nil {
			return fmt.Errorf("result %s: %w", key, err)
		}
		if err := b.add(id, key, refs[0], refs[1], r.Year, refs[2], r.WinnerName, refs[3], r.RunnerUpName, np(r.WinnerScore), np(r.RunnerUpScore), r.SeriesResult, r.Date, r.VenueName, r.City, r.MVP, r.WinningCoach, refs[4], r.Notes, r.Source, g); err != nil {
			return err
		}
	}
	return b.flush()
}
