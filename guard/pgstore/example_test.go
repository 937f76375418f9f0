package pgstore_test

import (
	"context"
	"os"

	"github.com/hintgate/hintgate/guard"
	"github.com/hintgate/hintgate/guard/pgstore"
	"github.com/jackc/pgx/v5/pgxpool"
)

// Replicas of an agent service share approvals in PostgreSQL.
func ExampleOpen() {
	ctx := context.Background()
	pool, err := pgxpool.New(ctx, os.Getenv("DATABASE_URL"))
	if err != nil {
		panic(err)
	}
	defer pool.Close()
	store, err := pgstore.Open(ctx, pool) // creates or upgrades the schema
	if err != nil {
		panic(err)
	}
	g, err := guard.New(&guard.Options{Store: store, Confirmer: guard.ConfirmFunc(
		func(context.Context, *guard.Request) (guard.Verdict, error) {
			return guard.Verdict{Answer: guard.Defer}, nil
		})})
	if err != nil {
		panic(err)
	}
	_ = g // connect servers with g.Connect; decide with g.Approvals(); resume with Conn.Resume
}
