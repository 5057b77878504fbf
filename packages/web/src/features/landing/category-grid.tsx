import { Link } from 'react-router-dom';
import type { CategoryTile } from '@benefit-store/ports';
import { useUseCase } from '../../app/di.tsx';
import { DataTopics } from '../../app/data-topics.ts';
import { useUseCaseQuery } from '../../app/data.ts';
import { useTexts, useTranslate } from '../../app/language.ts';
import { ShellTexts } from '../../shell/index.ts';

/** The home page's plan-category image grid (get-homepage-plan): image, name, link. */
export const CategoryGrid = () => {
  const texts = useTexts(ShellTexts);
  // The tiles' names come from the server; the store's own categories (Messages.categoryMedical, ...) are turned.
  const translate = useTranslate();
  const load = useUseCase('LoadHomeCategories');
  const tiles: readonly CategoryTile[] = useUseCaseQuery(DataTopics.homeCategories, () => load()).data ?? [];
  if (tiles.length === 0) return null;
  return (
    <section className="category-grid" aria-labelledby="category-grid-title">
      <h2 id="category-grid-title" className="section-title">
        {texts.browseByCategory}
      </h2>
      <ul className="category-grid__list">
        {tiles.map((tile) => (
          <li key={tile.key}>
            <Link className="category-tile" to={tile.link}>
              <img src={tile.image} alt="" width="320" height="200" loading="lazy" />
              <span className="category-tile__name">{translate(tile.name)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
};
