-- Customer search through the trigram index under row-level security (docs/decisions/0004-customer-search.md).
-- As for items (migration 0015): pg_trgm's LIKE is not leakproof, so in a query as servio_app PostgreSQL applies
-- it only after the tenant policy and never as an index condition, and a selective search read every customer of
-- the company (20,000: 6 ms on PostgreSQL; 200,000: ten times that). This function runs as the tables' owner for
-- the current company only (app_current_company(), the setting the policies read) and answers one page of a
-- search: the ids in the list's order and the count of the matches, stopped at count_cap rows.
-- The statements are built per call (EXECUTE) with the terms as literals, so the planner sees them. The count comes
-- first, stopped at its cap, through the trigram index (sequential scans are off in the function: with a LIMIT the
-- planner hoped to meet the cap early and read the whole table when the matches were fewer). Matches under the cap
-- are then sorted for the page: walking the name index instead stops early only where the matches are spread
-- through the alphabet, and a term whose matches sort last ("øster", "tape") read most of the company. A broad
-- term, over the cap, walks the list's index and stops at the page. The sort is one of a fixed list; every value is
-- quoted by format's %L.
-- Any role may call it (the default): it reveals no more than the policies do for the same app.company_id setting.
CREATE FUNCTION app_customer_search_page(
  patterns text[],
  sort_key text,
  descending boolean,
  page_limit integer,
  page_offset integer,
  count_cap integer,
  parent_id uuid,
  top_level_only boolean,
  company_customers boolean
)
  RETURNS TABLE (id uuid, total integer)
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
  SET enable_seqscan = off
AS $$
DECLARE
  counted integer;
  page_ids uuid[];
  sort_expression text := CASE sort_key
    WHEN 'name' THEN 'c.sort_name'
    WHEN 'companyName' THEN 'lower(c.company_name)'
    WHEN 'email' THEN 'c.email'
    WHEN 'phoneNumber' THEN 'c.phone_number'
    WHEN 'city' THEN 'lower(c.city)'
    WHEN 'zipcode' THEN 'c.zipcode'
    WHEN 'createdAt' THEN 'c.created_at'
  END;
  direction text := CASE WHEN descending THEN 'desc' ELSE 'asc' END;
  conditions text := 'c.company_id = public.app_current_company()';
  pattern text;
BEGIN
  IF sort_expression IS NULL THEN
    RAISE EXCEPTION 'unknown customer sort %', sort_key;
  END IF;
  FOREACH pattern IN ARRAY coalesce(patterns, '{}') LOOP
    conditions := conditions || format(' and c.search_text like %L', pattern);
  END LOOP;
  IF parent_id IS NOT NULL THEN
    conditions := conditions || format(' and c.parent_customer_id = %L::uuid', parent_id);
  END IF;
  IF top_level_only THEN
    conditions := conditions || ' and c.parent_customer_id is null';
  END IF;
  IF company_customers IS NOT NULL THEN
    conditions := conditions || format(' and c.use_company = %L::boolean', company_customers);
  END IF;
  -- The matches up to the cap, read once: counted, and sorted for the page when they are all there.
  EXECUTE format(
    'with hits as materialized (select c.id, %2$s as sort_value from public.customers c where %1$s limit %4$s)
     select (select count(*)::int from hits),
       array(select hits.id from hits order by hits.sort_value %3$s nulls last, hits.id %3$s limit %5$s offset %6$s)',
    conditions, sort_expression, direction, count_cap, page_limit, page_offset) INTO counted, page_ids;
  IF counted >= count_cap THEN
    -- A broad term: the list's index in its order, stopping at the page.
    EXECUTE format(
      'select array(select c.id from public.customers c where %1$s
         order by %2$s %3$s nulls last, c.id %3$s limit %4$s offset %5$s)',
      conditions, sort_expression, direction, page_limit, page_offset) INTO page_ids;
  END IF;
  RETURN QUERY SELECT page.id, counted
    FROM (SELECT 1) AS one LEFT JOIN unnest(page_ids) WITH ORDINALITY AS page(id, ordinal) ON true
    ORDER BY page.ordinal;
END
$$;
