import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Tabs whose choice lives in the address (?tab=…), so a link can open one and a reload keeps
 * it; the first tab is the default. The panel is announced as the chosen tab's.
 */
export function ParamTabs<T extends string>({
  tabs,
  label,
  idPrefix,
  labelOf,
  children,
}: {
  tabs: readonly T[];
  label: string;
  idPrefix: string;
  labelOf: (tab: T) => string;
  children: (tab: T) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as T | null;
  const tab = asked && tabs.includes(asked) ? asked : tabs[0]!;
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_, next: T) => setParams({ tab: next }, { replace: true })}
        aria-label={label}
      >
        {tabs.map((name) => (
          <Tab
            key={name}
            value={name}
            label={labelOf(name)}
            id={`${idPrefix}-tab-${name}`}
            aria-controls={`${idPrefix}-panel-${name}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${idPrefix}-panel-${tab}`}
        aria-labelledby={`${idPrefix}-tab-${tab}`}
        sx={{ display: 'grid', gap: 3 }}
      >
        {children(tab)}
      </Box>
    </>
  );
}
