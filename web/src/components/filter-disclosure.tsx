import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SlidersHorizontal } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { CountBadge } from './badge.tsx';
import { Button } from './button.tsx';

/**
 * A list's filters, folded behind a "Filtre" button below the `md` width (on a phone they would fill the first
 * screen) with the number of active filters on it; from `md` up the button is gone and the filters stand inline
 * in the toolbar as they are. CSS alone switches between the two, so the filters keep their state.
 */
export function FilterDisclosure({
  active,
  onOpen,
  children,
}: {
  active: number;
  /** The filters were unfolded (a phone): a list whose filters' code loads later asks for it now. */
  onOpen?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Button
        variant="secondary"
        className="md:hidden"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}
      >
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {t('common.list.filters')}
        <CountBadge count={active} label={t('common.list.activeFilters', { count: active })} />
      </Button>
      <div
        id={id}
        className={cn('basis-full flex-wrap items-center gap-2 max-md:*:grow md:contents', open ? 'flex' : 'hidden')}
      >
        {children}
      </div>
    </>
  );
}
