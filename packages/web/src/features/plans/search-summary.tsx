import type { SummaryItem } from '@benefit-store/domain';
import { useTexts } from '../../app/language.ts';
import { usePlanWords } from './plan-words.ts';
import { PlansTexts } from './plans-texts.ts';

/** The search summary: the quote's details in the spec's order, and Edit. */
export const SearchSummary = ({ items, onEdit, compact = false }: { items: readonly SummaryItem[]; onEdit: () => void; compact?: boolean }) => {
  const texts = useTexts(PlansTexts);
  const words = usePlanWords();
  return (
    <section className={`search-summary${compact ? ' search-summary--compact' : ''}`} aria-label={texts.yourSelection}>
      <dl>
        {items.map((item) => (
          <div key={item.label}>
            <dt>{words.message(item.label)}</dt>
            <dd>{words.message(item.value)}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="button button--ghost" onClick={onEdit} aria-haspopup="dialog">
        {texts.edit}
      </button>
    </section>
  );
};
