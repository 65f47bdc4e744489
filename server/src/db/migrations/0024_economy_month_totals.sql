CREATE TABLE "invoice_customer_months" (
	"company_id" uuid NOT NULL,
	"month" date NOT NULL,
	"customer_id" uuid NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_customer_months_company_id_month_customer_id_pk" PRIMARY KEY("company_id","month","customer_id")
);
--> statement-breakpoint
CREATE TABLE "time_registration_months" (
	"company_id" uuid NOT NULL,
	"month" date NOT NULL,
	"employee_id" uuid NOT NULL,
	"minutes" bigint DEFAULT 0 NOT NULL,
	"wages" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "time_registration_months_company_id_month_employee_id_pk" PRIMARY KEY("company_id","month","employee_id")
);
--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD COLUMN "open_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD COLUMN "open_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_customer_months" ADD CONSTRAINT "invoice_customer_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_registration_months" ADD CONSTRAINT "time_registration_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE invoice_customer_months ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON invoice_customer_months USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());
--> statement-breakpoint
ALTER TABLE time_registration_months ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON time_registration_months USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());
--> statement-breakpoint
-- A statement trigger's rows with a sign: +1 the new, −1 the old; an update is both, so a row that did not change
-- adds nothing. Text for EXECUTE, because an INSERT trigger has no old rows to name (dynamic SQL still reads the
-- statement's transition tables).
CREATE FUNCTION app_signed_rows(op text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE op
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows' END
$$;
--> statement-breakpoint
-- Every write on invoices keeps, from its signed rows (docs/decisions/0029-economy-page.md): the state counts and
-- the open invoices of invoice_counters (the list's totals, the economy's outstanding), the day totals and the
-- customers' months. The counters' row is written first and only when a count moves, as every total moves with a
-- state: writers of one company queue on that row, then take their days and months in order, so two of them never
-- deadlock. (Moving an issued invoice's date, which only tests do, takes the days alone.)
CREATE FUNCTION app_invoice_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  signed text := app_signed_rows(TG_OP);
BEGIN
  EXECUTE format($sql$
    INSERT INTO invoice_counters AS c
        (company_id, draft_count, issued_count, paid_count, credited_count, open_count, open_total)
      SELECT * FROM (
        SELECT company_id, coalesce(sum(sign) FILTER (WHERE state = 'draft'), 0) AS draft,
          coalesce(sum(sign) FILTER (WHERE state = 'issued'), 0) AS issued,
          coalesce(sum(sign) FILTER (WHERE state = 'paid'), 0) AS paid,
          coalesce(sum(sign) FILTER (WHERE state = 'credited'), 0) AS credited,
          coalesce(sum(sign) FILTER (WHERE state = 'issued' AND kind = 'invoice'), 0) AS open,
          coalesce(sum(sign * total::bigint) FILTER (WHERE state = 'issued' AND kind = 'invoice'), 0) AS open_total
        FROM (%1$s) s GROUP BY company_id
      ) d WHERE draft <> 0 OR issued <> 0 OR paid <> 0 OR credited <> 0 OR open <> 0 OR open_total <> 0
    ON CONFLICT (company_id) DO UPDATE SET
      draft_count = c.draft_count + excluded.draft_count,
      issued_count = c.issued_count + excluded.issued_count,
      paid_count = c.paid_count + excluded.paid_count,
      credited_count = c.credited_count + excluded.credited_count,
      open_count = c.open_count + excluded.open_count,
      open_total = c.open_total + excluded.open_total$sql$, signed);
  EXECUTE format($sql$
    INSERT INTO invoice_day_totals AS t (company_id, day, invoiced_net, material_cost, paid_net)
      SELECT company_id, day, sum(invoiced), sum(cost), sum(paid) FROM (
        SELECT company_id, issue_date AS day, sign * net::bigint AS invoiced, sign * material_cost::bigint AS cost,
          0::bigint AS paid
        FROM (%1$s) s WHERE state <> 'draft'
        UNION ALL
        SELECT company_id, (paid_at AT TIME ZONE 'Europe/Copenhagen')::date, 0, 0, sign * net::bigint
        FROM (%1$s) s WHERE paid_at IS NOT NULL
      ) d GROUP BY company_id, day
      HAVING sum(invoiced) <> 0 OR sum(cost) <> 0 OR sum(paid) <> 0
      ORDER BY company_id, day
    ON CONFLICT (company_id, day) DO UPDATE SET
      invoiced_net = t.invoiced_net + excluded.invoiced_net,
      material_cost = t.material_cost + excluded.material_cost,
      paid_net = t.paid_net + excluded.paid_net$sql$, signed);
  EXECUTE format($sql$
    INSERT INTO invoice_customer_months AS m (company_id, month, customer_id, net)
      SELECT company_id, date_trunc('month', issue_date)::date, customer_id, sum(sign * net::bigint)
      FROM (%1$s) s WHERE state <> 'draft'
      GROUP BY 1, 2, 3 HAVING sum(sign * net::bigint) <> 0
      ORDER BY 1, 2, 3
    ON CONFLICT (company_id, month, customer_id) DO UPDATE SET net = m.net + excluded.net$sql$, signed);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER invoices_counts_insert ON invoices;
--> statement-breakpoint
DROP TRIGGER invoices_counts_update ON invoices;
--> statement-breakpoint
DROP TRIGGER invoices_counts_delete ON invoices;
--> statement-breakpoint
DROP FUNCTION app_invoice_counts_insert();
--> statement-breakpoint
DROP FUNCTION app_invoice_counts_update();
--> statement-breakpoint
DROP FUNCTION app_invoice_counts_delete();
--> statement-breakpoint
CREATE TRIGGER invoices_totals_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_invoice_totals();
--> statement-breakpoint
CREATE TRIGGER invoices_totals_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_invoice_totals();
--> statement-breakpoint
CREATE TRIGGER invoices_totals_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app_invoice_totals();
--> statement-breakpoint
CREATE FUNCTION app_time_registration_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($sql$
    INSERT INTO time_registration_months AS m (company_id, month, employee_id, minutes, wages)
      SELECT company_id, date_trunc('month', work_date)::date, employee_id, sum(sign * coalesce(minutes, 0)::bigint),
        sum(sign * wage_ore::bigint)
      FROM (%1$s) s
      GROUP BY 1, 2, 3 HAVING sum(sign * coalesce(minutes, 0)::bigint) <> 0 OR sum(sign * wage_ore::bigint) <> 0
      ORDER BY 1, 2, 3
    ON CONFLICT (company_id, month, employee_id) DO UPDATE SET
      minutes = m.minutes + excluded.minutes, wages = m.wages + excluded.wages$sql$, app_signed_rows(TG_OP));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER time_registrations_totals_insert AFTER INSERT ON time_registrations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_time_registration_totals();
--> statement-breakpoint
CREATE TRIGGER time_registrations_totals_update AFTER UPDATE ON time_registrations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_time_registration_totals();
--> statement-breakpoint
CREATE TRIGGER time_registrations_totals_delete AFTER DELETE ON time_registrations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app_time_registration_totals();
--> statement-breakpoint
-- What was written before these triggers: the issued invoices' material cost at today's cost prices (the best there
-- is; a credit note's is its invoice's, negated), then every total from scratch.
UPDATE invoices i SET material_cost = coalesce((
    SELECT sum(round(il.quantity::numeric * coalesce(it.cost_price, 0) / 1000))
    FROM invoice_lines il JOIN visit_lines vl ON vl.id = il.visit_line_id JOIN items it ON it.id = vl.item_id
    WHERE il.invoice_id = i.id), 0)
  WHERE i.state <> 'draft' AND i.kind = 'invoice';
--> statement-breakpoint
UPDATE invoices n SET material_cost = -i.material_cost
  FROM invoices i WHERE n.kind = 'creditNote' AND n.state <> 'draft' AND i.id = n.credited_invoice_id;
--> statement-breakpoint
DELETE FROM invoice_day_totals;
--> statement-breakpoint
INSERT INTO invoice_day_totals (company_id, day, invoiced_net, material_cost, paid_net)
  SELECT company_id, day, sum(invoiced), sum(cost), sum(paid) FROM (
    SELECT company_id, issue_date AS day, net::bigint AS invoiced, material_cost::bigint AS cost, 0::bigint AS paid
    FROM invoices WHERE state <> 'draft'
    UNION ALL
    SELECT company_id, (paid_at AT TIME ZONE 'Europe/Copenhagen')::date, 0, 0, net::bigint
    FROM invoices WHERE paid_at IS NOT NULL
  ) d GROUP BY company_id, day;
--> statement-breakpoint
DELETE FROM invoice_customer_months;
--> statement-breakpoint
INSERT INTO invoice_customer_months (company_id, month, customer_id, net)
  SELECT company_id, date_trunc('month', issue_date)::date, customer_id, sum(net)
  FROM invoices WHERE state <> 'draft' GROUP BY 1, 2, 3;
--> statement-breakpoint
UPDATE invoice_counters c SET open_count = o.n, open_total = o.total
  FROM (SELECT company_id, count(*) AS n, sum(total) AS total FROM invoices
        WHERE state = 'issued' AND kind = 'invoice' GROUP BY company_id) o
  WHERE o.company_id = c.company_id;
--> statement-breakpoint
DELETE FROM time_registration_months;
--> statement-breakpoint
INSERT INTO time_registration_months (company_id, month, employee_id, minutes, wages)
  SELECT company_id, date_trunc('month', work_date)::date, employee_id, sum(coalesce(minutes, 0)), sum(wage_ore)
  FROM time_registrations GROUP BY 1, 2, 3;
