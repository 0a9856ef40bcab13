/**
 * What the server reads out of page markdown (markdown-it): the links and images a page holds, the
 * page as a tree of blocks (`format=document`) and the page with its variables filled in (`evaluated`).
 */
import { createHash } from 'node:crypto';
import MarkdownIt, { type Token } from 'markdown-it';

// linkify: a bare URL in the text is a link too; raw HTML is not parsed for links.
const parser = new MarkdownIt({ html: false, linkify: true });

/** A link (`[text](href)`, a bare URL) or an embedded image (`![alt](src)`) of a page. */
export interface MarkdownLink {
  href: string;
  image: boolean;
}

/** Every link and image of the markdown, in document order. */
export function linksOf(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  const visit = (tokens: Token[]): void => {
    for (const token of tokens) {
      if (token.type === 'link_open') {
        const href = token.attrGet('href');
        if (href !== null) links.push({ href: String(href), image: false });
      } else if (token.type === 'image') {
        const src = token.attrGet('src');
        if (src !== null) links.push({ href: String(src), image: true });
      }
      if (token.children) visit(token.children);
    }
  };
  visit(parser.parse(markdown, {}));
  return links;
}

/** One block of a parsed page (`format=document`): its kind, text and nested blocks (a type: the spec's block is open). */
export type DocumentNode = {
  type: string;
  level?: number;
  language?: string;
  text?: string;
  nodes?: DocumentNode[];
};

const nodeType = (token: Token): string => token.type.replace(/_(open|close)$/, '').replace(/_/g, '-');

/** The markdown as a tree of blocks (headings, paragraphs, lists, quotes, code, tables…). */
export function documentOf(markdown: string): { object: 'document'; nodes: DocumentNode[] } {
  const root: DocumentNode = { type: 'document', nodes: [] };
  const stack: DocumentNode[] = [root];
  for (const token of parser.parse(markdown, {})) {
    const parent = stack.at(-1) ?? root;
    if (token.nesting === 1) {
      const node: DocumentNode = { type: nodeType(token), nodes: [] };
      if (/^h[1-6]$/.test(token.tag)) node.level = Number(token.tag.slice(1));
      (parent.nodes ??= []).push(node);
      stack.push(node);
    } else if (token.nesting === -1) {
      const closed = stack.pop();
      if (closed?.nodes?.length === 0) delete closed.nodes;
    } else if (token.type === 'inline') {
      parent.text = (parent.text ?? '') + token.content;
    } else {
      const language = token.info.trim().split(/\s+/)[0] ?? '';
      (parent.nodes ??= []).push({
        type: nodeType(token),
        ...(token.content !== '' ? { text: token.content } : {}),
        ...(language !== '' ? { language } : {}),
      });
    }
  }
  return { object: 'document', nodes: root.nodes ?? [] };
}

/** Fills in `{{ vars.NAME }}` and `{{ space.vars.NAME }}` from the revision's variables; unknown names stay as written. */
export function evaluate(markdown: string, variables: Record<string, string>): string {
  return markdown.replace(
    /\{\{\s*(?:space\.)?vars\.([\w-]+)\s*\}\}/g,
    (whole, name: string) => variables[name] ?? whole,
  );
}

/** The git blob id of a text (what `git hash-object` prints for it). */
export function gitBlobId(text: string): string {
  const bytes = Buffer.from(text, 'utf8');
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

/** The words a reader sees: text and code, without link destinations, image sources or markup. */
export function plainText(markdown: string): string {
  const parts: string[] = [];
  const visit = (tokens: Token[]): void => {
    for (const token of tokens) {
      if (token.type === 'text' || token.type === 'code_inline') parts.push(token.content);
      else if (token.type === 'image') parts.push(token.content);
      else if (token.type === 'fence' || token.type === 'code_block') parts.push(token.content);
      else if (token.type === 'softbreak' || token.type === 'hardbreak') parts.push(' ');
      if (token.children && token.type !== 'image') visit(token.children);
      if (token.block && token.nesting === -1) parts.push('\n');
    }
  };
  visit(parser.parse(markdown, {}));
  return parts
    .join('')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
