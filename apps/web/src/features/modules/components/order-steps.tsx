import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import type { Localized } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/localized';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { MarkLabel, markedFrame } from './answer-mark';

interface Props {
  steps: { id: string; text: Localized }[];
  order: string[];
  onChange: (order: string[]) => void;
  isDisabled: boolean;
  /** Once answered: the right order, to mark each step in or out of place. */
  correct?: string[];
}

/** Put-in-order with buttons: works with touch, mouse, keyboard and a screen reader alike. */
export function OrderSteps({ steps, order, onChange, isDisabled, correct }: Props) {
  const { t } = useTranslation('modules');
  const pick = useLocalized();
  const [announcement, setAnnouncement] = useState('');
  const textOf = (id: string) => pick(steps.find((s) => s.id === id)!.text);

  const move = (index: number, by: -1 | 1) => {
    const next = [...order];
    const [step] = next.splice(index, 1);
    next.splice(index + by, 0, step!);
    onChange(next);
    setAnnouncement(t('loop.moved', { step: textOf(step!), position: index + by + 1 }));
  };

  return (
    <>
      <Typography variant="body2" color="text.secondary" id="order-hint">
        {t('loop.orderHint')}
      </Typography>
      <Box
        component="ol"
        aria-describedby="order-hint"
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1 }}
      >
        {order.map((id, index) => {
          const mark = correct && (correct[index] === id ? 'right' : 'wrong');
          return (
            <Paper
              component="li"
              key={id}
              variant="outlined"
              sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, ...markedFrame(mark) }}
            >
              <Typography sx={{ fontWeight: 700, width: 24, textAlign: 'center' }} aria-hidden>
                {index + 1}
              </Typography>
              <Box sx={{ flexGrow: 1, display: 'grid' }}>
                <Typography>{textOf(id)}</Typography>
                {mark && (
                  <MarkLabel
                    mark={mark}
                    text={
                      mark === 'right'
                        ? t('loop.rightPlace')
                        : t('loop.wrongPlace', { position: correct.indexOf(id) + 1 })
                    }
                  />
                )}
              </Box>
              <IconButton
                onClick={() => move(index, -1)}
                disabled={isDisabled || index === 0}
                aria-label={t('loop.moveUp', { step: textOf(id) })}
              >
                <ArrowUpward />
              </IconButton>
              <IconButton
                onClick={() => move(index, 1)}
                disabled={isDisabled || index === order.length - 1}
                aria-label={t('loop.moveDown', { step: textOf(id) })}
              >
                <ArrowDownward />
              </IconButton>
            </Paper>
          );
        })}
      </Box>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </>
  );
}
