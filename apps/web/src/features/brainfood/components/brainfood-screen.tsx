import { type BrainfoodItem, type BrainfoodType, brainfoodTypes } from '@leerloop/contracts';
import { FilterToggle } from '../../../components/form/filter-toggle';
import { Screen } from '../../../components/layout/screen';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/feedback/query-state';
import { Pagination, usePageCursor } from '../../../components/lists/pagination';
import { AnswerFile } from '../../../components/media/answer-file';
import { formatDate } from '../../../lib/dates';
import { useLocalized } from '../../../lib/localized';
import { useBrainfood } from '../api/brainfood';
import { radius } from '../../../lib/theme';

/** Brainfood (the vault): tips from the programme and answers of learners a coach approved. */
export function BrainfoodScreen() {
  const { t } = useTranslation('brainfood');
  const [type, setType] = useState<BrainfoodType | 'all'>('all');
  const [cursor, setCursor] = usePageCursor(type);
  const query = useBrainfood(type, cursor);
  const items = query.data?.items ?? [];
  return (
    <Screen title={t('title')} intro={t('intro')}>
      <FilterToggle
        label={t('filter')}
        value={type}
        options={['all', ...brainfoodTypes] as const}
        labelOf={(value) => t(`types.${value}`)}
        onChange={setType}
      />
      <QueryState
        isPending={query.isPending}
        error={query.error}
        errorText={t('loadFailed')}
        onRetry={() => void query.refetch()}
      >
        {items.length === 0 ? (
          <Typography role="status">{type === 'all' ? t('empty') : t('emptyType')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {items.map((item) => (
              <li key={item.id}>
                <BrainfoodCard item={item} />
              </li>
            ))}
          </Box>
        )}
        {query.data && (
          <Pagination page={query.data.page} shown={items.length} onPage={setCursor} />
        )}
      </QueryState>
    </Screen>
  );
}

function BrainfoodCard({ item }: { item: BrainfoodItem }) {
  const { t } = useTranslation(['brainfood', 'modules']);
  const pick = useLocalized();
  return (
    <Paper
      component="article"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: radius.xl, display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip size="small" label={t(`types.${item.type}`)} />
        <Typography variant="body2" color="text.secondary">
          {t('modules:week', { number: item.week })} · {formatDate(item.publishedAt, 'date')}
        </Typography>
      </Box>
      <Typography variant="h3" component="h2">
        {pick(item.title)}
      </Typography>
      {item.answer ? (
        <>
          {item.body && (
            <Typography variant="body2" color="text.secondary">
              {pick(item.body)}
            </Typography>
          )}
          <Typography variant="body2">
            {t('byLearner', { name: item.answer.authorFirstName })}
          </Typography>
          {item.answer.text && (
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{item.answer.text}</Typography>
          )}
          {item.answer.file && (
            <AnswerFile
              file={item.answer.file}
              alt={t('fileBy', { name: item.answer.authorFirstName })}
            />
          )}
        </>
      ) : (
        <>
          {item.body && <Typography>{pick(item.body)}</Typography>}
          {item.source && (
            <Link href={item.source.url} target="_blank" rel="noopener">
              {t('readMore', { name: item.source.name })}
            </Link>
          )}
        </>
      )}
    </Paper>
  );
}
