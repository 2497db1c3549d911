import { type RichTextDocument, type RichTextNode } from '@travel/cms/export/types';

/**
 * Builders for Contentful rich-text documents (the shape of
 * `@contentful/rich-text-types`), limited to what the model's rich-text
 * fields allow: paragraphs, headings, lists and web links; bold, italic and
 * underline marks.
 */

export type Mark = 'bold' | 'italic' | 'underline';
export type Inline = RichTextNode;

export function text(value: string, ...marks: Mark[]): Inline {
  return { nodeType: 'text', value, marks: marks.map((type) => ({ type })), data: {} };
}

export function hyperlink(uri: string, label: string): Inline {
  return { nodeType: 'hyperlink', data: { uri }, content: [text(label)] };
}

export function paragraph(...content: Inline[]): RichTextNode {
  return { nodeType: 'paragraph', data: {}, content };
}

export function heading(level: 2 | 3 | 4, value: string): RichTextNode {
  return { nodeType: `heading-${level}`, data: {}, content: [text(value)] };
}

export function bulletList(items: readonly string[]): RichTextNode {
  return {
    nodeType: 'unordered-list',
    data: {},
    content: items.map((item) => ({ nodeType: 'list-item', data: {}, content: [paragraph(text(item))] })),
  };
}

export function documentOf(...content: RichTextNode[]): RichTextDocument {
  return { nodeType: 'document', data: {}, content };
}
