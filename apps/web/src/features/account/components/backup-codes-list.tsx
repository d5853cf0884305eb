import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/form/copy-button';
import { radius } from '../../../lib/theme';

/** A fresh set of backup codes, shown once: to copy or download before the dialog closes. */
export function BackupCodesList({ codes }: { codes: string[] }) {
  const { t } = useTranslation('account');
  const text = codes.join('\n');
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    link.download = t('backupCodes.fileName');
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="warning">{t('backupCodes.showOnce')}</Alert>
      <Box
        component="ul"
        aria-label={t('backupCodes.listLabel')}
        dir="ltr"
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: 'repeat(2, 1fr)',
          gap: 1,
          fontFamily: 'monospace',
          fontSize: '1.1rem',
          bgcolor: 'action.hover',
          borderRadius: radius.md,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <CopyButton
          text={text}
          label={t('backupCodes.copy')}
          copiedLabel={t('backupCodes.copied')}
        />
        <Button variant="outlined" onClick={download}>
          {t('backupCodes.download')}
        </Button>
      </Box>
    </Box>
  );
}
