import { useTranslation } from 'react-i18next';
import { AlertTriangle } from 'lucide-react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { EmptyState } from '../../components/states.tsx';
import { Button } from '../../components/button.tsx';
import { errorMessageKey } from '../../lib/errors.ts';

/** A route that threw: say so in the user's language and offer a retry instead of a blank page. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  console.error(error);
  return (
    <EmptyState
      icon={AlertTriangle}
      tone="danger"
      title={t('common.loadErrorTitle')}
      body={t(errorMessageKey(error))}
      action={
        <Button
          variant="secondary"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {t('common.retry')}
        </Button>
      }
    />
  );
}
