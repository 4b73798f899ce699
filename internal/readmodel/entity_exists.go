package readmodel

import (
	"context"
	"strconv"
)

// PlayerExists reports whether slug (a person slug or a player id) names a
// player, as Player finds one (without building the player's page).
func (m *Model) PlayerExists(ctx context.Context, slug string) (bool, error) {
	snap, _, err := m.playerSnapshot(ctx)
	if err != nil {
		return false, err
	}
	return pickPlayer(snap, slug, Scope{}) != nil, nil
}

// CoachExists reports whether slug (a person slug or id) names a coach, as
// Coach finds one (without building the coach's page).
func (m *Model) CoachExists(ctx context.Context, slug string) (bool, error) {
	snap, _, err := m.coachSnapshot(ctx)
	if err != nil {
		return false, err
	}
	if snap.BySlug[slug] != nil {
		return true, nil
	}
	id, err := strconv.Atoi(slug)
	return err == nil && snap.ByID[id] != nil, nil
}
