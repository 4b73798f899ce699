package readmodel

import (
	"context"
	"sync"
	"testing"

	"github.com/almanac-sports/almanac/internal/forecast"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

func TestForecastOneTablePerVersion(t *testing.T) {
	m := newModel(storetest.NewTestStore(t))
	sc := forecast.Scope{Sport: "football", Level: "professional"}
	var wg sync.WaitGroup
	tables := make([]*forecast.Table, 4)
	for i := range tables {
		wg.Add(1)
		go func() {
			defer wg.Done()
			tb, err := m.Forecast(context.Background(), sc)
			if err != nil {
				t.Error(err)
			}
			tables[i] = tb
		}()
	}
	wg.Wait()
	for _, tb := range tables[1:] {
		if tb != tables[0] {
			t.Fatalf("concurrent callers got different tables")
		}
	}
	if tb := tables[0]; len(tb.Games) != 0 || tb.Ours.Games != 0 {
		t.Errorf("empty database: %+v", tb.Ours)
	}
	m.Purge()
	if tb, _ := m.Forecast(context.Background(), sc); tb == tables[0] {
		t.Errorf("Purge kept the table")
	}
}
