import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { users } from '../db/tables/index.ts';

/**
 * The language a customer's documents and mails speak, as a subquery for the statement that reads the customer:
 * their login's (its first, when several), as customers have no language of their own; null without a login (the
 * caller takes Danish).
 */
export function customerLanguageSql(customerId: AnyColumn | SQL): SQL<string | null> {
  return sql<string | null>`(select ${users.prefLang} from ${users}
    where ${users.customerId} = ${customerId} and ${users.role} = 'customer'
    order by ${users.createdAt} limit 1)`;
}

export const pdfLanguage = (language: string | null): 'da' | 'en' => (language === 'en' ? 'en' : 'da');
