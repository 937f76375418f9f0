package pgstore_test

import (
	"context"
	"fmt"
	"go.uber.org/goleak"
	"os"
	"testing"
	"time"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/guard/pgstore"
	"github.com/hintgate/hintgate/hints"
	"github.com/hintgate/hintgate/internal/pgtest"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Environment of a child process (the test binary run again).
const (
	childEnv = "HINTGATE_PGSTORE_CHILD" // what the child does
	dsnEnv   = "HINTGATE_PGSTORE_DSN"
	idsEnv   = "HINTGATE_PGSTORE_IDS"
	startEnv = "HINTGATE_PGSTORE_START" // unix nanoseconds to start at
)

var (
	cluster *pgtest.Cluster
	skip    string
)

func TestMain(m *testing.M) {
	if os.Getenv(childEnv) != "" {
		os.Exit(m.Run()) // the parent's database
	}
	c, reason, err := pgtest.Shared()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	cluster, skip = c, reason
	code := m.Run()
	if c != nil {
		c.Stop()
	}
	if code == 0 {
		// No test may leave a goroutine running.
		if err := goleak.Find(); err != nil {
			fmt.Fprintf(os.Stderr, "goleak: errors on successful test run: %v\n", err)
			code = 1
		}
	}
	os.Exit(code)
}

// database returns a fresh database's connection string.
func database(t testing.TB) string {
	t.Helper()
	if cluster == nil {
		t.Skip(skip)
	}
	dsn, err := cluster.CreateDB(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return dsn
}

// open returns a pool of its own and a migrated store on dsn.
func open(t testing.TB, dsn string) (*pgxpool.Pool, *pgstore.Store) {
	t.Helper()
	ctx := context.Background()
	pool, err := pgxpool.New(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	s, err := pgstore.Open(ctx, pool)
	if err != nil {
		t.Fatal(err)
	}
	err = pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock(42)"); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `CREATE TABLE IF NOT EXISTS ledger (n serial PRIMARY KEY, tool text NOT NULL,
			args text NOT NULL, pid integer NOT NULL)`)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return pool, s
}

// ledgerServer is an MCP server whose tools count their executions in
// the database's ledger table, whatever process runs them. The hanging
// tools record the execution and then never answer (a crash point).
func ledgerServer(pool *pgxpool.Pool) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "ledger", Version: "1"}, nil)
	schema := map[string]any{"type": "object", "properties": map[string]any{"entry": map[string]any{"type": "string"}}}
	add := func(name string, idempotent, hang bool) {
		t := &mcp.Tool{Name: name, Description: "Record an entry in the ledger.", InputSchema: schema,
			Annotations: hints.DestructiveTool("Record", idempotent, false)}
		s.AddTool(t, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, err := pool.Exec(ctx, "INSERT INTO ledger (tool, args, pid) VALUES ($1, $2, $3)",
				name, string(req.Params.Arguments), os.Getpid()); err != nil {
				return nil, err
			}
			if hang {
				<-ctx.Done()
				return nil, ctx.Err()
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "recorded"}}}, nil
		})
	}
	add("record", false, false)
	add("record_idem", true, false)
	add("record_hang", false, true)
	add("record_hang_idem", true, true)
	return s
}

// agent is one replica: a guard on store, connected to a ledger server of
// its own under the user's name "ledger".
func agent(t testing.TB, pool *pgxpool.Pool, store guard.Store, opts guard.Options) (*guard.Guard, *guard.Conn) {
	t.Helper()
	opts.Store = store
	if opts.Confirmer == nil {
		opts.Confirmer = guard.ConfirmFunc(func(context.Context, *guard.Request) (guard.Verdict, error) {
			return guard.Verdict{Answer: guard.Defer}, nil
		})
	}
	g, err := guard.New(&opts)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	ct, st := mcp.NewInMemoryTransports()
	ss, err := ledgerServer(pool).Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	client := mcp.NewClient(&mcp.Implementation{Name: "agent", Version: "1"}, nil)
	cs, err := g.Connect(ctx, client, "ledger", ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	if c, ok := t.(interface{ Cleanup(func()) }); ok {
		c.Cleanup(func() { cs.Close(); ss.Close() })
	}
	return g, g.Wrap(cs)
}

// deferApproved defers n calls of tool and approves them.
func deferApproved(t testing.TB, g *guard.Guard, conn *guard.Conn, tool string, n int) []string {
	t.Helper()
	ctx := context.Background()
	var ids []string
	for i := range n {
		res, err := conn.CallTool(ctx, tool, map[string]any{"entry": fmt.Sprint("entry ", i)})
		if err != nil {
			t.Fatal(err)
		}
		p, ok := guard.Pending(res)
		if !ok {
			t.Fatalf("not deferred: %+v", res)
		}
		if _, err := g.Approvals().Decide(ctx, p.ID, guard.Decision{Approve: true, By: "ops"}); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, p.ID)
	}
	return ids
}

func ledgerCount(t testing.TB, pool *pgxpool.Pool, tool string) int {
	t.Helper()
	var n int
	if err := pool.QueryRow(context.Background(), "SELECT count(*) FROM ledger WHERE tool = $1", tool).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func waitFor(t testing.TB, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
