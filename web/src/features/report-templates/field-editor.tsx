import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { optionFieldTypes } from '@servio/domain/report-template';
import { Field } from '../../components/field.tsx';
import { Input } from '../../components/input.tsx';
import { Select } from '../../components/select.tsx';
import { Switch } from '../../components/switch.tsx';
import { Textarea } from '../../components/textarea.tsx';
import { formMessage } from '../../lib/reasons.ts';
import type { VisitTag } from './report-templates-api.ts';
import type { DraftField } from './template-draft.ts';

/** One field's definition: label, help, required, and the options (choice, checklist) or the tag (tag). */
export function FieldEditor({
  field,
  errors,
  tags,
  onChange,
}: {
  field: DraftField;
  /** Message keys by property ('label', 'options', 'tagId', 'id'). */
  errors: Record<string, string>;
  tags: readonly VisitTag[] | undefined;
  onChange: (patch: Partial<DraftField>) => void;
}) {
  const { t } = useTranslation();
  const message = (key: string) => formMessage(t, errors[key]);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t('reportTemplates.builder.label')} error={message('label') ?? message('id')}>
        <Input value={field.label} autoFocus onChange={(e) => onChange({ label: e.target.value })} />
      </Field>
      <Field
        label={t('reportTemplates.builder.help')}
        help={t('reportTemplates.builder.helpHelp')}
        error={message('help')}
      >
        <Input value={field.help} onChange={(e) => onChange({ help: e.target.value })} />
      </Field>
      {optionFieldTypes.includes(field.type) && (
        <Field
          label={t('reportTemplates.builder.options')}
          help={t('reportTemplates.builder.optionsHelp')}
          error={message('options')}
          className="sm:col-span-2"
        >
          <Textarea rows={4} value={field.optionsText} onChange={(e) => onChange({ optionsText: e.target.value })} />
        </Field>
      )}
      {field.type === 'tag' && (
        <Field
          label={t('reportTemplates.builder.tag')}
          help={
            tags && tags.length === 0 ? (
              <>
                {t('reportTemplates.builder.noVisitTags')}{' '}
                <Link to="/admin/settings/custom-tags" className="underline">
                  {t('reportTemplates.builder.manageTags')}
                </Link>
              </>
            ) : (
              t('reportTemplates.builder.tagHelp')
            )
          }
          error={message('tagId')}
          className="sm:col-span-2"
        >
          <Select value={field.tagId} onChange={(e) => onChange({ tagId: e.target.value })}>
            <option value="">{t('reportTemplates.builder.tagChoose')}</option>
            {(tags ?? []).map((tag) => (
              <option key={tag.id} value={tag.id}>
                {tag.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {field.type !== 'heading' && (
        <label className="inline-flex items-center gap-2 text-[13px] sm:col-span-2">
          <Switch checked={field.required} onCheckedChange={(required) => onChange({ required })} />
          {t('reportTemplates.builder.required')}
        </label>
      )}
    </div>
  );
}
