import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  CalendarRange,
  ExternalLink,
  Globe,
  LogOut,
  Monitor,
  Moon,
  Settings,
  ShieldCheck,
  Sun,
  SunMoon,
  Wrench,
} from 'lucide-react';
import type { MeAndSettings } from '../../lib/auth.ts';
import { currentLanguage, isAppLanguage } from '../../lib/i18n.ts';
import { setTheme, type Theme } from '../../lib/theme.ts';
import { useTheme } from '../../lib/use-theme.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '../../components/dropdown-menu.tsx';
import { useFirstOpeningFocus, type MenuOpening } from '../../components/deferred-menu.tsx';
import { useChangeLanguage } from './language.ts';
import { fullNameOf, initialsFor, isStaff, userMenuLabel, userMenuTriggerClass } from './user-names.ts';

export interface UserMenuProps {
  session: MeAndSettings;
  onOpenSettings: () => void;
}

/** The user menu itself, loaded when first wanted (user-menu.tsx, decisions/0052). */
export function UserMenuPanel({ session, onOpenSettings, openedWith }: UserMenuProps & MenuOpening) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const theme = useTheme();
  const changeLanguage = useChangeLanguage();
  const { me, company } = session;
  const fullName = fullNameOf(me);
  const bookingHost = company?.bookingflowactive && company.campaignHost ? company.campaignHost : null;
  // Controlled, because the settings item cancels its click (to open a dialog) and Radix then keeps the menu open.
  const [open, setOpen] = useState(openedWith !== null);
  const focusOnOpening = useFirstOpeningFocus(openedWith);

  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger className={userMenuTriggerClass} aria-label={userMenuLabel(t, me)}>
        {initialsFor(me)}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64" onFocus={focusOnOpening}>
        <DropdownMenuLabel>
          <span className="block truncate font-semibold text-foreground">{fullName}</span>
          <span className="block truncate text-xs text-muted">{t(`roles.${me.role}`)}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link
            to="/admin/settings"
            onClick={(event) => {
              // A plain click opens settings as a dialog over the current page; modified clicks keep link behaviour.
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              setOpen(false);
              onOpenSettings();
            }}
          >
            <Settings aria-hidden="true" />
            {t('userMenu.settings')}
          </Link>
        </DropdownMenuItem>
        {me.isPreviousAdmin && (
          <DropdownMenuItem asChild>
            <Link to="/admin/company/" search={{ _wannabe: '_exit' }}>
              <ShieldCheck aria-hidden="true" />
              {t('userMenu.superadmin')}
            </Link>
          </DropdownMenuItem>
        )}
        {company?.showTechnicianBackendLink && isStaff(me.role) && (
          <DropdownMenuItem asChild>
            <a href="/technician/dashboard/index" target="_blank" rel="noopener">
              <Wrench aria-hidden="true" />
              {t('userMenu.employeePanel')}
              <ExternalLink className="ml-auto" aria-hidden="true" />
            </a>
          </DropdownMenuItem>
        )}
        {bookingHost && (
          <DropdownMenuItem asChild>
            <a href={`https://${bookingHost}/book`} target="_blank" rel="noopener noreferrer">
              <CalendarRange aria-hidden="true" />
              {t('userMenu.bookingSite')}
              <ExternalLink className="ml-auto" aria-hidden="true" />
            </a>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>
            <Globe aria-hidden="true" />
            {t('userMenu.language')}
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <DropdownMenuRadioGroup
              value={currentLanguage()}
              onValueChange={(value) => {
                if (isAppLanguage(value)) changeLanguage(value);
              }}
            >
              <DropdownMenuRadioItem value="da">
                <span lang="da">{t('language.da')}</span>
              </DropdownMenuRadioItem>
              <DropdownMenuRadioItem value="en">
                <span lang="en">{t('language.en')}</span>
              </DropdownMenuRadioItem>
            </DropdownMenuRadioGroup>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>
            <SunMoon aria-hidden="true" />
            {t('userMenu.theme')}
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
              <DropdownMenuRadioItem value="system">
                <Monitor aria-hidden="true" />
                {t('theme.system')}
              </DropdownMenuRadioItem>
              <DropdownMenuRadioItem value="light">
                <Sun aria-hidden="true" />
                {t('theme.light')}
              </DropdownMenuRadioItem>
              <DropdownMenuRadioItem value="dark">
                <Moon aria-hidden="true" />
                {t('theme.dark')}
              </DropdownMenuRadioItem>
            </DropdownMenuRadioGroup>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate({ to: '/logout' })}>
          <LogOut aria-hidden="true" />
          {t('userMenu.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
