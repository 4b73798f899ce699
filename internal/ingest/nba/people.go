package nba

import (
	"fmt"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// loadPeople: one person and player per Player Career Info row (key
// nba:<BRef player id>), with the draft from Draft Pick History.
func (l *nbaLoader) loadPeople() error {
	t, err := source.ReadTable(l.fsys, nbaDir+"Player Career Info.csv")
	if err != nil {
		return err
	}
	if err := t.Each(func(r source.Row) error {
		id := r.S("player_id")
		if id == "" {
			return fmt.Errorf("player without id")
		}
		first, last := source.SplitName(r.S("player"))
		p := dataset.Person{Key: "nba:" + id, FirstName: first, LastName: last, BirthDate: source.ISODate(r.S("birth_date")),
			College: r.S("colleges"), Source: "Player Career Info.csv"}
		p.HeightIn, _ = r.I("ht_in_in")
		p.WeightLb, _ = r.I("wt")
		if _, dup := l.people[p.Key]; dup {
			return fmt.Errorf("duplicate player %s", id)
		}
		l.people[p.Key] = len(l.ds.People)
		l.ds.People = append(l.ds.People, p)
		pl := dataset.Player{PersonKey: p.Key, Sport: dataset.Basketball, Level: dataset.Pro, Position: r.S("pos"), HallOfFame: r.S("hof") == "TRUE", Source: "Player Career Info.csv"}
		// from/to are season end years; Player years are season start years.
		if y, ok := r.I("from"); ok {
			pl.FirstYear = y - 1
		}
		if y, ok := r.I("to"); ok {
			pl.LastYear = y - 1
		}
		l.ds.Players = append(l.ds.Players, pl)
		return nil
	}); err != nil {
		return err
	}
	return l.loadDraft()
}

type nbaDraftPick struct {
	year, round, pick int
	nba               bool
}

// nbaBetterDraft: a BAA/NBA selection beats an ABA one; then the latest
// selection wins (players re-entered the draft before the 1970s; the last
// selection is the one that led to their signing, e.g. Elgin Baylor 1956
// 14th round vs 1958 1st overall).
func nbaBetterDraft(a, b nbaDraftPick) bool {
	if a.nba != b.nba {
		return a.nba
	}
	return a.year > b.year
}

func (l *nbaLoader) loadDraft() error {
	t, err := source.ReadTable(l.fsys, nbaDir+"Draft Pick History.csv")
	if err != nil {
		return err
	}
	best := map[string]nbaDraftPick{}
	if err := t.Each(func(r source.Row) error {
		id := r.S("player_id")
		if id == "" {
			return nil // drafted, never played: no person in Player Career Info
		}
		d := nbaDraftPick{nba: r.S("lg") != "ABA"}
		d.year, _ = r.I("season")
		d.round, _ = r.I("round")
		d.pick, _ = r.I("overall_pick")
		if b, ok := best[id]; !ok || nbaBetterDraft(d, b) {
			best[id] = d
		}
		return nil
	}); err != nil {
		return err
	}
	for i := range l.ds.Players {
		id := strings.TrimPrefix(l.ds.Players[i].PersonKey, "nba:")
		if d, ok := best[id]; ok {
			l.ds.Players[i].DraftYear, l.ds.Players[i].DraftRound, l.ds.Players[i].DraftPick = d.year, d.round, d.pick
		}
	}
	return nil
}
