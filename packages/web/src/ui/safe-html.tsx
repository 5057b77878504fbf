import { useEffect, useState } from 'react';
import { importOrReload } from '../app/new-release.ts';

type Sanitize = (html: string) => string;

/**
 * HTML from the server (plan descriptions and short texts, the quote preview) with everything that could
 * run or load code removed: scripts, event handlers, javascript: links, forms, frames, SVG and MathML. What
 * is left is markup, links and images. DOMPurify is fetched on first use, so that the landing page's first
 * visit does not download it (issue 8, section 5).
 */
let sanitizer: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;
const loadSanitizer = (): Promise<Sanitize> =>
  (loading ??= importOrReload(() => import('dompurify')).then(({ default: DOMPurify }) => {
    sanitizer = (html) => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'] });
    return sanitizer;
  }));

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * The words of server HTML, without any of its markup: parsed inert, never inserted as markup. The server's page
 * copies (app/page-copy.ts) have no DOMParser: there the tags are dropped and the common entities read, which React
 * then writes as text.
 */
const textOf = (html: string): string =>
  typeof DOMParser === 'undefined'
    ? html
        .replace(/<[^>]*>/g, '')
        .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (entity, name: string) =>
          name.startsWith('#') ? String.fromCodePoint(Number.parseInt(name.slice(name[1] === 'x' || name[1] === 'X' ? 2 : 1), name[1] === 'x' || name[1] === 'X' ? 16 : 10) || 0xfffd) : (ENTITIES[name.toLowerCase()] ?? entity),
        )
    : (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '');

interface SafeHtmlProps {
  readonly html: string;
  readonly className?: string;
  /** The element to render into (a div by default). */
  readonly as?: 'div' | 'span';
  readonly id?: string;
}

/**
 * Renders server HTML only after sanitizing it: the one place the storefront sets inner HTML. Until the
 * sanitizer has arrived (a moment, once per visit) the same words show as plain text.
 */
export const SafeHtml = ({ html, className, as = 'div', id }: SafeHtmlProps) => {
  const [sanitize, setSanitize] = useState<Sanitize | undefined>(() => sanitizer);
  useEffect(() => {
    if (sanitize) return;
    let live = true;
    void loadSanitizer().then((loaded) => live && setSanitize(() => loaded));
    return () => {
      live = false;
    };
  }, [sanitize]);
  const Tag = as;
  if (!sanitize) return <Tag id={id} className={className}>{textOf(html)}</Tag>;
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: sanitize(html) }} />;
};
