import type { DependentsBlock as Block } from '@benefit-store/ports';
import { PlansTexts } from './plans-texts.ts';

/** The dependent-information block of the plans page: spouse DOB, number of children, Add or Edit. */
export const DependentsBlock = ({ block, onEdit }: { block: Block; onEdit: () => void }) => {
  const given = block.info.spouseDob !== undefined || block.info.children !== undefined;
  return (
    <section className="plans-aside__card" aria-labelledby="dependents-title">
      <h2 id="dependents-title" className="plans-aside__title">
        {PlansTexts.dependentsTitle}
      </h2>
      <dl className="dependents-facts">
        {block.needsSpouseDob ? (
          <div>
            <dt>{PlansTexts.spouseDob}</dt>
            <dd>{block.info.spouseDob ?? PlansTexts.notGiven}</dd>
          </div>
        ) : null}
        {block.needsChildren ? (
          <div>
            <dt>{PlansTexts.children}</dt>
            <dd>{block.info.children ?? PlansTexts.notGiven}</dd>
          </div>
        ) : null}
      </dl>
      <button type="button" className="button button--ghost button--small" onClick={onEdit} aria-haspopup="dialog">
        {given ? PlansTexts.edit : PlansTexts.add}
        <span className="visually-hidden"> {PlansTexts.dependentsTitle.toLowerCase()}</span>
      </button>
    </section>
  );
};
