import { useTranslation } from 'react-i18next';
import { SquarePictureField } from '../../../components/form/square-picture-field';
import { useErrorText } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/session';
import { useRemovePicture, useUploadPicture } from '../api/picture';

/** Spec §5: a profile picture — JPG, PNG, GIF or WEBP under 10 MB (the server checks again). */
export function PictureField() {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const user = useSessionUser();
  const upload = useUploadPicture();
  const remove = useRemovePicture();
  if (!user) return null;
  const error = upload.error ?? remove.error;

  return (
    <SquarePictureField
      image={user.image}
      initials={`${user.firstName.charAt(0)}${user.lastName.charAt(0)}`}
      texts={{
        alt: t('picture.alt', { name: `${user.firstName} ${user.lastName}` }),
        choose: t('picture.choose'),
        change: t('picture.change'),
        remove: t('picture.remove'),
        rules: t('picture.rules'),
        tooLarge: t('picture.tooLarge'),
      }}
      isBusy={upload.isPending || remove.isPending}
      error={error ? errorText(error) : null}
      onChoose={(file) => {
        remove.reset();
        upload.mutate(file);
      }}
      onRemove={() => {
        upload.reset();
        remove.mutate();
      }}
    />
  );
}
