package feeds

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/almanac-sports/almanac/internal/store"
)

// correctionAge: a final game this many days old is in the correction pass
// (the scheduler fetches the games of a week ago again once a day).
const correctionAge = 2

// syncBox fetches and writes a final game's player lines when the game has
// none yet, or has the feed's own and its result changed or it is in the
// correction pass (leagues correct stats in the days after a game). An
// imported box score is never replaced. A failed request or a payload of
// another shape is an error of this run and writes nothing; the next run
// asks again.
func (s *Syncer) syncBox(ctx context.Context, rep *Report, a BoxAdapter, base string, g Game, gameID, sportID int64, outcome string) {
	owner, err := s.Store.FeedBoxOwner(ctx, gameID)
	if err != nil {
		rep.Errors = append(rep.Errors, fmt.Sprintf("game %s: box score: %v", g.ID, err))
		return
	}
	if owner != "" {
		if owner != a.BoxSource() {
			return // the import's box score stays
		}
		old := false
		if d, err := time.Parse(time.DateOnly, g.Date); err == nil {
			now := time.Now
			if s.now != nil {
				now = s.now
			}
			old = now().Sub(d) > correctionAge*24*time.Hour
		}
		if outcome == store.SyncUnchanged && !old {
			return
		}
	}
	if rep.Requests >= maxRequests {
		rep.BoxesLeft++
		return
	}
	path := a.BoxPath(g)
	rep.Requests++
	body, err := s.fetch(ctx, base+path)
	if errors.Is(err, errNotModified) {
		rep.NotModified++
		return
	}
	if err != nil {
		rep.Errors = append(rep.Errors, path+": "+err.Error())
		return
	}
	fb, err := a.ParseBox(body, g)
	if err != nil {
		rep.Errors = append(rep.Errors, path+": "+err.Error())
		s.forget(base + path)
		return
	}
	changed, err := s.Store.SaveFeedBox(ctx, gameID, sportID, fb, g.Source)
	if err != nil {
		rep.Errors = append(rep.Errors, fmt.Sprintf("game %s: box score: %v", g.ID, err))
		s.forget(base + path)
		return
	}
	if changed {
		rep.BoxScores++
		if s.Written != nil {
			s.Written(ctx, gameID)
		}
	}
}
