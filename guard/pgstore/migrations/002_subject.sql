-- Session approvals of a subject, shared by every replica.
ALTER TABLE hintgate_approvals ADD COLUMN subject text NOT NULL DEFAULT '';
ALTER TABLE hintgate_approvals DROP CONSTRAINT hintgate_approvals_pkey;
ALTER TABLE hintgate_approvals ADD PRIMARY KEY (server, tool, fingerprint, args, match, subject);
