//go:build !linux

package cli

func physicalMemory() int64 { return 0 }
