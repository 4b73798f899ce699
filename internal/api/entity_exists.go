package api

import (
	"context"
	"errors"
	"strings"

	"github.com/almanac-sports/almanac/internal/store"
)

// EntityExists reports whether the detail page of kind ("team", "player",
// "coach", "season", "championship", "game") at slug shows something: the
// same look-up its API route makes, so the page answers 404 exactly when
// the app will say "Not Found". An error means the look-up failed, not that
// the entity is missing.
func (a *API) EntityExists(ctx context.Context, kind, slug string) (bool, error) {
	slug = strings.TrimSpace(slug)
	if slug == "" || len(slug) > 200 {
		return false, nil
	}
	var err error
	switch kind {
	case "team":
		_, err = a.model().TeamBySlug(ctx, slug)
	case "championship":
		_, err = a.model().ChampionshipBySlug(ctx, slug)
	case "game":
		_, err = a.model().Game(ctx, slug)
	case "season":
		d, err := a.model().Season(ctx, slug)
		return d != nil, err
	case "player":
		return a.model().PlayerExists(ctx, slug)
	case "coach":
		return a.model().CoachExists(ctx, slug)
	default:
		return false, errors.New("no detail page of kind " + kind)
	}
	if errors.Is(err, store.ErrNotFound) {
		return false, nil
	}
	return err == nil, err
}
