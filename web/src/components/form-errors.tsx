import { AlertCircle } from 'lucide-react';

/**
 * A form's messages that belong to no single field (a refused save, a server reason), announced as an alert.
 * The same message twice is shown once.
 */
export function FormErrors({ messages }: { messages: readonly (string | undefined)[] }) {
  if (messages.length === 0) return null;
  return (
    <div
      role="alert"
      className="flex gap-2.5 rounded-lg border border-danger/30 bg-danger-soft p-3 text-[13px] text-danger"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div>
        {[...new Set(messages)].map((m) => (
          <p key={m}>{m}</p>
        ))}
      </div>
    </div>
  );
}
