import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import SwipeIcon from '@mui/icons-material/Swipe';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { radius } from '../../../lib/theme';

const blocks = [
  { key: 'learn', Icon: SchoolIcon, color: 'info.main' },
  { key: 'play', Icon: SwipeIcon, color: 'success.main' },
  { key: 'ask', Icon: ChatIcon, color: 'warning.main' },
] as const;

/** `/` for visitors: what Leerloop is, in three blocks, and the way in. */
export function LandingPage() {
  const { t } = useTranslation('landing');
  return (
    <Box sx={{ maxWidth: 1040, mx: 'auto', px: 2, py: { xs: 3, md: 6 } }}>
      <Typography
        variant="h1"
        component="h1"
        sx={{ fontSize: { xs: '2rem', md: '3rem' }, maxWidth: 720 }}
      >
        {t('title')}
      </Typography>
      <Typography sx={{ mt: 2, fontSize: '1.15rem', maxWidth: 640 }} color="text.secondary">
        {t('intro')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>
        <Button component={Link} to={paths.auth.register} variant="contained" size="large">
          {t('signUp')}
        </Button>
        <Button component={Link} to={paths.auth.login} variant="outlined" size="large">
          {t('signIn')}
        </Button>
      </Box>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          mt: 5,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {blocks.map(({ key, Icon, color }) => (
          <Paper component="li" key={key} sx={{ p: 3, borderRadius: radius.xl }}>
            <Icon sx={{ fontSize: 40, color }} aria-hidden />
            <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', mt: 1 }}>
              {t(`blocks.${key}.title`)}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t(`blocks.${key}.body`)}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
