import { downloadMyData, pathOf } from '@leerloop/contracts';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Panel } from '../../../components/layout/panel';
import { paths } from '../../../config/paths';
import { env } from '../../../config/env';

/**
 * Issue 18, AVG art. 15/20: "download my data" on the account page. A plain link: the browser
 * sends the session cookie and saves the streamed ZIP itself, however large the videos in it.
 */
export function MyDataSection() {
  const { t } = useTranslation('account');
  return (
    <Panel title={t('myData.heading')}>
      <Typography color="text.secondary">{t('myData.body')}</Typography>
      <Box>
        <Button
          variant="outlined"
          href={pathOf(downloadMyData, {}, env.apiBaseUrl)}
          download
          startIcon={<DownloadIcon />}
        >
          {t('myData.download')}
        </Button>
      </Box>
      <Link component={RouterLink} to={paths.privacy} underline="always">
        {t('myData.privacy')}
      </Link>
    </Panel>
  );
}
