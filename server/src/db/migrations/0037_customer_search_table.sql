DROP INDEX "customers_search_trgm_idx";--> statement-breakpoint
-- Customer search reads a narrow copy of what it matches, filters and sorts by (docs/decisions/0043-customer-search-table.md),
-- as item search reads item_search (migration 0017). A customer row is about 300 bytes and a search's matches are
-- scattered through the table: on 200,000 customers a term read up to 8,000 of its blocks to count its matches, and
-- walking the name index for a broad term read each row it passed from the table. A row here is the id, the company,
-- the two filters, the sort name, the search key and its signature (about 180 bytes), and the name index carries all
-- of them, so that walk reads the index alone. Kept by triggers on customers, so every writer (operations, imports,
-- seeds) keeps it without knowing of it; a deleted customer's row goes by the foreign key.
-- search_key is customers.search_text with '@' and 'q', '.' and 'x' swapped: pg_trgm splits words at any character but
-- a letter or digit, so "rasmus@" asked the trigram index for every Rasmus, and each was read to find none (10,000
-- rows, 8 ms). Swapped, an email's parts are one word to the index. A search swaps its patterns the same way; a swap is
-- one to one, so a pattern matches the key exactly where it matched the text (a real q or x is now where the index
-- splits words, and a term holding one asks the index for less).
-- search_sig is a 64-bit signature of the key's trigrams (app_search_signature): a term is only in a key whose
-- signature holds the bits of the term's trigrams. Walking the name index or the company's rows, most rows that lack a
-- term are passed on a comparison of two numbers rather than a LIKE over 100 characters: half the time per row (35,000
-- rows passed for "aarhus": 8 ms, 3.6 with it). The LIKE decides.
CREATE FUNCTION app_search_signature(key text) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  SET search_path = pg_catalog, public
AS $$
  -- pg_trgm's trigrams of the key's words, each setting one of 64 bits; those padded with spaces at a word's ends left
  -- out (a term's middle need not share them). A search sets the bits of its terms' runs of three ASCII letters or
  -- digits (app_customer_search_page): each lies within a word of any key that holds the term, where pg_trgm writes
  -- it as those three characters (it writes others as a code, and an end's padding within that code). A row may so
  -- set more bits than the terms could ask for, never fewer. hashtextextended is the hash that hash partitioning stores
  -- rows by, which PostgreSQL cannot change between versions; if pg_trgm's trigrams ever changed, the signatures are to
  -- be computed again (UPDATE customer_search SET search_sig = app_search_signature(search_key)).
  SELECT coalesce(bit_or(1::bigint << (hashtextextended(t, 0) & 63)::int), 0)
  FROM unnest(show_trgm(key)) t
  WHERE strpos(t, ' ') = 0
$$;
--> statement-breakpoint
CREATE TABLE customer_search (
  id uuid PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  parent_customer_id uuid,
  use_company boolean NOT NULL,
  sort_name text NOT NULL,
  search_key text NOT NULL,
  search_sig bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE customer_search ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON customer_search USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());
--> statement-breakpoint
-- Each company's rows together, in the list's order.
INSERT INTO customer_search (id, company_id, parent_customer_id, use_company, sort_name, search_key, search_sig)
  SELECT c.id, c.company_id, c.parent_customer_id, c.use_company, c.sort_name, k.key, app_search_signature(k.key)
  FROM customers c CROSS JOIN LATERAL (SELECT translate(c.search_text, '@q.x', 'q@x.') AS key) k
  ORDER BY c.company_id, c.sort_name, c.id;
--> statement-breakpoint
-- Built after the copy with a small pending list, as item_search_trgm_idx (migration 0017 says why).
CREATE INDEX customer_search_trgm_idx ON customer_search USING gin (search_key gin_trgm_ops)
  WITH (gin_pending_list_limit = 256);
--> statement-breakpoint
-- The list's order with what a search filters on beside it: a broad term's page is a walk of this index alone.
CREATE INDEX customer_search_company_name_idx ON customer_search (company_id, sort_name, id)
  INCLUDE (search_sig, search_key, use_company, parent_customer_id);
--> statement-breakpoint
-- The company's rows in the order they lie: a term that matches a tenth of them counts to the cap in 10,000.
CREATE INDEX customer_search_company_idx ON customer_search (company_id);
--> statement-breakpoint
-- Statement-level triggers with transition tables: an import writes the copy in one statement, and an update that
-- changes none of the copied columns (notes, flags, coordinates) writes nothing.
CREATE FUNCTION app_customer_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_search (id, company_id, parent_customer_id, use_company, sort_name, search_key, search_sig)
    SELECT n.id, n.company_id, n.parent_customer_id, n.use_company, n.sort_name, k.key, app_search_signature(k.key)
    FROM new_rows n CROSS JOIN LATERAL (SELECT translate(n.search_text, '@q.x', 'q@x.') AS key) k;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION app_customer_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customer_search s
    SET company_id = n.company_id, parent_customer_id = n.parent_customer_id, use_company = n.use_company,
      sort_name = n.sort_name, search_key = n.key, search_sig = app_search_signature(n.key)
    FROM (SELECT r.*, translate(r.search_text, '@q.x', 'q@x.') AS key FROM new_rows r) n
    WHERE s.id = n.id
      AND (s.company_id, s.parent_customer_id, s.use_company, s.sort_name, s.search_key)
        IS DISTINCT FROM (n.company_id, n.parent_customer_id, n.use_company, n.sort_name, n.key);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customers_search_insert AFTER INSERT ON customers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_customer_search_insert();
--> statement-breakpoint
CREATE TRIGGER customers_search_update AFTER UPDATE ON customers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_customer_search_update();
--> statement-breakpoint
-- One page of a customer search, as before (migration 0034: the count up to its cap, the matches under it sorted, a
-- broad term's page a walk of the list's order), now from customer_search. By name (the list's default) it never
-- reads customers: the matches and a broad term's walk are customer_search's rows and customer_search_company_name_idx.
-- By another column the matches are read from customer_search and their sort values from customers by id; a broad
-- term's page walks customers as before.
-- The count reads the trigram index, or the company's rows as they lie (customer_search_company_idx) until the cap,
-- whichever reads less: the planner took the index for a term of every tenth customer (20,000 entries, and every
-- company's, for a count of 1,001), and for a term without trigrams beside one with many ("kirkevej 12": every
-- Kirkevej). A sample of the company's first 1,000 rows says how dense the terms are (500 misjudged "andersen" by half).
-- The statements by name are static and their plans generic (the terms are parameters), so each is planned once in a
-- session: planning one for its terms took 0.5-1 ms (the LIKE's estimate), and a custom plan cost more than the
-- generic one, so PostgreSQL kept planning. Only a count through the trigram index is planned for its terms.
-- Sorts are off in the function: with more matches than the cap the planner must walk the index in order, where its
-- estimate of a term (often a few rows) had it read every match and sort them. JIT is off with them: a plan costed
-- with a disabled sort passes jit_above_cost, and compiling took 30-150 ms. The scans turned off for the sample and
-- the count are as the caller had them when the function returns (its SET clauses). ROWS 50: a page, so that the list
-- reads the page's customers by key in the same statement.
CREATE OR REPLACE FUNCTION app_customer_search_page(
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
  LANGUAGE plpgsql STABLE SECURITY DEFINER ROWS 50
  SET search_path = pg_catalog, public
  SET enable_seqscan = off
  SET enable_sort = off
  SET jit = off
  SET enable_bitmapscan = on
  SET enable_indexscan = on
  SET enable_indexonlyscan = on
  SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  counted integer;
  page_ids uuid[];
  sort_expression text := CASE sort_key
    WHEN 'name' THEN 's.sort_name'
    WHEN 'companyName' THEN 'lower(s.company_name)'
    WHEN 'email' THEN 's.email'
    WHEN 'phoneNumber' THEN 's.phone_number'
    WHEN 'city' THEN 'lower(s.city)'
    WHEN 'zipcode' THEN 's.zipcode'
    WHEN 'createdAt' THEN 's.created_at'
  END;
  direction text := CASE WHEN descending THEN 'desc' ELSE 'asc' END;
  -- The patterns as search_key holds the text ('@' and 'q', '.' and 'x' swapped), those of them the trigram index
  -- reads (pg_trgm takes runs of three letters or digits), and every term's trigrams: a row whose signature lacks one
  -- cannot match, and its LIKE is not run.
  key_patterns text[];
  indexed_patterns text[];
  signature bigint;
  -- The company's first rows (as they lie), how many of them match, and how many match the terms the index reads.
  sampled integer;
  sampled_matches integer;
  sampled_indexed integer;
  table_rows float8;
  by_index boolean := false;
  -- The company and the filters, on customer_search or customers (alias s): both have these columns.
  conditions text := 's.company_id = public.app_current_company()';
  matches text;
BEGIN
  IF sort_expression IS NULL THEN
    RAISE EXCEPTION 'unknown customer sort %', sort_key;
  END IF;
  SELECT coalesce(array_agg(k), '{}'), coalesce(array_agg(k) FILTER (WHERE k ~ '[[:alnum:]]{3}'), '{}')
    INTO key_patterns, indexed_patterns
    FROM (SELECT translate(p, '@q.x', 'q@x.') AS k FROM unnest(patterns) p) t;
  -- As app_search_signature sets a row's bits: each run of three ASCII letters or digits in a term.
  SELECT coalesce(bit_or(1::bigint << (hashtextextended(w.t, 0) & 63)::int), 0) INTO signature
    FROM unnest(key_patterns) k, generate_series(1, length(k) - 2) i, substr(k, i, 3) w(t)
    WHERE w.t ~ '^[a-z0-9]{3}$';

  PERFORM set_config('enable_bitmapscan', 'off', true), set_config('enable_indexonlyscan', 'off', true);
  SELECT count(*)::int,
      (count(*) FILTER (WHERE CASE WHEN f.search_sig & signature = signature
        THEN f.search_key LIKE ALL (key_patterns) ELSE false END))::int,
      (count(*) FILTER (WHERE f.search_key LIKE ALL (indexed_patterns)))::int,
      (SELECT c.reltuples FROM pg_class c WHERE c.oid = 'public.customer_search'::regclass)
    INTO sampled, sampled_matches, sampled_indexed, table_rows
    FROM (SELECT s.search_key, s.search_sig FROM customer_search s
      WHERE s.company_id = app_current_company() AND (parent_id IS NULL OR s.parent_customer_id = parent_id)
        AND (NOT top_level_only OR s.parent_customer_id IS NULL)
        AND (company_customers IS NULL OR s.use_company = company_customers)
      LIMIT 1000) f;
  IF cardinality(indexed_patterns) > 0 THEN
    -- In microseconds, measured on 20,000 and 200,000 customers: planning the statement for its terms 500, an index
    -- entry 0.1 (the index holds every company's) and a row it proposes read from the table 0.5, against a row of the
    -- company read in order 0.16.
    by_index := 500 + greatest(table_rows, sampled) * sampled_indexed / greatest(sampled, 1) * 0.1
        + count_cap * sampled_indexed / greatest(sampled_matches, 0.5) * 0.5
      < count_cap * sampled / greatest(sampled_matches, 0.5) * 0.16;
  END IF;

  IF by_index OR sort_key <> 'name' THEN
    -- Planned for its terms (literals), so that the planner sees them; by the trigram index rather than a walk of the
    -- company where that reads less (the planner's estimate of a term's rows is often far out). By another column the
    -- matches' sort values are read from customers by key in the same statement: the planner chooses.
    IF by_index THEN
      PERFORM set_config('enable_bitmapscan', 'on', true);
      IF sort_key = 'name' THEN
        PERFORM set_config('enable_indexscan', 'off', true);
      END IF;
    END IF;
    IF parent_id IS NOT NULL THEN
      conditions := conditions || format(' and s.parent_customer_id = %L::uuid', parent_id);
    END IF;
    IF top_level_only THEN
      conditions := conditions || ' and s.parent_customer_id is null';
    END IF;
    IF company_customers IS NOT NULL THEN
      conditions := conditions || format(' and s.use_company = %L::boolean', company_customers);
    END IF;
    matches := format('select s.id, s.sort_name from public.customer_search s where %s%s limit %s', conditions,
      (SELECT string_agg(format(' and s.search_key like %L', k), '') FROM unnest(key_patterns) k), count_cap);
  END IF;

  IF sort_key = 'name' THEN
    IF by_index THEN
      EXECUTE format(
        'with hits as materialized (%1$s)
         select (select count(*)::int from hits),
           array(select hits.id from hits order by hits.sort_name %2$s, hits.id %2$s limit %3$s offset %4$s)',
        matches, direction, page_limit, page_offset) INTO counted, page_ids;
    ELSE
      WITH hits AS MATERIALIZED (
        SELECT s.id, s.sort_name FROM customer_search s
        WHERE s.company_id = app_current_company() AND (parent_id IS NULL OR s.parent_customer_id = parent_id)
          AND (NOT top_level_only OR s.parent_customer_id IS NULL)
          AND (company_customers IS NULL OR s.use_company = company_customers)
          AND CASE WHEN s.search_sig & signature = signature THEN s.search_key LIKE ALL (key_patterns) ELSE false END
        LIMIT count_cap)
      SELECT (SELECT count(*)::int FROM hits),
          CASE WHEN descending
            THEN array(SELECT h.id FROM hits h ORDER BY h.sort_name DESC, h.id DESC LIMIT page_limit OFFSET page_offset)
            ELSE array(SELECT h.id FROM hits h ORDER BY h.sort_name, h.id LIMIT page_limit OFFSET page_offset)
          END
        INTO counted, page_ids;
    END IF;
    IF counted >= count_cap THEN
      -- A broad term: the name index alone, in its order (sort_name is never null: the index's order both ways).
      PERFORM set_config('enable_indexscan', 'on', true), set_config('enable_indexonlyscan', 'on', true);
      IF descending THEN
        page_ids := array(SELECT s.id FROM customer_search s
          WHERE s.company_id = app_current_company() AND (parent_id IS NULL OR s.parent_customer_id = parent_id)
            AND (NOT top_level_only OR s.parent_customer_id IS NULL)
            AND (company_customers IS NULL OR s.use_company = company_customers)
            AND CASE WHEN s.search_sig & signature = signature THEN s.search_key LIKE ALL (key_patterns) ELSE false END
          ORDER BY s.sort_name DESC, s.id DESC LIMIT page_limit OFFSET page_offset);
      ELSE
        page_ids := array(SELECT s.id FROM customer_search s
          WHERE s.company_id = app_current_company() AND (parent_id IS NULL OR s.parent_customer_id = parent_id)
            AND (NOT top_level_only OR s.parent_customer_id IS NULL)
            AND (company_customers IS NULL OR s.use_company = company_customers)
            AND CASE WHEN s.search_sig & signature = signature THEN s.search_key LIKE ALL (key_patterns) ELSE false END
          ORDER BY s.sort_name, s.id LIMIT page_limit OFFSET page_offset);
      END IF;
    END IF;
  ELSE
    EXECUTE format(
      'with matches as materialized (%1$s),
         hits as materialized (select s.id, %2$s as sort_value from matches m join public.customers s on s.id = m.id)
       select (select count(*)::int from hits),
         array(select hits.id from hits order by hits.sort_value %3$s nulls last, hits.id %3$s limit %4$s offset %5$s)',
      matches, sort_expression, direction, page_limit, page_offset) INTO counted, page_ids;
    IF counted >= count_cap THEN
      PERFORM set_config('enable_bitmapscan', 'on', true), set_config('enable_indexscan', 'on', true),
        set_config('enable_indexonlyscan', 'on', true);
      EXECUTE format(
        'select array(select s.id from public.customers s where %1$s%2$s
           order by %3$s %4$s nulls last, s.id %4$s limit %5$s offset %6$s)',
        conditions, (SELECT string_agg(format(' and s.search_text like %L', p), '') FROM unnest(patterns) p),
        sort_expression, direction, page_limit, page_offset) INTO page_ids;
    END IF;
  END IF;
  RETURN QUERY SELECT page.id, counted
    FROM (SELECT 1) AS one LEFT JOIN unnest(page_ids) WITH ORDINALITY AS page(id, ordinal) ON true
    ORDER BY page.ordinal;
END
$$;
