import { type StoryChapter, toLanguage } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/numbers';
import { visuallyHidden } from '../../../lib/visually-hidden';

/** Share of a week's work done: its modules and its assignment's tasks, 0–1. */
const weekShare = ({ progress }: Pick<StoryChapter, 'progress'>) => {
  const total = progress.modulesTotal + progress.tasksTotal;
  return total ? (progress.modulesDone + progress.tasksAnswered) / total : 0;
};

const HEIGHT = 200;
/** Room for the values above the bars, the week labels below and the percentages beside. */
const TOP = 24;
const BOTTOM = 28;
const AXIS = 44;
const EDGE = 8;
const MAX_BAR = 64;
/** Narrower columns than this (many weeks on a phone) show the value of the chosen week only. */
const MIN_BAND_FOR_VALUES = 36;

/** The element's width, followed as it changes (the chart is drawn at its real size). */
function useWidth() {
  const [width, setWidth] = useState(0);
  const ref = useCallback((node: HTMLElement | null) => {
    if (!node) return;
    setWidth(node.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry!.contentRect.width));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Growth over the weeks (issue 20): a column per week from 0 to 100 % of its work, with a
 * percentage axis and each open week's value written on it, so one week reads as a number,
 * not a shape. Drawn in SVG at the width it gets (390 px or 1280 px alike), mirrored in
 * Darija. A screen reader reads the same numbers as a table instead of the picture.
 */
export function GrowthChart({ chapters, current }: { chapters: StoryChapter[]; current?: number }) {
  const { t, i18n } = useTranslation('story');
  const theme = useTheme();
  const isRtl = theme.direction === 'rtl';
  const [box, width] = useWidth();
  const percent = (share: number) =>
    formatNumber(share, { style: 'percent' }, toLanguage(i18n.language));
  const rows = chapters.map((chapter) => ({
    chapter,
    share: chapter.state === 'locked' ? 0 : weekShare(chapter),
  }));

  return (
    <Box component="figure" sx={{ m: 0, display: 'grid', gap: 1 }}>
      <Typography component="figcaption" variant="h3">
        {t('chart.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" aria-hidden>
        {t('chart.explain')}
      </Typography>
      <Box ref={box} sx={{ width: '100%', height: HEIGHT }} data-testid="growth-chart">
        {width > 0 && (
          <Bars
            rows={rows}
            width={width}
            isRtl={isRtl}
            current={current}
            percent={percent}
            weekLabel={(week) => t('chart.week', { number: week })}
          />
        )}
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>{t('chart.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.table.week')}</th>
            <th scope="col">{t('chart.table.done')}</th>
            <th scope="col">{t('chart.table.state')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ chapter, share }) => (
            <tr key={chapter.week}>
              <th scope="row">
                {t(chapter.week === current ? 'chart.table.thisWeek' : 'chart.table.weekNumber', {
                  number: chapter.week,
                })}
              </th>
              <td>{percent(share)}</td>
              <td>{t(`chart.states.${chapter.state}`)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

interface BarsProps {
  rows: { chapter: StoryChapter; share: number }[];
  width: number;
  isRtl: boolean;
  current?: number;
  percent: (share: number) => string;
  weekLabel: (week: number) => string;
}

/** The picture itself, hidden from screen readers (the table says the same). */
function Bars({ rows, width, isRtl, current, percent, weekLabel }: BarsProps) {
  const { palette } = useTheme();
  // The percentages sit on the reading side: left in Dutch, right in Darija.
  const left = isRtl ? EDGE : AXIS;
  const right = isRtl ? width - AXIS : width - EDGE;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const band = (right - left) / Math.max(rows.length, 1);
  const barWidth = Math.min(band * 0.62, MAX_BAR);
  const showsEveryValue = band >= MIN_BAND_FOR_VALUES;
  const y = (share: number) => TOP + (1 - share) * plotHeight;
  const centre = (index: number) => left + band * ((isRtl ? rows.length - 1 - index : index) + 0.5);

  return (
    <svg
      width={width}
      height={HEIGHT}
      aria-hidden
      focusable="false"
      direction="ltr"
      style={{ display: 'block', fontFamily: 'inherit', overflow: 'visible' }}
    >
      {[0, 0.5, 1].map((tick) => (
        <g key={tick}>
          <line
            x1={left}
            x2={right}
            y1={y(tick)}
            y2={y(tick)}
            stroke={palette.divider}
            strokeDasharray={tick === 0 ? undefined : '4 4'}
          />
          <text
            x={isRtl ? right + 6 : left - 6}
            y={y(tick)}
            textAnchor={isRtl ? 'start' : 'end'}
            dominantBaseline="middle"
            fontSize={12}
            fill={palette.text.secondary}
          >
            {percent(tick)}
          </text>
        </g>
      ))}
      {rows.map(({ chapter, share }, index) => {
        const x = centre(index);
        const isLocked = chapter.state === 'locked';
        const isCurrent = chapter.week === current;
        const isDone = chapter.state === 'unlocked';
        const fillHeight = share * plotHeight;
        const showsValue = !isLocked && (showsEveryValue || isCurrent);
        return (
          <g key={chapter.week} data-week={chapter.week}>
            <rect
              x={x - barWidth / 2}
              y={TOP}
              width={barWidth}
              height={plotHeight}
              rx={6}
              fill={isLocked ? 'none' : palette.action.hover}
              stroke={isLocked ? palette.divider : 'none'}
              strokeDasharray={isLocked ? '4 3' : undefined}
            />
            {fillHeight > 0 && (
              <rect
                x={x - barWidth / 2}
                y={y(share)}
                width={barWidth}
                height={fillHeight}
                rx={Math.min(6, fillHeight / 2)}
                fill={isDone ? palette.success.main : palette.primary.main}
                opacity={current && !isCurrent ? 0.6 : 1}
              />
            )}
            {isLocked && (
              // A small padlock: the week is not open yet.
              <g
                transform={`translate(${x - 6} ${TOP + plotHeight / 2 - 7})`}
                fill="none"
                stroke={palette.text.secondary}
                strokeWidth={1.5}
              >
                <rect x={0.75} y={6} width={10.5} height={7.5} rx={1.5} />
                <path d="M3 6V4.5a3 3 0 0 1 6 0V6" />
              </g>
            )}
            {showsValue && (
              <text
                x={x}
                y={y(share) - 7}
                textAnchor="middle"
                fontSize={13}
                fontWeight={700}
                fill={palette.text.primary}
              >
                {percent(share)}
              </text>
            )}
            <text
              x={x}
              y={HEIGHT - 8}
              textAnchor="middle"
              fontSize={12}
              fontWeight={isCurrent ? 700 : 400}
              fill={isCurrent ? palette.text.primary : palette.text.secondary}
            >
              {weekLabel(chapter.week)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
