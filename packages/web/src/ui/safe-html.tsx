import { useEffect, useState } from 'react';

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
  (loading ??= import('dompurify').then(({ default: DOMPurify }) => {
    sanitizer = (html) => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'] });
    return sanitizer;
  }));

/** The words of server HTML, without any of its markup: parsed inert, never inserted as markup. */
const textOf = (html: string): string => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

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
