package cli

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"
)

// progress draws a bar on a terminal and plain lines otherwise.
type progress struct {
	mu        sync.Mutex
	w         io.Writer
	tty       bool
	lastStage string
	lastDraw  time.Time
	drawn     bool
}

func newProgress(w io.Writer) *progress {
	p := &progress{w: w}
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

// update is a store.Progress callback.
func (p *progress) update(stage string, done, total int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.tty {
		// Plain output: one line per stage, not per tick.
		if stage != p.lastStage {
			p.lastStage = stage
			fmt.Fprintf(p.w, "writing %s\n", stage)
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
	fmt.Fprintf(p.w, "\r\033[K[%s%s] %3.0f%% %s", strings.Repeat("#", n), strings.Repeat(".", width-n), frac*100, stage)
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
