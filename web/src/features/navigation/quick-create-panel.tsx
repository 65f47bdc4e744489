import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/dropdown-menu.tsx';
import { useFirstOpeningFocus, type MenuOpening } from '../../components/deferred-menu.tsx';
import { QuickCreateTriggerContent, quickCreateTriggerClass, type QuickCreateItem } from './quick-create-trigger.tsx';

/**
 * The "+ Opret" menu itself, loaded when first wanted (quick-create-menu.tsx). Radix gives it its keyboard handling
 * (Enter, Space or ↓ opens it, arrows move, Escape closes and returns focus).
 */
export function QuickCreatePanel({ items, openedWith }: { items: QuickCreateItem[] } & MenuOpening) {
  const { t } = useTranslation();
  const focusOnOpening = useFirstOpeningFocus(openedWith);
  return (
    <DropdownMenu defaultOpen={openedWith !== null}>
      <DropdownMenuTrigger className={quickCreateTriggerClass} aria-label={t('quickCreate.label')}>
        <QuickCreateTriggerContent label={t('quickCreate.label')} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-[200px]" onFocus={focusOnOpening}>
        {items.map(({ id, to, icon: Icon }) => (
          <DropdownMenuItem key={id} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {t(`quickCreate.${id}`)}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
