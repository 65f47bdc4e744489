import { useTranslation } from 'react-i18next';
import { Columns3 } from 'lucide-react';
import { CheckboxMenu } from './checkbox-menu.tsx';

/** The "Kolonner" menu of a table: which of its optional columns to show (see `useColumnChoice`). */
export function ColumnChooser({
  columns,
  chosen,
  onToggle,
  align,
}: {
  /** The columns the user may choose from, in table order. */
  columns: readonly { id: string; labelKey: string }[];
  chosen: readonly string[];
  onToggle: (id: string, on: boolean) => void;
  align?: 'start' | 'end';
}) {
  const { t } = useTranslation();
  return (
    <CheckboxMenu
      icon={Columns3}
      buttonText={t('common.list.columnsButton')}
      title={t('common.list.columnsTitle')}
      items={columns.map((column) => ({
        id: column.id,
        label: t(column.labelKey),
        checked: chosen.includes(column.id),
      }))}
      onToggle={onToggle}
      align={align}
    />
  );
}
