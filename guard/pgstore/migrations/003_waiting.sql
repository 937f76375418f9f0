-- A subject's calls waiting for a decision, counted before each deferral
-- (guard.Options.MaxPending): subject = $1 AND state = 'pending' AND
-- expires > $2, read from this index alone.
CREATE INDEX IF NOT EXISTS hintgate_pending_waiting ON hintgate_pending (subject, state, expires);
