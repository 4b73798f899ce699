package ncaafb

import (
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/almanac-sports/almanac/internal/store/dataset"
)

func TestNCAAFBLocalTime(t *testing.T) {
	for _, tc := range []struct {
		utc    string
		hawaii bool
		want   string
		tz     string
	}{
		{"2026-01-20T00:30Z", false, "2026-01-19 19:30", ncaafbEastern}, // EST
		{"2025-09-06T16:00Z", false, "2025-09-06 12:00", ncaafbEastern}, // EDT
		{"2025-11-02T05:30Z", false, "2025-11-02 01:30", ncaafbEastern}, // still EDT
		{"2025-11-02T06:30Z", false, "2025-11-02 01:30", ncaafbEastern}, // EST from 06:00 UTC
		{"2025-08-31T05:00Z", true, "2025-08-30 19:00", "Pacific/Honolulu"},
	} {
		in, err := time.Parse("2006-01-02T15:04Z", tc.utc)
		if err != nil {
			t.Fatal(err)
		}
		got, tz := ncaafbLocal(in, tc.hawaii)
		if got.Format("2006-01-02 15:04") != tc.want || tz != tc.tz {
			t.Errorf("ncaafbLocal(%s) = %s %s, want %s %s", tc.utc, got.Format("2006-01-02 15:04"), tz, tc.want, tc.tz)
		}
	}
}

func TestNCAAFBSelectorRank(t *testing.T) {
	order := []string{"CFP", "BCS", "AP", "Coaches (UPI)"}
	for i := 1; i < len(order); i++ {
		if ncaafbSelectorRank(order[i-1]) >= ncaafbSelectorRank(order[i]) {
			t.Errorf("%s should rank before %s", order[i-1], order[i])
		}
	}
}

func ncaafbFixture() fstest.MapFS {
	f := func(s string) *fstest.MapFile { return &fstest.MapFile{Data: []byte(strings.TrimLeft(s, "\n"))} }
	return fstest.MapFS{
		"crosswalks/ncaafb_team_names.csv": f(`
source,name,cfbd_name,nickname,note
espn,Indiana Hoosiers,Indiana,Hoosiers,
espn,Miami Hurricanes,Miami,Hurricanes,
espn,Hawai'i Rainbow Warriors,Hawai'i,Rainbow Warriors,
espn,Some FCS Team,,,
espn,Other FCS Team,,,
curated,Indiana,Indiana,,
curated,Miami (FL),Miami,,
curated,Minnesota,Minnesota,,
curated,Texas,Texas,,
curated,Ohio State,Ohio State,,
`),
		// Minnesota: six 1936 games (FBS) plus a January 1937 bowl (season
		// 1936); Tiny College: one game with a conference (not FBS).
		"football/all_cfb_games_1924_2024.csv": f(`
timestamp,Team1,Team2,Conf1,Conf2
-1049083200,Minnesota,Tiny College,Big Ten,Big Sky
-1048478400,Minnesota,Someone,Big Ten,
-1047873600,Minnesota,Someone,Big Ten,
-1047268800,Minnesota,Someone,Big Ten,
-1046664000,Someone,Minnesota,,Big Ten
-1046059200,Minnesota,Someone,Big Ten,
-1041307200,Minnesota,Texas,Big Ten,Southwest
1725739200,Indiana,Miami,Big Ten,ACC
1725739200,Indiana,Hawai'i,Big Ten,Mountain West
1725739200,Indiana,Someone,Big Ten,
1725739200,Indiana,Someone,Big Ten,
1725739200,Indiana,Someone,Big Ten,
1725739200,Indiana,Someone,Big Ten,
`),
		"football/cfb_schedule_2025.csv": f(`
game_id,season,week,season_type,game_date,neutral_site,conference_competition,home_id,away_id,home_team,away_team,home_abbreviation,away_abbreviation,home_score,away_score,home_winner,away_winner,venue,attendance,status
1,2025,2,2,2025-09-06T16:00Z,false,false,1,2,Indiana Hoosiers,Some FCS Team,IU,FCS,56,7,true,false,Memorial Stadium,50000,STATUS_FINAL
2,2025,1,2,2025-08-31T05:00Z,false,false,3,4,Hawai'i Rainbow Warriors,Miami Hurricanes,HAW,MIA,20,24,false,true,Clarence T.C. Ching Athletics Complex,15000,STATUS_FINAL
3,2025,1,2,2025-08-30T16:00Z,false,false,5,6,Some FCS Team,Other FCS Team,A,B,1,0,true,false,Somewhere,100,STATUS_FINAL
4,2025,1,3,2026-01-20T00:30Z,true,false,1,3,Indiana Hoosiers,Miami Hurricanes,IU,MIA,27,21,true,false,Hard Rock Stadium,67227,STATUS_FINAL
`),
		// cfbd: 2024 Indiana-Miami (kept, evening kick-off on the previous
		// local day) and a bowl; a lower-division game and two unmodelled
		// schools are left out; 2025 comes from cfb_schedule_2025.
		"football/cfbd_games_2021_2025.csv": f(`
game_id,season,week,season_type,home_team,away_team,home_score,away_score,neutral_site,conference_game,home_conference,away_conference,start_date,venue,home_win,home_margin,total_points
11,2024,1,regular,Indiana,Miami,31,17,false,false,Big Ten,ACC,2024-09-07 00:30:00+00:00,Memorial Stadium,1,14,48
12,2024,1,regular,Someone,Tiny College,3,0,false,false,Big Sky,Big Sky,2024-09-07 18:00:00+00:00,,1,3,3
13,2024,2,regular,Someone,Other,3,0,false,false,SEC,,2024-09-14 18:00:00+00:00,,1,3,3
14,2024,1,postseason,Miami,Indiana,20,27,true,false,ACC,Big Ten,2024-12-28 20:00:00+00:00,Some Bowl,0,-7,47
15,2025,1,regular,Indiana,Miami,1,0,false,false,Big Ten,ACC,2025-09-07 00:30:00+00:00,Memorial Stadium,1,1,1
`),
		"curated/ncaa_football_champions.csv": f(`
season,champion,runner_up,score,game,venue,city,date,selector,notes,verified,unverified_fields,source
1936,Minnesota,,,AP poll,,,,AP,,yes,,x
1969,Texas,,,AP poll,,,,AP,,yes,,x
1969,Ohio State,,,Coaches poll,,,,Coaches (UPI),,yes,,x
1970,Ohio State,,,Coaches poll,,,,Coaches (UPI),only row,yes,,x
1971,Nobody Knows,,,AP poll,,,,AP,,no,champion,x
2025,Indiana,,,AP poll,,,,AP,,yes,,x
2025,Indiana,Miami (FL),27-21,CFP National Championship,Hard Rock Stadium,"Miami Gardens, FL",2026-01-19,CFP,,no,venue,x
`),
	}
}

func TestNCAAFBLoadFixture(t *testing.T) {
	ds, err := Load(ncaafbFixture())
	if err != nil {
		t.Fatal(err)
	}
	fr := map[string]dataset.Franchise{}
	for _, f := range ds.Franchises {
		fr[f.Name] = f
	}
	// FBS rule: Minnesota and Indiana (six games with a conference); Miami
	// and Texas only as champions/runners-up; Tiny College never.
	for _, n := range []string{"Minnesota", "Indiana", "Miami", "Texas", "Ohio State"} {
		if _, ok := fr[n]; !ok {
			t.Errorf("franchise %s missing", n)
		}
	}
	for _, n := range []string{"Tiny College", "Someone", "Hawai'i"} {
		if _, ok := fr[n]; ok {
			t.Errorf("%s should not be a franchise", n)
		}
	}
	if f := fr["Indiana"]; f.Nickname != "Hoosiers" || f.ConferenceKey != "ncaa-football:conf:big-ten" || f.Key != "ncaa-football:indiana" {
		t.Errorf("Indiana: %+v", f)
	}
	// Conference by season, January game in the previous season.
	seasons := map[string]dataset.Season{}
	for _, s := range ds.Seasons {
		seasons[s.Key] = s
	}
	if s := seasons["ncaa-football:1936"]; s.EndDate != "1937-01-01" || s.EndYear != 1937 || s.ChampionKey != "ncaa-football:minnesota" {
		t.Errorf("1936 season: %+v", s)
	}
	if _, ok := seasons["ncaa-football:1937"]; ok {
		t.Errorf("January 1937 game must belong to 1936")
	}
	var minn1936 dataset.TeamSeason
	for _, ts := range ds.TeamSeasons {
		if ts.FranchiseKey == "ncaa-football:minnesota" && ts.SeasonKey == "ncaa-football:1936" {
			minn1936 = ts
		}
	}
	if minn1936.ConferenceKey != "ncaa-football:conf:big-ten" || minn1936.HasRecord {
		t.Errorf("Minnesota 1936: %+v", minn1936)
	}
	// Champions: one per season, CFP > AP, coaches only when alone, unverified skipped.
	res := map[int]dataset.ChampionshipResult{}
	for _, r := range ds.ChampionshipResults {
		res[r.Year] = r
	}
	if len(ds.ChampionshipResults) != 4 {
		t.Errorf("%d results, want 4", len(ds.ChampionshipResults))
	}
	if r := res[1969]; r.WinnerName != "Texas" {
		t.Errorf("1969: %+v", r)
	}
	if r := res[1970]; r.WinnerName != "Ohio State" {
		t.Errorf("1970: %+v", r)
	}
	r := res[2026]
	if r.WinnerKey != "ncaa-football:indiana" || r.RunnerUpKey != "ncaa-football:miami" || r.SeasonKey != "ncaa-football:2025" ||
		r.VenueName != "" || r.City != "Miami Gardens, FL" || r.GameKey != "ncaa-football:4" || *r.WinnerScore != 27 {
		t.Errorf("2025 CFP: %+v", r)
	}
	// Games: FCS vs FCS skipped; local dates; CFP final is the championship.
	games := map[string]dataset.Game{}
	for _, g := range ds.Games {
		games[g.Key] = g
	}
	if len(games) != 3+2 {
		t.Errorf("%d games, want 5", len(games))
	}
	if g := games["ncaa-football:11"]; g.Date != "2024-09-06" || g.StartTime != "20:30" || g.GameType != dataset.TypeRegular || *g.HomeScore != 31 || g.Source != "football/cfbd_games_2021_2025.csv.gz" {
		t.Errorf("cfbd game: %+v", g)
	}
	if g := games["ncaa-football:14"]; g.GameType != dataset.TypePlayoff || !g.Neutral || g.HomeKey != "ncaa-football:miami" {
		t.Errorf("cfbd bowl: %+v", g)
	}
	if g := games["ncaa-football:4"]; g.Date != "2026-01-19" || g.StartTime != "19:30" || g.GameType != dataset.TypeChampionship || !g.Neutral {
		t.Errorf("CFP final: %+v", g)
	}
	if g := games["ncaa-football:2"]; g.Date != "2025-08-30" || g.TimeZone != "Pacific/Honolulu" || g.HomeKey != "" || g.HomeName != "Hawai'i" || g.AwayKey != "ncaa-football:miami" {
		t.Errorf("Hawaii game: %+v", g)
	}
	if g := games["ncaa-football:1"]; g.AwayKey != "" || g.AwayName != "Some FCS Team" || g.Attendance != 50000 {
		t.Errorf("FCS opponent game: %+v", g)
	}
	for _, ts := range ds.TeamSeasons {
		// 2024: the history file's team season gains its final record (bowl counted).
		if ts.FranchiseKey == "ncaa-football:indiana" && ts.SeasonKey == "ncaa-football:2024" && (ts.Wins != 2 || ts.Losses != 0 || !ts.HasRecord) {
			t.Errorf("Indiana 2024: %+v", ts)
		}
		if ts.FranchiseKey == "ncaa-football:indiana" && ts.SeasonKey == "ncaa-football:2025" {
			if ts.Wins != 2 || ts.Losses != 0 || ts.HasRecord || !ts.MadePlayoffs {
				t.Errorf("Indiana 2025 (partial schedule: no record): %+v", ts)
			}
		}
	}
}
