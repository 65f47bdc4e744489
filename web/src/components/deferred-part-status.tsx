import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

/**
 * Where a part of a screen whose code loads later will stand (deferred-module.ts): a named wait while it comes, or
 * what went wrong and a way to ask again (a lost connection).
 */
export function DeferredPartStatus({
  failed,
  loadingText,
  failedText,
  retryText,
  onRetry,
}: {
  failed: boolean;
  loadingText: string;
  failedText: string;
  retryText: string;
  onRetry: () => void;
}) {
  if (failed)
    return (
      <div role="alert" className="flex min-h-9 items-center gap-2 text-[13px] text-danger">
        {failedText}
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {retryText}
        </Button>
      </div>
    );
  return (
    <p role="status" className="flex min-h-9 items-center gap-2 text-[13px] text-muted">
      <Spinner className="size-3.5" />
      {loadingText}
    </p>
  );
}
