import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatQuantity } from '../../lib/format/index.ts';
import { useUnitText, visitLinesOptions } from '../visit-lines/index.ts';

/**
 * The template's showLineCheckboxes: the visit's lines (materials and work) on the report, each with a checkbox to
 * tick off what was done. The ticks are saved with the draft and shown on the PDF.
 */
export function ReportLineChecks({
  visitId,
  checks,
  readOnly,
  onToggle,
}: {
  visitId: string;
  checks: Record<string, boolean>;
  readOnly: boolean;
  onToggle: (lineId: string, checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const legendId = useId();
  const lines = useQuery(visitLinesOptions(visitId));
  const unitText = useUnitText();
  let body;
  if (lines.isPending) body = <p className="text-[13px] text-muted">{t('reports.lines.loading')}</p>;
  else if (lines.isError)
    body = (
      <p role="alert" className="text-[13px] text-danger">
        {t('reports.lines.loadError')}
      </p>
    );
  else if (lines.data.lines.length === 0) body = <p className="text-[13px] text-muted">{t('reports.lines.none')}</p>;
  else
    body = (
      <ul className="flex flex-col gap-1.5">
        {lines.data.lines.map((line) => (
          <li key={line.id}>
            <label className="flex min-h-9 items-center gap-2.5 text-[13px]">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={checks[line.id] === true}
                disabled={readOnly}
                onChange={(e) => onToggle(line.id, e.target.checked)}
              />
              <span>
                {line.description}{' '}
                <span className="text-muted tabular-nums">
                  · {formatQuantity(line.quantity)} {unitText(line.unit)}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    );
  return (
    <fieldset aria-labelledby={legendId} className="flex flex-col gap-2">
      <legend id={legendId} className="text-[13px] font-medium">
        {t('reports.lines.title')}
      </legend>
      {body}
    </fieldset>
  );
}
