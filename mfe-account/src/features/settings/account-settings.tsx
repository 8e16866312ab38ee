import { Skeleton } from 'antd';
import { useSession } from 'shared-contracts/react';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';
import { DevicesSection } from './devices-section';
import { LanguageSection } from './language-section';
import { NotificationsSection } from './notifications-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { TwoFactorSection } from './two-factor-section';
import * as styles from './settings.module.css';

/** Every setting of the account, each section saved on its own by its own call (nothing pretends). */
export function AccountSettings() {
  const { user } = useSession();
  if (!user) return <Skeleton active />;
  return (
    <div className={styles.sections} data-testid="account-settings">
      <ProfileSection user={user} />
      <LanguageSection user={user} />
      <NotificationsSection user={user} />
      <PasswordSection />
      <TwoFactorSection user={user} />
      <DevicesSection />
      <DataExportSection />
      <DeleteAccountSection />
    </div>
  );
}
