import type { SummaryItem } from '@benefit-store/domain';
import { PlansTexts } from './plans-texts.ts';

/** The search summary: the quote's details in the spec's order, and Edit. */
export const SearchSummary = ({ items, onEdit, compact = false }: { items: readonly SummaryItem[]; onEdit: () => void; compact?: boolean }) => (
  <section className={`search-summary${compact ? ' search-summary--compact' : ''}`} aria-label={PlansTexts.yourSelection}>
    <dl>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
    <button type="button" className="button button--ghost" onClick={onEdit} aria-haspopup="dialog">
      {PlansTexts.edit}
    </button>
  </section>
);
