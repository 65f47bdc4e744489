import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkReportValues, type ReportField, type ReportValues } from '@servio/domain/report-template';
import { ReportFieldsForm } from './report-fields-form.tsx';

const fields: ReportField[] = [
  { id: 'anlaeg', type: 'heading', label: 'Anlæg', required: false },
  { id: 'kontrol', type: 'checklist', label: 'Kontrolpunkter', required: true, options: ['Filter', 'Rem'] },
  { id: 'tilstand', type: 'choice', label: 'Tilstand', required: false, options: ['God', 'Dårlig'] },
  { id: 'ok', type: 'yesNo', label: 'Tæt', required: false },
  { id: 'tryk', type: 'number', label: 'Tryk', required: false, help: 'I pascal' },
  { id: 'noter', type: 'longText', label: 'Noter', required: false },
  { id: 'billeder', type: 'photo', label: 'Billeder', required: false },
];

function Harness({ onValues }: { onValues: (values: ReportValues) => void }) {
  const [values, setValues] = useState<ReportValues>({});
  return (
    <ReportFieldsForm
      fields={fields}
      values={values}
      onChange={(id, value) =>
        setValues((v) => {
          const next = { ...v, [id]: value };
          onValues(next);
          return next;
        })
      }
      renderPhoto={({ labelId }) => <button aria-labelledby={labelId}>Tag billede</button>}
    />
  );
}

describe('ReportFieldsForm', () => {
  it('fills answers of the shapes the domain accepts', async () => {
    let values: ReportValues = {};
    render(<Harness onValues={(v) => (values = v)} />);
    expect(screen.getByRole('heading', { name: 'Anlæg' })).toBeDefined();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Rem' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Filter' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Dårlig' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Nej' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Tryk' }), '12,5');
    await userEvent.type(screen.getByRole('textbox', { name: 'Noter' }), 'Alt vel');
    expect(values).toEqual({ kontrol: ['Rem', 'Filter'], tilstand: 'Dårlig', ok: false, tryk: 12.5, noter: 'Alt vel' });
    expect(checkReportValues(fields, values, { completing: true }).issues).toEqual([]);
    // The photo slot is the caller's, named by the field's label.
    expect(screen.getByRole('button', { name: 'Billeder' })).toBeDefined();
  });

  it('marks required fields, links help texts and shows placeholders without slots, read-only', () => {
    render(<ReportFieldsForm fields={fields} values={{ tilstand: 'God' }} readOnly />);
    expect(screen.getByRole('group', { name: /Kontrolpunkter.*påkrævet/ })).toBeDefined();
    expect(screen.getByRole('radio', { name: 'God' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'God' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('textbox', { name: 'Tryk' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Her tager teknikeren billeder')).toBeDefined();
  });

  it("shows the visit's tags in their own controls, locked unless the tag allows a change, and leaves out tags not shown", async () => {
    const tagFields: ReportField[] = [
      { id: 'dele', type: 'tag', label: 'Dele', required: false, tagId: 'tag-dele' },
      { id: 'adgang', type: 'tag', label: 'Adgang', required: false, tagId: 'tag-adgang' },
      { id: 'kode', type: 'tag', label: 'Nøgleboks', required: false, tagId: 'tag-skjult' },
    ];
    const tags = [
      { id: 'tag-dele', name: 'Dele', mode: 'multiselect', options: ['Filter', 'Rem'], allowChangeOnReport: true },
      { id: 'tag-adgang', name: 'Adgang', mode: 'select', options: ['Nøgle', 'Kode'], allowChangeOnReport: false },
    ];
    let changed: ReportValues = {};
    render(
      <ReportFieldsForm
        fields={tagFields}
        values={{ dele: ['Filter'], adgang: 'Kode' }}
        tags={tags}
        onChange={(id, value) => (changed = { ...changed, [id]: value })}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Filter' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Rem' }));
    expect(changed).toEqual({ dele: ['Filter', 'Rem'] });
    expect(screen.getByRole('combobox', { name: 'Adgang' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Sættes på besøget; kan ikke ændres i rapporten.')).toBeDefined();
    expect(screen.queryByText('Nøgleboks')).toBeNull();
  });
});
