import { useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Eye, ListPlus, Plus } from 'lucide-react';
import {
  reportFieldTypes,
  type ReportAnswer,
  type ReportFieldType,
  type ReportTemplateInput,
  type ReportValues,
} from '@servio/domain/report-template';
import { Button } from '../../components/button.tsx';
import { Card, CardSection } from '../../components/card.tsx';
import { Field } from '../../components/field.tsx';
import { Input } from '../../components/input.tsx';
import { Select } from '../../components/select.tsx';
import { Switch } from '../../components/switch.tsx';
import { EmptyState } from '../../components/states.tsx';
import { GraphQLRequestError } from '../../lib/errors.ts';
import { errorText, formMessage, serverField } from '../../lib/reasons.ts';
import { toast } from '../../lib/toast.ts';
import { FieldEditor } from './field-editor.tsx';
import { ReportFieldsForm } from './report-fields-form.tsx';
import { visitTagsOptions } from './report-templates-api.ts';
import { SortableFieldList } from './sortable-field-list.tsx';
import {
  draftErrors,
  fieldErrors,
  fieldOf,
  inputOf,
  moved,
  newField,
  type DraftField,
  type TemplateDraft,
} from './template-draft.ts';

const templateOptions = ['invoiceVisit', 'showLineCheckboxes', 'showPrices'] as const;

/**
 * The form builder: name, the three options, the fields (add by type, edit, reorder by drag or buttons, remove) and
 * a live preview beside them. The draft is checked with the server's own schema (`reportTemplateInputSchema`); the
 * problems show at their fields once a save was tried. `onSave` rejects with the server's refusal, shown the same way.
 */
export function ReportTemplateBuilder({
  initial,
  onSave,
  saveLabel,
  aside,
}: {
  initial: TemplateDraft;
  onSave: (input: ReportTemplateInput) => Promise<void>;
  saveLabel: string;
  /** Shown under the preview (the versions list). */
  aside?: ReactNode;
}) {
  const { t } = useTranslation();
  const tags = useQuery(visitTagsOptions);
  const [draft, setDraft] = useState(initial);
  const [openId, setOpenId] = useState<string | null>(null);
  const [addType, setAddType] = useState<ReportFieldType>('text');
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [values, setValues] = useState<ReportValues>({});

  const localErrors = useMemo(() => draftErrors(draft), [draft]);
  const errors = attempted ? { ...serverErrors, ...localErrors } : serverErrors;
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const preview = useMemo(() => draft.fields.map(fieldOf), [draft.fields]);

  const change = (patch: Partial<TemplateDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setServerErrors({});
  };
  const changeField = (index: number, patch: Partial<DraftField>) =>
    change({ fields: draft.fields.map((f, i) => (i === index ? { ...f, ...patch } : f)) });
  const addField = () => {
    const field = newField(addType, draft.fields, t(`reportTemplates.types.${addType}`));
    change({ fields: [...draft.fields, field] });
    setOpenId(field.id);
  };

  const save = async () => {
    setAttempted(true);
    const problems = draftErrors(draft);
    if (Object.keys(problems).length > 0) {
      openFirstProblem(problems);
      return;
    }
    setSaving(true);
    try {
      await onSave(inputOf(draft));
    } catch (error) {
      const field = error instanceof GraphQLRequestError ? serverField(error) : undefined;
      if (error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT' && field && error.reason) {
        setServerErrors({ [field]: error.reason });
        openFirstProblem({ [field]: error.reason });
      } else {
        toast.error(errorText(t, error));
      }
    } finally {
      setSaving(false);
    }
  };
  const openFirstProblem = (problems: Record<string, string>) => {
    const index = Object.keys(problems)
      .map((path) => /^fields\.(\d+)\./.exec(path)?.[1])
      .find((i) => i !== undefined);
    if (index !== undefined) setOpenId(draft.fields[Number(index)]?.id ?? null);
  };
  const hasProblems = attempted && Object.keys(errors).length > 0;

  return (
    <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <div className="space-y-5">
        <CardSection title={t('reportTemplates.builder.templateSection')}>
          <div className="space-y-4">
            <Field label={t('reportTemplates.builder.name')} error={formMessage(t, errors.name)}>
              <Input value={draft.name} onChange={(e) => change({ name: e.target.value })} />
            </Field>
            <fieldset className="space-y-3">
              <legend className="text-[13px] font-medium">{t('reportTemplates.builder.optionsTitle')}</legend>
              {templateOptions.map((option) => (
                <div key={option} className="flex items-start gap-3">
                  <Switch
                    id={`option-${option}`}
                    className="mt-0.5"
                    checked={draft[option]}
                    onCheckedChange={(on) => change({ [option]: on })}
                    aria-describedby={`option-${option}-help`}
                  />
                  <div>
                    <label htmlFor={`option-${option}`} className="text-[13px] font-medium">
                      {t(`reportTemplates.options.${option}`)}
                    </label>
                    <p id={`option-${option}-help`} className="text-[13px] text-muted">
                      {t(`reportTemplates.options.${option}Help`)}
                    </p>
                  </div>
                </div>
              ))}
            </fieldset>
          </div>
        </CardSection>

        <CardSection
          title={t('reportTemplates.builder.fieldsTitle')}
          description={t('reportTemplates.builder.fieldsDescription')}
        >
          {draft.fields.length === 0 ? (
            <EmptyState
              icon={ListPlus}
              title={t('reportTemplates.builder.noFieldsTitle')}
              body={t('reportTemplates.builder.noFieldsBody')}
              className="py-8"
              headingLevel={2}
            />
          ) : (
            <SortableFieldList
              fields={draft.fields}
              openId={openId}
              onToggle={(id) => setOpenId((open) => (open === id ? null : id))}
              onDragStart={() => setOpenId(null)}
              onMove={(from, to) => change({ fields: moved(draft.fields, from, to) })}
              onRemove={(index) => change({ fields: draft.fields.filter((_, i) => i !== index) })}
              hasError={(index) => Object.keys(fieldErrors(errors, index)).length > 0}
              editor={(index) => (
                <FieldEditor
                  field={draft.fields[index]!}
                  errors={fieldErrors(errors, index)}
                  tags={tags.data}
                  onChange={(patch) => changeField(index, patch)}
                />
              )}
            />
          )}
          {errors.fields && (
            <p role="alert" className="mt-3 text-[13px] text-danger">
              {formMessage(t, errors.fields)}
            </p>
          )}
          <div className="mt-4 flex flex-wrap items-end gap-2">
            <Field label={t('reportTemplates.builder.addType')} className="w-56">
              <Select value={addType} onChange={(e) => setAddType(e.target.value as ReportFieldType)}>
                {reportFieldTypes.map((type) => (
                  <option key={type} value={type}>
                    {t(`reportTemplates.types.${type}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Button variant="secondary" onClick={addField}>
              <Plus className="size-4" aria-hidden="true" />
              {t('reportTemplates.builder.addField')}
            </Button>
          </div>
        </CardSection>

        <div className="flex flex-wrap items-center justify-end gap-3">
          {hasProblems && (
            <p role="alert" className="text-[13px] text-danger">
              {t('reportTemplates.builder.fixProblems')}
            </p>
          )}
          <Button onClick={() => void save()} loading={saving} disabled={!dirty}>
            {saveLabel}
          </Button>
        </div>
      </div>

      <div className="space-y-5 lg:sticky lg:top-4">
        <Card>
          <div className="flex items-center gap-2 border-b border-border px-5 py-3">
            <Eye className="size-4 text-muted" aria-hidden="true" />
            <h2 className="text-[15px] font-semibold">{t('reportTemplates.builder.preview')}</h2>
          </div>
          <section aria-label={t('reportTemplates.builder.preview')} className="px-5 py-5">
            {preview.length === 0 ? (
              <p className="text-[13px] text-muted">{t('reportTemplates.builder.previewEmpty')}</p>
            ) : (
              <ReportFieldsForm
                fields={preview}
                values={values}
                tags={tags.data}
                onChange={(id: string, value: ReportAnswer) => setValues((v) => ({ ...v, [id]: value }))}
              />
            )}
          </section>
        </Card>
        {aside}
      </div>
    </div>
  );
}
