import { sql, type SQL } from 'drizzle-orm';
import { markedUpPriceSql } from '../item-groups/index.ts';

/**
 * What each staged line of an import would do to the items, in one set-based query (the preview shows it, the
 * import writes it): a CTE `outcome` with per line the item it matches by SKU, the values the item gets, and its
 * `status`: new, changed, unchanged or error (`reason` a message key, `field` the line's field).
 *
 * A line's empty value leaves the item's as it is. A line with a sales price gives the item that price and stops
 * it following its group; without one an item keeps following (a new one follows), and a following item with a
 * group and a cost price gets cost × (1 + markup) rounded half up to whole øre: the domain's priceWithMarkup
 * (mulDivHalfUp), written in integer SQL; the tests compare the two. A group is found by name (case-insensitive)
 * and never created: an unknown name refuses the line (a supplier's groups rarely match ours, and a group made
 * with no markup would quietly price its items at cost).
 */
export function outcomeCte(importId: string, createNew: boolean): SQL {
  return sql`
    staged as (
      select l.company_id, l.line, l.sku, l.name, l.unit, l.cost_price, l.list_price, l.sales_price, l.group_name,
             l.barcode, i.id as item_id, i.name as old_name, i.unit as old_unit, i.cost_price as old_cost,
             i.list_price as old_list, i.sales_price as old_sales, i.group_id as old_group_id,
             i.follows_group_price as old_follows, i.barcode as old_barcode, g.id as line_group_id,
             g.markup_bp as line_markup, og.markup_bp as old_markup
      from price_list_import_lines l
      left join items i on i.company_id = l.company_id and i.sku = l.sku
      left join item_groups g on l.group_name is not null and g.company_id = l.company_id
        and lower(g.name) = lower(l.group_name)
      left join item_groups og on og.company_id = i.company_id and og.id = i.group_id
      where l.import_id = ${importId}
    ),
    next as (
      select s.*,
             coalesce(s.name, s.old_name) as new_name,
             coalesce(s.unit, s.old_unit, 'stk') as new_unit,
             coalesce(s.cost_price, s.old_cost) as new_cost,
             coalesce(s.list_price, s.old_list) as new_list,
             case when s.group_name is not null then s.line_group_id else s.old_group_id end as new_group_id,
             case when s.group_name is not null then s.line_markup else s.old_markup end as new_markup,
             case when s.sales_price is not null then false else coalesce(s.old_follows, true) end as new_follows,
             coalesce(s.barcode, s.old_barcode) as new_barcode
      from staged s
    ),
    priced as (
      select n.*,
             case
               when n.sales_price is not null then n.sales_price::bigint
               when n.new_follows and n.new_markup is not null and n.new_cost is not null
                 then ${markedUpPriceSql(sql`n.new_cost`, sql`n.new_markup`)}
               else n.old_sales::bigint
             end as new_sales
      from next n
    ),
    outcome as (
      select p.*,
             case
               when p.item_id is null and not ${createNew} then 'priceList.unknownSku'
               when p.group_name is not null and p.line_group_id is null then 'priceList.groupUnknown'
               when p.item_id is null and p.name is null then 'priceList.nameMissing'
               when p.new_sales > 1000000000 then 'priceList.salesPriceTooHigh'
             end as reason,
             case
               when p.item_id is null and not ${createNew} then 'sku'
               when p.group_name is not null and p.line_group_id is null then 'groupName'
               when p.item_id is null and p.name is null then 'name'
               when p.new_sales > 1000000000 then 'salesPrice'
             end as field
      from priced p
    ),
    classified as (
      select o.*,
             case
               when o.reason is not null then 'error'
               when o.item_id is null then 'new'
               when (o.new_name, o.new_unit, o.new_cost, o.new_list, o.new_sales, o.new_group_id, o.new_follows,
                     o.new_barcode)
                    is distinct from
                    (o.old_name, o.old_unit, o.old_cost, o.old_list, o.old_sales::bigint, o.old_group_id,
                     o.old_follows, o.old_barcode)
                 then 'changed'
               else 'unchanged'
             end as status
      from outcome o
    )`;
}
