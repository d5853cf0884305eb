import ChatIcon from '@mui/icons-material/ChatOutlined';
import PhoneIcon from '@mui/icons-material/Phone';
import SupportIcon from '@mui/icons-material/SupportOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { radius } from '../../../lib/theme';

/** The lines Imi's fixed crisis text names (issue 17), as tappable numbers and chats. */
const helpLines = [
  {
    key: 'suicidePrevention',
    phone: '08000113',
    shownPhone: '0800-0113',
    chat: 'https://www.113.nl',
  },
  {
    key: 'childHelpline',
    phone: '08000432',
    shownPhone: '0800-0432',
    chat: 'https://www.kindertelefoon.nl',
  },
  { key: 'safeAtHome', phone: '08002000', shownPhone: '0800-2000' },
  // 112 is its own number: nothing to show beside "Bel 112".
  { key: 'emergency', phone: '112' },
] as const;

/**
 * Under a crisis reply: the help lines as buttons, so a learner on a phone calls or chats with
 * one tap instead of copying a number out of the text.
 */
export function CrisisHelpCard() {
  const { t } = useTranslation('imi');
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 1.5, sm: 2 },
        borderRadius: radius.lg,
        borderWidth: 2,
        borderColor: 'error.dark',
        display: 'grid',
        gap: 1,
        minWidth: 0,
      }}
    >
      <Typography
        component="h2"
        variant="h3"
        id={titleId}
        sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <SupportIcon aria-hidden sx={{ color: 'error.dark' }} />
        {t('help.title')}
      </Typography>
      <Typography variant="body2">{t('help.intro')}</Typography>
      <Box
        component="ul"
        aria-labelledby={titleId}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
      >
        {helpLines.map((line) => (
          <Box component="li" key={line.key} sx={{ display: 'grid', gap: 0.75 }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {t(`help.${line.key}.about`)}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button href={`tel:${line.phone}`} variant="contained" startIcon={<PhoneIcon />}>
                <Box
                  component="span"
                  sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, justifyContent: 'center' }}
                >
                  <span>{t(`help.${line.key}.call`)}</span>
                  {'shownPhone' in line && (
                    <Box component="span" dir="ltr" sx={{ fontWeight: 400 }}>
                      {line.shownPhone}
                    </Box>
                  )}
                </Box>
              </Button>
              {'chat' in line && (
                <Button
                  href={line.chat}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="outlined"
                  startIcon={<ChatIcon />}
                >
                  {t(`help.${line.key}.chat`)}
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    {t('opensInNewTab')}
                  </Box>
                </Button>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
