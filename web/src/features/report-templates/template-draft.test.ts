import { describe, expect, it } from 'vitest';
import {
  draftErrors,
  emptyDraft,
  fieldErrors,
  inputOf,
  moved,
  newField,
  type TemplateDraft,
} from './template-draft.ts';

const draft = (patch: Partial<TemplateDraft> = {}): TemplateDraft => ({ ...emptyDraft(), name: 'Eftersyn', ...patch });

describe('the report template builder draft', () => {
  it('asks for a name and at least one field', () => {
    expect(draftErrors(draft({ name: ' ' }))).toMatchObject({
      name: 'required',
      fields: 'reportTemplate.fieldsRequired',
    });
  });

  it('puts a field problem at the field: a choice without options, a tag without a tag, an empty label', () => {
    const choice = { ...newField('choice', [], 'Tilstand'), optionsText: '\n  \n' };
    const tag = newField('tag', [choice], 'Prioritet');
    const text = newField('text', [choice, tag], ' ');
    const errors = draftErrors(draft({ fields: [choice, tag, text] }));
    expect(fieldErrors(errors, 0)).toEqual({ options: 'reportTemplate.optionsRequired' });
    expect(fieldErrors(errors, 1)).toEqual({ tagId: 'reportTemplate.tagRequired' });
    expect(fieldErrors(errors, 2)).toEqual({ label: 'required' });
  });

  it('refuses a repeated field id and a repeated option as the server does', () => {
    const a = newField('text', [], 'A');
    const b = { ...newField('checklist', [a], 'B'), optionsText: 'Filter\nfilter' };
    const errors = draftErrors(draft({ fields: [a, b, { ...a, label: 'C' }] }));
    expect(errors).toMatchObject({
      'fields.2.id': 'reportTemplate.fieldIdRepeated',
      'fields.1.options': 'reportTemplate.optionRepeated',
    });
  });

  it('gives new fields unique ids and keeps only the options of option fields', () => {
    const first = newField('longText', [], 'Noter');
    const second = newField('longText', [first], 'Flere noter');
    expect([first.id, second.id]).toEqual(['longtext-1', 'longtext-2']);
    const input = inputOf(
      draft({
        fields: [
          { ...first, optionsText: 'x' },
          { ...newField('choice', [], 'V'), optionsText: ' Ja \n\nNej' },
        ],
      }),
    );
    expect(input.fields.map((f) => f.options)).toEqual([null, ['Ja', 'Nej']]);
    expect(draftErrors(draft({ fields: [first, second] }))).toEqual({});
  });

  it('moves a field', () => {
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
  });
});
