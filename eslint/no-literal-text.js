// A user-facing text written straight into a component exists in one language only. Words live in a catalogue
// (a feature's *-texts.ts, the domain's Messages) and reach a component through useTexts, which gives them in the
// visitor's language (docs/adr/0900-languages.md). This rule refuses, in .tsx files:
// - text between tags with a word in it: <p>Hello</p>;
// - a string with a word in it placed between tags: <p>{'Hello'}</p>, <p>{done ? 'Saved' : 'Saving'}</p>;
// - a string with a word in it given to an attribute people read or hear: label, title, alt, placeholder,
//   aria-label and the like, and our own props named like them (confirmLabel, emptyText, ...);
// - anywhere else, a string that reads like a sentence (a capitalised word and at least two more).

const WORD = /\p{L}{2,}/u;
const SENTENCE = /^\s*\p{Lu}[\p{L}’']*(?:[\s,]+[\p{L}’']+){2,}/u;
const READ_ATTRIBUTES =
  /^(?:alt|title|placeholder|label|hint|legend|heading|lead|caption|message|text|description|summary|aria-(?:label|description|roledescription|placeholder|valuetext)|[a-z]+(?:Label|Text|Title|Message|Hint|Lead|Heading|Caption|Placeholder))$/;
/** Attributes that never hold words for people: identifiers, styling, addresses, formats. */
const CODE_ATTRIBUTES = /^(?:className|id|name|type|href|to|src|role|key|htmlFor|autoComplete|inputMode|pattern|method|action|target|rel|lang|dir|form|accept|data-.*|aria-(?:controls|describedby|labelledby|live|haspopup|current|owns|errormessage)|enterKeyHint|mode|variant|size|kind|as|tone|state|status|step)$/;

const stringsIn = (node) => {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [{ node, text: node.value }] : [];
    case 'TemplateLiteral':
      return node.quasis.map((quasi) => ({ node: quasi, text: quasi.value.cooked ?? '' }));
    case 'ConditionalExpression':
      return [...stringsIn(node.consequent), ...stringsIn(node.alternate)];
    case 'LogicalExpression':
      return [...stringsIn(node.left), ...stringsIn(node.right)];
    case 'JSXExpressionContainer':
      return stringsIn(node.expression);
    default:
      return [];
  }
};

const attributeName = (attribute) => (attribute.name.type === 'JSXNamespacedName' ? `${attribute.name.namespace.name}:${attribute.name.name.name}` : attribute.name.name);

export const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse user-facing words written into a component instead of a catalogue' },
    messages: {
      literal: 'User-facing text "{{text}}" is written into the component: put it in a catalogue (*-texts.ts or Messages) and read it with useTexts, so every language has it.',
    },
    schema: [],
  },
  create(context) {
    const reported = new WeakSet();
    const report = (node, text) => {
      if (reported.has(node)) return;
      reported.add(node);
      context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    };
    return {
      JSXText(node) {
        if (WORD.test(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXAttribute') return;
        for (const { node: at, text } of stringsIn(node.expression)) if (WORD.test(text)) report(at, text);
      },
      JSXAttribute(node) {
        const name = attributeName(node);
        if (CODE_ATTRIBUTES.test(name) || !READ_ATTRIBUTES.test(name)) return;
        for (const { node: at, text } of stringsIn(node.value)) if (WORD.test(text)) report(at, text);
      },
      Literal(node) {
        if (typeof node.value !== 'string' || !SENTENCE.test(node.value)) return;
        const parent = node.parent;
        if (parent.type === 'ImportDeclaration' || parent.type === 'ExportNamedDeclaration' || parent.type === 'ExportAllDeclaration') return;
        if (parent.type === 'Property' && parent.key === node) return;
        // A developer's error (a missing provider) is not read by shoppers.
        if (parent.type === 'NewExpression' && parent.callee.type === 'Identifier' && /Error$/.test(parent.callee.name)) return;
        if (parent.type === 'JSXAttribute' && CODE_ATTRIBUTES.test(attributeName(parent))) return;
        report(node, node.value);
      },
    };
  },
};

export default { rules: { 'no-literal-text': noLiteralText } };
