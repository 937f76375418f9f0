-- hintgate's approvals, pins and pending approvals.
CREATE TABLE hintgate_approvals (
    server      text NOT NULL,
    tool        text NOT NULL,
    fingerprint text NOT NULL,
    args        text NOT NULL DEFAULT '',  -- SHA-256 of the exact arguments, or ''
    match       text NOT NULL DEFAULT '',  -- the Match as JSON (keys sorted), or ''
    created     timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (server, tool, fingerprint, args, match)
);

CREATE TABLE hintgate_pins (
    server      text NOT NULL,
    tool        text NOT NULL,
    fingerprint text NOT NULL,
    PRIMARY KEY (server, tool)
);

CREATE TABLE hintgate_pending (
    id          text PRIMARY KEY,
    server      text NOT NULL,
    tool        text NOT NULL,
    fingerprint text NOT NULL,
    idempotent  boolean NOT NULL DEFAULT false,
    args        text NOT NULL,          -- the arguments whole, as the call carried them
    rule        text NOT NULL DEFAULT '',
    message     text NOT NULL DEFAULT '',
    subject     text NOT NULL DEFAULT '',
    created     timestamptz NOT NULL,
    expires     timestamptz NOT NULL,
    state       text NOT NULL CHECK (state IN ('pending', 'approved', 'rejected', 'expired',
                    'claimed', 'executed', 'failed', 'voided', 'unknown')),
    decided_by  text NOT NULL DEFAULT '',
    decided     timestamptz,
    reason      text NOT NULL DEFAULT '',
    edited      text NOT NULL DEFAULT '',
    scope       smallint NOT NULL DEFAULT 0,
    claimed_by  text NOT NULL DEFAULT '',
    lease       timestamptz,
    claims      integer NOT NULL DEFAULT 0,
    result      text NOT NULL DEFAULT ''
);

CREATE INDEX hintgate_pending_state ON hintgate_pending (state, created);
CREATE INDEX hintgate_pending_subject ON hintgate_pending (subject, created);

-- Every change of a pending approval wakes the processes waiting on it.
CREATE FUNCTION hintgate_pending_notify() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('hintgate_pending', NEW.id);
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER hintgate_pending_notify AFTER INSERT OR UPDATE OF state ON hintgate_pending
    FOR EACH ROW EXECUTE FUNCTION hintgate_pending_notify();
