import type { OrganizationSummary } from '@leerloop/contracts';
import Avatar from '@mui/material/Avatar';
import { useTranslation } from 'react-i18next';
import {
  SquarePictureField,
  type SquarePictureTexts,
} from '../../../components/form/square-picture-field';
import { useErrorText } from '../../../lib/api-error';
import { useSetLogo } from '../api/organisations';

/** The logo beside the organisation's name (decorative: the name is said next to it). */
export function OrganizationLogo({
  organization,
  size = 40,
}: {
  organization: Pick<OrganizationSummary, 'name' | 'logo'>;
  size?: number;
}) {
  return (
    <Avatar
      src={organization.logo ?? undefined}
      alt=""
      aria-hidden
      variant="rounded"
      sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size / 2.2 }}
    >
      {organization.name.charAt(0).toUpperCase()}
    </Avatar>
  );
}

/** The logo field's texts, for an organisation of this name. */
export function useLogoTexts(name: string): SquarePictureTexts {
  const { t } = useTranslation('organisations');
  return {
    alt: t('logo.alt', { name }),
    choose: t('logo.choose'),
    change: t('logo.change'),
    remove: t('logo.remove'),
    rules: t('logo.rules'),
    tooLarge: t('logo.tooLarge'),
  };
}

/** Spec §2 organisation profile: an Admin sets, changes or removes the logo. */
export function LogoField({
  organization,
  failedBefore = null,
}: {
  organization: OrganizationSummary;
  /** A logo chosen while making the organisation that could not be kept (why). */
  failedBefore?: string | null;
}) {
  const errorText = useErrorText();
  const setLogo = useSetLogo();
  const texts = useLogoTexts(organization.name);
  return (
    <SquarePictureField
      image={organization.logo}
      initials={organization.name.charAt(0)}
      texts={texts}
      shape="rounded"
      isBusy={setLogo.isPending}
      error={setLogo.error ? errorText(setLogo.error) : setLogo.isIdle ? failedBefore : null}
      onChoose={(file) => setLogo.mutate({ orgId: organization.id, file })}
      onRemove={() => setLogo.mutate({ orgId: organization.id, file: null })}
    />
  );
}
