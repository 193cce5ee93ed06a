-- Decision 130: each instance keeps the callers it resolved (session, role, tier) for a few
-- seconds; any change to what decides them tells every instance which member to forget.
CREATE OR REPLACE FUNCTION notify_actor_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('actor_change', coalesce(to_jsonb(OLD) ->> TG_ARGV[0], ''));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('actor_change', coalesce(to_jsonb(NEW) ->> TG_ARGV[0], ''));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_actor_change AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_actor_change('user_id');
--> statement-breakpoint
CREATE TRIGGER users_actor_change AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_actor_change('id');
--> statement-breakpoint
CREATE TRIGGER memberships_actor_change AFTER INSERT OR UPDATE OR DELETE ON memberships FOR EACH ROW EXECUTE FUNCTION notify_actor_change('user_id');
--> statement-breakpoint
CREATE TRIGGER tier_grants_actor_change AFTER INSERT OR UPDATE OR DELETE ON tier_grants FOR EACH ROW EXECUTE FUNCTION notify_actor_change('user_id');
--> statement-breakpoint
CREATE TRIGGER hardship_applications_actor_change AFTER INSERT OR UPDATE OR DELETE ON hardship_applications FOR EACH ROW EXECUTE FUNCTION notify_actor_change('user_id');
