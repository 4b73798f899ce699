package ingesttest

import (
	"fmt"
	"io/fs"
	"os"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// ShippedData is the repository's data folder as an importer's package
// tests see it.
const ShippedData = "../../../data"

// Load reads a group from the shipped data and logs how long it took and
// the rows of each table it filled.
func Load(t *testing.T, group string, load func(fs.FS) (*dataset.Dataset, error)) *dataset.Dataset {
	t.Helper()
	start := time.Now()
	ds, err := load(os.DirFS(ShippedData))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s: loaded in %v: %s", group, time.Since(start), counts(ds))
	return ds
}

// LoadTwice is Load, failing when a second load differs: an import of the
// same files gives the same rows.
func LoadTwice(t *testing.T, group string, load func(fs.FS) (*dataset.Dataset, error)) *dataset.Dataset {
	t.Helper()
	ds := Load(t, group, load)
	again, err := load(os.DirFS(ShippedData))
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(ds, again) {
		t.Errorf("%s: two loads differ", group)
	}
	return ds
}

// counts names the row count of each table the dataset fills.
func counts(ds *dataset.Dataset) string {
	v := reflect.ValueOf(ds).Elem()
	var parts []string
	for i := range v.NumField() {
		if f := v.Field(i); f.Kind() == reflect.Slice && f.Len() > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", f.Len(), v.Type().Field(i).Name))
		}
	}
	return strings.Join(parts, ", ")
}
