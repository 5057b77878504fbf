import { abbreviatedPager } from '@benefit-store/domain';
import { useTexts } from '../../app/language.ts';
import { MemberTexts } from './member-texts.ts';

/** The abbreviated pager under the member table: Previous, first, neighbours of the current page, last, Next. */
export const MemberPager = ({ page, count, onPage }: { page: number; count: number; onPage: (page: number) => void }) => {
  const texts = useTexts(MemberTexts);
  if (count <= 1) return null;
  return (
    <nav className="members-pager" aria-label={texts.pagination}>
      <button type="button" className="members-pager__step" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        ‹ {texts.previous}
      </button>
      <ul className="members-pager__pages">
        {abbreviatedPager(page, count).map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.after}`} className="members-pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className={`members-pager__page${item.page === page ? ' is-current' : ''}`}
                aria-label={texts.page(item.page)}
                aria-current={item.page === page ? 'page' : undefined}
                onClick={() => onPage(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className="members-pager__step" disabled={page >= count} onClick={() => onPage(page + 1)}>
        {texts.next} ›
      </button>
    </nav>
  );
};
