import { useTranslation } from 'react-i18next';
import { Badge } from '../components/badge.tsx';

const tones = {
  not_scheduled: 'warning',
  scheduled: 'info',
  current: 'accent',
  completed: 'success',
  done: 'neutral',
  archived: 'neutral',
} as const;

export function VisitStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const tone = tones[status as keyof typeof tones] ?? 'neutral';
  return <Badge tone={tone}>{t(`visitStatus.${status}`, { defaultValue: status })}</Badge>;
}
