import { createFileRoute } from '@tanstack/react-router';
import { LogoutPage } from '../features/auth/logout-page.tsx';

export const Route = createFileRoute('/logout')({
  staticData: { titleKey: 'userMenu.logout' },
  component: LogoutPage,
});
