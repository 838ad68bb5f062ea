/**
 * The one place server HTML becomes markup (notice content, letters): DOMPurify
 * with an allow-list of formatting tags, no inline styles, no event handlers,
 * and only http(s) / mailto links. Nothing else in the app sets innerHTML.
 */
import DOMPurify, { type Config } from 'dompurify';
import { useMemo } from 'react';
import { isSafeUrl, SAFE_URL } from './safe-url';

export { isSafeUrl };

const CONFIG: Config = {
  // what the notice editor produces, plus the formatting older notices and letters use
  ALLOWED_TAGS: (
    'p br strong b em i u s del sub sup span h1 h2 h3 h4 h5 h6 ul ol li blockquote hr code pre ' +
    'a img table thead tbody tr th td'
  ).split(' '),
  ALLOWED_ATTR: ['href', 'title', 'src', 'alt', 'colspan', 'rowspan'],
  ALLOWED_URI_REGEXP: SAFE_URL,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

// A private instance, so the link hook below never leaks into another DOMPurify user.
const purify = DOMPurify(window);
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    if (!isSafeUrl(node.getAttribute('href'))) node.removeAttribute('href');
    else {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  }
  if (node.tagName === 'IMG' && !isSafeUrl(node.getAttribute('src'))) node.removeAttribute('src');
});

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Server (or pasted) HTML → HTML safe to render. */
export function sanitizeHtml(html: string | undefined | null): string {
  if (!html) return '';
  // DOMPurify returns its input unchanged where it cannot run: fail closed, show the text only.
  if (!purify.isSupported) return html.replace(/<[^>]*>/g, '').replace(/[&<>"']/g, (c) => ESCAPES[c]);
  return purify.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}

const HAS_TAG = /<[a-z!/][^>]*>/i;

/**
 * Shows rich text from the server. HTML goes through sanitizeHtml right here;
 * plain text (a letter typed without an editor) is rendered as text, line breaks kept.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => (HAS_TAG.test(html) ? sanitizeHtml(html) : undefined), [html]);
  if (clean === undefined)
    return (
      <div className={className} style={{ whiteSpace: 'pre-wrap' }}>
        {html}
      </div>
    );
  // The only dangerouslySetInnerHTML in the app: `clean` is DOMPurify's output (allow-list above).
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
