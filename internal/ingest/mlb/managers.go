package mlb

// Managers' season records. Lahman's Managers.csv lists, since 2000, a coach
// who stood in for a manager absent a few games (suspension, illness, family
// leave) as another manager of the team-season: 2000 ATL has Bobby Cox
// 91-66 and his bench coach Pat Corrales 4-1. The official records (MLB,
// Baseball-Reference: Cox 2,504-2,001 for his career) credit those games to
// the manager, so a stand-in's games are added to the manager's row and the
// stand-in keeps only his coaching tenure (coaches.csv).

import (
	"fmt"
	"strconv"
)

// mlbInterims: coaches who managed a team's last games after its manager
// left and whom Retrosheet's coaches.csv still lists as coaches to the last
// game, so the stand-in rule would take them for stand-ins. They are the
// managers of record of those games.
var mlbInterims = map[mlbYT]string{
	{1947, "PIT"}: "burwebi01", // Billy Herman resigned with one game left
	{2011, "CHA"}: "coopedo01", // Ozzie Guillen let go with two games left
	{2018, "TEX"}: "wakamdo01", // Jeff Banister fired with ten games left
	{2019, "PIT"}: "princto01", // Clint Hurdle fired with three games left
	{2019, "SDN"}: "barajro01", // Andy Green fired with eight games left
	{2023, "SFN"}: "correka99", // Gabe Kapler fired with three games left
}

// mlbStandIn tells whether manager row m of a team-season is a stand-in for
// its first manager: the first manager managed at least 90% of the games
// (he was not replaced during the season), and m's person was on the team's
// coaching staff through its last regular-season game (Retrosheet ends a
// coach's tenure on the day he takes over as manager) and is not a known
// interim.
func mlbStandIn(first, m mlbManagerRow, coachEnd, lastGame string) bool {
	return m.Inseason > 1 && first.Inseason == 1 && first.ID != m.ID && first.G*10 >= first.Team.G*9 &&
		coachEnd != "" && lastGame != "" && coachEnd >= lastGame && mlbInterims[mlbYT{m.Team.Year, m.Team.ID}] != m.ID
}

// managerRecords returns the manager rows with stand-ins' games credited to
// the first manager, and records every team-season whose managers' W-L do
// not add up to the team's (Teams.csv).
func (b *mlbBuild) managerRecords() []mlbManagerRow {
	coachEnd := b.coachEnds()
	lastGame := map[*mlbTeam]string{}
	for _, g := range b.games {
		if g.Post {
			continue
		}
		for _, tm := range []*mlbTeam{g.Home, g.Away} {
			if g.Date > lastGame[tm] {
				lastGame[tm] = g.Date
			}
		}
	}
	firstOf := map[*mlbTeam]int{}
	for i, m := range b.mgrRows {
		if m.Inseason == 1 {
			firstOf[m.Team] = i
		}
	}
	out := make([]mlbManagerRow, len(b.mgrRows))
	copy(out, b.mgrRows)
	drop := make([]bool, len(out))
	for i, m := range b.mgrRows {
		fi, ok := firstOf[m.Team]
		if !ok || !mlbStandIn(b.mgrRows[fi], m, coachEnd[mlbCoachKey{m.ID, m.Team}], lastGame[m.Team]) {
			continue
		}
		out[fi].G += m.G
		out[fi].W += m.W
		out[fi].L += m.L
		drop[i] = true
	}
	kept := out[:0]
	for i, m := range out {
		if !drop[i] {
			kept = append(kept, m)
		}
	}
	b.managerDisagreements(kept)
	return kept
}

type mlbCoachKey struct {
	ID   string
	Team *mlbTeam
}

// coachEnds: the last day of each person's coaching tenures per team-season.
func (b *mlbBuild) coachEnds() map[mlbCoachKey]string {
	t := b.tabs["coaches.csv"]
	c, err := mlbColsOf(t, "id", "year", "team", "end")
	if err != nil {
		return nil // retroCoaches reports the missing column
	}
	out := map[mlbCoachKey]string{}
	for _, rec := range t.Rows {
		pid := b.retroToID[c.s(rec, "id")]
		tm := b.teams.byRetro[mlbYT{c.i(rec, "year"), c.s(rec, "team")}]
		if pid == "" || tm == nil {
			continue
		}
		k := mlbCoachKey{pid, tm}
		if e := mlbISODate(c.s(rec, "end")); e > out[k] {
			out[k] = e
		}
	}
	return out
}

// managerDisagreements: team-seasons whose managers' W-L (stand-ins credited)
// differ from the team's. The team's record is Teams.csv's.
func (b *mlbBuild) managerDisagreements(rows []mlbManagerRow) {
	type wl struct{ w, l int }
	sum := map[*mlbTeam]*wl{}
	var order []*mlbTeam
	for _, m := range rows {
		s := sum[m.Team]
		if s == nil {
			s = &wl{}
			sum[m.Team] = s
			order = append(order, m.Team)
		}
		s.w += m.W
		s.l += m.L
	}
	for _, tm := range order {
		s := sum[tm]
		for _, f := range []struct {
			field      string
			team, mgrs int
		}{{"wins", tm.W, s.w}, {"losses", tm.L, s.l}} {
			if f.team != f.mgrs {
				b.ds.Disagreements = append(b.ds.Disagreements, mlbDisagreement(fmt.Sprintf("%d %s managers", tm.Year, tm.Name),
					f.field, "Teams.csv (team record)", strconv.Itoa(f.team), "Managers.csv (managers summed)", strconv.Itoa(f.mgrs)))
			}
		}
	}
}
