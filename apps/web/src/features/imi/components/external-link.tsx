import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { safeUrl } from './safe-markdown';

/**
 * A page outside Leerloop, in a new tab so the chat stays open; the tab it opens cannot reach
 * back into ours (noopener) nor learn where the learner came from (noreferrer).
 */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation('imi');
  return (
    <Link href={safeUrl(href)} target="_blank" rel="noopener noreferrer">
      {children}
      <OpenInNewIcon
        aria-hidden
        fontSize="inherit"
        sx={{ verticalAlign: 'middle', marginInlineStart: 0.25 }}
      />
      <Box component="span" sx={visuallyHidden}>
        {' '}
        {t('opensInNewTab')}
      </Box>
    </Link>
  );
}
