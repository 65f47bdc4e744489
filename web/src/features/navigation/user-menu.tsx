import { useTranslation } from 'react-i18next';
import type { MeAndSettings } from '../../lib/auth.ts';
import { DeferredMenu, deferredComponent } from '../../components/deferred-menu.tsx';
import type { UserMenuProps } from './user-menu-panel.tsx';
import { initialsFor, userMenuLabel, userMenuTriggerClass } from './user-names.ts';

const userMenuPanel = deferredComponent<UserMenuProps>(() =>
  import('./user-menu-panel.tsx').then((module) => module.UserMenuPanel),
);

/** The top bar's user menu: its code loads when first wanted (components/deferred-menu.tsx, decisions/0052). */
export function UserMenu({ session, onOpenSettings }: { session: MeAndSettings; onOpenSettings: () => void }) {
  const { t } = useTranslation();
  return (
    <DeferredMenu
      menu={userMenuPanel}
      props={{ session, onOpenSettings }}
      triggerClassName={userMenuTriggerClass}
      triggerLabel={userMenuLabel(t, session.me)}
    >
      {initialsFor(session.me)}
    </DeferredMenu>
  );
}
