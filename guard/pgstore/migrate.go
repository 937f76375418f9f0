package pgstore

import (
	"context"
	"embed"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

//go:embed migrations/*.sql
var migrations embed.FS

// migration is one versioned schema change: migrations/NNN_name.sql.
type migration struct {
	version int
	name    string
	sql     string
}

func loadMigrations() ([]migration, error) {
	files, err := fs.Glob(migrations, "migrations/*.sql")
	if err != nil {
		return nil, err
	}
	var out []migration
	for _, f := range files {
		base := path.Base(f)
		num, _, ok := strings.Cut(base, "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil || v <= 0 {
			return nil, fmt.Errorf("pgstore: migration %s: want NNN_name.sql", base)
		}
		data, err := migrations.ReadFile(f)
		if err != nil {
			return nil, err
		}
		out = append(out, migration{version: v, name: base, sql: string(data)})
	}
	slices.SortFunc(out, func(a, b migration) int { return a.version - b.version })
	return out, nil
}

// migrateLock is the advisory lock that serialises migrations of
// concurrent processes.
const migrateLock = 0x68696e74 // "hint"

// Migrate brings the schema to the newest version: each embedded
// migration not yet recorded in hintgate_schema_version runs, in order,
// in one transaction, under an advisory lock, so processes starting at
// once migrate once. [Open] calls it.
func Migrate(ctx context.Context, pool *pgxpool.Pool) error {
	ms, err := loadMigrations()
	if err != nil {
		return err
	}
	return pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock($1)", migrateLock); err != nil {
			return fmt.Errorf("pgstore: migrate: %w", err)
		}
		if _, err := tx.Exec(ctx, `CREATE TABLE IF NOT EXISTS hintgate_schema_version (
			version integer PRIMARY KEY, name text NOT NULL, applied timestamptz NOT NULL DEFAULT now())`); err != nil {
			return fmt.Errorf("pgstore: migrate: %w", err)
		}
		var current int
		if err := tx.QueryRow(ctx, "SELECT coalesce(max(version), 0) FROM hintgate_schema_version").Scan(&current); err != nil {
			return fmt.Errorf("pgstore: migrate: %w", err)
		}
		for _, m := range ms {
			if m.version <= current {
				continue
			}
			if _, err := tx.Exec(ctx, m.sql); err != nil {
				return fmt.Errorf("pgstore: migration %s: %w", m.name, err)
			}
			if _, err := tx.Exec(ctx, "INSERT INTO hintgate_schema_version (version, name) VALUES ($1, $2)", m.version, m.name); err != nil {
				return fmt.Errorf("pgstore: migration %s: %w", m.name, err)
			}
		}
		return nil
	})
}

// SchemaVersion returns the newest migration applied to the database.
func SchemaVersion(ctx context.Context, pool *pgxpool.Pool) (int, error) {
	var v int
	err := pool.QueryRow(ctx, "SELECT coalesce(max(version), 0) FROM hintgate_schema_version").Scan(&v)
	if err != nil {
		return 0, fmt.Errorf("pgstore: %w", err)
	}
	return v, nil
}
