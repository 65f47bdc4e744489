-- Item search through the trigram index under row-level security (docs/decisions/0017-items-and-prices.md).
-- pg_trgm's LIKE operator is not leakproof, so in a query as servio_app PostgreSQL applies it only after the
-- tenant policy and never as an index condition: every search read all of the company's items (50 ms for 50,000).
-- This function runs as the tables' owner, so the GIN index answers the pattern, and it returns only ids of the
-- current company's items (app_current_company(), the same setting the policies read). The query that uses it
-- still reads items as the application role: the policy and every other condition apply to the rows as before.
-- Any role may call it (the default): it reveals no more than the policies do for the same app.company_id setting,
-- and the application role is one per database (db/app-role.ts), created after the migrations.
CREATE FUNCTION app_item_search_ids(pattern text) RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER ROWS 200
  SET search_path = pg_catalog, public
AS $$ SELECT id FROM public.items WHERE company_id = public.app_current_company() AND search_text LIKE pattern $$;
