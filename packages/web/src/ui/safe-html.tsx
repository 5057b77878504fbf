import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * HTML from the server (plan descriptions and short texts, the quote preview) with everything that could
 * run or load code removed: scripts, event handlers, javascript: links, forms, frames, SVG and MathML. What
 * is left is markup, links and images.
 */
export const sanitizeHtml = (html: string): string =>
  DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'] });

interface SafeHtmlProps {
  readonly html: string;
  readonly className?: string;
  /** The element to render into (a div by default). */
  readonly as?: 'div' | 'span';
  readonly id?: string;
}

/** Renders server HTML only after sanitizing it: the one place the storefront sets inner HTML. */
export const SafeHtml = ({ html, className, as = 'div', id }: SafeHtmlProps) => {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const Tag = as;
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
};
