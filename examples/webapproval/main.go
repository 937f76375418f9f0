// Command webapproval is an agent service whose destructive tool calls
// wait for a human: the call is deferred, a web page lists what waits
// (the full arguments and the rule's message), a click approves or
// rejects, and the agent resumes the approved call, once, on whichever
// replica took the click.
//
//	OPENAI_API_KEY=... go run ./examples/webapproval -addr 127.0.0.1:8080
//	go run ./examples/webapproval -addr :8080 -host approvals.example.com   # reached by that name
//	DATABASE_URL=postgres://... go run ./examples/webapproval   # replicas share PostgreSQL
//
// Then POST /ask (form field prompt, header X-User) and open /approvals.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"strings"
	"sync"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/guard/pgstore"
	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/internal/safetext"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/openai/openai-go/v3"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "listen address")
	model := flag.String("model", "gpt-4o-mini", "model name")
	host := flag.String("host", "", "the name the service is reached by, besides localhost (comma-separated)")
	flag.Parse()
	ctx := context.Background()
	var store guard.Store = &guard.MemoryStore{}
	if dsn := os.Getenv("DATABASE_URL"); dsn != "" {
		pool, err := pgxpool.New(ctx, dsn)
		if err != nil {
			log.Fatal(err)
		}
		if store, err = pgstore.Open(ctx, pool); err != nil {
			log.Fatal(err)
		}
	}
	svc, err := NewService(ctx, store, NotesServer(), openai.NewClient(), *model)
	if err != nil {
		log.Fatal(err)
	}
	if *host != "" {
		svc.Hosts = strings.Split(*host, ",")
	}
	log.Fatal(http.ListenAndServe(*addr, svc.Handler()))
}

// Service is one replica of the agent service. Replicas share the store
// (and the MCP server); any of them can show, decide and resume any
// approval. It is safe for concurrent use.
type Service struct {
	// Hosts are the names (without port) the service is reached by,
	// besides localhost, 127.0.0.1 and ::1. A request naming another
	// host is refused: a page whose name was made to resolve to the
	// service (DNS rebinding) is same-origin with it in the browser.
	// Set before Handler is called.
	Hosts []string

	conn  *guard.Conn
	cs    *mcp.ClientSession
	g     *guard.Guard
	model openai.Client
	name  string
}

// NewService connects a guarded client to server under the name "notes".
// Every call the policy wants confirmed is deferred to the web page.
func NewService(ctx context.Context, store guard.Store, server *mcp.Server, model openai.Client, modelName string) (*Service, error) {
	g, err := guard.New(&guard.Options{Store: store, Confirmer: guard.ConfirmFunc(
		func(context.Context, *guard.Request) (guard.Verdict, error) {
			return guard.Verdict{Answer: guard.Defer}, nil
		})})
	if err != nil {
		return nil, err
	}
	ct, st := mcp.NewInMemoryTransports()
	if _, err := server.Connect(ctx, st, nil); err != nil {
		return nil, err
	}
	cs, err := g.Connect(ctx, mcp.NewClient(&mcp.Implementation{Name: "webapproval", Version: "1"}, nil), "notes", ct, nil)
	if err != nil {
		return nil, err
	}
	return &Service{conn: g.Wrap(cs), cs: cs, g: g, model: model, name: modelName}, nil
}

// Close closes the service's session with the MCP server.
func (s *Service) Close() error { return s.cs.Close() }

// Handler serves POST /ask, GET /approvals and POST /approvals/{id}.
// Requests naming a host the service does not serve (see Hosts) are
// refused. Cross-origin POSTs are refused (Go's CrossOriginProtection: a page on
// another site cannot click "approve" for the user), no page may be
// framed (another site cannot lay the page under its own button), and
// no page runs scripts. The answers, a model's text, are plain text,
// never sniffed as HTML: markup a model writes does not run as a page of
// the service, where its POSTs would be same-origin.
func (s *Service) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /ask", s.ask)
	mux.HandleFunc("GET /approvals", s.list)
	mux.HandleFunc("POST /approvals/{id}", s.decide)
	protected := http.NewCrossOriginProtection().Handler(mux)
	hosts := map[string]bool{"localhost": true, "127.0.0.1": true, "::1": true}
	for _, h := range s.Hosts {
		hosts[strings.ToLower(strings.TrimSpace(h))] = true
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := r.Host
		if h, _, err := net.SplitHostPort(name); err == nil {
			name = h
		}
		if !hosts[strings.ToLower(strings.TrimSuffix(strings.Trim(name, "[]"), "."))] {
			http.Error(w, "unknown host", http.StatusMisdirectedRequest)
			return
		}
		h := w.Header()
		h.Set("Content-Security-Policy", "default-src 'none'; style-src "+styleHash+"; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
		h.Set("X-Frame-Options", "DENY")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Cache-Control", "no-store")
		protected.ServeHTTP(w, r)
	})
}

// plain writes a model's text as plain text.
func plain(w http.ResponseWriter, text string) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	fmt.Fprintln(w, text)
}

// user is who is asking or deciding; a real service takes it from its
// authentication.
func user(r *http.Request) string { return r.Header.Get("X-User") }

func (s *Service) ask(w http.ResponseWriter, r *http.Request) {
	ctx := guard.WithSubject(r.Context(), user(r))
	answer, err := s.Run(ctx, r.FormValue("prompt"))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	plain(w, answer)
}

// maxShown bounds the approvals one page shows.
const maxShown = 50

func (s *Service) list(w http.ResponseWriter, r *http.Request) {
	// At most maxShown, oldest first: a model that defers thousands of
	// calls of a megabyte each must not make the page gigabytes.
	pending, err := s.g.Approvals().List(r.Context(), guard.Query{Subject: r.FormValue("subject"), Limit: maxShown})
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	type row struct {
		*guard.PendingApproval
		Pretty string
	}
	rows := make([]row, len(pending))
	for i, p := range pending {
		// Shown as the human would read them: the template escapes
		// markup, and safetext shows the characters that would hide or
		// reorder text (bidi controls, zero-width) as \u escapes.
		// Numbers are shown as written, as the call runs them (read as
		// float64, 9007199254740993 would show as ...992).
		var v any
		dec := json.NewDecoder(bytes.NewReader(p.Args))
		dec.UseNumber()
		var pretty bytes.Buffer
		enc := json.NewEncoder(&pretty)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := errors.Join(dec.Decode(&v), enc.Encode(v)); err != nil {
			// Never a form for arguments the human cannot read.
			http.Error(w, fmt.Sprintf("approval %s: its arguments cannot be shown", p.ID), http.StatusInternalServerError)
			return
		}
		shown := *p
		for _, s := range []*string{&shown.Server, &shown.Tool, &shown.Rule, &shown.Message, &shown.Subject} {
			*s = safetext.Terminal(*s)
		}
		rows[i] = row{&shown, string(safetext.JSON(pretty.Bytes()))}
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if err := page.Execute(w, rows); err != nil {
		log.Print(err)
	}
}

func (s *Service) decide(w http.ResponseWriter, r *http.Request) {
	ctx, id := r.Context(), r.PathValue("id")
	d := guard.Decision{Approve: r.FormValue("decision") == "approve", By: user(r), Reason: r.FormValue("reason")}
	if d.By == "" {
		http.Error(w, "who decides? (X-User)", http.StatusUnauthorized)
		return
	}
	if _, err := s.g.Approvals().Decide(ctx, id, d); err != nil {
		http.Error(w, err.Error(), http.StatusConflict)
		return
	}
	if !d.Approve {
		plain(w, "rejected")
		return
	}
	answer, err := s.Resume(ctx, id)
	if err != nil {
		http.Error(w, err.Error(), http.StatusConflict)
		return
	}
	plain(w, answer)
}

// NotesServer is the MCP server the agent uses: a read-only tool and a
// destructive one. It is safe for concurrent use by several replicas.
func NotesServer() *mcp.Server {
	var mu sync.Mutex
	notes := map[string]string{"1": "buy milk", "2": "call Ada"}
	s := mcp.NewServer(&mcp.Implementation{Name: "notes", Version: "1"}, nil)
	schema := map[string]any{"type": "object", "properties": map[string]any{"id": map[string]any{"type": "string"}}}
	s.AddTool(&mcp.Tool{Name: "list_notes", Description: "List all notes.", InputSchema: map[string]any{"type": "object"},
		Annotations: hints.ReadOnlyTool("List notes", false)},
		func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			mu.Lock()
			data, _ := json.Marshal(notes)
			mu.Unlock()
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(data)}}}, nil
		})
	s.AddTool(&mcp.Tool{Name: "delete_note", Description: "Delete a note by id.", InputSchema: schema,
		Annotations: hints.DestructiveTool("Delete note", true, false)},
		func(_ context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var in struct{ ID string }
			json.Unmarshal(req.Params.Arguments, &in)
			mu.Lock()
			delete(notes, in.ID)
			mu.Unlock()
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "deleted " + in.ID}}}, nil
		})
	return s
}

func text(res *mcp.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}
