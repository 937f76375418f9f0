package pgstore

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/hintgate/hintgate/guard"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// Store is a [guard.Store] in a PostgreSQL database. It is safe for
// concurrent use, by goroutines and by processes sharing the database.
type Store struct {
	pool *pgxpool.Pool
	// poll bounds how long Wait trusts LISTEN/NOTIFY alone before it
	// reads the row again.
	poll time.Duration
}

var (
	_ guard.Store          = (*Store)(nil)
	_ guard.PendingCounter = (*Store)(nil)
)

// Open returns a store on pool after bringing its schema up to date
// ([Migrate]). The pool stays the caller's to close.
func Open(ctx context.Context, pool *pgxpool.Pool) (*Store, error) {
	if err := Migrate(ctx, pool); err != nil {
		return nil, err
	}
	return &Store{pool: pool, poll: 5 * time.Second}, nil
}

func wrap(err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("pgstore: %w", err)
}

// Approvals returns the lasting approvals of a server's tool.
func (s *Store) Approvals(ctx context.Context, server, tool string) ([]guard.Approval, error) {
	rows, err := s.pool.Query(ctx, "SELECT fingerprint, args, match, subject FROM hintgate_approvals WHERE server = $1 AND tool = $2", server, tool)
	if err != nil {
		return nil, wrap(err)
	}
	var out []guard.Approval
	for rows.Next() {
		a := guard.Approval{Server: server, Tool: tool}
		var match string
		if err := rows.Scan(&a.Fingerprint, &a.Args, &match, &a.Subject); err != nil {
			return nil, wrap(err)
		}
		if match != "" {
			if err := json.Unmarshal([]byte(match), &a.Match); err != nil {
				return nil, fmt.Errorf("pgstore: approval of %s/%s: match: %w", server, tool, err)
			}
		}
		out = append(out, a)
	}
	return out, wrap(rows.Err())
}

// Approve records a lasting approval; recording it twice is harmless.
func (s *Store) Approve(ctx context.Context, a guard.Approval) error {
	match := ""
	if len(a.Match) > 0 {
		data, err := json.Marshal(a.Match) // keys sorted
		if err != nil {
			return wrap(err)
		}
		match = string(data)
	}
	_, err := s.pool.Exec(ctx, `INSERT INTO hintgate_approvals (server, tool, fingerprint, args, match, subject)
		VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`, a.Server, a.Tool, a.Fingerprint, a.Args, match, a.Subject)
	return wrap(err)
}

// Pins returns the server's pins.
func (s *Store) Pins(ctx context.Context, server string) (map[string]string, error) {
	rows, err := s.pool.Query(ctx, "SELECT tool, fingerprint FROM hintgate_pins WHERE server = $1", server)
	if err != nil {
		return nil, wrap(err)
	}
	out := map[string]string{}
	for rows.Next() {
		var tool, fp string
		if err := rows.Scan(&tool, &fp); err != nil {
			return nil, wrap(err)
		}
		out[tool] = fp
	}
	return out, wrap(rows.Err())
}

// SetPins records pins.
func (s *Store) SetPins(ctx context.Context, server string, pins map[string]string) error {
	b := &pgx.Batch{}
	for tool, fp := range pins {
		b.Queue(`INSERT INTO hintgate_pins (server, tool, fingerprint) VALUES ($1, $2, $3)
			ON CONFLICT (server, tool) DO UPDATE SET fingerprint = excluded.fingerprint`, server, tool, fp)
	}
	return wrap(s.pool.SendBatch(ctx, b).Close())
}

const columns = `id, server, tool, fingerprint, idempotent, args, rule, message, subject, created, expires, state,
	decided_by, decided, reason, edited, scope, claimed_by, lease, claims, result`

func scan(row pgx.Row) (*guard.PendingApproval, error) {
	var p guard.PendingApproval
	var args, edited, result, state string
	var decided, lease *time.Time
	err := row.Scan(&p.ID, &p.Server, &p.Tool, &p.Fingerprint, &p.Idempotent, &args, &p.Rule, &p.Message, &p.Subject,
		&p.Created, &p.Expires, &state, &p.DecidedBy, &decided, &p.Reason, &edited, &p.Scope, &p.ClaimedBy, &lease,
		&p.Claims, &result)
	if err != nil {
		return nil, err
	}
	p.State = guard.State(state)
	p.Args = json.RawMessage(args)
	if edited != "" {
		p.Edited = json.RawMessage(edited)
	}
	if result != "" {
		p.Result = json.RawMessage(result)
	}
	if decided != nil {
		p.Decided = *decided
	}
	if lease != nil {
		p.Lease = *lease
	}
	return &p, nil
}

// AddPending records a new pending approval.
func (s *Store) AddPending(ctx context.Context, p *guard.PendingApproval) error {
	_, err := s.pool.Exec(ctx, `INSERT INTO hintgate_pending (id, server, tool, fingerprint, idempotent, args, rule,
		message, subject, created, expires, state) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
		p.ID, p.Server, p.Tool, p.Fingerprint, p.Idempotent, string(p.Args), p.Rule, p.Message, p.Subject,
		p.Created, p.Expires, string(p.State))
	return wrap(err)
}

// GetPending returns a pending approval.
func (s *Store) GetPending(ctx context.Context, id string) (*guard.PendingApproval, error) {
	p, err := scan(s.pool.QueryRow(ctx, "SELECT "+columns+" FROM hintgate_pending WHERE id = $1", id))
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, fmt.Errorf("%w: %s", guard.ErrNotFound, id)
	}
	return p, wrap(err)
}

// ListPending returns the approvals q selects, oldest first.
func (s *Store) ListPending(ctx context.Context, q guard.Query) ([]*guard.PendingApproval, error) {
	sql, args := selectPending(columns, q)
	rows, err := s.pool.Query(ctx, sql, args...)
	if err != nil {
		return nil, wrap(err)
	}
	defer rows.Close()
	var out []*guard.PendingApproval
	for rows.Next() {
		p, err := scan(rows)
		if err != nil {
			return nil, wrap(err)
		}
		out = append(out, p)
	}
	return out, wrap(rows.Err())
}

// CountPending counts the approvals q selects, up to q.Limit when it is
// set, without reading them; see [guard.PendingCounter]. The guard's
// count of a subject's waiting calls (subject, state, expires after now)
// is a range of the index hintgate_pending_waiting. Query.ExpiresAfter
// counts by the earlier of it and the database's clock, which decides
// and claims calls: a replica whose clock runs ahead counts every call
// still waiting.
func (s *Store) CountPending(ctx context.Context, q guard.Query) (int, error) {
	sql, args := selectPending("", q)
	var n int
	err := s.pool.QueryRow(ctx, "SELECT count(*) FROM ("+sql+") AS selected", args...).Scan(&n)
	return n, wrap(err)
}

// selectPending is the query of the approvals q selects, oldest first,
// reading what cols names, and its arguments; with no cols, it reads
// nothing (for a count), in no order.
func selectPending(cols string, q guard.Query) (string, []any) {
	var where []string
	var args []any
	add := func(cond string, v any) {
		args = append(args, v)
		where = append(where, fmt.Sprintf(cond, len(args)))
	}
	if q.Subject != "" {
		add("subject = $%d", q.Subject)
	}
	if q.NoSubject {
		where = append(where, "subject = ''")
	}
	if q.Server != "" {
		add("server = $%d", q.Server)
	}
	if q.State != "" {
		add("state = $%d", string(q.State))
	}
	if !q.Before.IsZero() {
		add("created < $%d", q.Before)
	}
	if !q.After.IsZero() {
		add("created > $%d", q.After)
	}
	switch {
	case q.ExpiresAfter.IsZero():
	case cols == "":
		// A count of waiting calls (guard.Options.MaxPending) must not
		// miss one the database still lets a human decide and a
		// replica claim (expires > now(), by the database's clock)
		// when the counting replica's clock runs ahead: whichever
		// clock is earlier counts, more calls, never fewer.
		add("expires > least($%d, now())", q.ExpiresAfter)
	default:
		add("expires > $%d", q.ExpiresAfter)
	}
	sql := "SELECT 1 FROM hintgate_pending"
	if cols != "" {
		sql = "SELECT " + cols + " FROM hintgate_pending"
	}
	if len(where) > 0 {
		sql += " WHERE " + strings.Join(where, " AND ")
	}
	if cols != "" {
		sql += " ORDER BY created, id"
	}
	if q.Limit > 0 {
		sql += fmt.Sprintf(" LIMIT %d", q.Limit)
	}
	return sql, args
}

// Decide records a decision: one conditional UPDATE of a pending,
// unexpired row, so of two deciders exactly one wins.
func (s *Store) Decide(ctx context.Context, id string, d guard.Decision) (*guard.PendingApproval, error) {
	state, edited := guard.StateRejected, ""
	if d.Approve {
		state = guard.StateApproved
		if d.Args != nil {
			data, err := json.Marshal(d.Args)
			if err != nil {
				return nil, fmt.Errorf("pgstore: edited arguments: %w", err)
			}
			edited = string(data)
		}
	}
	p, err := scan(s.pool.QueryRow(ctx, `UPDATE hintgate_pending SET state = $2, decided_by = $3, decided = now(),
		reason = $4, edited = $5, scope = $6 WHERE id = $1 AND state = 'pending' AND expires > now()
		RETURNING `+columns, id, string(state), d.By, d.Reason, edited, d.Scope))
	if err == nil {
		return p, nil
	}
	if !errors.Is(err, pgx.ErrNoRows) {
		return nil, wrap(err)
	}
	if p, err := s.expire(ctx, id, "pending"); p != nil || err != nil {
		return p, cmpErr(err, guard.ErrExpired)
	}
	p, err = s.GetPending(ctx, id)
	if err != nil {
		return nil, err
	}
	return p, fmt.Errorf("%w (%s)", guard.ErrDecided, p.State)
}

// expire moves an expired row in state from to expired, returning it, or
// (nil, nil) when it is not expired.
func (s *Store) expire(ctx context.Context, id, from string) (*guard.PendingApproval, error) {
	p, err := scan(s.pool.QueryRow(ctx, `UPDATE hintgate_pending SET state = 'expired'
		WHERE id = $1 AND state = $2 AND expires <= now() RETURNING `+columns, id, from))
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil
	}
	return p, wrap(err)
}

func cmpErr(err, otherwise error) error {
	if err != nil {
		return err
	}
	return otherwise
}

// Claim takes the lease on an approved call: one conditional UPDATE …
// WHERE state = 'approved' (or a lapsed claim of an idempotent call)
// RETURNING, so of replicas claiming at once exactly one gets the row. A
// lapsed claim of a call that is not idempotent goes to unknown.
func (s *Store) Claim(ctx context.Context, id, by string, lease time.Duration) (*guard.PendingApproval, error) {
	for attempt := 0; ; attempt++ {
		p, err := scan(s.pool.QueryRow(ctx, `UPDATE hintgate_pending
			SET state = 'claimed', claimed_by = $2, lease = now() + $3 * interval '1 microsecond', claims = claims + 1
			WHERE id = $1 AND (state = 'approved' AND expires > now() OR state = 'claimed' AND lease <= now() AND idempotent)
			RETURNING `+columns, id, by, lease.Microseconds()))
		if err == nil {
			return p, nil
		}
		if !errors.Is(err, pgx.ErrNoRows) {
			return nil, wrap(err)
		}
		if p, err := s.expire(ctx, id, "approved"); p != nil || err != nil {
			return p, cmpErr(err, guard.ErrExpired)
		}
		p, err = scan(s.pool.QueryRow(ctx, `UPDATE hintgate_pending SET state = 'unknown'
			WHERE id = $1 AND state = 'claimed' AND lease <= now() AND NOT idempotent RETURNING `+columns, id))
		switch {
		case err == nil:
			return p, guard.ErrUnknownOutcome
		case !errors.Is(err, pgx.ErrNoRows):
			return nil, wrap(err)
		}
		p, err = s.GetPending(ctx, id)
		if err != nil {
			return nil, err
		}
		switch p.State {
		case guard.StateApproved:
			// Approved after the claim's UPDATE looked (a human
			// deciding as a replica resumes): nobody holds it, so try
			// again. The approved row is never the claim.
			if attempt < 2 {
				continue
			}
			return p, guard.ErrInProgress
		case guard.StateClaimed:
			return p, guard.ErrInProgress
		}
		return p, guard.StateError(p)
	}
}

// Complete records a claimed call's outcome, if by still holds the claim.
func (s *Store) Complete(ctx context.Context, id, by string, st guard.State, result json.RawMessage) error {
	switch st {
	case guard.StateExecuted, guard.StateFailed, guard.StateVoided:
	default:
		return fmt.Errorf("pgstore: %s is not an outcome", st)
	}
	tag, err := s.pool.Exec(ctx, `UPDATE hintgate_pending SET state = $3, result = $4
		WHERE id = $1 AND state = 'claimed' AND claimed_by = $2`, id, by, string(st), string(result))
	if err != nil {
		return wrap(err)
	}
	if tag.RowsAffected() == 0 {
		return guard.ErrNotClaimed
	}
	return nil
}

// Wait blocks until the approval's state is no longer from: it listens
// on the channel "hintgate_pending", which a trigger notifies on every
// change of state, so a decision recorded by another process wakes it at
// once. It holds one of the pool's connections while it waits.
func (s *Store) Wait(ctx context.Context, id string, from guard.State) (*guard.PendingApproval, error) {
	conn, err := s.pool.Acquire(ctx)
	if err != nil {
		return nil, wrap(err)
	}
	defer func() {
		// A connection left listening must not go back to the pool.
		uctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), time.Second)
		defer cancel()
		if _, err := conn.Exec(uctx, "UNLISTEN *"); err != nil {
			conn.Conn().Close(uctx)
		}
		conn.Release()
	}()
	if _, err := conn.Exec(ctx, "LISTEN hintgate_pending"); err != nil {
		return nil, wrap(err)
	}
	for {
		p, err := s.GetPending(ctx, id)
		if err != nil || p.State != from {
			return p, err
		}
		for {
			wctx, cancel := context.WithTimeout(ctx, s.poll)
			n, err := conn.Conn().WaitForNotification(wctx)
			cancel()
			if cerr := context.Cause(ctx); cerr != nil {
				return nil, cerr
			}
			if err != nil && !errors.Is(err, context.DeadlineExceeded) {
				return nil, wrap(err)
			}
			if err != nil || n.Payload == id {
				break // read the row again
			}
		}
	}
}
