CREATE TABLE "invoice_department_months" (
	"company_id" uuid NOT NULL,
	"month" date NOT NULL,
	"department_id" uuid NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"material_cost" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_department_months_company_id_month_department_id_pk" PRIMARY KEY("company_id","month","department_id")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_net" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "department_id" uuid;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "credited_line_id" uuid;--> statement-breakpoint
ALTER TABLE "invoice_department_months" ADD CONSTRAINT "invoice_department_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_credited_line_id_invoice_lines_id_fk" FOREIGN KEY ("credited_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_credited_idx" ON "invoice_lines" USING btree ("credited_line_id");--> statement-breakpoint
ALTER TABLE invoice_department_months ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON invoice_department_months USING (company_id = app_current_company()) WITH CHECK (company_id = app_current_company());
--> statement-breakpoint
-- Credit notes of part of an invoice (docs/decisions/0026-invoices.md): what an invoice still owes is its total less
-- what its credit notes took (the open total), and what was paid is its net less that (a credit after payment is money
-- given back). The departments' months (docs/decisions/0029-economy-page.md) are kept as the customers' are.
-- Otherwise as migration 0024.
CREATE OR REPLACE FUNCTION app_invoice_totals() RETURNS trigger LANGUAGE plpgsql AS $$
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
          coalesce(sum(sign * (total - credited_total)::bigint) FILTER (WHERE state = 'issued' AND kind = 'invoice'), 0) AS open_total
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
        SELECT company_id, (paid_at AT TIME ZONE 'Europe/Copenhagen')::date, 0, 0, sign * (net - credited_net)::bigint
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
  EXECUTE format($sql$
    INSERT INTO invoice_department_months AS m (company_id, month, department_id, net, material_cost)
      SELECT company_id, date_trunc('month', issue_date)::date,
        coalesce(department_id, '00000000-0000-0000-0000-000000000000'::uuid),
        sum(sign * net::bigint), sum(sign * material_cost::bigint)
      FROM (%1$s) s WHERE state <> 'draft'
      GROUP BY 1, 2, 3 HAVING sum(sign * net::bigint) <> 0 OR sum(sign * material_cost::bigint) <> 0
      ORDER BY 1, 2, 3
    ON CONFLICT (company_id, month, department_id) DO UPDATE SET
      net = m.net + excluded.net, material_cost = m.material_cost + excluded.material_cost$sql$, signed);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every credit note so far credited its invoice in full, line by line in order.
UPDATE invoices i SET credited_net = -n.net, credited_total = -n.total
  FROM invoices n WHERE n.kind = 'creditNote' AND n.state <> 'draft' AND n.credited_invoice_id = i.id;
--> statement-breakpoint
UPDATE invoice_lines cl SET credited_line_id = il.id
  FROM invoices n, invoice_lines il
  WHERE cl.invoice_id = n.id AND n.kind = 'creditNote' AND il.invoice_id = n.credited_invoice_id
    AND il.position = cl.position;
--> statement-breakpoint
DELETE FROM invoice_day_totals;
--> statement-breakpoint
INSERT INTO invoice_day_totals (company_id, day, invoiced_net, material_cost, paid_net)
  SELECT company_id, day, sum(invoiced), sum(cost), sum(paid) FROM (
    SELECT company_id, issue_date AS day, net::bigint AS invoiced, material_cost::bigint AS cost, 0::bigint AS paid
    FROM invoices WHERE state <> 'draft'
    UNION ALL
    SELECT company_id, (paid_at AT TIME ZONE 'Europe/Copenhagen')::date, 0, 0, (net - credited_net)::bigint
    FROM invoices WHERE paid_at IS NOT NULL
  ) d GROUP BY company_id, day;
--> statement-breakpoint
-- The issued invoices' departments: their first visit's with one; a credit note's, its invoice's.
UPDATE invoices i SET department_id = (
    SELECT v.department_id FROM invoice_lines il JOIN visits v ON v.id = il.visit_id
    WHERE il.invoice_id = i.id AND v.department_id IS NOT NULL ORDER BY il.position LIMIT 1)
  WHERE i.kind = 'invoice' AND i.state <> 'draft';
--> statement-breakpoint
UPDATE invoices n SET department_id = i.department_id
  FROM invoices i WHERE n.kind = 'creditNote' AND i.id = n.credited_invoice_id;
--> statement-breakpoint
DELETE FROM invoice_department_months;
--> statement-breakpoint
INSERT INTO invoice_department_months (company_id, month, department_id, net, material_cost)
  SELECT company_id, date_trunc('month', issue_date)::date,
    coalesce(department_id, '00000000-0000-0000-0000-000000000000'::uuid), sum(net), sum(material_cost)
  FROM invoices WHERE state <> 'draft' GROUP BY 1, 2, 3;
