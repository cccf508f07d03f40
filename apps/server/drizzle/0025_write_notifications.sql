-- Every write to a table of the app's own tells every instance on this database (decision 052):
-- a statement-level trigger per table sends one notification on the channel grantpilot_writes,
-- which each instance on PostgreSQL listens to and counts as a write (db/read-cache.ts), so a
-- read it keeps is read again after a write made elsewhere: another instance, a job, psql.
-- PostgreSQL sends a transaction's identical notifications once, at commit. A table added later
-- needs the same trigger (its migration says so; db/write-notifications.test.ts checks every one).
CREATE FUNCTION grantpilot_notify_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('grantpilot_writes', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  FOR name IN SELECT tablename FROM pg_tables WHERE schemaname = current_schema() LOOP
    EXECUTE format(
      'CREATE TRIGGER notify_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION grantpilot_notify_write()',
      name
    );
  END LOOP;
END
$$;
