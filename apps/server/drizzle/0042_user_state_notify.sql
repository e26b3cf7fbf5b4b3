-- Every instance caches each signed-in user's token state and session user (user-state.ts).
-- Triggers rather than calls in each writer, so a writer added later (or raw SQL) cannot
-- leave a stale entry: the NOTIFY goes out at commit, to every instance listening.
CREATE FUNCTION arflow_notify_user_state() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_id integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
BEGIN
  -- A user is named by id; a company by 'e' and its id (all its users are dropped).
  PERFORM pg_notify('arflow_user_state', CASE WHEN TG_TABLE_NAME = 'users' THEN '' ELSE 'e' END || row_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_state_notify AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION arflow_notify_user_state();
--> statement-breakpoint
-- A new company has no cached user yet: only its changes matter.
CREATE TRIGGER user_state_notify AFTER UPDATE OR DELETE ON "enterprises" FOR EACH ROW EXECUTE FUNCTION arflow_notify_user_state();
