import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SafeMarkdown, safeUrl } from './safe-markdown';

const render = (text: string) => renderToStaticMarkup(<SafeMarkdown text={text} />);

describe("an answer's markdown", () => {
  it('keeps words, emphasis, lists and web links', () => {
    const html = render('Een **sterke** kant.\n\n- eerst\n- dan\n\n[113](https://www.113.nl)');
    expect(html).toContain('<strong>sterke</strong>');
    expect(html).toContain('<li>eerst</li>');
    expect(html).toMatch(
      /<a [^>]*href="https:\/\/www\.113\.nl"[^>]*rel="noopener noreferrer nofollow"/,
    );
  });

  it('renders a <script>, HTML, javascript: links and images inert', () => {
    const html = render(
      'Hoi <script>alert(1)</script> <img src=x onerror=alert(2)> <b onclick="x()">vet</b>\n\n' +
        '[klik](javascript:alert(3)) [data](data:text/html;base64,PHNjcmlwdD4=) ![plaatje](https://evil.example/x.png)',
    );
    expect(html).not.toMatch(/<script|<img|onerror|onclick|<b[ >]/i);
    expect(html).not.toMatch(/javascript:|data:text/i);
    expect(html).not.toContain('evil.example');
    // The link text stays readable, without a link.
    expect(html).toContain('klik');
  });

  it('allows only web, mail and phone links and our own paths', () => {
    expect(safeUrl('https://kindertelefoon.nl')).toBe('https://kindertelefoon.nl');
    expect(safeUrl('/dashboards/brainfood')).toBe('/dashboards/brainfood');
    expect(safeUrl('tel:08000432')).toBe('tel:08000432');
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:x',
      '//evil.example',
      'vbscript:x',
      'data:x',
    ])
      expect(safeUrl(bad)).toBe('');
  });
});
