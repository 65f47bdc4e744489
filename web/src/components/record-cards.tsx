import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/**
 * The link in a card's title: its area is stretched over the whole card (a larger target for a thumb), and the
 * focus ring is drawn around the card. Other controls in a card would sit under it, so cards hold none.
 */
export const cardLinkClasses =
  "after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none " +
  'focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-ring';

/** One record as a card: its title (with the record's link, `cardLinkClasses`), a few lines and a badge. */
export interface RecordCard {
  title: ReactNode;
  /** Beside the title, at the right: a status badge. */
  aside?: ReactNode;
  /** Under the title, one short line each; empty ones are left out. */
  lines?: ReactNode[];
}

/**
 * More cards than a phone's screen holds (about six): the first render makes these, the rest follow in a transition
 * right after the first paint. A page of 50 cards, each with its router link, cost the bench phone a few hundred
 * milliseconds of rendering before anything showed (decisions/0056).
 */
export const cardsInFirstPaint = 12;

/**
 * A list's records as cards, for a phone's width where a table's columns do not fit: each card the record's two or
 * three most useful fields, the whole card its link. A named list, so screen readers count the records.
 */
export function RecordCards<T extends { id: string }>({
  label,
  items,
  card,
  className,
}: {
  label: string;
  items: readonly T[];
  card: (item: T) => RecordCard;
  className?: string | false;
}) {
  const [allMade, setAllMade] = useState(items.length <= cardsInFirstPaint);
  useEffect(() => {
    if (!allMade) startTransition(() => setAllMade(true));
  }, [allMade]);
  const made = allMade ? items : items.slice(0, cardsInFirstPaint);
  return (
    <ul aria-label={label} className={cn('divide-y divide-border', className)}>
      {made.map((item) => {
        const { title, aside, lines = [] } = card(item);
        const shown = lines.filter((line) => line !== null && line !== undefined && line !== false && line !== '');
        return (
          <li key={item.id} className="relative px-4 py-3 has-[a]:hover:bg-surface-muted/40">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0 text-sm font-medium">{title}</div>
              {aside && <div className="flex shrink-0 flex-wrap justify-end gap-1">{aside}</div>}
            </div>
            {shown.map((line, i) => (
              <div key={i} className="mt-0.5 text-[13px] wrap-anywhere text-muted">
                {line}
              </div>
            ))}
          </li>
        );
      })}
    </ul>
  );
}
