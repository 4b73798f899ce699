package readmodel

import (
	"context"

	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// The store's reads the model keeps for the dataset version (store_cache.go
// says what drops them): the API asks these, never the store, for teams,
// championships and champions, so a lookup costs no query.

func (m *Model) champions(ctx context.Context) (*store.ChampionSnapshot, error) {
	return championsKind.Get(ctx, m.memo(ctx), struct{}{}, m.st.LoadChampions)
}

func (m *Model) titleSeasons(ctx context.Context) (*store.TitleSeasons, error) {
	return titleSeasonsKind.Get(ctx, m.memo(ctx), struct{}{}, func(ctx context.Context) (*store.TitleSeasons, error) {
		c, err := m.champions(ctx)
		if err != nil {
			return nil, err
		}
		return store.TitleSeasonsOf(c), nil
	})
}

func (m *Model) teams(ctx context.Context) (*store.TeamSnapshot, error) {
	return teamsKind.Get(ctx, m.memo(ctx), struct{}{}, func(ctx context.Context) (*store.TeamSnapshot, error) {
		titles, err := m.titleSeasons(ctx)
		if err != nil {
			return nil, err
		}
		return m.st.LoadTeams(ctx, titles)
	})
}

func (m *Model) championships(ctx context.Context) (*store.ChampionshipSnapshot, error) {
	return championshipsKind.Get(ctx, m.memo(ctx), struct{}{}, m.st.LoadChampionships)
}

// Teams lists teams by name and counts all that match (the snapshot's
// rows: callers must not change them).
func (m *Model) Teams(ctx context.Context, f store.TeamFilter) ([]*store.Team, int, error) {
	snap, err := m.teams(ctx)
	if err != nil {
		return nil, 0, err
	}
	out, total := snap.Teams(f)
	return out, total, nil
}

// TeamGroupCounts counts the teams f matches by league group, in list order.
func (m *Model) TeamGroupCounts(ctx context.Context, f store.TeamFilter) ([]store.TeamGroupCount, error) {
	snap, err := m.teams(ctx)
	if err != nil {
		return nil, err
	}
	return snap.GroupCounts(f), nil
}

// TeamBriefs lists teams in brief, by name.
func (m *Model) TeamBriefs(ctx context.Context, f store.TeamFilter) ([]store.TeamListing, int, error) {
	snap, err := m.teams(ctx)
	if err != nil {
		return nil, 0, err
	}
	out, total := snap.Briefs(f)
	return out, total, nil
}

// TeamBySlug finds a team by slug or numeric id (store.ErrNotFound).
func (m *Model) TeamBySlug(ctx context.Context, slugOrID string) (store.Team, error) {
	snap, err := m.teams(ctx)
	if err != nil {
		return store.Team{}, err
	}
	return snap.BySlug(slugOrID)
}

// Championships lists championships and counts all that match.
func (m *Model) Championships(ctx context.Context, f store.ChampionshipFilter) ([]*store.Championship, int, error) {
	snap, err := m.championships(ctx)
	if err != nil {
		return nil, 0, err
	}
	out, total := snap.List(f)
	return out, total, nil
}

// ChampionshipBySlug finds a championship by slug or numeric id
// (store.ErrNotFound).
func (m *Model) ChampionshipBySlug(ctx context.Context, slugOrID string) (store.Championship, error) {
	snap, err := m.championships(ctx)
	if err != nil {
		return store.Championship{}, err
	}
	return snap.BySlug(slugOrID)
}

// Champions lists champion records, newest first, and counts all that match.
func (m *Model) Champions(ctx context.Context, f store.ChampionFilter) ([]*store.ChampionRecord, int, error) {
	snap, err := m.champions(ctx)
	if err != nil {
		return nil, 0, err
	}
	out, total := snap.List(f)
	return out, total, nil
}

// ChampionshipGames lists a page of a championship's results, newest first,
// and counts them all.
func (m *Model) ChampionshipGames(ctx context.Context, championshipID int64, limit, offset int) ([]store.ChampionshipGame, int, error) {
	all, err := champGamesKind.Get(ctx, m.memo(ctx), championshipID, func(ctx context.Context) ([]store.ChampionshipGame, error) {
		return m.st.LoadChampionshipGames(ctx, championshipID)
	})
	if err != nil {
		return nil, 0, err
	}
	return store.ChampionshipGamesPage(all, limit, offset), len(all), nil
}

// Sports lists the sports.
func (m *Model) Sports(ctx context.Context) ([]store.Sport, error) {
	return sportsKind.Get(ctx, m.memo(ctx), struct{}{}, m.st.Sports)
}

// FinderSchedules are the seasons of a sport and level by id, each with its
// schedule length.
func (m *Model) FinderSchedules(ctx context.Context, sport, level string) (map[int64]store.FinderSeason, error) {
	return finderSchedulesKind.Get(ctx, m.memo(ctx), Scope{Sport: sport, Level: level}, func(ctx context.Context) (map[int64]store.FinderSeason, error) {
		return m.st.FinderSchedules(ctx, sport, level)
	})
}

// teamSeasonRows are a franchise's seasons, newest first.
func (m *Model) teamSeasonRows(ctx context.Context, franchiseID int64) ([]store.TeamSeason, error) {
	all, err := teamSeasonsKind.Get(ctx, m.memo(ctx), struct{}{}, func(ctx context.Context) (map[int64][]store.TeamSeason, error) {
		titles, err := m.titleSeasons(ctx)
		if err != nil {
			return nil, err
		}
		return m.st.LoadTeamSeasons(ctx, titles)
	})
	return all[franchiseID], err
}

// teamTitleYears counts the seasons in which a team won a title (all time,
// or startYear's only).
func (m *Model) teamTitleYears(ctx context.Context, franchiseID int64, startYear int) (int, error) {
	titles, err := m.titleSeasons(ctx)
	if err != nil {
		return 0, err
	}
	return titles.TeamTitleYears(franchiseID, startYear), nil
}

// teamRoster is a team's roster of a season: a copy (callers fill in and
// sort their entries).
func (m *Model) teamRoster(ctx context.Context, franchiseID int64, year int) ([]store.RosterEntry, string, error) {
	r, err := rosterKind.Get(ctx, m.memo(ctx), franchiseYear{franchiseID, year}, func(ctx context.Context) (teamRoster, error) {
		e, src, err := m.st.TeamRoster(ctx, franchiseID, year)
		return teamRoster{e, src}, err
	})
	return append([]store.RosterEntry(nil), r.entries...), r.source, err
}

func (m *Model) teamScheduleYear(ctx context.Context, franchiseID int64) (int, error) {
	return scheduleYearKind.Get(ctx, m.memo(ctx), franchiseID, func(ctx context.Context) (int, error) {
		return m.st.TeamScheduleYear(ctx, franchiseID)
	})
}

func (m *Model) teamSplits(ctx context.Context, franchiseID int64) ([]stats.TeamSplit, error) {
	return splitsKind.Get(ctx, m.memo(ctx), franchiseID, func(ctx context.Context) ([]stats.TeamSplit, error) {
		ix, err := m.gameIndex(ctx)
		if err != nil {
			return nil, err
		}
		return splitsOf(ix, franchiseID), nil
	})
}

// meeting is the last game between two teams, or with today set the next.
func (m *Model) meeting(ctx context.Context, k meetingKey) (*store.Meeting, error) {
	return meetingKind.Get(ctx, m.memo(ctx), k, func(ctx context.Context) (*store.Meeting, error) {
		if k.next {
			return m.st.NextMeeting(ctx, k.a, k.b, k.today, k.year)
		}
		return m.st.LastMeeting(ctx, k.a, k.b, k.year)
	})
}

func (m *Model) championshipTitles(ctx context.Context, id int64) ([]store.TitleRow, error) {
	return champTitlesKind.Get(ctx, m.memo(ctx), id, func(ctx context.Context) ([]store.TitleRow, error) {
		return m.st.ChampionshipTitles(ctx, id)
	})
}

func (m *Model) championshipGameCount(ctx context.Context, id int64) (int, bool, error) {
	c, err := champGameCountKind.Get(ctx, m.memo(ctx), id, func(ctx context.Context) (champGameCount, error) {
		n, byGames, err := m.st.ChampionshipGameCount(ctx, id)
		return champGameCount{n, byGames}, err
	})
	return c.n, c.byGames, err
}
