-- A narrow copy of what item search reads (docs/decisions/0017-items-and-prices.md): id, sort keys, filters and the
-- search text, about a third of an item row. app_item_search read each trigram match from `items`, whose rows are
-- wide and scattered: a three-letter term matching 4,000 of 50,000 items visited nearly every block of the table
-- (9–10 ms on PostgreSQL for the matches alone); the same matches in this table take 1–2 ms. Kept by triggers on
-- items, so every writer (operations, imports, seeds) keeps it without knowing of it; a deleted item's row goes by
-- the foreign key.
CREATE TABLE item_search (
  id uuid PRIMARY KEY REFERENCES items(id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  name_key text NOT NULL,
  sku text NOT NULL,
  active boolean NOT NULL,
  group_id uuid,
  search_text text NOT NULL
);
--> statement-breakpoint
ALTER TABLE item_search ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON item_search USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());
--> statement-breakpoint
INSERT INTO item_search (id, company_id, name_key, sku, active, group_id, search_text)
  SELECT id, company_id, lower(name), sku, active, group_id, search_text FROM items;
--> statement-breakpoint
-- Built after the copy, with a small pending list: GIN puts new entries in a list every search scans entry by entry
-- and merges it into the index when it outgrows gin_pending_list_limit (4 MB by default). A 50,000-item import left
-- up to 4 MB there and a search took 6 ms instead of 1–2 until a vacuum; without the list (fastupdate off) the same
-- import took 14 s instead of 0.7. At 256 kB: 1.0 s for the import, 1.3–1.9 ms for a search (PostgreSQL, measured).
CREATE INDEX item_search_trgm_idx ON item_search USING gin (search_text gin_trgm_ops) WITH (gin_pending_list_limit = 256);
--> statement-breakpoint
-- Searches read item_search now; the LIKE on items itself runs under row-level security, where it never used this.
DROP INDEX items_search_trgm_idx;
--> statement-breakpoint
-- Statement-level triggers with transition tables: a 50,000-row import or a group's repricing writes the copy in one
-- statement, and an update that changes none of the copied columns (a price) writes nothing.
CREATE FUNCTION app_item_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_search (id, company_id, name_key, sku, active, group_id, search_text)
    SELECT n.id, n.company_id, lower(n.name), n.sku, n.active, n.group_id, n.search_text FROM new_rows n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION app_item_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE item_search s
    SET name_key = lower(n.name), sku = n.sku, active = n.active, group_id = n.group_id, search_text = n.search_text
    FROM new_rows n
    WHERE s.id = n.id
      AND (s.name_key, s.sku, s.active, s.group_id, s.search_text)
        IS DISTINCT FROM (lower(n.name), n.sku, n.active, n.group_id, n.search_text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER items_search_insert AFTER INSERT ON items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_item_search_insert();
--> statement-breakpoint
CREATE TRIGGER items_search_update AFTER UPDATE ON items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_item_search_update();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_item_search(pattern text)
  RETURNS TABLE (id uuid, name_key text, sku text, active boolean, group_id uuid, search_text text)
  LANGUAGE sql STABLE SECURITY DEFINER ROWS 500
  SET search_path = pg_catalog, public
  -- The narrow table is small enough that the planner prefers reading all of it to the trigram index once a term
  -- matches a few thousand rows, and then tests the LIKE on every row: 8 ms where the index takes 1–2.
  SET enable_seqscan = off
AS $$
  SELECT s.id, s.name_key, s.sku, s.active, s.group_id, s.search_text
  FROM public.item_search s
  WHERE s.company_id = public.app_current_company() AND s.search_text LIKE pattern
$$;
