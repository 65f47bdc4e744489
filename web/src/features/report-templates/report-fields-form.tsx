import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Camera, PenLine } from 'lucide-react';
import type { ReportAnswer, ReportField, ReportValues } from '@servio/domain/report-template';
import { Input } from '../../components/input.tsx';
import { Textarea } from '../../components/textarea.tsx';
import { Select } from '../../components/select.tsx';
import { DateField } from '../../components/date-field.tsx';
import { FieldError } from '../../components/field-error.tsx';
import { parseDecimal, separators } from '../../lib/format/index.ts';
import { cn } from '../../lib/cn.ts';

/** A visit tag a tag field shows: its name and, for a select tag, the values to pick from. */
export interface ReportFormTag {
  id: string;
  name: string;
  mode: string;
  options: readonly string[];
  /** Whether the report may change the visit's value of the tag. */
  allowChangeOnReport?: boolean;
}

/** What a photo or signature slot gets: the field, its answer and how to change it. */
export interface ReportFieldSlot {
  field: ReportField;
  value: ReportAnswer | undefined;
  onChange: (value: ReportAnswer) => void;
  readOnly: boolean;
  /** The id of the field's label, for aria-labelledby. */
  labelId: string;
}

export interface ReportFieldsFormProps {
  fields: readonly ReportField[];
  values: ReportValues;
  onChange?: (fieldId: string, value: ReportAnswer) => void;
  readOnly?: boolean;
  /** Translated messages by field id (a required answer missing, a refused value). */
  errors?: Readonly<Record<string, string | undefined>>;
  /** The company's visit tags, for tag fields. */
  tags?: readonly ReportFormTag[];
  /** The photo input (camera, upload, thumbnails); without it a placeholder box shows where it goes. */
  renderPhoto?: (slot: ReportFieldSlot) => ReactNode;
  /** The signature pad; without it a placeholder box shows where it goes. */
  renderSignature?: (slot: ReportFieldSlot) => ReactNode;
}

/**
 * A report's fields as a form, in the template's order: the builder's live preview and the report filled on a visit
 * (the reports part plugs its photo and signature inputs in through `renderPhoto` and `renderSignature`). Each
 * answer has the shape `checkReportValues` (domain) accepts.
 */
export function ReportFieldsForm({
  fields,
  values,
  onChange,
  readOnly = false,
  errors = {},
  tags = [],
  renderPhoto,
  renderSignature,
}: ReportFieldsFormProps) {
  return (
    <div className="space-y-5">
      {/* A tag field shows only with its tag: one not shown to the viewer (showForEmployee) or deleted is left out. */}
      {visibleFields(fields, tags).map((field) => (
        <ReportFieldControl
          key={field.id}
          field={field}
          value={values[field.id]}
          onChange={(value) => onChange?.(field.id, value)}
          readOnly={readOnly}
          error={errors[field.id]}
          tag={field.tagId ? tags.find((tag) => tag.id === field.tagId) : undefined}
          renderPhoto={renderPhoto}
          renderSignature={renderSignature}
        />
      ))}
    </div>
  );
}

const visibleFields = (fields: readonly ReportField[], tags: readonly ReportFormTag[]) =>
  fields.filter((field) => field.type !== 'tag' || tags.some((tag) => tag.id === field.tagId));

interface ControlProps {
  field: ReportField;
  value: ReportAnswer | undefined;
  onChange: (value: ReportAnswer) => void;
  readOnly: boolean;
  error: string | undefined;
  tag: ReportFormTag | undefined;
  renderPhoto: ReportFieldsFormProps['renderPhoto'];
  renderSignature: ReportFieldsFormProps['renderSignature'];
}

function ReportFieldControl({
  field,
  value,
  onChange,
  readOnly,
  error,
  tag,
  renderPhoto,
  renderSignature,
}: ControlProps) {
  const { t } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [field.help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const aria = { 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined };
  const help = field.help ? (
    <p id={helpId} className="mt-1 text-[13px] text-muted">
      {field.help}
    </p>
  ) : null;

  if (field.type === 'heading') {
    return (
      <div className="border-b border-border pb-1.5 pt-2">
        <h3 className="text-[15px] font-semibold">{field.label}</h3>
        {help}
      </div>
    );
  }

  const label = (
    <>
      {field.label}
      {field.required && (
        <>
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
          <span className="sr-only"> ({t('reportTemplates.form.required')})</span>
        </>
      )}
    </>
  );
  const slot: ReportFieldSlot = { field, value, onChange, readOnly, labelId };
  const text = typeof value === 'string' ? value : '';
  const list = Array.isArray(value) ? (value as string[]) : [];
  // Choices, yes/no and checklists are groups of inputs: a fieldset names them; the rest have one labelled input.
  const grouped =
    ['yesNo', 'choice', 'checklist', 'photo', 'signature'].includes(field.type) ||
    (field.type === 'tag' && (tag?.mode === 'checkbox' || tag?.mode === 'multiselect'));
  const tagHint =
    field.type === 'tag' && tag && !tag.allowChangeOnReport && !readOnly ? (
      <p className="mt-1 text-[13px] text-muted">{t('reportTemplates.form.tagLocked')}</p>
    ) : null;

  let control: ReactNode;
  switch (field.type) {
    case 'text':
      control = <Input id={id} value={text} readOnly={readOnly} onChange={(e) => onChange(e.target.value)} {...aria} />;
      break;
    case 'longText':
      control = (
        <Textarea
          id={id}
          rows={3}
          value={text}
          readOnly={readOnly}
          onChange={(e) => onChange(e.target.value)}
          {...aria}
        />
      );
      break;
    case 'number':
      control = <NumberInput id={id} value={value} readOnly={readOnly} onChange={onChange} aria={aria} />;
      break;
    case 'date':
      control = (
        <DateField
          id={id}
          label={field.label}
          value={text}
          disabled={readOnly}
          onChange={(v) => onChange(v === '' ? null : v)}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        />
      );
      break;
    case 'yesNo':
      control = (
        <Choices
          name={id}
          type="radio"
          options={[
            { value: 'yes', label: t('reportTemplates.form.yes') },
            { value: 'no', label: t('reportTemplates.form.no') },
          ]}
          chosen={value === true ? ['yes'] : value === false ? ['no'] : []}
          readOnly={readOnly}
          onToggle={(v) => onChange(v === 'yes')}
        />
      );
      break;
    case 'choice':
      control = (
        <Choices
          name={id}
          type="radio"
          options={(field.options ?? []).map((o) => ({ value: o, label: o }))}
          chosen={text ? [text] : []}
          readOnly={readOnly}
          onToggle={(v) => onChange(v)}
        />
      );
      break;
    case 'checklist':
      control = (
        <Choices
          name={id}
          type="checkbox"
          options={(field.options ?? []).map((o) => ({ value: o, label: o }))}
          chosen={list}
          readOnly={readOnly}
          onToggle={(v) => onChange(list.includes(v) ? list.filter((o) => o !== v) : [...list, v])}
        />
      );
      break;
    case 'tag':
      control = tag ? (
        <TagInput id={id} tag={tag} value={value} readOnly={readOnly} onChange={onChange} aria={aria} />
      ) : null;
      break;
    case 'photo':
      control = renderPhoto ? (
        renderPhoto(slot)
      ) : (
        <SlotPlaceholder icon="photo" text={t('reportTemplates.form.photoPlaceholder')} />
      );
      break;
    case 'signature':
      control = renderSignature ? (
        renderSignature(slot)
      ) : (
        <SlotPlaceholder icon="signature" text={t('reportTemplates.form.signaturePlaceholder')} />
      );
      break;
  }

  if (grouped) {
    return (
      <fieldset aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        <legend id={labelId} className="text-[13px] font-medium">
          {label}
        </legend>
        {help}
        {tagHint}
        <div className="mt-1.5">{control}</div>
        <FieldError id={errorId} message={error} />
      </fieldset>
    );
  }
  return (
    <div>
      <label id={labelId} htmlFor={id} className="block text-[13px] font-medium">
        {label}
      </label>
      {help}
      {tagHint}
      <div className="mt-1.5">{control}</div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

function Choices({
  name,
  type,
  options,
  chosen,
  readOnly,
  onToggle,
}: {
  name: string;
  type: 'radio' | 'checkbox';
  options: { value: string; label: string }[];
  chosen: readonly string[];
  readOnly: boolean;
  onToggle: (value: string) => void;
}) {
  return (
    <div className={cn('flex flex-wrap gap-x-5 gap-y-2', type === 'checkbox' && 'flex-col')}>
      {options.map((option) => (
        <label key={option.value} className="inline-flex items-center gap-2 text-sm">
          <input
            type={type}
            name={name}
            value={option.value}
            checked={chosen.includes(option.value)}
            disabled={readOnly}
            onChange={() => onToggle(option.value)}
            className="size-4 accent-[var(--color-accent)]"
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}

function NumberInput({
  id,
  value,
  readOnly,
  onChange,
  aria,
}: {
  id: string;
  value: ReportAnswer | undefined;
  readOnly: boolean;
  onChange: (value: ReportAnswer) => void;
  aria: Record<string, unknown>;
}) {
  // Typed the interface language's way (12,5 in Danish); an unreadable text is kept as typed until it reads.
  const shown =
    typeof value === 'number'
      ? String(value).replace('.', separators().decimal)
      : typeof value === 'string'
        ? value
        : '';
  return (
    <Input
      id={id}
      inputMode="decimal"
      value={shown}
      readOnly={readOnly}
      className="max-w-48"
      onChange={(e) => {
        const read = parseDecimal(e.target.value);
        onChange(read === 'invalid' ? e.target.value : read);
      }}
      {...aria}
    />
  );
}

/**
 * A tag field: the visit's value of the tag, in the tag's own control. It changes the visit's tag, so it is locked
 * unless the tag allows a change on the report (allowChangeOnReport); the server refuses it otherwise too.
 */
function TagInput({
  id,
  tag,
  value,
  readOnly,
  onChange,
  aria,
}: {
  id: string;
  tag: ReportFormTag;
  value: ReportAnswer | undefined;
  readOnly: boolean;
  onChange: (value: ReportAnswer) => void;
  aria: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  const locked = readOnly || !tag.allowChangeOnReport;
  const text = typeof value === 'string' ? value : '';
  const list = Array.isArray(value) ? (value as string[]) : text ? [text] : [];
  switch (tag.mode) {
    case 'multiselect':
      return (
        <Choices
          name={id}
          type="checkbox"
          options={tag.options.map((o) => ({ value: o, label: o }))}
          chosen={list}
          readOnly={locked}
          onToggle={(v) => {
            const next = list.includes(v) ? list.filter((o) => o !== v) : [...list, v];
            onChange(next.length > 0 ? next : null);
          }}
        />
      );
    case 'checkbox':
      return (
        <Choices
          name={id}
          type="checkbox"
          options={[{ value: 'true', label: t('reportTemplates.form.yes') }]}
          chosen={text === 'true' ? ['true'] : []}
          readOnly={locked}
          onToggle={() => onChange(text === 'true' ? null : 'true')}
        />
      );
    case 'select':
      return (
        <Select id={id} value={text} disabled={locked} onChange={(e) => onChange(e.target.value || null)} {...aria}>
          <option value="">{t('reportTemplates.form.tagNone')}</option>
          {tag.options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </Select>
      );
    default:
      return <Input id={id} value={text} readOnly={locked} onChange={(e) => onChange(e.target.value)} {...aria} />;
  }
}

function SlotPlaceholder({ icon, text }: { icon: 'photo' | 'signature'; text: string }) {
  const Icon = icon === 'photo' ? Camera : PenLine;
  return (
    <div className="flex h-24 items-center justify-center gap-2 rounded-lg border border-dashed border-border-strong bg-surface-muted text-[13px] text-muted">
      <Icon className="size-4" aria-hidden="true" />
      {text}
    </div>
  );
}
