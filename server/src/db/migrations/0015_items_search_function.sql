-- Item search through the trigram index under row-level security (docs/decisions/0017-items-and-prices.md).
-- pg_trgm's LIKE operator is not leakproof, so in a query as servio_app PostgreSQL applies it only after the
-- tenant policy and never as an index condition: every search read all of the company's items (50 ms for 50,000).
-- This function runs as the tables' owner, so the GIN index answers the pattern, and it returns only the current
-- company's items (app_current_company(), the same setting the policies read) with the few columns a search page
-- filters, sorts and counts on: the page is chosen from its answer without reading each match back from `items`,
-- and only the page's rows are then read, as the application role, under the policy as before.
-- Any role may call it (the default): it reveals no more than the policies do for the same app.company_id setting,
-- and the application role is one per database (db/app-role.ts), created after the migrations.
CREATE FUNCTION app_item_search(pattern text)
  RETURNS TABLE (id uuid, name_key text, sku text, active boolean, group_id uuid, search_text text)
  LANGUAGE sql STABLE SECURITY DEFINER ROWS 500
  SET search_path = pg_catalog, public
AS $$
  SELECT i.id, lower(i.name), i.sku, i.active, i.group_id, i.search_text
  FROM public.items i
  WHERE i.company_id = public.app_current_company() AND i.search_text LIKE pattern
$$;
