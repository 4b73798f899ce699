package stats

import (
	"fmt"
	"testing"
)

// team is a row for the clinch tests: id, conference, division, record and
// games left.
func team(id, conf, div int64, w, l, left int) *Standing {
	return &Standing{Team: Team{ID: id, Conference: conf, Division: div, Name: fmt.Sprint(id)}, Record: Record{W: w, L: l}, Remaining: left}
}

func marks(rows []*Standing) map[int64]string {
	out := map[int64]string{}
	for _, s := range rows {
		out[s.Team.ID] = s.Clinch
	}
	return out
}

func TestClinch(t *testing.T) {
	cases := []struct {
		name string
		f    PlayoffFormat
		rows []*Standing
		want map[int64]string
	}{
		{
			// Two places, no divisions: 1 is out of reach of all (z); 2 can
			// be caught by 1 alone (x); 3 can still draw level with 2 (open);
			// 4 cannot reach 2's or 1's floor (e).
			name: "two places",
			f:    PlayoffFormat{WildCards: 2},
			rows: []*Standing{team(1, 0, 0, 11, 0, 2), team(2, 0, 0, 8, 3, 2), team(3, 0, 0, 7, 4, 2), team(5, 0, 0, 6, 5, 2), team(4, 0, 0, 4, 7, 2)},
			want: map[int64]string{1: MarkConference, 2: "", 3: "", 4: MarkEliminated},
		},
		{
			// Level with games left is not yet ahead: 1 and 2 are in (x),
			// neither has the best record yet; 3 cannot reach either (e).
			name: "two places, both safe",
			f:    PlayoffFormat{WildCards: 2},
			rows: []*Standing{team(1, 0, 0, 11, 0, 2), team(2, 0, 0, 9, 2, 2), team(3, 0, 0, 6, 5, 2)},
			want: map[int64]string{1: MarkPlayoffs, 2: MarkPlayoffs, 3: MarkEliminated},
		},
		{
			// Division winners and one wild card: 3 leads its division out of
			// reach (y) though 1 and 2 are better; 2 is level in reach of 1.
			name: "division winner",
			f:    PlayoffFormat{DivisionSpots: 1, WildCards: 1},
			rows: []*Standing{team(1, 0, 1, 9, 1, 1), team(2, 0, 1, 9, 1, 1), team(3, 0, 2, 5, 5, 1), team(4, 0, 2, 3, 7, 1)},
			want: map[int64]string{1: MarkPlayoffs, 2: MarkPlayoffs, 3: MarkDivision, 4: MarkEliminated},
		},
		{
			// Season over, level records: head-to-head decides.
			name: "head-to-head at the end",
			f:    PlayoffFormat{WildCards: 1},
			rows: func() []*Standing {
				a, b := team(1, 0, 0, 9, 8, 0), team(2, 0, 0, 9, 8, 0)
				b.Versus = map[int64]Record{1: {W: 1}}
				a.Versus = map[int64]Record{2: {L: 1}}
				return []*Standing{a, b}
			}(),
			want: map[int64]string{1: MarkEliminated, 2: MarkConference},
		},
		{
			// Six places and four play-in places: 7th of ten with nothing left.
			name: "play-in",
			f:    PlayoffFormat{WildCards: 6, PlayIn: 4},
			rows: func() []*Standing {
				var rows []*Standing
				for i := int64(1); i <= 12; i++ {
					rows = append(rows, team(i, 1, 0, 60-int(i), 22+int(i), 0))
				}
				return rows
			}(),
			want: map[int64]string{1: MarkConference, 2: MarkPlayoffs, 6: MarkPlayoffs, 7: MarkPlayIn, 10: MarkPlayIn, 11: MarkEliminated},
		},
		{
			// A team of no known conference could be any conference's
			// rival: no marks but the league's best record.
			name: "conference not known",
			f:    PlayoffFormat{ByConference: true, WildCards: 1, LeagueBest: true},
			rows: []*Standing{team(1, 1, 0, 10, 0, 0), team(3, 1, 0, 5, 5, 0), team(2, 0, 0, 0, 10, 0)},
			want: map[int64]string{1: MarkLeague, 2: "", 3: ""},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			Clinch(c.rows, c.f)
			got := marks(c.rows)
			for id, want := range c.want {
				if got[id] != want {
					t.Errorf("team %d: %q, want %q (all %v)", id, got[id], want, got)
				}
			}
		})
	}
}

// Hockey: points and the NHL's Presidents' Trophy; P% is PTS / 2 GP; level
// on points and games, regulation wins rank first where the era uses them.
func TestHockeyConventions(t *testing.T) {
	nyr := &Standing{Team: Team{ID: 1, Points: true, RankRW: true, RankROW: true}, Record: Record{W: 55, L: 23, OTL: 4}, RegulationWins: 43, ROWins: 51}
	dal := &Standing{Team: Team{ID: 2, Points: true, RankRW: true, RankROW: true}, Record: Record{W: 52, L: 21, OTL: 9}}
	if nyr.StandingsPoints() != 114 || nyr.PointsPct() != 0.695 {
		t.Errorf("Rangers: %d points, P%% %v", nyr.StandingsPoints(), nyr.PointsPct())
	}
	Clinch([]*Standing{nyr, dal}, PlayoffFormat{ByConference: true, DivisionSpots: 3, WildCards: 2, LeagueBest: true})
	if nyr.Clinch != MarkLeague {
		t.Errorf("Rangers: %q, want p", nyr.Clinch)
	}
	wpg := &Standing{Team: Team{ID: 3, Points: true, RankRW: true, RankROW: true}, Record: Record{W: 52, L: 24, OTL: 6}, RegulationWins: 46}
	fla := &Standing{Team: Team{ID: 4, Points: true, RankRW: true, RankROW: true}, Record: Record{W: 52, L: 24, OTL: 6}, RegulationWins: 42}
	if !Less(wpg, fla) || Less(fla, wpg) {
		t.Error("110 points each: more regulation wins ranks first")
	}
}

func TestTiesByEra(t *testing.T) {
	gb := &Standing{Team: Team{TiesIgnored: TiesIgnoredIn("NFL", "football", 1967)}, Record: Record{W: 9, L: 4, T: 1}}
	nyg := &Standing{Team: Team{TiesIgnored: TiesIgnoredIn("NFL", "football", 2022)}, Record: Record{W: 9, L: 7, T: 1}}
	if gb.WinPct() != 0.692 || nyg.WinPct() != 0.559 {
		t.Errorf("1967 Packers %v (ties left out), 2022 Giants %v (a tie is half a win)", gb.WinPct(), nyg.WinPct())
	}
}
