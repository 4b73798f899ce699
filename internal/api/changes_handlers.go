package api

import (
	"encoding/base64"
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/store"
)

// The changes feed: what was written since a cursor, so a mirror that
// copied a release (or crawled the API) stays in sync by fetching again
// only what changed.

const (
	defaultChanges = 100
	maxChanges     = 1000
)

func (a *API) changeRoutes() []Route {
	days := strconv.Itoa(int(store.ChangesKept / (24 * time.Hour)))
	return []Route{
		{Path: "/api/changes", Summary: "What changed (games, team seasons, player seasons, champions) after a cursor, oldest first: each entry names the entity and the API path to fetch it again (removed: it is gone). " +
			"Start without since (every change kept), then pass the answer's next as since until more is false; keep next for the next poll. Changes are kept " + days + " days: an older cursor answers 410 and the mirror starts again from the latest release (/api/downloads). " +
			"Logged by live scores and box scores, operators' corrections and re-imports (a source's first import is the starting point, not a change)",
			Tag: "reference", Cache: CacheNone, Errors: []int{http.StatusGone},
			Params: []Param{
				{Name: "since", Type: "string", Description: "The cursor of an earlier answer (its next); absent: from the oldest change kept"},
				{Name: "limit", Type: "integer", Description: "At most this many changes (1-" + strconv.Itoa(maxChanges) + ")", Default: strconv.Itoa(defaultChanges)},
			},
			Handler: typed(a.changes)},
	}
}

// ChangeEntry is one change of the feed: kind is game, team_season,
// player_season or champion; action changed (created or written) or
// removed.
type ChangeEntry struct {
	Kind   string `json:"kind"`
	Action string `json:"action"`
	Sport  string `json:"sport"`
	Level  string `json:"level"`
	// Slug names the game, the team, the player or the championship.
	Slug string `json:"slug"`
	// Year: the season's start year (team and player seasons), the
	// championship's year (champions); null for games.
	Year      *int64 `json:"year"`
	URL       string `json:"url"`
	ChangedAt string `json:"changed_at"`
}

// Changes is GET /api/changes/.
type Changes struct {
	Changes []ChangeEntry `json:"changes"`
	// Next is the cursor to pass as since next time (the one given when
	// nothing changed).
	Next string `json:"next"`
	// More: further changes are waiting after next.
	More bool `json:"more"`
}

func (a *API) changes(r *http.Request) (Changes, error) {
	p := paramsOf(r)
	limit, has := p.Int("limit", 1, maxChanges)
	if !has {
		limit = defaultChanges
	}
	if err := p.Err(); err != nil {
		return Changes{}, err
	}
	var after int64
	if raw := strings.TrimSpace(query(r).Get("since")); raw != "" {
		n, ok := parseCursor(raw)
		if !ok {
			return Changes{}, httpio.BadParam("since", "not a cursor of this feed (pass the next of an earlier answer), got %q", raw)
		}
		after = n
	} else {
		_, floor, err := a.Store.ChangesHead(r.Context())
		if err != nil {
			return Changes{}, err
		}
		after = floor
	}
	page, err := a.Store.Changes(r.Context(), after, limit)
	switch {
	case errors.Is(err, store.ErrChangesGone):
		return Changes{}, &Error{Status: http.StatusGone, Detail: `Invalid parameter "since": the changes after this cursor are no longer kept; start again from the latest release (/api/downloads/)`}
	case errors.Is(err, store.ErrChangesAhead):
		return Changes{}, httpio.BadParam("since", "the cursor is past the latest change: not one this server gave")
	case err != nil:
		return Changes{}, err
	}
	out := Changes{Changes: make([]ChangeEntry, 0, len(page.Changes)), Next: cursorOf(page.Next), More: page.More}
	for _, c := range page.Changes {
		e := ChangeEntry{Kind: c.Kind, Action: c.Action, Sport: c.Sport, Level: c.Level, Slug: c.Slug,
			URL: changeURL(c), ChangedAt: time.Unix(c.ChangedAt, 0).UTC().Format(time.RFC3339)}
		if c.Year != 0 {
			e.Year = new(c.Year)
		}
		out.Changes = append(out.Changes, e)
	}
	return out, nil
}

// changeURL is the API path that answers the changed entity.
func changeURL(c store.Change) string {
	s := url.PathEscape(c.Slug)
	switch c.Kind {
	case store.KindGame:
		return "/api/games/" + s + "/"
	case store.KindTeamSeason:
		return "/api/teams/" + s + "/seasons/" + strconv.FormatInt(c.Year, 10) + "/"
	case store.KindPlayerSeason:
		return "/api/players/" + s + "/"
	default:
		return "/api/championships/championships/" + s + "/champions/"
	}
}

// A cursor is opaque to clients (its form may change): the change number,
// prefixed and base64url-encoded.
const cursorPrefix = "c1:"

func cursorOf(seq int64) string {
	return base64.RawURLEncoding.EncodeToString([]byte(cursorPrefix + strconv.FormatInt(seq, 10)))
}

func parseCursor(s string) (int64, bool) {
	b, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil || !strings.HasPrefix(string(b), cursorPrefix) {
		return 0, false
	}
	n, err := strconv.ParseInt(strings.TrimPrefix(string(b), cursorPrefix), 10, 64)
	return n, err == nil && n >= 0
}
