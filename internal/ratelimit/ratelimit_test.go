package ratelimit

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want string
		err  bool
	}{
		{"", Defaults().String(), false},
		{"off", "off", false},
		{"search=5/1s:5", "analytics=120/1m0s:60,auth=10/1m0s:10,data=600/1m0s:300,export=30/1m0s:10,search=5/1s:5", false},
		{"auth=3/1m:3", "analytics=120/1m0s:60,auth=3/1m0s:3,data=600/1m0s:300,export=30/1m0s:10,search=20/1s:40", false},
		{"data=10/m:20", "analytics=120/1m0s:60,auth=10/1m0s:10,data=10/1m0s:20,export=30/1m0s:10,search=20/1s:40", false},
		{"bogus=1/1s:1", "", true},
		{"data=ten/1s:1", "", true},
		{"data=1/1s", "", true},
		{"data=0/1s:1", "", true},
	} {
		l, err := Parse(tc.in)
		if (err != nil) != tc.err {
			t.Errorf("Parse(%q) err = %v", tc.in, err)
			continue
		}
		if err == nil && l.String() != tc.want {
			t.Errorf("Parse(%q) = %s, want %s", tc.in, l, tc.want)
		}
	}
}

func TestMemoryBucket(t *testing.T) {
	now := time.Unix(0, 0)
	m := NewMemory(Limits{"search": {Rate: 10, Per: time.Second, Burst: 3}})
	m.now = func() time.Time { return now }
	ctx := context.Background()
	for i := 0; i < 3; i++ {
		if d, _ := m.Allow(ctx, "search", "a"); !d.Allowed {
			t.Fatalf("request %d refused within burst", i)
		}
	}
	d, _ := m.Allow(ctx, "search", "a")
	if d.Allowed || d.RetryAfter != 100*time.Millisecond {
		t.Fatalf("4th: %+v", d)
	}
	if d, _ := m.Allow(ctx, "search", "b"); !d.Allowed {
		t.Fatal("another client shares the bucket")
	}
	now = now.Add(100 * time.Millisecond)
	if d, _ := m.Allow(ctx, "search", "a"); !d.Allowed {
		t.Fatal("no refill after 100ms")
	}
	if d, _ := m.Allow(ctx, "unlimited-class", "a"); !d.Allowed {
		t.Fatal("unknown class limited")
	}
}

func TestRedisBucket(t *testing.T) {
	url := os.Getenv("TEST_REDIS_URL")
	if url == "" {
		t.Skip("TEST_REDIS_URL not set")
	}
	opt, err := redis.ParseURL(url)
	if err != nil {
		t.Fatal(err)
	}
	c := redis.NewClient(opt)
	defer c.Close()
	prefix := "almanac-test:" + time.Now().Format("150405.000000") + ":"
	r1 := NewRedis(c, Limits{"data": {Rate: 1, Per: time.Hour, Burst: 2}}, prefix)
	r2 := NewRedis(c, Limits{"data": {Rate: 1, Per: time.Hour, Burst: 2}}, prefix)
	ctx := context.Background()
	// Two instances share one bucket.
	if d, err := r1.Allow(ctx, "data", "ip"); err != nil || !d.Allowed {
		t.Fatalf("1: %+v %v", d, err)
	}
	if d, err := r2.Allow(ctx, "data", "ip"); err != nil || !d.Allowed {
		t.Fatalf("2: %+v %v", d, err)
	}
	d, err := r1.Allow(ctx, "data", "ip")
	if err != nil || d.Allowed || d.RetryAfter < 59*time.Minute {
		t.Fatalf("3: %+v %v", d, err)
	}
}

// A bucket named by the caller takes the limit given with each call, so a
// limit changed at run time applies at once.
func TestMemoryTake(t *testing.T) {
	now := time.Unix(0, 0)
	m := NewMemory(nil)
	m.now = func() time.Time { return now }
	ctx := context.Background()
	small := Limit{Rate: 2, Per: time.Minute, Burst: 2}
	for i, want := range []Decision{
		{Allowed: true, Remaining: 1, Limit: 2, Reset: 30 * time.Second},
		{Allowed: true, Remaining: 0, Limit: 2, Reset: time.Minute},
		{Allowed: false, RetryAfter: 30 * time.Second, Limit: 2, Reset: time.Minute},
	} {
		if d, _ := m.Take(ctx, "key:1", small); d != want {
			t.Fatalf("take %d: %+v, want %+v", i, d, want)
		}
	}
	now = now.Add(30 * time.Second)
	big := Limit{Rate: 10, Per: time.Minute, Burst: 10}
	if d, _ := m.Take(ctx, "key:1", big); !d.Allowed || d.Limit != 10 {
		t.Fatalf("after the plan grew: %+v", d)
	}
}
