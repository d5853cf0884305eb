import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/layout/panel';
import { ParamTabs } from '../../../components/layout/param-tabs';
import { Screen } from '../../../components/layout/screen';
import { useFeatures } from '../../../lib/features';
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

/**
 * Spec §2 user profile: the account tab and the security tab (kept in ?tab= for links).
 * `dataSection`: what the route puts before deleting the account (issue 18: download my data).
 */
export function AccountScreen({ dataSection = null }: { dataSection?: ReactNode }) {
  const { t } = useTranslation('account');
  const [isDeleting, setDeleting] = useState(false);
  // Issue 20: web3 wallets only where the deployment turns them on (WALLETS_ENABLED).
  const isWalletsEnabled = useFeatures().data?.wallets === true;

  return (
    <Screen title={t('title')}>
      <ParamTabs
        tabs={tabs}
        label={t('tabs.label')}
        idPrefix="account"
        labelOf={(name) => t(`tabs.${name}`)}
      >
        {(tab) =>
          tab === 'account' ? (
            <>
              <ProfileSection />
              <IdentifiersSection kind="emails" />
              <IdentifiersSection kind="phones" />
              {isWalletsEnabled && <WalletsSection />}
              {dataSection}
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
          )
        }
      </ParamTabs>
      {isDeleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
      <ReverificationDialog />
    </Screen>
  );
}
