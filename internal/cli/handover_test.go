//go:build unix

package cli

import (
	"bufio"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
)

// A running server restarted in place (SIGUSR2) under a steady stream of
// new connections refuses none: its successor serves from the same socket
// before it leaves.
func TestRestartInPlace(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "almanac-restart-test")
	if out, err := exec.Command("go", "build", "-o", bin, "../../cmd/almanac").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	dbURL, addr := smallDatabase(t), freeAddr(t)
	cmd := exec.Command(bin, "serve")
	cmd.Env = append(os.Environ(), "DATABASE_URL="+dbURL, "LISTEN_ADDR="+addr, "LOG_FORMAT=text", "SHUTDOWN_TIMEOUT=5s", "DRAIN_DELAY=0s")
	logs, _ := cmd.StdoutPipe()
	cmd.Stderr = cmd.Stdout
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	successor := make(chan int, 1)
	go func() {
		re := regexp.MustCompile(`successor is ready.* pid=(\d+)`)
		sc := bufio.NewScanner(logs)
		for sc.Scan() {
			if m := re.FindStringSubmatch(sc.Text()); m != nil {
				pid, _ := strconv.Atoi(m[1])
				successor <- pid
			}
		}
		io.Copy(io.Discard, logs)
	}()
	defer cmd.Process.Kill()
	client := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{DisableKeepAlives: true}}
	ready := func() bool {
		resp, err := client.Get("http://" + addr + "/readyz")
		if err != nil {
			return false
		}
		resp.Body.Close()
		return resp.StatusCode == http.StatusOK
	}
	for deadline := time.Now().Add(2 * time.Minute); !ready(); time.Sleep(100 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the server was not ready within 2 minutes")
		}
	}

	// New connections all along, from four clients.
	var ok, failed atomic.Int64
	var mu sync.Mutex
	firstErr := ""
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for {
				select {
				case <-stop:
					return
				default:
				}
				resp, err := client.Get("http://" + addr + "/healthz")
				if err == nil {
					io.Copy(io.Discard, resp.Body)
					resp.Body.Close()
				}
				if err != nil || resp.StatusCode != http.StatusOK {
					failed.Add(1)
					mu.Lock()
					if firstErr == "" {
						firstErr = fmt.Sprint(err, resp)
					}
					mu.Unlock()
					continue
				}
				ok.Add(1)
			}
		})
	}
	time.Sleep(300 * time.Millisecond)
	if err := cmd.Process.Signal(syscall.SIGUSR2); err != nil {
		t.Fatal(err)
	}
	var pid int
	select {
	case pid = <-successor:
	case <-time.After(2 * time.Minute):
		t.Fatal("no successor got ready")
	}
	defer syscall.Kill(pid, syscall.SIGKILL)
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	select {
	case err := <-exited:
		if err != nil {
			t.Fatalf("the old process: %v", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the old process did not leave")
	}
	before := ok.Load()
	for deadline := time.Now().Add(30 * time.Second); ok.Load() < before+20; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the successor does not answer")
		}
	}
	close(stop)
	wg.Wait()
	if failed.Load() != 0 {
		t.Fatalf("%d of %d requests failed across the restart (first: %s)", failed.Load(), ok.Load()+failed.Load(), firstErr)
	}
	t.Logf("%d requests across the restart, none refused; successor pid %d", ok.Load(), pid)
	syscall.Kill(pid, syscall.SIGTERM)
}
