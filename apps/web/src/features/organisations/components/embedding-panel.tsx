import { zodResolver } from '@hookform/resolvers/zod';
import { orgEmbeddingBody, type OrganizationSummary } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CopyButton } from '../../../components/form/copy-button';
import { FormFeedback } from '../../../components/form/form-feedback';
import { FormTextField } from '../../../components/form/form-text-field';
import { useFormError } from '../../../components/form/use-form-error';
import { Panel } from '../../../components/layout/panel';
import { radius } from '../../../lib/theme';
import { useSetEmbedOrigins } from '../api/organisations';

/** The sites as typed: one per line (or separated by commas and spaces). */
const sitesIn = (text: string) => text.split(/[\s,]+/).filter(Boolean);
const embeddingForm = z.object({
  sites: z.string().superRefine((text, context) => {
    const checked = orgEmbeddingBody.shape.origins.safeParse(sitesIn(text));
    if (!checked.success)
      context.addIssue({ code: 'custom', message: checked.error.issues[0]?.message });
  }),
});
type EmbeddingForm = z.infer<typeof embeddingForm>;

/**
 * PRODUCT.md /iframe: the Admin lists the sites (a school's own site or learning environment)
 * that may show Imi in a frame, and copies the code to put on them.
 */
export function EmbeddingPanel({ organization }: { organization: OrganizationSummary }) {
  const { t } = useTranslation('organisations');
  const save = useSetEmbedOrigins(organization.id);
  const [isSaved, setSaved] = useState(false);
  const { control, handleSubmit, setError } = useForm<EmbeddingForm>({
    resolver: zodResolver(embeddingForm),
    values: { sites: organization.embedOrigins.join('\n') },
  });
  const formError = useFormError(setError, ['sites']);
  const onSubmit = handleSubmit(
    formError.submit(async ({ sites }) => {
      setSaved(false);
      await save.mutateAsync({ origins: sitesIn(sites) });
      setSaved(true);
    }),
  );
  const snippet = `<iframe src="${window.location.origin}/iframe?org=${organization.slug}" title="Imi" width="400" height="640"></iframe>`;

  return (
    <Panel title={t('embedding.title')}>
      <Typography color="text.secondary">{t('embedding.intro')}</Typography>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <FormTextField
          name="sites"
          control={control}
          label={t('embedding.sites')}
          helperText={t('embedding.sitesHint')}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoCapitalize: 'none' } }}
        />
        <FormFeedback error={formError.message} done={isSaved ? t('embedding.saved') : null} />
        <Button type="submit" variant="contained" loading={save.isPending} sx={{ mt: 1 }}>
          {t('embedding.save')}
        </Button>
      </Box>
      {organization.embedOrigins.length > 0 && (
        <>
          <Typography color="text.secondary">{t('embedding.codeIntro')}</Typography>
          <Box
            component="pre"
            aria-label={t('embedding.codeLabel')}
            dir="ltr"
            sx={{
              m: 0,
              p: 2,
              bgcolor: 'action.hover',
              borderRadius: radius.md,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              fontSize: '0.85rem',
            }}
          >
            {snippet}
          </Box>
          <Box>
            <CopyButton
              text={snippet}
              label={t('embedding.copy')}
              copiedLabel={t('embedding.copied')}
            />
          </Box>
        </>
      )}
    </Panel>
  );
}
