import { AlertTriangle } from 'lucide-react';
import { EmptyState } from './states.tsx';
import { Button } from './button.tsx';

/** A load that failed, with a retry. Texts are passed in translated. */
export function ErrorState({
  title,
  body,
  retryLabel,
  onRetry,
}: {
  title: string;
  body: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <EmptyState
      icon={AlertTriangle}
      tone="danger"
      title={title}
      body={body}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    />
  );
}
