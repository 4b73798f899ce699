package cli

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"
)

// progress draws a bar on a terminal and, otherwise (a log), a few plain
// lines: one per source written, with the share of sources done and the
// time left, and one per phase (clearing, indexes, commit).
type progress struct {
	mu        sync.Mutex
	w         io.Writer
	tty       bool
	lastStage string
	lastDraw  time.Time
	drawn     bool
	start     time.Time
	sources   int // sources to write
	written   int // sources written
	phases    map[string]bool
}

func newProgress(w io.Writer, sources int) *progress {
	p := &progress{w: w, start: time.Now(), sources: sources, phases: map[string]bool{}}
	if f, ok := w.(*os.File); ok {
		if st, err := f.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
			p.tty = true
		}
	}
	return p
}

func (p *progress) line(s string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.drawn {
		fmt.Fprint(p.w, "\r\033[K")
		p.drawn = false
	}
	fmt.Fprintln(p.w, s)
}

// importPhases are the import's steps after the sources, and their lines.
var importPhases = map[string]string{"clear": "clearing the previous import", "index": "building the indexes", "commit": "committing",
	"scores": "summing each team season's scores", "analyze": "updating the database's statistics"}

// update is a store.Progress callback.
func (p *progress) update(stage string, done, total int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	// A source's last step is reported as the source's name alone.
	_, isPhase := importPhases[stage]
	sourceDone := !strings.Contains(stage, " ") && !strings.Contains(stage, ":") && !isPhase && total > 0 && done == total
	if sourceDone && stage != p.lastStage {
		p.written++
	}
	if !p.tty {
		// Plain output: a line per source and per phase, not per table or tick.
		defer func() { p.lastStage = stage }()
		if sourceDone && stage != p.lastStage {
			fmt.Fprintf(p.w, "wrote %s: %d of %d sources (%.0f%%)%s\n", stage, p.written, p.sources, 100*float64(p.written)/float64(max(p.sources, 1)), p.left())
			return
		}
		phase, _, _ := strings.Cut(stage, " ")
		if line, ok := importPhases[phase]; ok && !p.phases[phase] {
			p.phases[phase] = true
			fmt.Fprintln(p.w, line)
		}
		return
	}
	if time.Since(p.lastDraw) < 50*time.Millisecond && stage == p.lastStage {
		return
	}
	p.lastStage, p.lastDraw = stage, time.Now()
	frac := 0.0
	if total > 0 {
		frac = float64(done) / float64(total)
	}
	const width = 30
	n := int(frac * width)
	fmt.Fprintf(p.w, "\r\033[K[%s%s] %3.0f%% %s · %d of %d sources written%s", strings.Repeat("#", n), strings.Repeat(".", width-n), frac*100, stage, p.written, p.sources, p.left())
	p.drawn = true
}

func (p *progress) finish() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.drawn {
		fmt.Fprint(p.w, "\r\033[K")
		p.drawn = false
	}
}

// left is ", about Ns left" from the pace of the sources written so far
// (the indexes and commit after the last source are not counted), "" before
// the first.
func (p *progress) left() string {
	if p.written == 0 || p.written >= p.sources {
		return ", " + time.Since(p.start).Round(time.Second).String() + " so far"
	}
	per := time.Since(p.start) / time.Duration(p.written)
	return fmt.Sprintf(", %s so far, about %s left", time.Since(p.start).Round(time.Second), (per * time.Duration(p.sources-p.written)).Round(time.Second))
}
