import { useTranslation } from 'react-i18next';
import type { MaterialServiceStatus } from '@servio/domain/material-service';
import { Badge } from '../../components/badge.tsx';

const tones: Record<MaterialServiceStatus, 'neutral' | 'info' | 'warning' | 'danger' | 'success'> = {
  off: 'neutral',
  planned: 'info',
  reminderUnsent: 'danger',
  due: 'warning',
  notDue: 'success',
};

/** The spec's service status as a badge: its colour and its word (materials.status.<status>). */
export function MaterialStatusBadge({ status }: { status: MaterialServiceStatus }) {
  const { t } = useTranslation();
  return <Badge tone={tones[status]}>{t(`materials.status.${status}`)}</Badge>;
}
