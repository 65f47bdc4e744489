import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, GraphQLRequestError } from '../lib/errors.ts';
import { Card } from './card.tsx';
import { ErrorState } from './error-state.tsx';
import { Page } from './page.tsx';
import { Skeleton } from './skeleton.tsx';
import { EmptyState } from './states.tsx';

/** The page of one record while it loads. */
export function RecordPageLoading({ wide }: { wide?: boolean }) {
  return (
    <Page wide={wide}>
      <div aria-busy="true" className="space-y-4">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    </Page>
  );
}

/**
 * The page of one record that could not be loaded: "not found" (also what another company's record
 * answers) with the feature's own texts, or a load error with a retry.
 */
export function RecordPageError({
  error,
  notFoundTitle,
  notFoundBody,
  back,
  onRetry,
  wide,
}: {
  error: unknown;
  notFoundTitle: string;
  notFoundBody: string;
  back: ReactNode;
  onRetry: () => void;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const notFound = error instanceof GraphQLRequestError && error.code === 'NOT_FOUND';
  return (
    <Page wide={wide}>
      {back}
      <Card>
        {notFound ? (
          <EmptyState title={notFoundTitle} body={notFoundBody} />
        ) : (
          <ErrorState
            title={t('common.loadErrorTitle')}
            body={t(errorMessageKey(error))}
            retryLabel={t('common.retry')}
            onRetry={onRetry}
          />
        )}
      </Card>
    </Page>
  );
}
