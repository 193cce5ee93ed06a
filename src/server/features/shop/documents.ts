import { readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { marked, type Token, type Tokens } from 'marked';
import { FILE_KEYS, type FileKey } from '#shared/shop/catalogue';

/**
 * The shop's documents, written in content/shop/<file>.md and drawn as A5 PDFs with pdfkit
 * (PAYMENTS.md §4): headings, paragraphs, lists and quotes, plus two marks of our own on a line of
 * their own: [page] starts a new page, [lines:N] draws N ruled lines to write on. Every page carries
 * "Licensed to <email>" at its foot. Fixed dates keep the bytes the same for the same buyer.
 */
export function isFileKey(key: string): key is FileKey {
  return (FILE_KEYS as readonly string[]).includes(key);
}

const FONT = { body: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique', heading: 'Times-Bold' };
const INK = '#1F2328';
const SAGE = '#2F6F62';
const MUTED = '#5B616B';
const MARGIN = 48;

export interface DocumentSource {
  title: string;
  subtitle: string;
  body: string;
}

export async function readDocument(contentDir: string, fileKey: FileKey): Promise<DocumentSource> {
  const raw = await readFile(path.join(contentDir, 'shop', `${fileKey}.md`), 'utf8');
  const { data, content } = matter(raw);
  return { title: String(data.title ?? fileKey), subtitle: String(data.subtitle ?? ''), body: content };
}

function writeInline(doc: PDFKit.PDFDocument, tokens: Token[] | undefined, fallback: string, options: PDFKit.Mixins.TextOptions = {}) {
  const parts = (tokens ?? [{ type: 'text', raw: fallback, text: fallback } as Tokens.Text]).map((t) => {
    const text = 'text' in t && typeof t.text === 'string' ? t.text : t.raw;
    return {
      text: text
        .replace(/&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
      font: t.type === 'strong' ? FONT.bold : t.type === 'em' ? FONT.italic : FONT.body,
    };
  });
  parts.forEach((part, index) => {
    doc.font(part.font).text(part.text, { ...options, continued: index < parts.length - 1 });
  });
}

function writingLines(doc: PDFKit.PDFDocument, count: number) {
  const width = doc.page.width - MARGIN * 2;
  for (let i = 0; i < count; i++) {
    if (doc.y + 26 > doc.page.height - MARGIN - 24) doc.addPage();
    doc.y += 22;
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .lineWidth(0.5)
      .strokeColor('#C9C2B6')
      .stroke();
  }
  doc.y += 10;
  doc.x = MARGIN;
}

function drawToken(doc: PDFKit.PDFDocument, token: Token) {
  switch (token.type) {
    case 'heading': {
      const t = token as Tokens.Heading;
      const size = t.depth === 1 ? 20 : t.depth === 2 ? 15 : 12;
      if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
      doc
        .moveDown(t.depth === 1 ? 0.2 : 0.6)
        .fillColor(SAGE)
        .font(FONT.heading)
        .fontSize(size)
        .text(t.text)
        .fillColor(INK)
        .fontSize(10.5)
        .moveDown(0.3);
      return;
    }
    case 'paragraph': {
      const t = token as Tokens.Paragraph;
      const mark = /^\[(page|lines:(\d+))\]$/.exec(t.text.trim());
      if (mark) {
        if (mark[1] === 'page') doc.addPage();
        else writingLines(doc, Number(mark[2]));
        return;
      }
      doc.font(FONT.body).fontSize(10.5).fillColor(INK);
      writeInline(doc, t.tokens, t.text, { lineGap: 3 });
      doc.moveDown(0.6);
      return;
    }
    case 'list': {
      const t = token as Tokens.List;
      t.items.forEach((item, index) => {
        const bullet = t.ordered ? `${Number(t.start || 1) + index}.` : '-';
        doc
          .font(FONT.body)
          .fontSize(10.5)
          .fillColor(INK)
          .text(`${bullet} `, MARGIN + 6, doc.y, { continued: true, lineGap: 3 });
        const inner = item.tokens.find((x) => x.type === 'text') as Tokens.Text | undefined;
        writeInline(doc, inner?.tokens, item.text, { lineGap: 3 });
        doc.x = MARGIN;
      });
      doc.moveDown(0.6);
      return;
    }
    case 'blockquote': {
      const t = token as Tokens.Blockquote;
      doc
        .font(FONT.italic)
        .fontSize(10.5)
        .fillColor(MUTED)
        .text(t.text.trim(), MARGIN + 14, doc.y, { lineGap: 3 })
        .fillColor(INK);
      doc.x = MARGIN;
      doc.moveDown(0.6);
      return;
    }
    case 'hr':
      doc.moveDown(0.5);
      return;
    default:
      return;
  }
}

/** Draws a document for one buyer; resolves to the PDF's bytes. pdfkit (about 7 MB of heap) loads with the first download (decision 164). */
export async function renderDocument(source: DocumentSource, licensedTo: string, orderNumber: string): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const fixed = new Date('2026-01-01T00:00:00Z');
  const doc = new PDFDocument({
    size: 'A5',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: source.title, Author: 'Recalibrate', Subject: `Licensed to ${licensedTo}`, CreationDate: fixed, ModDate: fixed },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // Cover.
  doc.fillColor(SAGE).font(FONT.body).fontSize(11).text('Recalibrate  -  The Refill Shop', { align: 'left' });
  doc.moveDown(6).font(FONT.heading).fontSize(26).fillColor(INK).text(source.title);
  if (source.subtitle) doc.moveDown(0.6).font(FONT.italic).fontSize(13).fillColor(MUTED).text(source.subtitle);
  doc.moveDown(4).font(FONT.body).fontSize(10).fillColor(MUTED).text(`Licensed to ${licensedTo}`).text(`Order ${orderNumber}`);
  doc.moveDown(1).text('For your personal use. Education and self-reflection, not medical advice.');
  doc.addPage().fillColor(INK);
  for (const token of marked.lexer(source.body)) drawToken(doc, token);
  // Every page's foot: who it is licensed to, and the page number.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(FONT.body)
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(`Licensed to ${licensedTo}  -  ${orderNumber}  -  page ${i + 1} of ${range.count}`, MARGIN, doc.page.height - 30, {
        width: doc.page.width - MARGIN * 2,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
