package ncaafb

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// NCAA football seasons from the team-season history and the champions.

func (l *ncaafbLoader) buildSeasons(champs map[int]*ncaafbChamp) error {
	l.ds.Championships = []dataset.Championship{{Key: ncaafbChampKey, Name: "College Football National Championship",
		OfficialName: "College Football National Championship",
		Description: "National champion of major college football (today's NCAA Division I FBS). The NCAA has never awarded an official title: " +
			"this list uses one champion per season, the winner of the College Football Playoff final (2014-) or of the BCS title game (1998-2013), " +
			"else the AP poll champion (1936-1997; 2003 and 2004 have an AP champion too, listed under the BCS winner). " +
			"Coaches'-poll champions of split seasons are mentioned in the notes of the source table, not listed.",
		Sport: dataset.Football, Level: dataset.NCAA, LeagueKey: ncaafbLeague, FirstYear: 1936}}

	// Team records from the scored games, per season (2021-2025), postseason
	// included; reg counts the regular-season games (a complete schedule).
	type rec struct {
		w, l, t, reg int
		venues       map[string]int
		playoffs     bool
	}
	bySeason := map[string]map[string]*rec{}
	for _, g := range l.games {
		recs := bySeason[g.SeasonKey]
		if recs == nil {
			recs = map[string]*rec{}
			bySeason[g.SeasonKey] = recs
		}
		for side := 0; side < 2; side++ {
			fr, my, their := g.HomeKey, g.HomeScore, g.AwayScore
			if side == 1 {
				fr, my, their = g.AwayKey, g.AwayScore, g.HomeScore
			}
			if fr == "" {
				continue
			}
			r := recs[fr]
			if r == nil {
				r = &rec{venues: map[string]int{}}
				recs[fr] = r
			}
			if g.GameType == dataset.TypeRegular {
				r.reg++
				if side == 0 && !g.Neutral && g.VenueKey != "" {
					r.venues[g.VenueKey]++
				}
			}
			if g.Status != dataset.StatusFinal {
				continue
			}
			// The record is the final one, bowls and playoff games included
			// (as college football counts it: Indiana 2025 16-0, not 13-0).
			switch {
			case *my > *their:
				r.w++
			case *my < *their:
				r.l++
			default:
				r.t++
			}
		}
	}

	// Results (and the 2025 title game).
	seasonChamp := map[int]string{}
	resultYear := map[int]int{}
	var years []int
	for y := range champs {
		years = append(years, y)
	}
	sort.Ints(years)
	for _, y := range years {
		c := champs[y]
		cr := dataset.ChampionshipResult{ChampionshipKey: ncaafbChampKey, SeasonKey: ncaafbSeasonKey(y), Year: y,
			WinnerKey: l.franchise[c.champion], WinnerName: c.champion, Date: c.r["date"], VenueName: c.r["venue"],
			City: c.r["city"], Source: ncaafbSrcChamps}
		if c.runner != "" {
			cr.RunnerUpKey, cr.RunnerUpName = l.franchise[c.runner], c.runner
		}
		if w, lo, ok := source.Score(c.r["score"]); ok {
			cr.WinnerScore, cr.RunnerUpScore = dataset.IntPtr(w), dataset.IntPtr(lo)
		}
		// Title games (BCS, CFP) are played in the January after the season;
		// poll titles are credited to the season year.
		if c.selector == "BCS" || c.selector == "CFP" {
			cr.Year = y + 1
		}
		notes := []string{"Selector: " + c.selector}
		if g := c.r["game"]; g != "" {
			notes = append(notes, g)
		}
		if n := c.r["notes"]; n != "" {
			notes = append(notes, n)
		}
		cr.Notes = strings.Join(notes, ". ")
		if bySeason[ncaafbSeasonKey(y)] != nil && cr.Date != "" {
			for i := range l.games {
				g := &l.games[i]
				if g.GameType == dataset.TypeRegular || g.SeasonKey != ncaafbSeasonKey(y) {
					continue
				}
				pair := (g.HomeKey == cr.WinnerKey && g.AwayKey == cr.RunnerUpKey) || (g.AwayKey == cr.WinnerKey && g.HomeKey == cr.RunnerUpKey)
				if !pair {
					continue
				}
				for _, d := range source.AdjacentDates(cr.Date) {
					if g.Date == d {
						g.GameType, g.Week = dataset.TypeChampionship, "CFP National Championship"
						cr.GameKey = g.Key
					}
				}
			}
		}
		if cr.WinnerKey == "" {
			return fmt.Errorf("champion %q %d is not a franchise", c.champion, y)
		}
		seasonChamp[y] = cr.WinnerKey
		resultYear[y] = cr.Year
		l.ds.ChampionshipResults = append(l.ds.ChampionshipResults, cr)
	}

	// Seasons.
	var seasons []int
	for y := range l.dates {
		seasons = append(seasons, y)
	}
	sort.Ints(seasons)
	for _, y := range seasons {
		d := l.dates[y]
		s := dataset.Season{Key: ncaafbSeasonKey(y), LeagueKey: ncaafbLeague, StartYear: y, Name: fmt.Sprintf("%d College Football Season", y),
			StartDate: d[0], EndDate: d[1], ChampionKey: seasonChamp[y]}
		s.EndYear, _ = strconv.Atoi(d[1][:4])
		if ry := resultYear[y]; ry > s.EndYear {
			s.EndYear = ry
		}
		if recs := bySeason[s.Key]; recs != nil {
			for _, g := range l.games {
				if g.SeasonKey == s.Key && g.GameType != dataset.TypeRegular && g.Date > s.PlayoffsEnd {
					s.PlayoffsEnd = g.Date
				}
			}
			counts := map[int]int{}
			for _, fr := range source.SortedKeys(recs) {
				if recs[fr].reg >= ncaafbFull2025 {
					counts[recs[fr].reg]++
				}
			}
			s.RegularSeasonGames = source.ModeGames(counts)
		}
		l.ds.Seasons = append(l.ds.Seasons, s)
	}

	// 2021-2024: the records of the team seasons the history file made; the
	// cfbd file has every division, so an FBS team's schedule is complete.
	has := map[string]bool{}
	for i := range l.ds.TeamSeasons {
		ts := &l.ds.TeamSeasons[i]
		has[ts.FranchiseKey+"|"+ts.SeasonKey] = true
		if r := bySeason[ts.SeasonKey][ts.FranchiseKey]; r != nil && ts.SeasonKey != ncaafbSeasonKey(ncaafbSeason2025) {
			ts.Wins, ts.Losses, ts.Ties, ts.HasRecord = r.w, r.l, r.t, true
			ts.Source += "; " + ncaafbDir + ncaafbSrcCFBD + ".gz"
		}
	}
	// Former major-college schools (FCS now) that met FBS teams get a team
	// season too, without a record: only their games against FBS teams are here.
	for _, team := range source.SortedKeys(l.franchise) {
		fr := l.franchise[team]
		for y := ncaafbFirstCFBD; y < ncaafbSeason2025; y++ {
			sk := ncaafbSeasonKey(y)
			if bySeason[sk][fr] != nil && !has[fr+"|"+sk] {
				l.ds.TeamSeasons = append(l.ds.TeamSeasons, dataset.TeamSeason{FranchiseKey: fr, SeasonKey: sk, Name: team,
					Source: ncaafbDir + ncaafbSrcCFBD + ".gz"})
			}
		}
	}
	// 2025 team seasons (conference not in the 2025 file).
	recs := bySeason[ncaafbSeasonKey(ncaafbSeason2025)]
	for _, team := range source.SortedKeys(l.franchise) {
		fr := l.franchise[team]
		r := recs[fr]
		if r == nil {
			continue
		}
		ts := dataset.TeamSeason{FranchiseKey: fr, SeasonKey: ncaafbSeasonKey(ncaafbSeason2025), Name: team,
			Wins: r.w, Losses: r.l, Ties: r.t, HasRecord: r.reg >= ncaafbFull2025, Source: ncaafbDir + ncaafbSrc2025}
		best, n := "", 0
		for _, v := range source.SortedKeys(r.venues) {
			if r.venues[v] > n {
				best, n = v, r.venues[v]
			}
		}
		ts.VenueKey = best
		if c := champs[ncaafbSeason2025]; c != nil && (team == c.champion || team == c.runner) {
			ts.MadePlayoffs = true
		}
		l.ds.TeamSeasons = append(l.ds.TeamSeasons, ts)
	}
	return nil
}
