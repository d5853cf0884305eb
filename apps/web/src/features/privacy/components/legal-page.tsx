import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LegalSection } from '../legal-texts';
import '../legal-texts';

/**
 * /privacy and /voorwaarden (issue 18, decision 022): the privacy statement or the terms, in
 * plain words for a learner and their parents, one heading per part.
 */
export function LegalPage({ document }: { document: 'privacy' | 'terms' }) {
  const { t } = useTranslation('legal');
  const sections = t(`${document}.sections`, { returnObjects: true }) as LegalSection[];
  return (
    <Box component="article" sx={{ maxWidth: 760, mx: 'auto', py: 3, display: 'grid', gap: 3 }}>
      <Box>
        <Typography variant="h1">{t(`${document}.title`)}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t(`${document}.version`)}
        </Typography>
        <Typography sx={{ mt: 2 }}>{t(`${document}.intro`)}</Typography>
      </Box>
      {sections.map((section) => (
        <Box component="section" key={section.heading} sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="h2">{section.heading}</Typography>
          {section.paragraphs?.map((paragraph) => (
            <Typography key={paragraph}>{paragraph}</Typography>
          ))}
          {section.items && (
            <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
              {section.items.map((item) => (
                <li key={item}>
                  <Typography>{item}</Typography>
                </li>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
