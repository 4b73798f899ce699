package store

// SetBoxChunk makes the game-lines fill read n box scores at a time, so a
// small fixture crosses chunks; the returned func restores it.
func SetBoxChunk(n int) (restore func()) {
	old := boxChunk
	boxChunk = n
	return func() { boxChunk = old }
}
