import { apiUrl } from '../../lib/api.ts';
import { downloadText } from '../../lib/download.ts';

/** The server's refusal of an e-invoice (a draft, a customer without EAN): its reason key, for reasonMessage. */
export class OioublRefusal extends Error {
  constructor(readonly reason: string | undefined) {
    super(reason ?? 'oioubl refused');
  }
}

/**
 * Saves an issued invoice's OIOUBL e-invoice (GET /invoices/<id>/oioubl.xml) to hand to e-conomic. Fetched rather
 * than linked, so a refusal shows its reason instead of a page of JSON.
 */
export async function downloadInvoiceOioubl(invoice: { id: string; number: number | null }): Promise<void> {
  const response = await fetch(apiUrl(`/invoices/${invoice.id}/oioubl.xml`), { credentials: 'include' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { reason?: string } } | null;
    throw new OioublRefusal(body?.error?.reason);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  downloadText(await response.text(), name ?? `Faktura-${invoice.number}.xml`, 'application/xml;charset=utf-8');
}
