/** Where the programme's illustrations are served (static files, not API calls). */
export const CONTENT_IMAGES_PATH = '/content-images';

/** The address of an illustration `images/<file>` of the week in `folder`. */
export const contentImageUrl = (folder: string, src: string) =>
  `${CONTENT_IMAGES_PATH}/${folder}/${src.replace(/^images\//, '')}`;
