import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';

/** The foot of every layout: the privacy statement and the terms (issue 18), one tap away. */
export function SiteFooter() {
  const { t } = useTranslation('layout');
  return (
    <Box
      component="footer"
      sx={{ display: 'flex', gap: 3, justifyContent: 'center', flexWrap: 'wrap', px: 2, py: 2 }}
    >
      <Box component="nav" aria-label={t('footer.label')} sx={{ display: 'flex', gap: 3 }}>
        <Link component={RouterLink} to={paths.privacy} underline="always" color="text.primary">
          {t('footer.privacy')}
        </Link>
        <Link component={RouterLink} to={paths.terms} underline="always" color="text.primary">
          {t('footer.terms')}
        </Link>
      </Box>
    </Box>
  );
}
