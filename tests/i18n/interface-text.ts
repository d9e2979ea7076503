// Finds interface text written into a component instead of taken from the catalogue
// (src/core/i18n/): text between tags, a named attribute's words, and prose in a string literal,
// read from the component's syntax tree as Astro's own compiler parses it.
import { parse } from '@astrojs/compiler-rs';

/** A piece of English a component writes itself: where, and what. */
export interface Literal {
  line: number;
  text: string;
}

/** Attributes whose words a reader sees or hears. */
const SPOKEN_ATTRIBUTES: ReadonlySet<string> = new Set(['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label', 'aria-roledescription']);

/** Attributes and elements that hold code, never words: their strings are not looked at. */
const CODE_ATTRIBUTES =
  /^(?:class|class:list|id|href|src|rel|type|role|name|for|lang|is:|set:|data-|aria-(?:controls|labelledby|describedby|current|hidden|expanded|keyshortcuts|live|haspopup|autocomplete)|autocomplete|spellcheck|tabindex|datetime|cite|start|value|content|media|viewBox|d|fill|stroke|transform|width|height|x|y|r)/;
const CODE_ELEMENTS: ReadonlySet<string> = new Set(['style', 'script', 'svg', 'code', 'kbd']);

/** A string that reads as a word or phrase (`Folders`, `Links here`, `not yet written`), not a class list, a path or a key name. */
function isProse(text: string): boolean {
  const trimmed = text.trim();
  if (!/\s/.test(trimmed)) return /^[A-Z][a-z]{2,}$/.test(trimmed);
  if (/^[A-Z][a-z]+\b/.test(trimmed)) return true;
  const words = trimmed.split(/\s+/).filter((word) => /^[A-Za-z]+[,.:;?!]?$/.test(word));
  return words.length >= 2;
}

type Node = Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nameOf(node: Node): string {
  const name = node['name'];
  if (isNode(name)) {
    if (typeof name['name'] === 'string') return name['name'];
    if (isNode(name['namespace']) && isNode(name['name'])) return `${String(name['namespace']['name'])}:${String(name['name']['name'])}`;
  }
  return '';
}

/** Takes an `.astro` file's text; returns the English it writes itself, each with its line. */
export function literalsIn(source: string): Literal[] {
  const { ast } = parse(source);
  const found: Literal[] = [];
  const lineAt = (offset: unknown): number => (typeof offset === 'number' ? source.slice(0, offset).split('\n').length : 0);
  const add = (node: Node, text: string) => found.push({ line: lineAt(node['start']), text: text.trim() });
  const walk = (value: unknown, inCode: boolean): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, inCode);
      return;
    }
    if (!isNode(value)) return;
    switch (value['type']) {
      case 'ImportDeclaration':
      case 'AstroScript':
      case 'TSInterfaceDeclaration':
      case 'TSTypeAliasDeclaration':
      case 'TSTypeAnnotation':
        return;
      case 'JSXElement': {
        const opening = value['openingElement'];
        if (isNode(opening) && CODE_ELEMENTS.has(nameOf(opening))) return;
        break;
      }
      case 'JSXAttribute': {
        const name = nameOf(value);
        const attributeValue = value['value'];
        if (SPOKEN_ATTRIBUTES.has(name)) {
          if (isNode(attributeValue) && attributeValue['type'] === 'Literal' && /\p{L}{2,}/u.test(String(attributeValue['value'])))
            add(value, String(attributeValue['value']));
          else walk(attributeValue, false);
          return;
        }
        if (CODE_ATTRIBUTES.test(name)) return;
        walk(attributeValue, inCode);
        return;
      }
      case 'JSXText':
        if (/\p{L}{2,}/u.test(String(value['value']))) add(value, String(value['value']));
        return;
      case 'Literal':
        if (!inCode && typeof value['value'] === 'string' && isProse(value['value'])) add(value, value['value']);
        return;
      case 'TemplateElement': {
        const cooked = isNode(value['value']) ? String(value['value']['cooked'] ?? '') : '';
        if (!inCode && isProse(cooked)) add(value, cooked);
        return;
      }
      case 'CallExpression': {
        // An error's message is for the author, not the reader; a class list is code.
        const callee = value['callee'];
        if (isNode(callee) && callee['type'] === 'Identifier' && callee['name'] === 'Error') return;
        break;
      }
      case 'NewExpression':
        return;
      case 'Property': {
        // Structured data (`'@type': 'Person'`) names a schema.org type, not words for a reader.
        const key = value['key'];
        if (isNode(key) && typeof key['value'] === 'string' && key['value'].startsWith('@')) return;
        break;
      }
    }
    for (const [key, child] of Object.entries(value)) if (key !== 'type') walk(child, inCode);
  };
  walk(ast, false);
  return found;
}
