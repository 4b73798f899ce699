// Package people holds the read model's snapshots of the people pages, each
// read from the database in a few queries and kept for one dataset version:
//
//   - the shared base (base.go): franchises and their names per season,
//     seasons, sports, levels, championships and their results;
//   - the players (players.go builds them; player_rec.go the compact record
//     kept per player; player_lookup.go the lookups by id, slug, person and
//     name);
//   - the coaches (coaches.go): their tenures, records and titles.
//
// Careers are computed in one place: season_lines.go merges a player's rows
// per season, career.go totals them, leagues.go splits them by league the
// way each league's record book counts them. The JSON shapes of players and
// coaches live here too (players_json.go, coaches_json.go, person.go).
//
// It knows nothing of the answers or of when a snapshot is dropped: the read
// model keeps the snapshots (people_cache.go), memoizes its answers on top
// and names the shapes for the API.
package people
