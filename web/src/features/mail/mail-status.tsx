import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/badge.tsx';
import { mailTypes, type MailStatus } from './mail-api.ts';

const statusTones = { queued: 'info', sent: 'success', failed: 'warning', dead: 'danger', kept: 'accent' } as const;

export function MailStatusBadge({ status }: { status: MailStatus }) {
  const { t } = useTranslation();
  return <Badge tone={statusTones[status]}>{t(`mail.status.${status}`)}</Badge>;
}

/** A known type's name; another (a later feature's) as the server spells it. */
export const mailTypeLabel = (t: TFunction, type: string) =>
  (mailTypes as readonly string[]).includes(type) ? t(`mail.types.${type}`) : type;
