package ratelimit

import (
	"context"
	"time"

	"github.com/redis/go-redis/v9"
)

// Redis shares buckets across instances. Each bucket is one hash updated
// atomically by a Lua script (token bucket with the server's clock).
type Redis struct {
	c      redis.UniversalClient
	limits Limits
	prefix string
}

// NewRedis uses client c; keys start with prefix.
func NewRedis(c redis.UniversalClient, l Limits, prefix string) *Redis {
	return &Redis{c: c, limits: l, prefix: prefix}
}

var takeScript = redis.NewScript(`
local key = KEYS[1]
local burst = tonumber(ARGV[1])
local per_token_us = tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
local b = redis.call('HMGET', key, 'tokens', 'at')
local tokens = tonumber(b[1])
local at = tonumber(b[2])
if tokens == nil then tokens = burst; at = now end
tokens = math.min(burst, tokens + (now - at) / per_token_us)
local allowed = 0
local wait = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
else
  wait = math.ceil((1 - tokens) * per_token_us)
end
redis.call('HSET', key, 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', key, math.ceil(burst * per_token_us / 1000) + 1000)
return {allowed, wait, math.floor(tokens), math.ceil((burst - tokens) * per_token_us)}
`)

// Allow takes a token from the shared bucket.
func (r *Redis) Allow(ctx context.Context, class, client string) (Decision, error) {
	lim, ok := r.limits[class]
	if !ok {
		return Decision{Allowed: true}, nil
	}
	return r.Take(ctx, class+":"+client, lim)
}

// Take takes a token from the shared bucket, sized by lim.
func (r *Redis) Take(ctx context.Context, bucket string, lim Limit) (Decision, error) {
	perTokenUS := float64(lim.Per.Microseconds()) / float64(lim.Rate)
	res, err := takeScript.Run(ctx, r.c, []string{r.prefix + bucket}, lim.Burst, perTokenUS).Int64Slice()
	if err != nil {
		return Decision{}, err
	}
	return Decision{Allowed: res[0] == 1, RetryAfter: time.Duration(res[1]) * time.Microsecond, Remaining: int(res[2]),
		Limit: lim.Burst, Reset: time.Duration(res[3]) * time.Microsecond}, nil
}
