import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/badge.tsx';
import type { MyMaterialServiceStatus } from './my-materials-api.ts';

const tones: Record<MyMaterialServiceStatus, 'neutral' | 'warning' | 'danger' | 'success'> = {
  none: 'neutral',
  ok: 'success',
  dueSoon: 'warning',
  overdue: 'danger',
};

/** A unit's service as the customer is told it (materials.my.status.<status>). */
export function MyMaterialStatusBadge({ status }: { status: MyMaterialServiceStatus }) {
  const { t } = useTranslation();
  return <Badge tone={tones[status]}>{t(`materials.my.status.${status}`)}</Badge>;
}
