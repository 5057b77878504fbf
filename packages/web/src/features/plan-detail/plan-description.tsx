import { useId, useState } from 'react';
import type { PlanTexts } from '@benefit-store/ports';
import { useTexts } from '../../app/language.ts';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { PlanDetailTexts } from './plan-detail-texts.ts';

/** One of the description's toggled parts: exclusions, examples, FAQ. */
const Toggle = ({ title, html }: { title: string; html: string }) => {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!title || !html) return null;
  return (
    <div className={`pd-toggle${open ? ' pd-toggle--open' : ''}`}>
      <h3 className="pd-toggle__head">
        <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          <span>{title}</span>
          <span className="pd-toggle__sign" aria-hidden="true">
            {open ? '−' : '+'}
          </span>
        </button>
      </h3>
      <div id={id} hidden={!open}>
        <SafeHtml className="pd-html" html={html} />
      </div>
    </div>
  );
};

/** The plan description (sanitised HTML), with toggles for exclusions, examples and FAQ. */
export const PlanDescription = ({ texts }: { texts: PlanTexts }) => {
  const words = useTexts(PlanDetailTexts);
  return (
    <section className="pd-card pd-description" aria-labelledby="pd-description-title">
      <h2 id="pd-description-title" className="pd-card__title">
        {words.description}
      </h2>
      {texts.headerText ? <SafeHtml className="pd-html pd-description__header" html={texts.headerText} /> : null}
      <SafeHtml className="pd-html" html={texts.bodyText} />
      {texts.associationText ? <SafeHtml className="pd-html pd-description__association" html={texts.associationText} /> : null}
      <div className="pd-toggles">
        <Toggle title={texts.exclusionsTitle} html={texts.exclusionsText} />
        <Toggle title={texts.examplesTitle} html={texts.examplesText} />
        <Toggle title={texts.faqTitle} html={texts.faqText} />
      </div>
    </section>
  );
};
