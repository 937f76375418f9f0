package guard

import (
	"bufio"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/hintgate/hintgate/internal/safetext"
)

// Terminal layout: values are wrapped at termWidth runes; a value longer
// than termLongValue runes is summarised (length and SHA-256) until the
// human asks to view it.
const (
	termWidth     = 100
	termLongValue = 2000
	termMaxText   = 1000 // a title, message or warning
)

// Terminal returns a confirmer that prompts on out and reads answers from
// in: y (once), s (for the session), a (always), e (edit the arguments as
// JSON), v (view every argument whole), anything else rejects. Every
// server string is escaped (no escape sequence, bidi or invisible
// character reaches the terminal), every argument is shown whole,
// wrapped; a value too long to show at once is summarised by its length
// and hash, and the call cannot be approved before the human has viewed
// it with v. Session and always approvals hold for the same arguments
// only. Prompts are serialised; a cancelled context rejects without
// waiting for input. An answer counts only for the prompt on screen: a
// line typed before a prompt is shown (for an earlier one the agent gave
// up on, or typed twice) is ignored, except before the first prompt.
func Terminal(in io.Reader, out io.Writer) Confirmer {
	t := &terminal{out: out, lines: make(chan inputLine)}
	go func() {
		sc := bufio.NewScanner(in)
		sc.Buffer(make([]byte, 0, 4096), 1<<20)
		for sc.Scan() {
			t.lines <- inputLine{text: sc.Text(), at: time.Now()}
		}
		close(t.lines)
	}()
	return t
}

type terminal struct {
	mu    sync.Mutex
	out   io.Writer
	lines chan inputLine
	// prompted: a prompt was shown before. A line read before the next
	// prompt is shown was typed for an earlier one (answered twice, or
	// given up on when its context ended): it does not answer this one.
	prompted bool
}

// inputLine is a line of input and when it was read.
type inputLine struct {
	text string
	at   time.Time
}

// read returns the next line read after since (zero: any): a line
// typed before a prompt was shown answered another prompt.
func (t *terminal) read(ctx context.Context, since time.Time) (string, error) {
	for {
		select {
		case <-ctx.Done():
			return "", context.Cause(ctx)
		case l, ok := <-t.lines:
			if !ok {
				return "", io.EOF
			}
			if l.at.Before(since) {
				fmt.Fprintln(t.out, "(an answer typed for an earlier prompt was ignored)")
				continue
			}
			return strings.TrimSpace(l.text), nil
		}
	}
}

// term escapes server text for the terminal and cuts it on a rune
// boundary.
func term(s string) string { return safetext.Terminal(safetext.Cut(s, termMaxText)) }

func (t *terminal) header(r *Request) {
	w := t.out
	fmt.Fprintf(w, "\nThe agent wants to run %s (%s) on %s\n", term(r.Tool.Title), r.Tool.Class, orDash(term(r.Tool.Server)))
	fmt.Fprintf(w, "  tool:   %s\n", term(r.Tool.Name))
	fmt.Fprintf(w, "  hints:  read-only=%t (%s) destructive=%t (%s) idempotent=%t (%s) open-world=%t (%s)\n",
		r.Tool.ReadOnly.Value, r.Tool.ReadOnly.Source, r.Tool.Destructive.Value, r.Tool.Destructive.Source,
		r.Tool.Idempotent.Value, r.Tool.Idempotent.Source, r.Tool.OpenWorld.Value, r.Tool.OpenWorld.Source)
	if r.Changed {
		fmt.Fprintln(w, "  CHANGED: the tool's definition changed since it was approved")
	}
	for _, warn := range r.Tool.Warnings {
		fmt.Fprintf(w, "  warning: %s\n", term(warn))
	}
	if r.Decision.Message != "" {
		fmt.Fprintf(w, "  %s\n", term(r.Decision.Message))
	}
	fmt.Fprintf(w, "  rule:   %s\n", term(r.Decision.Rule))
}

// args prints the arguments, summarising long values unless all is set;
// it reports whether any value was summarised.
func (t *terminal) args(args map[string]any, all bool) (summarised bool) {
	for _, k := range slices.Sorted(maps.Keys(args)) {
		data, err := json.Marshal(args[k])
		if err != nil {
			data = fmt.Appendf(nil, "%v", args[k])
		}
		v := safetext.Terminal(string(data))
		label := "  " + safetext.Terminal(k) + " = "
		if n := utf8.RuneCountInString(v); n > termLongValue && !all {
			sum := sha256.Sum256(data)
			fmt.Fprintf(t.out, "%s<%d characters, sha256 %s: answer v to view>\n", label, n, hex.EncodeToString(sum[:8]))
			summarised = true
			continue
		}
		t.wrapped(label, v)
	}
	return summarised
}

// wrapped prints v after label, wrapped at termWidth runes, continuation
// lines indented and marked.
func (t *terminal) wrapped(label, v string) {
	line := label
	n := 0
	for _, r := range v {
		if n == termWidth {
			fmt.Fprintln(t.out, line)
			line, n = "    ↪ ", 0
		}
		line += string(r)
		n++
	}
	fmt.Fprintln(t.out, line)
}

func (t *terminal) Confirm(ctx context.Context, r *Request) (Verdict, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	var since time.Time
	if t.prompted {
		since = time.Now()
	}
	t.prompted = true
	t.header(r)
	hidden := t.args(r.Args, false)
	for {
		if hidden {
			fmt.Fprint(t.out, "Allow? [v]iew all arguments first, [e]dit arguments, [N]o: ")
		} else {
			fmt.Fprint(t.out, "Allow? [y]es once, [s]ession, [a]lways (these arguments), [e]dit arguments, [v]iew, [N]o: ")
		}
		line, err := t.read(ctx, since)
		if err != nil {
			fmt.Fprintln(t.out)
			return Verdict{}, err
		}
		switch strings.ToLower(line) {
		case "v", "view":
			t.args(r.Args, true)
			hidden = false
			continue
		case "y", "yes", "s", "session", "a", "always":
			if hidden {
				fmt.Fprintln(t.out, "Some arguments were not shown in full: view them first.")
				continue
			}
			return Verdict{Answer: Approve, Scope: scopeOf(line)}, nil
		case "e", "edit":
			return t.edit(ctx)
		}
		return Verdict{Reason: "the user declined this call"}, nil
	}
}

func scopeOf(answer string) Scope {
	switch strings.ToLower(answer)[0] {
	case 's':
		return ForSession
	case 'a':
		return Always
	}
	return Once
}

func (t *terminal) edit(ctx context.Context) (Verdict, error) {
	fmt.Fprint(t.out, "New arguments as one line of JSON: ")
	line, err := t.read(ctx, time.Time{})
	if err != nil {
		return Verdict{}, err
	}
	var args map[string]any
	if err := json.Unmarshal([]byte(line), &args); err != nil || args == nil {
		fmt.Fprintln(t.out, "Not a JSON object: rejected.")
		return Verdict{Reason: "the user's edit was not valid"}, nil
	}
	return Verdict{Answer: Approve, Args: args}, nil
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
