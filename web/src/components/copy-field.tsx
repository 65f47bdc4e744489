import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from './button.tsx';
import { Input } from './input.tsx';

/** A read-only value (an invitation link) with a copy button that says when it copied. */
export function CopyField({
  value,
  label,
  copyLabel,
  copiedLabel,
}: {
  value: string;
  label: string;
  copyLabel: string;
  copiedLabel: string;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard access (http, permissions): the text is selected so Ctrl+C works.
      document.getElementById('copy-field-value')?.focus();
      (document.getElementById('copy-field-value') as HTMLInputElement | null)?.select();
    }
  };
  return (
    <div className="flex gap-2">
      <Input
        id="copy-field-value"
        readOnly
        value={value}
        aria-label={label}
        onFocus={(e) => e.currentTarget.select()}
        className="font-mono text-xs"
      />
      <Button variant="secondary" onClick={() => void copy()} aria-live="polite">
        {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
        {copied ? copiedLabel : copyLabel}
      </Button>
    </div>
  );
}
