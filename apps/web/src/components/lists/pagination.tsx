import type { PageInfo } from '@leerloop/contracts';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Spec §9 pagination under a list: previous, next and 'displaying x of y'. Nothing shows when
 * the whole list fits on its page. The arrows follow the reading direction (Darija: right to
 * left).
 */
export function Pagination({
  page,
  shown,
  onPage,
}: {
  page: PageInfo;
  /** How many rows this page shows. */
  shown: number;
  onPage: (cursor: string) => void;
}) {
  const { t } = useTranslation();
  const isRtl = useTheme().direction === 'rtl';
  if (page.offset === 0 && page.nextCursor === null) return null;
  const { previousCursor, nextCursor } = page;
  return (
    <Box
      component="nav"
      aria-label={t('pagination.label')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        pt: 1,
      }}
    >
      <Button
        size="small"
        startIcon={isRtl ? <ChevronRightIcon /> : <ChevronLeftIcon />}
        disabled={previousCursor === null}
        onClick={() => previousCursor !== null && onPage(previousCursor)}
        aria-label={t('pagination.previousPage')}
      >
        {t('pagination.previous')}
      </Button>
      <Typography variant="body2" role="status" sx={{ textAlign: 'center' }}>
        {t('pagination.displaying', {
          from: shown ? page.offset + 1 : 0,
          to: page.offset + shown,
          total: page.total,
        })}
      </Typography>
      <Button
        size="small"
        endIcon={isRtl ? <ChevronLeftIcon /> : <ChevronRightIcon />}
        disabled={nextCursor === null}
        onClick={() => nextCursor !== null && onPage(nextCursor)}
        aria-label={t('pagination.nextPage')}
      >
        {t('pagination.next')}
      </Button>
    </Box>
  );
}

/**
 * Which page of a list is open: none (the first) until the learner turns one; a change of what
 * the list shows (a filter, a search) goes back to the first.
 */
export function usePageCursor(listKey: string) {
  const [state, setState] = useState<{ key: string; cursor?: string }>({ key: listKey });
  const cursor = state.key === listKey ? state.cursor : undefined;
  return [cursor, (next: string) => setState({ key: listKey, cursor: next })] as const;
}
