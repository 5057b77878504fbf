import { useEffect, useId, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { useTexts, useTranslate } from '../../app/language.ts';
import { CompletionTexts } from './completion-texts.ts';

const INK = '#1b2a4a';
/** How a typed signature is drawn: a handwriting face where the device has one. */
const TYPED_FONT = 'italic 34px "Segoe Script", "Brush Script MT", "URW Chancery L", "Z003", cursive';

interface SignatureFieldProps {
  /** The signature as a PNG data URL, or undefined while there is none. */
  readonly onChange: (signature: string | undefined) => void;
  readonly error?: string | undefined;
}

/**
 * The signature (doc 002: a canvas with Clear; docs/adr/0721): drawn with a mouse, pen or finger on the canvas
 * (signature_pad, pointer and touch events), or, for anyone who cannot draw (keyboard, switch or screen reader
 * users), typed as their full name, which is drawn on the same canvas: either way the server receives one PNG.
 * The image lives in the page only; it is sent with the agreement and never stored in the browser.
 */
export const SignatureField = ({ onChange, error: refused }: SignatureFieldProps) => {
  const texts = useTexts(CompletionTexts);
  // The use case words its message in English: shown in the visitor's language.
  const translate = useTranslate();
  const error = refused === undefined ? undefined : translate(refused);
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  /** A resize clears the canvas: a typed signature is drawn again (see fit). */
  const redrawTyped = useRef<(() => void) | null>(null);
  const [typing, setTyping] = useState(false);
  const typedInput = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [signed, setSigned] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const typedId = `${id}-typed`;

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const signaturePad = new SignaturePad(element, { penColor: INK, minWidth: 0.8, maxWidth: 2.6 });
    pad.current = signaturePad;
    // The canvas draws in device pixels: sized to its box times the pixel ratio, the drawing kept across a resize.
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokes = signaturePad.toData();
      element.width = element.offsetWidth * ratio;
      element.height = element.offsetHeight * ratio;
      element.getContext('2d')?.scale(ratio, ratio);
      signaturePad.clear();
      signaturePad.fromData(strokes);
      redrawTyped.current?.();
    };
    fit();
    const ended = () => {
      const empty = signaturePad.isEmpty();
      setSigned(!empty);
      changed.current(empty ? undefined : signaturePad.toDataURL('image/png'));
    };
    signaturePad.addEventListener('endStroke', ended);
    window.addEventListener('resize', fit);
    return () => {
      signaturePad.removeEventListener('endStroke', ended);
      window.removeEventListener('resize', fit);
      signaturePad.off();
      pad.current = null;
    };
  }, []);

  const clear = () => {
    pad.current?.clear();
    setTyped('');
    setSigned(false);
    changed.current(undefined);
  };

  /** The typed name drawn on the canvas in a handwriting face; the canvas's image is the signature. */
  const drawTyped = (text: string) => {
    const element = canvas.current;
    const signaturePad = pad.current;
    if (!element || !signaturePad) return;
    signaturePad.clear();
    const context = element.getContext('2d');
    const name = text.trim();
    if (!context || name === '') {
      setSigned(false);
      return changed.current(undefined);
    }
    context.save();
    context.fillStyle = INK;
    context.font = TYPED_FONT;
    context.textBaseline = 'middle';
    const width = element.offsetWidth - 32;
    const measured = context.measureText(name).width;
    if (measured > width) context.font = TYPED_FONT.replace('34px', `${Math.max(14, Math.floor((34 * width) / measured))}px`);
    context.fillText(name, 16, element.offsetHeight / 2);
    context.restore();
    setSigned(true);
    changed.current(element.toDataURL('image/png'));
  };

  redrawTyped.current = typing && typed.trim() !== '' ? () => drawTyped(typed) : null;

  const switchMode = () => {
    const next = !typing;
    clear();
    setTyping(next);
    if (next) pad.current?.off();
    else pad.current?.on();
  };

  // 'Type my signature instead' takes the keyboard to the name box it opens, so that typing (Space too) goes
  // there and Tab goes on from it in the order the page shows, not from the button below it.
  const switched = useRef(false);
  useEffect(() => {
    if (!switched.current) {
      switched.current = true;
      return;
    }
    if (typing) typedInput.current?.focus();
  }, [typing]);

  return (
    <fieldset className={`signature${error ? ' signature--invalid' : ''}`} aria-describedby={error ? errorId : hintId}>
      <legend className="wizard-choices__legend">{texts.signature}</legend>
      <p id={hintId} className="field__hint signature__hint">
        {typing ? texts.typedHelp : texts.signatureHelp}
      </p>
      <canvas ref={canvas} className={`signature__canvas${typing ? ' signature__canvas--typed' : ''}`} role="img" aria-label={texts.signaturePad} />
      {typing ? (
        <div className="field signature__typed">
          <label className="field__label" htmlFor={typedId}>
            {texts.typedSignature}
          </label>
          <input
            ref={typedInput}
            id={typedId}
            type="text"
            autoComplete="name"
            value={typed}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => {
              setTyped(e.target.value);
              drawTyped(e.target.value);
            }}
          />
        </div>
      ) : null}
      <div className="signature__actions">
        <button type="button" className="button button--ghost wizard-button-small" onClick={clear}>
          {texts.clear}
        </button>
        <button type="button" className="button wizard-button-alt wizard-button-small" onClick={switchMode}>
          {typing ? texts.drawInstead : texts.typeInstead}
        </button>
        {signed && !error ? (
          <span className="signature__ok" role="status">
            {texts.signed}
          </span>
        ) : null}
      </div>
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
};
