-- Decision 140: a change to page_views on a day already rolled up drops that day's rollup, so the
-- traffic report reads it from page_views (the same figures) until the hourly job rolls it up again.
-- Statement-level with transition tables: one pass per statement, however many rows it wrote.
CREATE OR REPLACE FUNCTION traffic_rollup_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM traffic_days WHERE day IN (SELECT DISTINCT (created_at AT TIME ZONE 'UTC')::date FROM changed);
  DELETE FROM traffic_day_pages WHERE day IN (SELECT DISTINCT (created_at AT TIME ZONE 'UTC')::date FROM changed);
  DELETE FROM traffic_day_durations WHERE day IN (SELECT DISTINCT (created_at AT TIME ZONE 'UTC')::date FROM changed);
  DELETE FROM traffic_day_tallies WHERE day IN (SELECT DISTINCT (created_at AT TIME ZONE 'UTC')::date FROM changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER page_views_rollup_forget_insert AFTER INSERT ON page_views REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION traffic_rollup_forget();
--> statement-breakpoint
CREATE TRIGGER page_views_rollup_forget_update AFTER UPDATE ON page_views REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION traffic_rollup_forget();
--> statement-breakpoint
CREATE TRIGGER page_views_rollup_forget_delete AFTER DELETE ON page_views REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION traffic_rollup_forget();
