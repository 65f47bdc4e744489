import { useId, type ReactNode } from 'react';
import { Card } from './card.tsx';

/**
 * A titled card section of a record form, named by its heading for screen readers. By default the heading and
 * the children are stacked 1rem apart; with a `description` (shown under the heading) or `wrapBody`, the children
 * sit together in one padded block under the heading instead.
 */
export function FormSection({
  title,
  description,
  wrapBody = false,
  children,
}: {
  title: string;
  description?: string;
  wrapBody?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const wrapped = wrapBody || Boolean(description);
  return (
    <Card>
      <section aria-labelledby={id} className={wrapped ? 'px-5 py-5' : 'space-y-4 px-5 py-5'}>
        <h3 id={id} className="text-[15px] font-semibold">
          {title}
        </h3>
        {description && <p className="mt-0.5 text-[13px] text-muted">{description}</p>}
        {wrapped ? <div className="pt-4">{children}</div> : children}
      </section>
    </Card>
  );
}
