package readmodel

import (
	"context"

	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
)

// PlayerExists reports whether slug (a person slug or a player id) names a
// player, as Player finds one (without building the player's page).
func (m *Model) PlayerExists(ctx context.Context, slug string) (bool, error) {
	_, _, rec, err := m.findPlayer(ctx, slug, Scope{})
	return rec != nil, err
}

// CoachExists reports whether slug (a person slug or id) names a coach, as
// Coach finds one (without building the coach's page).
func (m *Model) CoachExists(ctx context.Context, slug string) (bool, error) {
	snap, _, err := m.coachSnapshot(ctx)
	if err != nil {
		return false, err
	}
	return rmbase.BySlugOrID(snap.BySlug, snap.ByID, slug) != nil, nil
}
