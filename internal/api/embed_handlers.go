package api

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/almanac-sports/almanac/internal/embedview"
	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/readmodel"
)

// Embeds: a league's standings and a team's recent results as small HTML
// pages other sites put in an iframe (see embedview). They read what the
// API answers; bad input is the API's JSON 400.

// Embed paths (with or without a trailing slash).
const (
	EmbedStandingsPath = "/embed/standings"
	EmbedResultsPath   = "/embed/teams/{slug}/results"
)

const (
	defaultEmbedResults = 10
	maxEmbedResults     = 25
)

// EmbedStandings answers /embed/standings: the standings of the site's
// sport and level (or sport__slug and level__slug), one table per league,
// for season (default: the latest), optionally one conference or division.
func (a *API) EmbedStandings() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		sc, err := a.siteScope(r)
		if err == nil && sc.Sport == "" {
			err = httpio.BadParam("sport__slug", "the hub covers every sport: name one (football, basketball, baseball or hockey), or embed from a sport's site")
		}
		var sq readmodel.StandingsQuery
		if err == nil {
			_, sq, err = standingsParseQuery(query(r))
		}
		if err != nil {
			writeError(w, r, err)
			return
		}
		sq.Scope = sc
		rows, err := a.model().Standings(r.Context(), sq)
		if err != nil {
			writeError(w, r, err)
			return
		}
		site := a.Sites.ForHost(r.Host)
		v := embedview.Standings{Page: embedview.Page{Title: "Standings", SiteName: site.Name, SiteURL: "/standings", Accent: site.ThemeColor()}}
		if len(rows) == 0 {
			v.Note = "No standings in the data for this season."
		} else {
			s := rows[0].Season
			v.Subtitle = s.Name + ", regular season"
			v.SiteURL = "/standings?season=" + strconv.Itoa(s.StartYear)
			v.Columns, v.Groups = standingsTables(sc.Sport, rows)
			v.Note = standingsNote(rows)
		}
		embedview.Header(w, site.ThemeColor())
		if err := embedview.WriteStandings(w, v); err != nil {
			a.Log.Warn("writing an embed", "err", err)
		}
	})
}

// standingsTables picks the sport's columns (ties only where a team has
// one; overtime losses and points in hockey; games behind where leagues
// print them) and groups the rows by league, conference or division as
// ranked.
func standingsTables(sport string, rows []readmodel.Standing) ([]embedview.Column, []embedview.StandingsGroup) {
	ties := false
	for _, s := range rows {
		ties = ties || s.Ties > 0
	}
	cols := []embedview.Column{{Label: "W", Title: "Wins"}, {Label: "L", Title: "Losses"}}
	if ties {
		cols = append(cols, embedview.Column{Label: "T", Title: "Ties"})
	}
	hockey := sport == "hockey"
	if hockey {
		cols = append(cols, embedview.Column{Label: "OTL", Title: "Overtime and shootout losses"}, embedview.Column{Label: "PTS", Title: "Points"})
	} else {
		cols = append(cols, embedview.Column{Label: "PCT", Title: "Win percentage"})
	}
	gb := sport == "basketball" || sport == "baseball"
	if gb {
		cols = append(cols, embedview.Column{Label: "GB", Title: "Games behind"})
	}
	var groups []embedview.StandingsGroup
	for _, s := range rows {
		name := s.League.Name
		if s.Conference != nil && s.Division == nil {
			name = s.Conference.Name
		}
		if len(groups) == 0 || groups[len(groups)-1].Name != name {
			groups = append(groups, embedview.StandingsGroup{Name: name})
		}
		cells := []string{strconv.Itoa(s.Wins), strconv.Itoa(s.Losses)}
		if ties {
			cells = append(cells, strconv.Itoa(s.Ties))
		}
		if hockey {
			pts := "–"
			if s.Points != nil {
				pts = strconv.Itoa(*s.Points)
			}
			cells = append(cells, strconv.Itoa(s.OTLosses), pts)
		} else {
			cells = append(cells, s.WinPercentageDisplay)
		}
		if gb {
			cells = append(cells, s.GamesBehindDisplay)
		}
		g := &groups[len(groups)-1]
		g.Rows = append(g.Rows, embedview.StandingsRow{Rank: s.Rank, Team: s.Team.Name, Cells: cells,
			URL: "/teams/" + url.PathEscape(s.Team.Slug) + "/" + strconv.Itoa(s.Season.StartYear)})
	}
	return cols, groups
}

// standingsNote says where the records come from: an official season
// table, or final regular-season games.
func standingsNote(rows []readmodel.Standing) string {
	games := 0
	for _, s := range rows {
		if s.RecordSource == "games" {
			games++
		}
	}
	switch games {
	case 0:
		return "Records from the season's official table."
	case len(rows):
		return "Records counted from final regular-season games."
	}
	return "Records from the official season table where there is one, else counted from final regular-season games."
}

// EmbedResults answers /embed/teams/{slug}/results: the team's latest
// final games of its latest season (count, default 10, at most 25), newest
// first.
func (a *API) EmbedResults() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := paramsOf(r)
		n, has := p.Int("count", 1, maxEmbedResults)
		if !has {
			n = defaultEmbedResults
		}
		if err := p.Err(); err != nil {
			writeError(w, r, err)
			return
		}
		t, err := a.teamFromPath(r)
		if err != nil {
			writeError(w, r, err)
			return
		}
		ctx := r.Context()
		year, err := a.Store.TeamScheduleYear(ctx, t.ID)
		var games []readmodel.TeamScheduleGame
		if err == nil && year != 0 {
			games, err = a.model().TeamSchedule(ctx, t, year)
		}
		if err != nil {
			writeError(w, r, err)
			return
		}
		site := a.Sites.ForHost(r.Host)
		v := embedview.Results{Page: embedview.Page{Title: t.Name + ": recent results", SiteName: site.Name,
			SiteURL: "/teams/" + url.PathEscape(t.Slug), Accent: site.ThemeColor()}}
		var w_, l, ties int
		for i := len(games) - 1; i >= 0 && len(v.Games) < n; i-- {
			g := games[i]
			if g.Result == nil {
				continue
			}
			v.Games = append(v.Games, resultOf(g))
			switch *g.Result {
			case "W":
				w_++
			case "L":
				l++
			default:
				ties++
			}
		}
		if len(v.Games) == 0 {
			v.Note = "No final games in the data for the team's latest season."
		} else {
			v.Subtitle = games[0].Season.Name + ", latest final game"
			if len(v.Games) > 1 {
				v.Subtitle = games[0].Season.Name + ", latest " + strconv.Itoa(len(v.Games)) + " final games"
			}
			v.Record = strconv.Itoa(w_) + "-" + strconv.Itoa(l)
			if ties > 0 {
				v.Record += "-" + strconv.Itoa(ties)
			}
			v.SiteURL = "/teams/" + url.PathEscape(t.Slug) + "/" + strconv.Itoa(year)
		}
		embedview.Header(w, site.ThemeColor())
		if err := embedview.WriteResults(w, v); err != nil {
			a.Log.Warn("writing an embed", "err", err)
		}
	})
}

func resultOf(g readmodel.TeamScheduleGame) embedview.Result {
	res := embedview.Result{Opponent: g.Opponent.Name, Outcome: *g.Result, URL: "/scores/" + url.PathEscape(g.Slug), Where: "at"}
	if g.IsHome || g.Neutral {
		res.Where = "vs"
	}
	res.Neutral, res.Playoff = g.Neutral, g.GameType != "regular"
	if d, err := time.Parse(time.DateOnly, g.GameDate); err == nil {
		res.Date = d.Format("Jan 2")
	}
	if g.TeamScore != nil && g.OpponentScore != nil {
		res.Score = strconv.Itoa(*g.TeamScore) + "-" + strconv.Itoa(*g.OpponentScore)
	}
	if g.Overtime != nil {
		res.Extra = strings.TrimSpace(*g.Overtime)
	}
	return res
}
