import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Pagination, usePageCursor } from '../../../components/lists/pagination';
import { paths } from '../../../config/paths';
import { useChats } from '../api/imi';

/** Beside the chat: a new chat, and the earlier ones a page at a time (?chat=id opens one). */
export function ChatHistory({ chatId, onNewChat }: { chatId?: string; onNewChat: () => void }) {
  const { t } = useTranslation('imi');
  const [chatsCursor, setChatsCursor] = usePageCursor('chats');
  const chats = useChats(chatsCursor);
  const earlier = chats.data?.chats ?? [];
  return (
    <Box
      component="nav"
      aria-label={t('history')}
      sx={{ display: 'grid', gap: 1, alignContent: 'start', minWidth: 0 }}
    >
      <Button startIcon={<AddIcon />} variant="outlined" onClick={onNewChat}>
        {t('newChat')}
      </Button>
      {earlier.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('history')}
        </Typography>
      )}
      {/* minmax(0, …): a long title ends in "…" instead of widening the phone's screen. */}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 0.5,
        }}
      >
        {earlier.map((c) => (
          <li key={c.id}>
            <Link
              component={RouterLink}
              to={`${paths.dashboards.ai}?chat=${c.id}`}
              aria-current={c.id === chatId ? 'page' : undefined}
              sx={{
                display: 'block',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
                fontWeight: c.id === chatId ? 700 : 400,
              }}
            >
              {c.title}
            </Link>
          </li>
        ))}
      </Box>
      {chats.data && (
        <Pagination page={chats.data.page} shown={earlier.length} onPage={setChatsCursor} />
      )}
    </Box>
  );
}
