import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Panel } from '../../../components/layout/panel';
import { radius } from '../../../lib/theme';

/** One chart of the group: its heading, a sentence saying what it counts, then the chart. */
export function ChartSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Panel title={title}>
      <Typography variant="body2" color="text.secondary">
        {intro}
      </Typography>
      {children}
    </Panel>
  );
}

/**
 * A chart's table: the numbers are what a screen reader reads, the bars beside them (ChartBar,
 * hidden from it) what a coach takes in at a glance.
 */
export function ChartTable({ children, caption }: { children: ReactNode; caption?: string }) {
  return (
    <Box
      component="table"
      sx={{
        width: '100%',
        borderCollapse: 'collapse',
        '& caption': { textAlign: 'start', fontWeight: 600, py: 0.5 },
        '& th, & td': { py: 0.5, px: 0.5, textAlign: 'start', fontSize: '0.875rem' },
        '& tbody th': { fontWeight: 400 },
      }}
    >
      {caption && <caption>{caption}</caption>}
      {children}
    </Box>
  );
}

/** Parts of a bar: a share of its length (0–1) and a theme colour. */
export interface BarPart {
  share: number;
  color: string;
}

/**
 * A bar for a chart's row, hidden from screen readers. Parts overlap from the start (open, and
 * done within it) or, `isStacked`, follow one another (a distribution).
 */
export function ChartBar({ parts, isStacked = false }: { parts: BarPart[]; isStacked?: boolean }) {
  const width = (share: number) => `${Math.max(0, Math.min(1, share)) * 100}%`;
  return (
    <Box
      aria-hidden="true"
      sx={{
        position: 'relative',
        display: 'flex',
        height: 14,
        minWidth: 60,
        bgcolor: 'grey.200',
        borderRadius: radius.sm,
        overflow: 'hidden',
      }}
    >
      {parts.map((part, index) => (
        <Box
          key={index}
          sx={
            isStacked
              ? { width: width(part.share), bgcolor: part.color }
              : {
                  position: 'absolute',
                  insetInlineStart: 0,
                  top: 0,
                  bottom: 0,
                  width: width(part.share),
                  bgcolor: part.color,
                  borderRadius: radius.sm,
                }
          }
        />
      ))}
    </Box>
  );
}
