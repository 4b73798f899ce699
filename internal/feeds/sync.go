package feeds

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/almanac-sports/almanac/internal/live"
	"github.com/almanac-sports/almanac/internal/store"
)

// DefaultBases are the feeds' public hosts.
var DefaultBases = map[string]string{
	"nhl":      "https://api-web.nhle.com",
	"mlb":      "https://statsapi.mlb.com",
	"espn-nfl": "https://site.api.espn.com",
	"espn-nba": "https://site.api.espn.com",
	"espn-cfb": "https://site.api.espn.com",
	"espn-mbb": "https://site.api.espn.com",
}

// Politeness: one request at a time per source, at most maxRequests a run,
// a bounded body, retries with exponential backoff and jitter on 429, 5xx
// and network errors.
const (
	maxRequests  = 40
	maxBody      = 16 << 20
	maxAttempts  = 3
	firstBackoff = 500 * time.Millisecond
	maxBackoff   = 10 * time.Second
	userAgent    = "Almanac (self-hosted sports almanac; polls at most once a minute)"
)

// Syncer runs the adapters against their feeds and writes what they report.
type Syncer struct {
	Store  *store.Store
	Data   fs.FS // the dataset's folder: the crosswalks
	Client *http.Client
	Bases  map[string]string // base URL overrides by source
	// MLBTerms: the operator accepted the MLB Stats API's terms.
	MLBTerms bool
	// Written is told each game a run created or changed (the server patches
	// its read model and streams; nil in the CLI).
	Written func(ctx context.Context, gameID int64)
	Log     *slog.Logger
	// sleep waits between retries (tests make it instant); now is the clock
	// (tests set it).
	sleep func(ctx context.Context, d time.Duration) error
	now   func() time.Time

	mu         sync.Mutex
	validators map[string]validator // URL -> the last answer's ETag / Last-Modified
}

type validator struct{ etag, modified string }

// Report is one source's run, as `almanac sync` prints it.
type Report struct {
	Source                               string
	Requests, NotModified, Fetched       int
	Created, Updated, Unchanged, Skipped int
	SkipReasons                          map[string]int
	// BoxScores: final games' player lines written; BoxesLeft: those the
	// request budget left for the next run.
	BoxScores, BoxesLeft int
	Errors               []string
	Took                 time.Duration
}

func (r Report) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %d requests (%d not modified), %d games fetched: %d created, %d updated, %d unchanged, %d skipped",
		r.Source, r.Requests, r.NotModified, r.Fetched, r.Created, r.Updated, r.Unchanged, r.Skipped)
	if len(r.SkipReasons) > 0 {
		reasons := make([]string, 0, len(r.SkipReasons))
		for k, n := range r.SkipReasons {
			reasons = append(reasons, fmt.Sprintf("%s: %d", k, n))
		}
		sort.Strings(reasons)
		fmt.Fprintf(&b, " (%s)", strings.Join(reasons, "; "))
	}
	if r.BoxScores+r.BoxesLeft > 0 {
		fmt.Fprintf(&b, ", %d box scores written", r.BoxScores)
		if r.BoxesLeft > 0 {
			fmt.Fprintf(&b, " (%d left for the next run: request budget)", r.BoxesLeft)
		}
	}
	fmt.Fprintf(&b, ", %d errors", len(r.Errors))
	for _, e := range r.Errors {
		b.WriteString("\n  error: " + e)
	}
	return b.String()
}

func (r *Report) skip(reason string) {
	r.Skipped++
	if r.SkipReasons == nil {
		r.SkipReasons = map[string]int{}
	}
	r.SkipReasons[reason]++
}

// Run fetches the days from .. to of one source and writes its games. A
// failed request (timeout, 5xx, a body that is not the feed's shape) is
// counted and reported and writes nothing; the other requests go on.
func (s *Syncer) Run(ctx context.Context, a Adapter, from, to time.Time) Report {
	start := time.Now()
	rep := Report{Source: a.Name()}
	defer func() { rep.Took = time.Since(start) }()
	if a.Name() == "mlb" && !s.MLBTerms {
		rep.Errors = append(rep.Errors, "the MLB Stats API allows individual, non-commercial use only: set SYNC_MLB_ACCEPT_TERMS=true to accept its terms")
		return rep
	}
	sport, level := a.Sport()
	sid, lid, _, _ := store.SportLevelIDs(sport, level)
	teams, err := s.Store.FeedTeams(ctx, sid, lid, from.Year()-2)
	if err != nil {
		rep.Errors = append(rep.Errors, "reading the teams: "+err.Error())
		return rep
	}
	res, err := NewResolver(s.Data, a.Name(), teams)
	if err != nil {
		rep.Errors = append(rep.Errors, "reading the crosswalks: "+err.Error())
		return rep
	}
	base := DefaultBases[a.Name()]
	if b := s.Bases[a.Name()]; b != "" {
		base = b
	}
	reqs := a.Requests(from, to)
	if len(reqs) > maxRequests {
		rep.Errors = append(rep.Errors, fmt.Sprintf("%d requests asked, %d allowed a run: the last days are left for the next run", len(reqs), maxRequests))
		reqs = reqs[:maxRequests]
	}
	// A game listed by two requests (MLB lists a postponed game on its old
	// day and on its new one) is written once, as the later request has it.
	var games []Game
	at := map[string]int{}
	for _, path := range reqs {
		rep.Requests++
		body, err := s.fetch(ctx, base+path)
		if errors.Is(err, errNotModified) {
			rep.NotModified++
			continue
		}
		if err != nil {
			rep.Errors = append(rep.Errors, path+": "+err.Error())
			continue
		}
		parsed, err := a.Parse(body)
		if err != nil {
			rep.Errors = append(rep.Errors, path+": "+err.Error())
			s.forget(base + path) // parse again next time, not a 304
			continue
		}
		for _, g := range parsed {
			if i, ok := at[g.ID]; ok {
				games[i] = g
				continue
			}
			at[g.ID] = len(games)
			games = append(games, g)
		}
	}
	ba, hasBox := a.(BoxAdapter)
	for _, g := range games {
		rep.Fetched++
		id, outcome := s.write(ctx, &rep, res, g)
		if hasBox && id != 0 && g.Status == "final" {
			s.syncBox(ctx, &rep, ba, base, g, id, sid, outcome)
		}
	}
	return rep
}

// write resolves one game's teams and writes it; it answers the game's id
// (0 when it was not written) and what the write did.
func (s *Syncer) write(ctx context.Context, rep *Report, res *Resolver, g Game) (int64, string) {
	if g.Skip != "" {
		rep.skip(g.Skip)
		return 0, ""
	}
	home, err := res.Team(g.Home)
	if err != nil {
		rep.skip(err.Error())
		return 0, ""
	}
	away, err := res.Team(g.Away)
	if err != nil {
		rep.skip(err.Error())
		return 0, ""
	}
	sid, lid, _, _ := store.SportLevelIDs(g.Sport, g.Level)
	fg := store.FeedGame{Source: g.Source, GameType: g.Type, IngestGame: store.IngestGame{
		ExternalID: g.Source + ":" + g.ID, SportID: sid, LevelID: lid, Sport: g.Sport, Level: g.Level,
		Home: home, Away: away, Date: g.Date, Status: g.Status, TimeRemaining: g.Clock,
		HomeScore: int64(g.HomeScore), AwayScore: int64(g.AwayScore), Overtime: g.Overtime}}
	if g.Period > 0 {
		fg.Period.Int64, fg.Period.Valid = int64(g.Period), true
	}
	after, outcome, err := s.Store.SyncGame(ctx, fg, func(before *store.GameBase, after store.GameBase) *store.AuditEntry {
		return &store.AuditEntry{Action: "game.sync", Entity: "game", ActorRole: "feed", ActorEmail: g.Source,
			EntityID: sql.NullInt64{Int64: after.ID, Valid: true}, ExternalID: after.ExternalID, Before: live.Audit(before), After: live.Audit(&after),
			Reason: "score feed " + g.Source}
	})
	var idErr *store.IdentityError
	switch {
	case errors.As(err, &idErr):
		rep.skip("feed id names another game: " + idErr.Error())
		return 0, ""
	case errors.Is(err, store.ErrNoSeason):
		rep.skip("no season of the league covers " + g.Date)
		return 0, ""
	case err != nil:
		rep.Errors = append(rep.Errors, fmt.Sprintf("game %s: %v", g.ID, err))
		return 0, ""
	}
	switch outcome {
	case store.SyncCreated:
		rep.Created++
	case store.SyncUpdated:
		rep.Updated++
	default:
		rep.Unchanged++
		return after.ID, outcome
	}
	if s.Written != nil {
		s.Written(ctx, after.ID)
	}
	return after.ID, outcome
}

var errNotModified = errors.New("not modified")

// fetch GETs url, retrying 429, 5xx and network errors with exponential
// backoff and jitter (a Retry-After within the cap is honoured); 304 is
// errNotModified.
func (s *Syncer) fetch(ctx context.Context, url string) ([]byte, error) {
	wait := firstBackoff
	var last error
	for attempt := 0; attempt < maxAttempts; attempt++ {
		if attempt > 0 {
			d := wait/2 + rand.N(wait) // jitter: 0.5x .. 1.5x
			if err := s.pause(ctx, d); err != nil {
				return nil, err
			}
			wait = min(wait*2, maxBackoff)
		}
		body, retryAfter, err := s.get(ctx, url)
		if err == nil || errors.Is(err, errNotModified) || !retryable(err) {
			return body, err
		}
		last = err
		if retryAfter > 0 {
			wait = min(retryAfter, maxBackoff)
		}
	}
	return nil, last
}

type statusError struct{ code int }

func (e statusError) Error() string { return "HTTP " + strconv.Itoa(e.code) }

func retryable(err error) bool {
	var se statusError
	if errors.As(err, &se) {
		return se.code == http.StatusTooManyRequests || se.code >= 500
	}
	return !errors.Is(err, context.Canceled) && !errors.Is(err, ErrShape)
}

func (s *Syncer) get(ctx context.Context, url string) ([]byte, time.Duration, error) {
	ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, 0, err
	}
	req.Header.Set("User-Agent", userAgent)
	req.Header.Set("Accept", "application/json")
	s.mu.Lock()
	v := s.validators[url]
	s.mu.Unlock()
	if v.etag != "" {
		req.Header.Set("If-None-Match", v.etag)
	}
	if v.modified != "" {
		req.Header.Set("If-Modified-Since", v.modified)
	}
	client := s.Client
	if client == nil {
		client = http.DefaultClient
	}
	resp, err := client.Do(req)
	if err != nil {
		return nil, 0, err
	}
	defer resp.Body.Close()
	switch {
	case resp.StatusCode == http.StatusNotModified:
		return nil, 0, errNotModified
	case resp.StatusCode != http.StatusOK:
		io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
		ra, _ := strconv.Atoi(resp.Header.Get("Retry-After"))
		return nil, time.Duration(ra) * time.Second, statusError{resp.StatusCode}
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxBody+1))
	if err != nil {
		return nil, 0, err
	}
	if len(body) > maxBody {
		return nil, 0, fmt.Errorf("body over %d MiB", maxBody>>20)
	}
	s.remember(url, validator{etag: resp.Header.Get("ETag"), modified: resp.Header.Get("Last-Modified")})
	return body, 0, nil
}

// remember keeps a URL's validators; the map holds at most the requests of
// a few runs (it is cleared when it outgrows them).
func (s *Syncer) remember(url string, v validator) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if v.etag == "" && v.modified == "" {
		delete(s.validators, url)
		return
	}
	if s.validators == nil || len(s.validators) >= 4*maxRequests*len(DefaultBases) {
		s.validators = map[string]validator{}
	}
	s.validators[url] = v
}

func (s *Syncer) forget(url string) {
	s.mu.Lock()
	delete(s.validators, url)
	s.mu.Unlock()
}

func (s *Syncer) pause(ctx context.Context, d time.Duration) error {
	if s.sleep != nil {
		return s.sleep(ctx, d)
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}
