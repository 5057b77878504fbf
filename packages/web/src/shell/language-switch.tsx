import { LANGUAGE_NAMES, LANGUAGES } from '@benefit-store/domain';
import { chooseLanguage, useLanguage } from '../app/language.ts';

/**
 * The header's language choice, as HealthCare.gov offers it: the other language's name, written in that language
 * and marked with its `lang` so a screen reader pronounces it right. Switching re-renders the page in place.
 */
export const LanguageSwitch = ({ onLight = false }: { readonly onLight?: boolean }) => {
  const language = useLanguage();
  const others = LANGUAGES.filter((other) => other !== language);
  return (
    <>
      {others.map((other) => (
        <button key={other} type="button" className={`topbar__button topbar__language${onLight ? ' topbar__language--on-light' : ''}`} lang={other} onClick={() => void chooseLanguage(other)}>
          {LANGUAGE_NAMES[other]}
        </button>
      ))}
    </>
  );
};
