import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Markdown from 'react-markdown';

/** Only web, mail and phone links and our own paths; anything else (javascript:, data:) is dropped. */
export const safeUrl = (url: string) =>
  /^(https?:|mailto:|tel:)/i.test(url) || (url.startsWith('/') && !url.startsWith('//')) ? url : '';

const allowedElements = ['p', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'code', 'br'];

/**
 * An answer's markdown, rendered inert: no HTML (skipped, never parsed into the page), no
 * images, no script, and links only where `safeUrl` allows.
 */
export function SafeMarkdown({ text }: { text: string }) {
  return (
    <Markdown
      skipHtml
      allowedElements={allowedElements}
      unwrapDisallowed
      urlTransform={safeUrl}
      components={{
        p: ({ children }) => <Typography sx={{ my: 0.5 }}>{children}</Typography>,
        a: ({ href, children }) =>
          href ? (
            <Link href={href} target="_blank" rel="noopener noreferrer nofollow">
              {children}
            </Link>
          ) : (
            <>{children}</>
          ),
      }}
    >
      {text}
    </Markdown>
  );
}
