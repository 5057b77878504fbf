import type { DependentsBlock as Block } from '@benefit-store/ports';
import { useTexts } from '../../app/language.ts';
import { PlansTexts } from './plans-texts.ts';

/** The dependent-information block of the plans page: spouse DOB, number of children, Add or Edit. */
export const DependentsBlock = ({ block, onEdit }: { block: Block; onEdit: () => void }) => {
  const texts = useTexts(PlansTexts);
  const given = block.info.spouseDob !== undefined || block.info.children !== undefined;
  return (
    <section className="plans-aside__card" aria-labelledby="dependents-title">
      <h2 id="dependents-title" className="plans-aside__title">
        {texts.dependentsTitle}
      </h2>
      <dl className="dependents-facts">
        {block.needsSpouseDob ? (
          <div>
            <dt>{texts.spouseDob}</dt>
            <dd>{block.info.spouseDob ?? texts.notGiven}</dd>
          </div>
        ) : null}
        {block.needsChildren ? (
          <div>
            <dt>{texts.children}</dt>
            <dd>{block.info.children ?? texts.notGiven}</dd>
          </div>
        ) : null}
      </dl>
      <button type="button" className="button button--ghost button--small" onClick={onEdit} aria-haspopup="dialog">
        {given ? texts.edit : texts.add}
        <span className="visually-hidden"> {texts.dependentsTitle.toLowerCase()}</span>
      </button>
    </section>
  );
};
