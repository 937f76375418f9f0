package pgtest_test

import (
	"context"
	"testing"

	"github.com/hintgate/hintgate/internal/pgtest"
	"github.com/jackc/pgx/v5"
)

func TestRequire(t *testing.T) {
	dsn := pgtest.Require(t)
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	var v string
	if err := conn.QueryRow(ctx, "SHOW server_version").Scan(&v); err != nil {
		t.Fatal(err)
	}
	t.Logf("PostgreSQL %s", v)
}
