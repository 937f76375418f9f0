// Package pgstore keeps hintgate's approvals, pins and pending approvals
// in PostgreSQL, for agents that run on several replicas: a call deferred
// on one replica is decided from any process sharing the database and
// resumed, exactly once, by any replica. It is a package of its own so
// that programs that do not use it do not import pgx.
//
//	pool, err := pgxpool.New(ctx, os.Getenv("DATABASE_URL"))
//	store, err := pgstore.Open(ctx, pool) // creates or upgrades the schema
//	g, err := guard.New(&guard.Options{Store: store, Confirmer: deferToHumans})
//
// # Schema
//
// [Open] runs the embedded, versioned migrations (migrations/NNN_*.sql)
// not yet recorded in the table hintgate_schema_version, in one
// transaction under an advisory lock, so replicas starting together
// migrate once. The tables are hintgate_approvals, hintgate_pins and
// hintgate_pending. Migration 3 adds the index hintgate_pending_waiting
// (subject, state, expires), which counts a subject's waiting calls
// ([guard.Options.MaxPending]); building it holds off writes to
// hintgate_pending while it runs.
//
// # Exactly once
//
// The database, not the application, decides races: a decision is an
// UPDATE … WHERE state = 'pending'; a claim is an UPDATE … WHERE state =
// 'approved' (or a lapsed claim of an idempotent call) … RETURNING, so of
// replicas claiming at once exactly one gets the row, and the others wait
// for its outcome. A claim is a lease: if the claiming replica dies
// before recording the outcome, a call that is not idempotent goes to
// state unknown and waits for a human; an idempotent one is claimed
// again. Times are the database's (now()), so replicas' clocks do not
// matter.
//
// # Waking waiters
//
// A trigger sends NOTIFY on the channel hintgate_pending with the
// approval's id whenever its state changes; [Store.Wait] listens, so a
// confirmer blocked in one process ([guard.Verdict] Wait) wakes as soon
// as a human decides in another.
//
// A Store is safe for concurrent use.
package pgstore
