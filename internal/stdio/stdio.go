package stdio

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// DefaultGrace is how long Close waits for the server to exit after its
// input is closed, and again after SIGTERM, before SIGKILL.
const DefaultGrace = 2 * time.Second

// MaxLineLength bounds one line of the server's output.
const MaxLineLength = mcp.DefaultMaxLineLength

// Transport is an [mcp.Transport] that runs Command. Use it for one
// Connect; Close (or closing the session) ends the server's process group.
// Its methods are safe for concurrent use.
type Transport struct {
	// Command is the server to run. Its Stdin and Stdout must be nil;
	// Stderr may be any writer (nil discards). Do not use
	// exec.CommandContext: a cancelled context kills only the first
	// process, not its children; close the transport instead.
	Command *exec.Cmd
	// Grace is how long to wait after closing the server's input before
	// SIGTERM, and after SIGTERM before SIGKILL. Zero means DefaultGrace.
	Grace time.Duration
	// Skipped, if set, is called with every non-empty line the server
	// printed on standard output that is not a JSON-RPC message, without
	// its line break. It is called from the reading goroutine.
	Skipped func(line string)

	mu      sync.Mutex
	started bool
	done    chan struct{} // closed when the server process has exited
	waitErr error         // its exit, once done is closed
	stdout  *os.File      // our end of the server's standard output
	stdin   *os.File      // our end of the server's standard input
	stderrW *os.File      // the server's end of its standard error pipe
	copied  chan struct{} // closed when the stderr copy ended
	close   sync.Once
	closeE  error
}

var _ mcp.Transport = (*Transport)(nil)

// Connect starts the server in its own process group and returns the
// connection to it.
func (t *Transport) Connect(ctx context.Context) (mcp.Connection, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.started {
		return nil, errors.New("stdio: transport already connected")
	}
	if t.Command == nil {
		return nil, errors.New("stdio: no command")
	}
	if t.Command.Stdin != nil || t.Command.Stdout != nil {
		return nil, errors.New("stdio: Command.Stdin and Stdout must be nil")
	}
	t.started = true
	if err := t.start(); err != nil {
		return nil, err
	}
	r := &filter{r: bufio.NewReaderSize(t.stdout, 64<<10), skipped: t.Skipped, max: MaxLineLength, closer: t.stdout}
	tr := &mcp.IOTransport{Reader: r, Writer: t.stdin}
	c, err := tr.Connect(ctx)
	if err != nil {
		t.Close()
		return nil, err
	}
	return &conn{Connection: c, t: t}, nil
}

// start starts the command with pipes of our own (*os.File on both
// ends), so that exec.Cmd.Wait waits for the process only and never for
// a copy that a grandchild holding the pipe would keep open.
func (t *Transport) start() error {
	inR, inW, err := os.Pipe()
	if err != nil {
		return fmt.Errorf("stdio: %w", err)
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return fmt.Errorf("stdio: %w", err)
	}
	cmd := t.Command
	cmd.Stdin, cmd.Stdout = inR, outW
	var errR *os.File
	if w := cmd.Stderr; w != nil {
		if f, ok := w.(*os.File); !ok {
			if errR, t.stderrW, err = os.Pipe(); err != nil {
				inR.Close()
				inW.Close()
				outR.Close()
				outW.Close()
				return fmt.Errorf("stdio: %w", err)
			}
			cmd.Stderr = t.stderrW
			t.copied = make(chan struct{})
			go func() {
				defer close(t.copied)
				io.Copy(w, errR)
				errR.Close()
			}()
		} else {
			cmd.Stderr = f
		}
	}
	ownGroup(cmd)
	err = cmd.Start()
	// The child holds its ends now; ours must close so EOF can arrive.
	inR.Close()
	outW.Close()
	if t.stderrW != nil {
		t.stderrW.Close()
	}
	if err != nil {
		inW.Close()
		outR.Close()
		return err // exec's errors name the program
	}
	t.stdin, t.stdout = inW, outR
	t.done = make(chan struct{})
	go func() {
		t.waitErr = cmd.Wait()
		close(t.done)
	}()
	return nil
}

// Exited reports whether the server process has exited and, if so, its
// exit error (nil for status 0, an *exec.ExitError otherwise).
func (t *Transport) Exited() (bool, error) {
	t.mu.Lock()
	done := t.done
	t.mu.Unlock()
	if done == nil {
		return false, nil
	}
	select {
	case <-done:
		return true, t.waitErr
	default:
		return false, nil
	}
}

// Close ends the server: it closes the server's input, waits up to the
// grace period for it to exit, then sends SIGTERM to its process group,
// waits again, and sends SIGKILL to what is left. Every process of the
// group is signalled even when the first one exited by itself. Close is
// idempotent and safe to call before Connect.
func (t *Transport) Close() error {
	t.close.Do(func() { t.closeE = t.shutdown() })
	return t.closeE
}

func (t *Transport) shutdown() error {
	t.mu.Lock()
	done, cmd := t.done, t.Command
	t.mu.Unlock()
	if done == nil {
		return nil
	}
	grace := t.Grace
	if grace <= 0 {
		grace = DefaultGrace
	}
	t.stdin.Close()
	t.stdout.Close()
	timer := time.NewTimer(grace)
	defer timer.Stop()
	select {
	case <-done:
	case <-timer.C:
	}
	pid := cmd.Process.Pid
	if groupAlive(pid) || !isDone(done) {
		signalGroup(cmd.Process, pid, termSignal)
		if !waitGroup(done, pid, grace) {
			signalGroup(cmd.Process, pid, killSignal)
			// SIGKILL cannot be ignored: wait for the exit to be reaped,
			// which a loaded machine may take longer than the grace to do.
			waitGroup(done, pid, max(grace, killWait))
		}
	}
	if t.copied != nil {
		select {
		case <-t.copied:
		case <-time.After(grace):
		}
	}
	if !isDone(done) {
		return fmt.Errorf("stdio: process %d did not exit", pid)
	}
	return nil
}

// killWait bounds the wait for a killed process group to be gone.
const killWait = 10 * time.Second

func isDone(c chan struct{}) bool {
	select {
	case <-c:
		return true
	default:
		return false
	}
}

// waitGroup waits up to d for the first process to exit and the group to
// be empty, and reports whether both happened.
func waitGroup(done chan struct{}, pid int, d time.Duration) bool {
	deadline := time.Now().Add(d)
	for {
		if isDone(done) && !groupAlive(pid) {
			return true
		}
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// conn closes the transport (and so the process group) when the session
// closes the connection.
type conn struct {
	mcp.Connection
	t *Transport
}

func (c *conn) Close() error {
	err := c.Connection.Close()
	if e := c.t.Close(); e != nil {
		return e
	}
	return err
}

// filter passes on the lines that are JSON-RPC messages (or batches) and
// reports the others to skipped.
type filter struct {
	r       *bufio.Reader
	pending []byte
	err     error
	skipped func(string)
	max     int
	closer  io.Closer
}

func (f *filter) Read(p []byte) (int, error) {
	for len(f.pending) == 0 {
		if f.err != nil {
			return 0, f.err
		}
		line, err := f.line()
		f.err = err
		if len(line) > 0 && message(line) {
			f.pending = line
		} else if s := bytes.TrimSpace(line); len(s) > 0 && f.skipped != nil {
			f.skipped(string(s))
		}
	}
	n := copy(p, f.pending)
	f.pending = f.pending[n:]
	return n, nil
}

func (f *filter) Close() error { return f.closer.Close() }

var errLineTooLong = errors.New("stdio: server output line longer than the limit")

// line returns the next line with its line break.
func (f *filter) line() ([]byte, error) {
	var buf []byte
	for {
		chunk, err := f.r.ReadSlice('\n')
		buf = append(buf, chunk...)
		if len(buf) > f.max {
			return nil, errLineTooLong
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		return buf, err
	}
}

// message reports whether line is a JSON-RPC message or a batch of them.
func message(line []byte) bool {
	s := bytes.TrimSpace(line)
	if len(s) == 0 || !json.Valid(s) {
		return false
	}
	switch s[0] {
	case '{':
		_, err := jsonrpc.DecodeMessage(s)
		return err == nil
	case '[':
		var batch []json.RawMessage
		if json.Unmarshal(s, &batch) != nil || len(batch) == 0 {
			return false
		}
		for _, m := range batch {
			if _, err := jsonrpc.DecodeMessage(m); err != nil {
				return false
			}
		}
		return true
	}
	return false
}
