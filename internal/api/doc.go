// Package api is Almanac's public read API: a route table on the standard
// mux, one handler shape, JSON errors, paging, caching headers and an
// OpenAPI document generated from the same table.
//
// # What lives in memory
//
// The read model (internal/readmodel) holds what must live in memory for
// speed and the computations over it; its package documentation gives the
// figures and the one invalidation rule (store.Version), which the
// response cache follows too. Handlers parse, call it (or the store) and
// return.
//
// The response cache holds encoded answers (identity and gzip), bounded in
// bytes (RESPONSE_CACHE_MB) and keyed on the route plus the canonical form
// of the parameters the route declares, so no request can make it grow past
// its bound or add entries with parameters the route ignores.
package api
