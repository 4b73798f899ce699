package store

import (
	"fmt"
	"sort"
	"strings"

	"github.com/almanac-sports/almanac/internal/slug"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// The people of a group's dataset: persons, players and their season rows,
// rosters, coaches and awards (written after the teams and seasons they
// refer to, see write).

func (w *writer) people(g string, d *dataset.Dataset) error {
	k := w.k["people"]
	b := w.batch("people", []string{"id", "key", "slug", "first_name", "last_name", "birth_date", "birth_city", "birth_state", "birth_country", "death_date", "height_in", "weight_lb", "college", "aliases", "source", "grp"}, "")
	for _, r := range d.People {
		id, slg, err := k.assign(r.Key, slug.Make(r.FirstName+" "+r.LastName))
		if err != nil {
			return err
		}
		if err := b.add(id, r.Key, slg, r.FirstName, r.LastName, r.BirthDate, r.BirthCity, r.BirthState, r.BirthCountry, r.DeathDate, nz(r.HeightIn), nz(r.WeightLb), r.College, strings.Join(r.Aliases, "\n"), r.Source, g); err != nil {
			return err
		}
	}
	return b.flush()
}

func (w *writer) players(g string, d *dataset.Dataset) error {
	k := w.k["players"]
	b := w.batch("players", []string{"id", "key", "person_id", "sport_id", "level_id", "position", "bats", "throws", "draft_year", "draft_round", "draft_pick", "first_year", "last_year", "hall_of_fame", "source", "league_player_id", "grp"}, "")
	for _, r := range d.Players {
		key := r.PersonKey + "|" + r.Sport + "|" + r.Level
		id, _, err := k.assign(key, "")
		if err != nil {
			return err
		}
		pid, err := w.k["people"].ref(r.PersonKey)
		if err != nil {
			return err
		}
		if pid == nil {
			return fmt.Errorf("player without person")
		}
		sid, lid, err := sl(r.Sport, r.Level)
		if err != nil {
			return err
		}
		if err := b.add(id, key, pid, sid, lid, r.Position, r.Bats, r.Throws, nz(r.DraftYear), nz(r.DraftRound), nz(r.DraftPick), nz(r.FirstYear), nz(r.LastYear), b2i(r.HallOfFame), r.Source, r.LeaguePlayerID, g); err != nil {
			return err
		}
	}
	return b.flush()
}

// nextID gives link tables (no natural key) ids after the largest one left.
func (w *writer) nextID(table string) (int64, error) {
	var n int64
	err := w.tx.QueryRowContext(w.ctx, `SELECT COALESCE(MAX(id), 0) FROM `+table).Scan(&n)
	return n, err
}

func (w *writer) playerSeasons(g string, d *dataset.Dataset) error {
	next, err := w.nextID("player_seasons")
	if err != nil {
		return err
	}
	years, order, err := w.bySeasonYear(d.PlayerSeasons)
	if err != nil {
		return err
	}
	b := w.batch("player_seasons", []string{"id", "person_id", "season_id", "franchise_id", "start_year", "team_abbreviation", "position", "stats", "postseason", "source", "grp"}, "")
	for i, at := range order {
		if i%50000 == 0 {
			w.progress(g+": player_seasons", i, len(d.PlayerSeasons))
		}
		r, y := &d.PlayerSeasons[at], years[at]
		refs, err := w.refs([2]string{"people", r.PersonKey}, [2]string{"seasons", r.SeasonKey}, [2]string{"franchises", r.FranchiseKey})
		if err != nil {
			return err
		}
		st, post := r.StatsText, r.PostseasonText
		if !r.Frozen {
			if st, err = jsonMap(r.Stats); err != nil {
				return err
			}
			if post, err = jsonMap(r.Postseason); err != nil {
				return err
			}
		}
		if st == "" {
			st = "{}"
		}
		next++
		if err := b.add(next, refs[0], refs[1], refs[2], y, r.TeamAbbrev, r.Position, st, post, r.Source, g); err != nil {
			return err
		}
	}
	return b.flush()
}

// bySeasonYear gives each row's season start year and the order to write
// the rows in: by year, the source's order kept within one. The table's
// rows sit in id order, and finders read a sport's seasons or a range of
// them: in a source's player order each row of such a scan was on a page
// of its own (117,000 page reads for all of baseball's rows, 0.43 s just to
// read them); in year order a season's rows share their pages (0.09 s).
// A player's dozen rows, read on his index, cost a dozen pages instead.
func (w *writer) bySeasonYear(rows []dataset.PlayerSeason) (years, order []int, err error) {
	years = make([]int, len(rows))
	order = make([]int, len(rows))
	for i := range rows {
		if years[i], err = w.seasonYear(rows[i].SeasonKey); err != nil {
			return nil, nil, err
		}
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return years[order[a]] < years[order[b]] })
	return years, order, nil
}

func (w *writer) roster(g string, d *dataset.Dataset) error {
	next, err := w.nextID("roster_entries")
	if err != nil {
		return err
	}
	b := w.batch("roster_entries", []string{"id", "person_id", "franchise_id", "season_id", "start_year", "jersey_number", "position", "status", "is_captain", "is_starter", "source", "grp"}, "")
	for _, r := range d.Roster {
		refs, y, err := w.stintRefs(r.PersonKey, r.FranchiseKey, r.SeasonKey)
		if err != nil {
			return err
		}
		next++
		if err := b.add(next, refs[0], refs[1], refs[2], y, r.Jersey, r.Position, r.Status, b2i(r.IsCaptain), b2i(r.IsStarter), r.Source, g); err != nil {
			return err
		}
	}
	return b.flush()
}

func (w *writer) coaches(g string, d *dataset.Dataset) error {
	next, err := w.nextID("coach_tenures")
	if err != nil {
		return err
	}
	b := w.batch("coach_tenures", []string{"id", "person_id", "franchise_id", "season_id", "start_year", "title", "is_head", "seq", "wins", "losses", "ties", "playoff_wins", "playoff_losses", "has_record", "source", "grp"}, "")
	for _, r := range d.Coaches {
		refs, y, err := w.stintRefs(r.PersonKey, r.FranchiseKey, r.SeasonKey)
		if err != nil {
			return err
		}
		seq := r.Order
		if seq == 0 {
			seq = 1
		}
		next++
		if err := b.add(next, refs[0], refs[1], refs[2], y, r.Title, b2i(r.IsHead), seq, r.Wins, r.Losses, r.Ties, r.PlayoffWins, r.PlayoffLoss, b2i(r.HasRecord), r.Source, g); err != nil {
			return err
		}
	}
	return b.flush()
}

func (w *writer) awards(g string, d *dataset.Dataset) error {
	next, err := w.nextID("awards")
	if err != nil {
		return err
	}
	b := w.batch("awards", []string{"id", "person_id", "name", "year", "league_id", "notes", "source", "grp"}, "")
	for _, r := range d.Awards {
		refs, err := w.refs([2]string{"people", r.PersonKey}, [2]string{"leagues", r.LeagueKey})
		if err != nil {
			return err
		}
		next++
		if err := b.add(next, refs[0], r.Name, r.Year, refs[1], r.Notes, r.Source, g); err != nil {
			return err
		}
	}
	return b.flush()
}

func (w *writer) disagreements(g string, d *dataset.Dataset) error {
	next, err := w.nextID("source_disagreements")
	if err != nil {
		return err
	}
	b := w.batch("source_disagreements", []string{"id", "subject", "field", "kept_source", "kept_value", "other_source", "other_value", "grp"}, "")
	for _, r := range d.Disagreements {
		next++
		if err := b.add(next, r.Subject, r.Field, r.KeptSource, r.KeptValue, r.OtherSource, r.OtherValue, g); err != nil {
			return err
		}
	}
	return b.flush()
}

// stintRefs resolves a person's row in one franchise's season (a roster
// entry, a coaching tenure): the person, franchise and season references,
// in that order, and the season's start year.
func (w *writer) stintRefs(person, franchise, season string) ([]any, int, error) {
	refs, err := w.refs([2]string{"people", person}, [2]string{"franchises", franchise}, [2]string{"seasons", season})
	if err != nil {
		return nil, 0, err
	}
	y, err := w.seasonYear(season)
	return refs, y, err
}
