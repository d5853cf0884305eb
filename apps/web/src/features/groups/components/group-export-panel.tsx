import { exportGroupAnswers, exportGroupOverview, pathOf, toLanguage } from '@leerloop/contracts';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/layout/panel';
import { env } from '../../../config/env';

/**
 * Issue 23 item 4: the group as CSV files. Plain links, as "download my data": the browser sends
 * the session cookie and saves the file under the name the server gives it.
 */
export function GroupExportPanel({ groupId, canReview }: { groupId: string; canReview: boolean }) {
  const { t, i18n } = useTranslation('groups');
  // The file's headers in the language the coach reads this screen in.
  const link = (declared: { path: string }) =>
    `${pathOf(declared, { groupId }, env.apiBaseUrl)}?lang=${toLanguage(i18n.language)}`;
  return (
    <Panel title={t('export.title')}>
      <Typography variant="body2" color="text.secondary">
        {t(canReview ? 'export.introWithAnswers' : 'export.intro')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          href={link(exportGroupOverview)}
          download
          startIcon={<DownloadIcon />}
        >
          {t('export.overview')}
        </Button>
        {canReview && (
          <Button
            variant="outlined"
            href={link(exportGroupAnswers)}
            download
            startIcon={<DownloadIcon />}
          >
            {t('export.answers')}
          </Button>
        )}
      </Stack>
    </Panel>
  );
}
