/**
 * PDF of a change request (spec: getChangeRequestPDF answers `{url}`): the URL carries an HMAC-signed
 * reference that expires after an hour; GET /pdf/{token} renders the change request's current content
 * with pdfkit — page titles, then each page's markdown as text with headings, lists and code.
 */
import { changeRequestFor } from '../access/resources.js';
import MarkdownIt, { type Token } from 'markdown-it';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { flattenPages, type FlatPage, type RevisionContent, type StoredPage } from '../domain/revision-content.js';
import { notFound } from '../errors.js';
import { findChangeRequest } from '../repositories/change-requests.js';
import { findLiveSpace } from '../repositories/spaces.js';
import type { Clock } from '../clock.js';
import type { Deps } from '../deps.js';
import type { Input, RequestContext } from '../http/handler.js';
import { readRevision } from './revisions.js';
import { clockOfTenant } from './tenant-clock.js';

/** How long a PDF URL stays valid. */
export const PDF_LINK_TTL_MS = 60 * 60 * 1000;

/** What a PDF URL refers to: a change request, optionally one page (with its sub-pages unless `only`). */
export interface PdfReference {
  spaceId: string;
  changeRequestId: string;
  page?: string;
  only?: boolean;
}

const signature = (s: Deps, payload: string): string =>
  createHmac('sha256', s.jwtSecret).update(`pdf:${payload}`).digest('base64url');

/** A signed token for `ref`, valid for an hour from now of the caller's clock (their tenant's, named in it as `t`). */
export function signPdfToken(ctx: RequestContext, ref: PdfReference): string {
  const tenant = ctx.caller.tenantId === null ? {} : { t: ctx.caller.tenantId };
  const payload = Buffer.from(
    JSON.stringify({ ...ref, ...tenant, exp: ctx.clock.now().getTime() + PDF_LINK_TTL_MS }),
  ).toString('base64url');
  return `${payload}.${signature(ctx, payload)}`;
}

/** The reference of a token; 404 when it is forged, malformed or expired. */
export async function verifyPdfToken(s: Deps, token: string): Promise<PdfReference & { clock: Clock }> {
  const [payload = '', given = ''] = token.split('.');
  const expected = signature(s, payload);
  if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected)))
    throw notFound('PDF');
  const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PdfReference & {
    exp: number;
    t?: string;
  };
  const clock = await clockOfTenant(s, parsed.t ?? null);
  if (!(parsed.exp > clock.now().getTime())) throw notFound('PDF (the link expired)');
  return {
    clock,
    spaceId: parsed.spaceId,
    changeRequestId: parsed.changeRequestId,
    ...(parsed.page !== undefined ? { page: parsed.page } : {}),
    ...(parsed.only === true ? { only: true } : {}),
  };
}

/** The pages to print: all, or `page` with its sub-pages, or `page` alone (`only`); undefined when `page` is unknown. */
function selectPages(content: RevisionContent, page: string | undefined, only: boolean): FlatPage[] | undefined {
  const all = flattenPages(content.pages);
  if (page === undefined) return all;
  const root = all.find((f) => f.page.id === page);
  if (root === undefined) return undefined;
  if (only) return [root];
  const below = (node: StoredPage | undefined): StoredPage[] =>
    node ? node.pages.flatMap((p) => [p, ...below(p)]) : [];
  const findNode = (pages: StoredPage[]): StoredPage | undefined =>
    pages.map((p) => (p.id === page ? p : findNode(p.pages))).find((p) => p !== undefined);
  const ids = new Set(below(findNode(content.pages)).map((p) => p.id));
  return [root, ...all.filter((f) => ids.has(f.page.id))];
}

/** spec: getChangeRequestPDF — `{url}` of a PDF of the change request (one page with `page`; only that page with `only`). */
export async function changeRequestPdfUrl(
  ctx: RequestContext,
  { params: { spaceId, changeRequestId }, query }: Input<'getChangeRequestPDF'>,
) {
  const { changeRequest } = await changeRequestFor(ctx, { spaceId, changeRequestId });
  if (query.page !== undefined) {
    const content = (await readRevision(ctx.prisma, changeRequest.revisionId))?.content;
    if (!content || selectPages(content, query.page, true) === undefined) throw notFound('Page');
  }
  const token = signPdfToken(ctx, {
    spaceId,
    changeRequestId: changeRequest.id,
    ...(query.page !== undefined ? { page: query.page } : {}),
    ...(query.only === true ? { only: true } : {}),
  });
  return { url: `${ctx.baseUrl}/pdf/${token}` };
}

/** GET /pdf/{token}: the PDF bytes of the referenced change request's current content. */
export async function renderPdfOfToken(s: Deps, token: string): Promise<{ filename: string; bytes: Buffer }> {
  const ref = await verifyPdfToken(s, token);
  const space = await findLiveSpace(s.prisma, ref.spaceId);
  const changeRequest = space && (await findChangeRequest(s.prisma, space.id, ref.changeRequestId));
  if (!space || !changeRequest) throw notFound('Change request');
  const content = (await readRevision(s.prisma, changeRequest.revisionId))?.content;
  const pages = content && selectPages(content, ref.page, ref.only === true);
  if (!pages) throw notFound('Page');
  const title = changeRequest.subject === '' ? `Change request #${changeRequest.number}` : changeRequest.subject;
  const bytes = await renderPdf({
    title,
    subtitle: `${space.title} · change request #${changeRequest.number}`,
    pages,
    createdAt: ref.clock.now(),
  });
  return { filename: `change-request-${changeRequest.number}.pdf`, bytes };
}

const markdown = new MarkdownIt();

/** The plain text of an inline token (emphasis and links reduced to their text). */
const inlineText = (token: Token | undefined): string =>
  (token?.children ?? [])
    .map((child) => {
      if (child.type === 'softbreak') return ' ';
      if (child.type === 'hardbreak') return '\n';
      if (child.type === 'image') return child.content === '' ? '' : `[${child.content}]`;
      return child.content;
    })
    .join('');

const HEADING_SIZES: Record<string, number> = { h1: 18, h2: 15, h3: 13, h4: 12, h5: 11, h6: 11 };

/** Writes markdown blocks as text: headings, paragraphs, bullet and numbered lists, quotes, code. */
function writeMarkdown(doc: PDFKit.PDFDocument, source: string): void {
  const tokens = markdown.parse(source, {});
  const lists: { ordered: boolean; next: number }[] = [];
  let quoted = 0;
  const indent = () => 72 + 16 * (lists.length + quoted);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token === undefined) continue;
    switch (token.type) {
      case 'heading_open':
        doc
          .moveDown(0.5)
          .font('Helvetica-Bold')
          .fontSize(HEADING_SIZES[token.tag] ?? 11)
          .text(inlineText(tokens[i + 1]), 72);
        doc.moveDown(0.2);
        break;
      case 'bullet_list_open':
      case 'ordered_list_open':
        lists.push({ ordered: token.type === 'ordered_list_open', next: Number(token.attrGet('start') ?? 1) });
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        lists.pop();
        break;
      case 'blockquote_open':
        quoted++;
        break;
      case 'blockquote_close':
        quoted--;
        break;
      case 'paragraph_open': {
        const list = lists.at(-1);
        const inItem = list !== undefined && tokens[i - 1]?.type === 'list_item_open';
        const marker = inItem ? (list.ordered ? `${list.next++}. ` : '• ') : '';
        doc
          .font(quoted > 0 ? 'Helvetica-Oblique' : 'Helvetica')
          .fontSize(11)
          .text(`${marker}${inlineText(tokens[i + 1])}`, indent());
        if (lists.length === 0) doc.moveDown(0.4);
        break;
      }
      case 'fence':
      case 'code_block':
        doc.font('Courier').fontSize(9.5).text(token.content.replace(/\n$/, ''), indent());
        doc.moveDown(0.4);
        break;
      case 'hr':
        doc
          .moveDown(0.3)
          .moveTo(72, doc.y)
          .lineTo(doc.page.width - 72, doc.y)
          .stroke()
          .moveDown(0.3);
        break;
      default:
        break;
    }
  }
}

/** Renders pages into PDF bytes (each top-level selection starts on a new PDF page). */
export async function renderPdf(input: {
  title: string;
  subtitle: string;
  pages: FlatPage[];
  createdAt: Date;
}): Promise<Buffer> {
  // pdfkit and its fonts load on the first PDF, not at every start of the server.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 72,
    info: { Title: input.title, Creator: 'Docs Workspace Management API', CreationDate: input.createdAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(24).text(input.title);
  doc.font('Helvetica').fontSize(11).fillColor('#555555').text(input.subtitle).fillColor('black');
  const depthOf = (path: string) => path.split('/').length - 1;
  const topDepth = Math.min(...input.pages.map((p) => depthOf(p.path)));
  for (const { page, path } of input.pages) {
    if (depthOf(path) === topDepth) doc.addPage();
    else doc.moveDown(1);
    doc
      .font('Helvetica-Bold')
      .fontSize(depthOf(path) === topDepth ? 20 : 16)
      .text(page.title, 72);
    if (page.description !== undefined) doc.font('Helvetica-Oblique').fontSize(11).text(page.description, 72);
    doc.moveDown(0.5);
    if (page.type === 'link' && page.href !== undefined)
      doc.font('Helvetica').fontSize(11).text(page.href, 72, undefined, { link: page.href, underline: true });
    if (page.markdown !== undefined) writeMarkdown(doc, page.markdown);
  }
  doc.end();
  return done;
}
