package rmbase

import (
	"testing"
	"time"
)

func TestAgeOn(t *testing.T) {
	now := time.Date(2025, 6, 15, 12, 0, 0, 0, time.UTC)
	if a := AgeOn("1984-12-30", "", now); a == nil || *a != 40 {
		t.Errorf("age %v", a)
	}
	if a := AgeOn("1984-06-15", "", now); a == nil || *a != 41 {
		t.Errorf("birthday age %v", a)
	}
	if AgeOn("1895-02-06", "1948-08-16", now) != nil || AgeOn("", "", now) != nil || AgeOn("19xx-01-01", "", now) != nil {
		t.Error("age for dead or unknown")
	}
}
