import type { ImiSource } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalized } from '../../../lib/localized';
import { ExternalLink } from './external-link';

/** Where a source item lives in the app. */
const sourceLink = (source: ImiSource) =>
  source.kind === 'module'
    ? paths.dashboards.module(source.id)
    : source.kind === 'swipe-deck'
      ? paths.dashboards.swipeGame(source.id)
      : paths.dashboards.brainfood;

/**
 * "Bron:" under an answer: the programme's item it came from, or — when Leerloop has no item
 * on it — the official website itself; an official page beside an item as "Meer info".
 */
export function AnswerSource({ source }: { source: ImiSource }) {
  const { t } = useTranslation('imi');
  const pick = useLocalized();
  return (
    <Box sx={{ mt: 0.5, typography: 'body2', overflowWrap: 'anywhere' }}>
      <div>
        {t('source')}{' '}
        {source.kind === 'website' ? (
          <ExternalLink href={source.more?.url ?? source.id}>
            {source.more?.name ?? pick(source.title)}
          </ExternalLink>
        ) : (
          <Link component={RouterLink} to={sourceLink(source)}>
            {pick(source.title)}
          </Link>
        )}
      </div>
      {source.kind !== 'website' && source.more && (
        <div>
          <ExternalLink href={source.more.url}>
            {t('moreInfo', { name: source.more.name })}
          </ExternalLink>
        </div>
      )}
    </Box>
  );
}
