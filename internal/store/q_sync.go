package store

import (
	"context"
	"database/sql"
)

// FeedGame is a score feed's game with its teams resolved.
type FeedGame struct {
	IngestGame        // ExternalID is "<source>:<the feed's id>": ids are unique within a feed only
	Source     string // the feed: "nhl", "espn-nfl", ...
	GameType   string // regular or playoff, for a game the data does not hold yet
}

// What a feed's game did to the data.
const (
	SyncCreated   = "created"
	SyncUpdated   = "updated"
	SyncUnchanged = "unchanged"
)

// SyncGame writes a feed's game through the path operators' live scores
// take: by its feed id, else the imported game of the same day and teams
// (taken over, its result kept across re-imports), else a new game. A game
// the feed reports as the data already has it writes nothing. audit makes
// the entry of a change.
func (s *Store) SyncGame(ctx context.Context, g FeedGame, audit AuditFunc[GameBase]) (GameBase, string, error) {
	after, before, err := s.writeLiveGame(ctx, g.IngestGame, liveWrite{source: g.Source, gameType: g.GameType, feed: true}, audit)
	switch {
	case err != nil:
		return GameBase{}, "", err
	case before == nil:
		return after, SyncCreated, nil
	case before.ExternalID == g.ExternalID && sameResult(*before, g.IngestGame):
		return after, SyncUnchanged, nil
	}
	return after, SyncUpdated, nil
}

// feedScores are the scores a write stores: a feed's game that has not been
// played (scheduled, postponed) has none, as the imported schedules have
// none; an operator's write keeps what it sends.
func feedScores(g IngestGame, feed bool) (home, away any) {
	if feed && (g.Status == "scheduled" || g.Status == "postponed") {
		return nil, nil
	}
	return g.HomeScore, g.AwayScore
}

// sameResult: the stored game already says what a feed's g says (day,
// status, score, overtime, period and clock).
func sameResult(b GameBase, g IngestGame) bool {
	home, away := feedScores(g, true)
	return b.Date == g.Date && b.Status == g.Status && sameScore(b.HomeScore, home) && sameScore(b.AwayScore, away) &&
		b.Overtime == g.Overtime && b.Period == g.Period && b.TimeRemaining == g.TimeRemaining
}

func sameScore(stored sql.NullInt64, v any) bool {
	if v == nil {
		return !stored.Valid
	}
	return stored.Valid && stored.Int64 == v.(int64)
}
