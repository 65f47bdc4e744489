/**
 * A stored number (E.164) grouped for reading as lib/format's formatPhone writes Danish ones, +45 20 30 40 50,
 * without libphonenumber-js: its 28 KB (gzip) would be a quarter of the panel's first-screen budget
 * (decisions/0016). Other countries' numbers are shown as stored; the tel: link dials the stored number either way.
 */
export function phoneText(e164: string): string {
  const danish = /^\+45(\d{8})$/.exec(e164);
  return danish ? `+45 ${danish[1]!.match(/\d{2}/g)!.join(' ')}` : e164;
}
