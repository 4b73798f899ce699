package readmodel

import (
	"testing"

	"github.com/almanac-sports/almanac/internal/store"
)

func TestForSharesOneModelPerStore(t *testing.T) {
	a, b := &store.Store{}, &store.Store{}
	if For(a) != For(a) {
		t.Error("two models for one store")
	}
	if For(a) == For(b) {
		t.Error("two stores share a model")
	}
	if For(nil) == For(nil) {
		t.Error("models without a store are shared")
	}
}
