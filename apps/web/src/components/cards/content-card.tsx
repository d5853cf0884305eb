import type { Language, Localized } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocalized } from '../../lib/localized';

export interface ContentCardData {
  title: Localized;
  body: Localized;
  image?: { url: string; alt: Localized };
}

/**
 * A module's card as a learner reads it: its illustration, title and paragraphs; in the app's
 * language, or in `language`, its title one level down (the content editor's preview).
 */
export function ContentCard({
  card,
  language,
  headingLevel = 'h2',
}: {
  card: ContentCardData;
  language?: Language;
  headingLevel?: 'h2' | 'h3';
}) {
  const appPick = useLocalized();
  const pick = (text: Localized) => (language ? text[language] : appPick(text));
  return (
    <>
      {card.image && (
        <Box
          component="img"
          src={card.image.url}
          alt={pick(card.image.alt)}
          sx={{ width: '100%', maxHeight: 220, objectFit: 'contain', mb: 2 }}
        />
      )}
      <Typography variant="h2" component={headingLevel} sx={{ fontSize: '1.3rem' }} gutterBottom>
        {pick(card.title)}
      </Typography>
      {pick(card.body)
        .split(/\n\s*\n/)
        .map((paragraph, i) => (
          <Typography key={i} sx={{ mb: 1.5, fontSize: '1.05rem', lineHeight: 1.6 }}>
            {paragraph}
          </Typography>
        ))}
    </>
  );
}
