import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Panel } from '../../../components/layout/panel';
import { Screen } from '../../../components/layout/screen';
import { ConnectedAccountsSection } from './connected-accounts-section';
import { DeleteAccountDialog } from './delete-account-dialog';
import { DevicesSection } from './devices-section';
import { IdentifiersSection } from './identifiers-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { ReverificationDialog } from './reverification-dialog';
import { TextSecondStepSection } from './text-second-step-section';
import { TwoFactorSection } from './two-factor-section';
import { WalletsSection } from './wallets-section';

const tabs = ['account', 'security'] as const;
type AccountTab = (typeof tabs)[number];

/** Spec §2 user profile: the account tab and the security tab (kept in ?tab= for links). */
export function AccountScreen() {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const tab: AccountTab = params.get('tab') === 'security' ? 'security' : 'account';
  const [isDeleting, setDeleting] = useState(false);

  return (
    <Screen title={t('title')}>
      <Tabs
        value={tab}
        onChange={(_, next: AccountTab) => setParams({ tab: next }, { replace: true })}
        aria-label={t('tabs.label')}
      >
        {tabs.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`tabs.${name}`)}
            id={`account-tab-${name}`}
            aria-controls={`account-panel-${name}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`account-panel-${tab}`}
        aria-labelledby={`account-tab-${tab}`}
        sx={{ display: 'grid', gap: 3 }}
      >
        {tab === 'account' ? (
          <>
            <ProfileSection />
            <IdentifiersSection kind="emails" />
            <IdentifiersSection kind="phones" />
            <WalletsSection />
            <Panel title={t('deleteAccount.title')}>
              <Typography color="text.secondary">{t('deleteAccount.intro')}</Typography>
              <Box>
                <Button color="error" variant="outlined" onClick={() => setDeleting(true)}>
                  {t('deleteAccount.open')}
                </Button>
              </Box>
            </Panel>
          </>
        ) : (
          <>
            <PasswordSection />
            <TwoFactorSection />
            <TextSecondStepSection />
            <ConnectedAccountsSection />
            <DevicesSection />
          </>
        )}
      </Box>
      {isDeleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
      <ReverificationDialog />
    </Screen>
  );
}
