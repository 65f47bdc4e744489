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
import { useChangeLanguage } from './language.ts';

/** Spec: initials, falling back to the first letter of the first two words of the full name. */
export function initialsFor(me: MeAndSettings['me']): string {
  if (me.initials.trim()) return me.initials.trim().slice(0, 3).toUpperCase();
  const words = `${me.firstName ?? ''} ${me.lastName ?? ''}`.trim().split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((w) => w[0])
      .join('') || me.email.charAt(0)
  ).toUpperCase();
}

/** The employee panel is the field staff's tool: not a customer's, not an outside supplier's. */
const isStaff = (role: MeAndSettings['me']['role']) => role === 'administrator' || role === 'employee';

export function fullNameOf(me: MeAndSettings['me']): string {
  return `${me.firstName ?? ''} ${me.lastName ?? ''}`.trim() || me.email;
}

export function UserMenu({ session, onOpenSettings }: { session: MeAndSettings; onOpenSettings: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const theme = useTheme();
  const changeLanguage = useChangeLanguage();
  const { me, company } = session;
  const fullName = fullNameOf(me);
  const bookingHost = company?.bookingflowactive && company.campaignHost ? company.campaignHost : null;
  // Controlled, because the settings item cancels its click (to open a dialog) and Radix then keeps the menu open.
  const [open, setOpen] = useState(false);

  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger
        className="inline-flex size-9 items-center justify-center rounded-full bg-accent text-[13px] font-semibold text-accent-foreground ring-offset-2 ring-offset-surface hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        // The visible initials are part of the name (WCAG 2.5.3, label in name).
        aria-label={`${t('userMenu.label')}: ${fullName}, ${initialsFor(me)}`}
      >
        {initialsFor(me)}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
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
