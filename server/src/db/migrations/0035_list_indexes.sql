DROP INDEX "materials_next_service_idx";--> statement-breakpoint
CREATE INDEX "visits_company_list_idx" ON "visits" USING btree ("company_id","archived","start" DESC NULLS LAST,"case_number" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bookings_company_created_idx" ON "bookings" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "materials_next_service_idx" ON "materials" USING btree ("company_id","next_service_on","id") WHERE "materials"."archived_at" is null;--> statement-breakpoint
-- Whether a unit is on an unfinished visit (materials/material-service-status.ts), for the current company only.
-- Under row-level security `materiel_ids @> array[…]` cannot use visits_materiel_ids_idx (the operator is not
-- leakproof): the materials list read every unfinished visit of the company once per unit of its page. As the
-- tables' owner the GIN index answers it. It reveals no more than the policies do for the same app.company_id.
CREATE FUNCTION app_material_on_unfinished_visit(material uuid) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
AS $$
  SELECT EXISTS (
    SELECT 1 FROM public.visits v
    WHERE v.company_id = public.app_current_company() AND v.materiel_ids @> ARRAY[material]
      AND v.status IN ('not_scheduled', 'scheduled', 'current') AND NOT v.archived
  )
$$;
--> statement-breakpoint
-- One page of an item search, as app_customer_search_page (migration 0034) does for customers (its comment says how
-- the count, the sort of the matches under the cap and the walk of the list's index for a broad term are chosen):
-- app_item_search answered every match, and the list counted them all (a three-letter term: 1,650 of 50,000 items).
-- The count and the matches come from the narrow item_search (migration 0017: its trigram index, few blocks); a
-- broad term walks items_company_name_idx on items. For the current company only, as the tables' owner (row-level
-- security keeps LIKE from the index); the sort is one of two.
CREATE FUNCTION app_item_search_page(
  patterns text[],
  sort_key text,
  descending boolean,
  group_id uuid,
  active_only boolean,
  page_limit integer,
  page_offset integer,
  count_cap integer
)
  RETURNS TABLE (id uuid, total integer)
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
  SET enable_seqscan = off
AS $$
DECLARE
  counted integer;
  page_ids uuid[];
  -- The same columns on both tables (alias i), but the name's sort key: item_search keeps it lower-cased.
  sort_expression text := CASE sort_key WHEN 'name' THEN 'lower(i.name)' WHEN 'sku' THEN 'i.sku' END;
  search_sort_expression text := CASE sort_key WHEN 'name' THEN 'i.name_key' WHEN 'sku' THEN 'i.sku' END;
  direction text := CASE WHEN descending THEN 'desc' ELSE 'asc' END;
  conditions text := 'i.company_id = public.app_current_company()';
  pattern text;
BEGIN
  IF sort_expression IS NULL THEN
    RAISE EXCEPTION 'unknown item sort %', sort_key;
  END IF;
  FOREACH pattern IN ARRAY coalesce(patterns, '{}') LOOP
    conditions := conditions || format(' and i.search_text like %L', pattern);
  END LOOP;
  IF group_id IS NOT NULL THEN
    conditions := conditions || format(' and i.group_id = %L::uuid', group_id);
  END IF;
  IF active_only IS NOT NULL THEN
    conditions := conditions || format(' and i.active = %L::boolean', active_only);
  END IF;
  -- item_search's rows are narrow: up to 5,000 matches are read once, counted and sorted in a few milliseconds,
  -- where the walk of the name index read most of the items for a term whose matches sort last ("tør": Tørrefilter).
  EXECUTE format(
    'with hits as materialized (select i.id, %2$s as sort_value from public.item_search i where %1$s limit 5001)
     select (select count(*)::int from hits),
       array(select hits.id from hits order by hits.sort_value %3$s, hits.id %3$s limit %4$s offset %5$s)',
    conditions, search_sort_expression, direction, page_limit, page_offset) INTO counted, page_ids;
  IF counted > 5000 THEN
    -- A broad term: the list's index in its order, stopping at the page; the count up to its cap.
    IF count_cap > 5001 THEN
      EXECUTE format('select count(*)::int from (select 1 from public.item_search i where %s limit %s) counted',
        conditions, count_cap) INTO counted;
    END IF;
    EXECUTE format(
      'select array(select i.id from public.items i where %1$s order by %2$s %3$s, i.id %3$s limit %4$s offset %5$s)',
      conditions, sort_expression, direction, page_limit, page_offset) INTO page_ids;
  END IF;
  RETURN QUERY SELECT page.id, least(counted, count_cap)
    FROM (SELECT 1) AS one LEFT JOIN unnest(page_ids) WITH ORDINALITY AS page(id, ordinal) ON true
    ORDER BY page.ordinal;
END
$$;
