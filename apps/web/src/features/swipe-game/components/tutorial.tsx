import KeyboardIcon from '@mui/icons-material/KeyboardOutlined';
import SwipeIcon from '@mui/icons-material/Swipe';
import UndoIcon from '@mui/icons-material/Undo';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/layout/panel';
import { toApiError } from '../../../lib/api-error';
import { useFinishTutorial } from '../api/swipe-game';

const steps = [
  { key: 'swipe', Icon: SwipeIcon },
  { key: 'keys', Icon: KeyboardIcon },
  { key: 'undo', Icon: UndoIcon },
  { key: 'group', Icon: GroupsIcon },
] as const;

/** The first play starts here; closing it (`useFinishTutorial`) starts the deck. */
export function Tutorial({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['swipe', 'errors']);
  const finish = useFinishTutorial();
  return (
    <Panel title={t('tutorial.title')}>
      <List>
        {steps.map(({ key, Icon }) => (
          <ListItem key={key} disableGutters>
            <ListItemIcon>
              <Icon color="primary" aria-hidden />
            </ListItemIcon>
            <ListItemText primary={t(`tutorial.${key}`)} />
          </ListItem>
        ))}
      </List>
      {finish.isError && (
        <Alert severity="error" role="alert">
          {t(`errors:${toApiError(finish.error).code}`)}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        onClick={() => finish.mutate(undefined, { onSuccess: onDone })}
        loading={finish.isPending}
        sx={{ justifySelf: 'start' }}
      >
        {t('tutorial.start')}
      </Button>
    </Panel>
  );
}
