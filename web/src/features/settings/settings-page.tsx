import { Page } from '../../components/page.tsx';
import { SettingsPanel } from './settings-panel.tsx';

export function SettingsPage() {
  return (
    <Page>
      <SettingsPanel />
    </Page>
  );
}
