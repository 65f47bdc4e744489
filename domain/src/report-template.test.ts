import { describe, expect, it } from 'vitest';
import { checkReportValues, reportTemplateInputSchema, type ReportField } from './report-template.ts';

const fields: ReportField[] = [
  { id: 'intro', type: 'heading', label: 'Eftersyn', required: false },
  { id: 'note', type: 'text', label: 'Bemærkning', required: true },
  { id: 'state', type: 'choice', label: 'Tilstand', required: false, options: ['God', 'Dårlig'] },
  { id: 'pressure', type: 'number', label: 'Tryk', required: false },
];

describe('report template definition', () => {
  it('accepts a valid template and refuses a repeated field id', () => {
    expect(reportTemplateInputSchema.safeParse({ name: 'Service', fields }).success).toBe(true);
    const repeated = reportTemplateInputSchema.safeParse({ name: 'Service', fields: [...fields, fields[1]] });
    expect(repeated.success).toBe(false);
    expect(repeated.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([
      'fields.4.id',
      'reportTemplate.fieldIdRepeated',
    ]);
  });

  it('requires options for a choice and a tag for a tag field', () => {
    const result = reportTemplateInputSchema.safeParse({
      name: 'Service',
      fields: [
        { id: 'a', type: 'choice', label: 'A', options: [] },
        { id: 'b', type: 'tag', label: 'B' },
      ],
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'reportTemplate.optionsRequired',
      'reportTemplate.tagRequired',
    ]);
  });
});

describe('report answers', () => {
  it('keeps a draft with missing required answers but refuses it on completion', () => {
    expect(checkReportValues(fields, { state: 'God' }, { completing: false }).issues).toEqual([]);
    expect(checkReportValues(fields, { state: 'God' }, { completing: true }).issues).toEqual([
      { fieldId: 'note', message: 'report.answerRequired' },
    ]);
    expect(checkReportValues(fields, { note: '  ' }, { completing: true }).issues).toEqual([
      { fieldId: 'note', message: 'report.answerRequired' },
    ]);
  });

  it('refuses an unknown field, an option not offered and a number as text', () => {
    const { issues } = checkReportValues(fields, { ghost: 'x', state: 'Middel', pressure: '3' }, { completing: false });
    expect(issues).toEqual([
      { fieldId: 'ghost', message: 'report.fieldUnknown' },
      { fieldId: 'state', message: 'report.optionInvalid' },
      { fieldId: 'pressure', message: 'report.numberInvalid' },
    ]);
  });
});
