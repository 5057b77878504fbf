import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useUseCase } from '../../app/di.tsx';
import { DataTopics, SITE_CHANGED } from '../../app/data-topics.ts';
import { useInvalidate, useUseCaseQuery } from '../../app/data.ts';
import { useTexts } from '../../app/language.ts';
import { RouteFallback } from '../../ui/spinner.tsx';
import { usePlanWords } from './plan-words.ts';
import { PlansTexts } from './plans-texts.ts';
import type { QuoteLinkState } from './quote-link-state.ts';

/**
 * /quote/{token}: a quote's "Shop these plans" link (docs/adr/0701). The link gives this browser an enrollment of its
 * own with the quote's site, filter and plans (the OpenQuoteLink use case stores its context), then the plan list
 * opens with a word on the quote. A link that does not open says so.
 */
export const QuoteLinkPage = () => {
  const texts = useTexts(PlansTexts);
  const words = usePlanWords();
  const { token = '' } = useParams();
  const open = useUseCase('OpenQuoteLink');
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const opened = useUseCaseQuery(DataTopics.quoteLink(token), () => open(token));
  const result = opened.data;

  useEffect(() => {
    if (!result) return;
    void invalidate(SITE_CHANGED);
    const state: QuoteLinkState = { quoteOpened: result.quote };
    void navigate(result.path, { replace: true, state });
  }, [result, invalidate, navigate]);

  if (opened.status !== 'failed' || !opened.error) return <RouteFallback />;
  return (
    <section className="plans-page" aria-labelledby="quote-link-title">
      <h1 id="quote-link-title">{texts.quoteLinkTitle}</h1>
      <p className="banner banner--error" role="alert">
        {words.failure(opened.error)}
      </p>
      <Link className="button button--primary" to="/">
        {texts.quoteLinkHome}
      </Link>
    </section>
  );
};
