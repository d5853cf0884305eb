import type {
  ContentItemData,
  ContentItemKind,
  Language,
  Localized,
  ModuleItem,
} from '@leerloop/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ContentCard } from '../../../components/cards/content-card';
import { radius } from '../../../lib/theme';
import { localizedFields } from './localized-fields';

interface Props {
  kind: ContentItemKind;
  data: unknown;
  imagesUrl: string;
  language: Language;
}

const imageUrl = (imagesUrl: string, src: string) => `${imagesUrl}${src.replace(/^images\//, '')}`;

/**
 * The item as a learner reads it, in one language: a module's cards as the learning loop shows
 * them and its questions with their explanation, a deck's statements as cards; any other kind
 * its texts in order.
 */
export function ContentPreview({ kind, data, imagesUrl, language }: Props) {
  const pick = (text: Localized) => text[language];
  const frame = { p: { xs: 2, sm: 3 }, borderRadius: radius.xl };
  if (kind === 'module') {
    const module = data as ContentItemData<'module'>;
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {module.items.map((item) => (
          <Paper key={item.id} component="section" variant="outlined" sx={frame}>
            {item.type === 'card' ? (
              <ContentCard
                language={language}
                headingLevel="h3"
                card={{
                  ...item,
                  image: item.image && {
                    url: imageUrl(imagesUrl, item.image.src),
                    alt: item.image.alt,
                  },
                }}
              />
            ) : (
              <QuestionPreview question={item} pick={pick} />
            )}
          </Paper>
        ))}
      </Box>
    );
  }
  if (kind === 'swipe-deck') {
    const deck = data as ContentItemData<'swipe-deck'>;
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {deck.cards.map((card) => (
          <Paper key={card.id} variant="outlined" sx={{ ...frame, textAlign: 'center' }}>
            <Typography sx={{ fontSize: '1.2rem', fontWeight: 700 }}>
              {pick(card.statement)}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {pick(card.explanation)}
            </Typography>
          </Paper>
        ))}
      </Box>
    );
  }
  const [first, ...rest] = localizedFields(data);
  return (
    <Paper variant="outlined" sx={frame}>
      {first && (
        <Typography variant="h2" component="h3" sx={{ fontSize: '1.3rem' }} gutterBottom>
          {pick(first.value)}
        </Typography>
      )}
      {rest.map((field) => (
        <Typography key={field.key} sx={{ mb: 1.5, lineHeight: 1.6 }}>
          {pick(field.value)}
        </Typography>
      ))}
    </Paper>
  );
}

function QuestionPreview({
  question,
  pick,
}: {
  question: Exclude<ModuleItem, { type: 'card' }>;
  pick: (text: Localized) => string;
}) {
  const choices =
    question.type === 'multiple-choice'
      ? question.options.map((option) => option.text)
      : question.type === 'order'
        ? question.steps.map((step) => step.text)
        : [];
  return (
    <>
      <Typography variant="h2" component="h3" sx={{ fontSize: '1.3rem' }} gutterBottom>
        {pick(question.type === 'true-false' ? question.statement : question.question)}
      </Typography>
      {choices.length > 0 && (
        <Box component={question.type === 'order' ? 'ol' : 'ul'} sx={{ mt: 0 }}>
          {choices.map((choice) => (
            <li key={choice.nl}>{pick(choice)}</li>
          ))}
        </Box>
      )}
      <Typography color="text.secondary">{pick(question.explanation)}</Typography>
    </>
  );
}
