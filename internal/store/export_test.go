package store

// SetBoxChunk makes the game-lines fill read n box scores at a time, so a
// small fixture crosses chunks; the returned func restores it.
func SetBoxChunk(n int) (restore func()) {
	old := boxChunk
	boxChunk = n
	return func() { boxChunk = old }
}

// ExpireLineCoverage makes every kept coverage answer older than its TTL.
func ExpireLineCoverage(s *Store) {
	s.lineCov.mu.Lock()
	defer s.lineCov.mu.Unlock()
	for k, e := range s.lineCov.memo {
		e.at = e.at.Add(-2 * lineCoverageTTL)
		s.lineCov.memo[k] = e
	}
}

// HoldLineCoverageFill stands for a request reading the coverage again.
func HoldLineCoverageFill(s *Store) (release func()) {
	s.lineCov.fill.Lock()
	return s.lineCov.fill.Unlock
}
