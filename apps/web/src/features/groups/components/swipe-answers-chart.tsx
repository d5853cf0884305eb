import { type GroupSwipeDeck, MIN_CROWD } from '@leerloop/contracts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/localized';
import { formatNumber } from '../../../lib/numbers';
import { ChartBar, ChartSection, ChartTable } from './chart-section';

/**
 * The group's swipe answers per statement of one deck (the latest by default): the share who
 * agreed, shown only from MIN_CROWD answers on, as the swipe game shows an organisation's.
 */
export function SwipeAnswersChart({ decks }: { decks: GroupSwipeDeck[] }) {
  const { t } = useTranslation('groups');
  const pick = useLocalized();
  const [chosen, setChosen] = useState<string | null>(null);
  const deck = decks.find((d) => d.deckId === chosen) ?? decks.at(-1);
  return (
    <ChartSection
      title={t('charts.swipes.title')}
      intro={t('charts.swipes.intro', { count: MIN_CROWD })}
    >
      {!deck ? (
        <Typography role="status">{t('charts.swipes.empty')}</Typography>
      ) : (
        <>
          <TextField
            select
            size="small"
            label={t('charts.swipes.deck')}
            value={deck.deckId}
            onChange={(event) => setChosen(event.target.value)}
            sx={{ minWidth: 200, mb: 1 }}
          >
            {decks.map((option) => (
              <MenuItem key={option.deckId} value={option.deckId}>
                {t('charts.swipes.deckName', { week: option.week, title: pick(option.title) })}
              </MenuItem>
            ))}
          </TextField>
          <ChartTable caption={t('charts.swipes.players', { count: deck.players })}>
            <thead>
              <tr>
                <th scope="col">{t('charts.swipes.statement')}</th>
                <th scope="col">{t('charts.swipes.agree')}</th>
                <th scope="col">{t('charts.swipes.answers')}</th>
              </tr>
            </thead>
            <tbody>
              {deck.statements.map(({ cardId, statement, crowd }) => (
                <tr key={cardId}>
                  <th scope="row">
                    {pick(statement)}
                    {crowd && (
                      <ChartBar
                        isStacked
                        parts={[
                          { share: crowd.agreePercent / 100, color: 'success.dark' },
                          { share: 1 - crowd.agreePercent / 100, color: 'error.light' },
                        ]}
                      />
                    )}
                  </th>
                  {crowd ? (
                    <>
                      <td>{formatNumber(crowd.agreePercent / 100, { style: 'percent' })}</td>
                      <td>{crowd.count}</td>
                    </>
                  ) : (
                    <td colSpan={2}>{t('charts.swipes.tooFew', { count: MIN_CROWD })}</td>
                  )}
                </tr>
              ))}
            </tbody>
          </ChartTable>
        </>
      )}
    </ChartSection>
  );
}
