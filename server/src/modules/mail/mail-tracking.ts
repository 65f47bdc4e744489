import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parse, serialize, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** A mail's tracking token: random, in the pixel's and the links' URLs, so it says nothing about the mail. */
export const newTrackingToken = () => randomBytes(18).toString('base64url');

export const isTrackingTokenShape = (token: string) => /^[A-Za-z0-9_-]{24}$/.test(token);

/** The click link's signature: only links the server wrote redirect, so /m/c is no open redirect. */
export function signClick(key: Uint8Array, token: string, url: string): string {
  return createHmac('sha256', key).update(`mail-click\n${token}\n${url}`).digest('base64url').slice(0, 32);
}

export function clickSignatureHolds(key: Uint8Array, token: string, url: string, signature: string): boolean {
  const expected = Buffer.from(signClick(key, token, url));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const isElement = (node: Node): node is Element => 'tagName' in node;

function walk(node: Node, visit: (element: Element) => void): void {
  if (isElement(node)) visit(node);
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) walk(child, visit);
}

/**
 * The html as sent with tracking: every http(s) link through the click redirect (signed), and a 1×1 open-tracking
 * image at the end of the body. Parsed and written back with parse5, so odd quoting or markup cannot slip past.
 */
export function addTracking(html: string, options: { publicUrl: string; token: string; key: Uint8Array }): string {
  const document = parse(html);
  let body: Element | null = null;
  walk(document as unknown as Node, (element) => {
    if (element.tagName === 'body') body = element;
    if (element.tagName !== 'a') return;
    const href = element.attrs.find((attr) => attr.name === 'href');
    if (!href || !/^https?:\/\//i.test(href.value.trim())) return;
    const url = href.value.trim();
    const query = new URLSearchParams({ u: url, s: signClick(options.key, options.token, url) });
    href.value = `${options.publicUrl}/m/c/${options.token}?${query.toString()}`;
  });
  const pixel: Element = {
    nodeName: 'img',
    tagName: 'img',
    attrs: [
      { name: 'src', value: `${options.publicUrl}/m/o/${options.token}.gif` },
      { name: 'width', value: '1' },
      { name: 'height', value: '1' },
      { name: 'alt', value: '' },
      { name: 'style', value: 'display:block;border:0' },
    ],
    namespaceURI: 'http://www.w3.org/1999/xhtml' as Element['namespaceURI'],
    childNodes: [],
    parentNode: body,
  };
  (body as Element | null)?.childNodes.push(pixel);
  return serialize(document);
}
