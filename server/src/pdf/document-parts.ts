import type { Content, DynamicContent } from 'pdfmake/interfaces';

type Margin = [number, number, number, number];
const right = 'right' as const;

/**
 * The head of a business document (an invoice, a credit note, a payment reminder): to the left whom it is for (the
 * label, name, address lines and identifiers such as CVR and EAN), to the right its title over its facts (number,
 * dates) as label and value. Facts may be none (a draft), as pdfmake refuses an empty table.
 */
export function addresseeAndFacts(
  addressee: { label: string; name: string; lines: string[] },
  title: string,
  facts: [string, string][],
): Content {
  return {
    columns: [
      {
        stack: [
          { text: addressee.label, style: 'label' },
          { text: addressee.name, bold: true },
          ...addressee.lines.map((line) => ({ text: line })),
        ],
      },
      {
        stack: [
          { text: title, style: 'title', alignment: right },
          ...(facts.length > 0
            ? [
                {
                  table: {
                    widths: ['auto', 'auto'],
                    body: facts.map(([label, value]) => [
                      { text: label, style: 'label' },
                      { text: value, alignment: right },
                    ]),
                  },
                  layout: 'noBorders',
                  margin: [0, 4, 0, 0] as Margin,
                },
              ]
            : []),
        ],
        width: 'auto',
      },
    ],
    columnGap: 24,
    margin: [0, 0, 0, 16],
  };
}

/** The footer of a business document: the company, its CVR and the page, small and centred. */
export function documentFooter(
  company: { name: string; cvr?: string | null },
  cvrLabel: string,
  page: (current: number, count: number) => string,
): DynamicContent {
  return (current, count) => ({
    text: [company.name, company.cvr ? `${cvrLabel} ${company.cvr}` : null, page(current, count)]
      .filter(Boolean)
      .join(' · '),
    alignment: 'center',
    style: 'muted',
    fontSize: 8,
  });
}
