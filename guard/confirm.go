package guard

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"
	"sync"

	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/rules"
)

// Request is what a [Confirmer] is asked to approve.
type Request struct {
	// Tool is the resolved tool: title, class, hints and their sources, warnings.
	Tool hints.Tool
	// Args are the call's arguments.
	Args map[string]any
	// Decision is the policy's decision: its rule and message.
	Decision rules.Decision
	// Changed is true when the tool's definition changed since it was approved.
	Changed bool
	// Attempt is 1 for a first call.
	Attempt int
}

// Answer is a confirmer's answer. The zero value rejects.
type Answer uint8

const (
	// Reject refuses the call.
	Reject Answer = iota
	// Approve runs the call (with Verdict.Args if set).
	Approve
)

// Scope is how long an approval lasts.
type Scope uint8

const (
	// Once approves this call only.
	Once Scope = iota
	// ForSession approves the tool, whatever its arguments, for the rest
	// of the guard's life, across reconnects, while its definition is
	// unchanged.
	ForSession
	// Always approves the tool in the [Store], across restarts, while its
	// definition is unchanged.
	Always
)

func (s Scope) String() string {
	switch s {
	case ForSession:
		return "session"
	case Always:
		return "always"
	}
	return "once"
}

// Verdict is a confirmer's decision on a [Request]. The zero Verdict rejects.
type Verdict struct {
	Answer Answer
	Scope  Scope
	// Args, when not nil, replace the call's arguments (an edit). The
	// edited call is decided by the policy again before it runs.
	Args map[string]any
	// Reason is shown to the model when the call is rejected.
	Reason string
}

// A Confirmer asks a human (or a stand-in) to approve a call. Confirm is
// called concurrently for concurrent calls. An error or a cancelled
// context rejects the call.
type Confirmer interface {
	Confirm(ctx context.Context, r *Request) (Verdict, error)
}

// ConfirmFunc adapts a function to [Confirmer].
type ConfirmFunc func(ctx context.Context, r *Request) (Verdict, error)

// Confirm calls f.
func (f ConfirmFunc) Confirm(ctx context.Context, r *Request) (Verdict, error) { return f(ctx, r) }

var _ Confirmer = ConfirmFunc(nil)

// DenyAll is a confirmer for non-interactive runs: it rejects every call
// that needs confirmation.
func DenyAll() Confirmer {
	return ConfirmFunc(func(context.Context, *Request) (Verdict, error) {
		return Verdict{Reason: "this call needs a human's approval and none is available"}, nil
	})
}

// Terminal returns a confirmer that prompts on out and reads answers from
// in: y (once), s (for the session), a (always), e (edit the arguments as
// JSON), anything else rejects. Prompts are serialised; a cancelled context
// rejects without waiting for input.
func Terminal(in io.Reader, out io.Writer) Confirmer {
	t := &terminal{out: out, lines: make(chan string)}
	go func() {
		sc := bufio.NewScanner(in)
		sc.Buffer(make([]byte, 0, 4096), 1<<20)
		for sc.Scan() {
			t.lines <- sc.Text()
		}
		close(t.lines)
	}()
	return t
}

type terminal struct {
	mu    sync.Mutex
	out   io.Writer
	lines chan string
}

func (t *terminal) read(ctx context.Context) (string, error) {
	select {
	case <-ctx.Done():
		return "", context.Cause(ctx)
	case l, ok := <-t.lines:
		if !ok {
			return "", io.EOF
		}
		return strings.TrimSpace(l), nil
	}
}

func (t *terminal) Confirm(ctx context.Context, r *Request) (Verdict, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	w := t.out
	fmt.Fprintf(w, "\nThe agent wants to run %s (%s) on %s\n", quoteTerm(r.Tool.Title), r.Tool.Class, orDash(r.Tool.Server))
	fmt.Fprintf(w, "  tool:   %s\n", quoteTerm(r.Tool.Name))
	fmt.Fprintf(w, "  hints:  read-only=%t (%s) destructive=%t (%s) idempotent=%t (%s) open-world=%t (%s)\n",
		r.Tool.ReadOnly.Value, r.Tool.ReadOnly.Source, r.Tool.Destructive.Value, r.Tool.Destructive.Source,
		r.Tool.Idempotent.Value, r.Tool.Idempotent.Source, r.Tool.OpenWorld.Value, r.Tool.OpenWorld.Source)
	if r.Changed {
		fmt.Fprintln(w, "  CHANGED: the tool's definition changed since it was approved")
	}
	for _, warn := range r.Tool.Warnings {
		fmt.Fprintf(w, "  warning: %s\n", quoteTerm(warn))
	}
	if r.Decision.Message != "" {
		fmt.Fprintf(w, "  %s\n", quoteTerm(r.Decision.Message))
	}
	fmt.Fprintf(w, "  rule:   %s\n", r.Decision.Rule)
	keys := make([]string, 0, len(r.Args))
	for k := range r.Args {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		v, _ := json.Marshal(r.Args[k])
		fmt.Fprintf(w, "  %s = %s\n", quoteTerm(k), quoteTerm(truncate(string(v), 400)))
	}
	fmt.Fprint(w, "Allow? [y]es once, [s]ession, [a]lways, [e]dit arguments, [N]o: ")
	line, err := t.read(ctx)
	if err != nil {
		fmt.Fprintln(w)
		return Verdict{}, err
	}
	switch strings.ToLower(line) {
	case "y", "yes":
		return Verdict{Answer: Approve}, nil
	case "s", "session":
		return Verdict{Answer: Approve, Scope: ForSession}, nil
	case "a", "always":
		return Verdict{Answer: Approve, Scope: Always}, nil
	case "e", "edit":
		fmt.Fprint(w, "New arguments as one line of JSON: ")
		line, err := t.read(ctx)
		if err != nil {
			return Verdict{}, err
		}
		var args map[string]any
		if err := json.Unmarshal([]byte(line), &args); err != nil {
			fmt.Fprintf(w, "Not a JSON object (%v): rejected.\n", err)
			return Verdict{Reason: "the user's edit was not valid"}, nil
		}
		return Verdict{Answer: Approve, Args: args}, nil
	}
	return Verdict{Reason: "the user declined this call"}, nil
}

// quoteTerm keeps server-controlled text from driving the terminal:
// control characters are shown escaped.
func quoteTerm(s string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x20 && r != '\t' || r == 0x7f || r >= 0x80 && r < 0xa0 {
			return '?'
		}
		return r
	}, s)
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := n
	for cut > 0 && !isRuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}

func isRuneStart(b byte) bool { return b&0xC0 != 0x80 }
