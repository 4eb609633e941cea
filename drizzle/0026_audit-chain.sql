-- The audit log as a hash chain: each entry stores the previous entry's hash and
-- SHA-256(previous hash || its canonical content), so an entry rewritten or removed after it was
-- written shows when the chain is walked (npm run audit:verify).
ALTER TABLE "audit_log" ADD COLUMN "previous_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" varchar(64);--> statement-breakpoint
-- An entry's canonical content: a JSON array of its fields in a fixed order, as PostgreSQL writes
-- jsonb (object keys sorted, one spacing, numbers as stored), the time in UTC to the microsecond
-- whatever the session's time zone or date style. A missing before/after and a JSON null read the
-- same: both say "no value".
CREATE FUNCTION "audit_log_content"(entry "audit_log") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_array(
    entry.id,
    to_char(entry.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    entry.staff_id,
    entry.staff_name,
    entry.action,
    entry.entity,
    entry.entity_id,
    entry.before,
    entry.after
  )::text
$$;--> statement-breakpoint
-- Hex SHA-256 of the previous hash (64 hex digits, so the two parts cannot run into each other)
-- followed by the content, as UTF-8.
CREATE FUNCTION "audit_log_chain_hash"(previous_hash text, content text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(previous_hash || content, 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- The entries written so far, chained in the order of their ids.
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_no_update_or_delete";--> statement-breakpoint
DO $$
DECLARE
  entry "audit_log";
  previous text := repeat('0', 64);
BEGIN
  FOR entry IN SELECT * FROM "audit_log" ORDER BY id LOOP
    UPDATE "audit_log"
      SET previous_hash = previous, hash = "audit_log_chain_hash"(previous, "audit_log_content"(entry))
      WHERE id = entry.id
      RETURNING hash INTO previous;
  END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_no_update_or_delete";--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "previous_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "hash" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_previous_hash_idx" ON "audit_log" USING btree ("previous_hash");--> statement-breakpoint
-- The trigger numbers each entry under its lock, so the ids' order is the chain's order; a
-- number taken by the column's default before the lock would not be.
ALTER TABLE "audit_log" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
-- Chains each new entry to the last one, one writer at a time: a statement first takes the
-- lock (a transaction-level advisory lock, two keys: a space apart from the shop's one-key
-- locks), held until its transaction ends, so the next writer, on any connection of any
-- instance, waits and then reads this entry as the last one. Should a writer not see it all the
-- same (a repeatable-read transaction started before), the unique index on previous_hash refuses
-- its entry rather than let the chain fork.
CREATE FUNCTION "audit_log_chain_lock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7352, 1);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "audit_log_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.id := nextval('audit_log_id_seq');
  NEW.previous_hash := coalesce(
    (SELECT hash FROM "audit_log" ORDER BY id DESC LIMIT 1),
    repeat('0', 64)
  );
  NEW.hash := "audit_log_chain_hash"(NEW.previous_hash, "audit_log_content"(NEW));
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_chain_locked" BEFORE INSERT ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_chain_lock"();--> statement-breakpoint
CREATE TRIGGER "audit_log_chained" BEFORE INSERT ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_chain"();
