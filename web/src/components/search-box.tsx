import { Search } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { Input } from './input.tsx';

/**
 * A list's search field: `type="search"` (a searchbox to screen readers, Escape clears it) with a magnifier.
 * The placeholder is only an example of what can be searched, so the label is separate and required.
 */
export function SearchBox({
  value,
  onChange,
  label,
  placeholder,
  wide = false,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  /** Room for a longer placeholder. */
  wide?: boolean;
}) {
  return (
    <div className={cn('relative min-w-56 flex-1', wide ? 'sm:max-w-sm' : 'sm:max-w-xs')}>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
      <Input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        aria-label={label}
        className="pl-9"
      />
    </div>
  );
}
