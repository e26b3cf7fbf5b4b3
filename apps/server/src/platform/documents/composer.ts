import type { SignPlace, SignPlaceType } from '@arflow/domain/contract-documents';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { contractFonts } from './fonts.ts';

/** A4 in points, 2 cm margins. */
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { x: 56.7, top: 56.7, bottom: 70 };
const WIDTH = PAGE.width - 2 * MARGIN.x;
const SIGN_BOX = { width: 220, height: 90 };

/**
 * Writes a document top to bottom with wrapped paragraphs, starting a new page when one is full,
 * and remembers where each signature box went (spec §3 "Sign coordinates: type, page_number").
 * `finish` numbers the pages once their count is known.
 */
export class PdfComposer {
  private doc!: PDFDocument;
  private regular!: PDFFont;
  private bold!: PDFFont;
  private page!: PDFPage;
  private y = 0;
  private readonly places: SignPlace[] = [];

  static async create(meta: { title: string; subject: string }): Promise<PdfComposer> {
    const c = new PdfComposer();
    c.doc = await PDFDocument.create();
    c.doc.registerFontkit(fontkit);
    const fonts = contractFonts();
    c.regular = await c.doc.embedFont(fonts.regular, { subset: true });
    c.bold = await c.doc.embedFont(fonts.bold, { subset: true });
    c.doc.setTitle(meta.title);
    c.doc.setSubject(meta.subject);
    c.doc.setProducer('ARFlow');
    c.doc.setCreator('ARFlow');
    c.newPage();
    return c;
  }

  private newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN.top;
  }

  private ensure(height: number): void {
    if (this.y - height < MARGIN.bottom) this.newPage();
  }

  /** Split a text into lines that fit `width` at `size`, keeping explicit line breaks. */
  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const para of text.split('\n')) {
      let line = '';
      for (const word of para.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
        else {
          lines.push(line);
          line = word;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  text(
    text: string,
    o: { size?: number; bold?: boolean; align?: 'left' | 'center'; gapAfter?: number; indent?: number } = {},
  ): this {
    const size = o.size ?? 10.5;
    const font = o.bold ? this.bold : this.regular;
    const indent = o.indent ?? 0;
    const lead = size * 1.45;
    for (const line of this.wrap(text, font, size, WIDTH - indent)) {
      this.ensure(lead);
      const w = font.widthOfTextAtSize(line, size);
      const x = o.align === 'center' ? MARGIN.x + (WIDTH - w) / 2 : MARGIN.x + indent;
      this.page.drawText(line, { x, y: this.y - size, size, font, color: rgb(0.1, 0.1, 0.1) });
      this.y -= lead;
    }
    this.y -= o.gapAfter ?? 4;
    return this;
  }

  heading(text: string): this {
    this.ensure(40);
    this.y -= 6;
    return this.text(text, { bold: true, size: 11.5, gapAfter: 2 });
  }

  /** Label: value rows (a party's particulars). */
  fields(rows: readonly [string, string][]): this {
    for (const [label, value] of rows) this.text(`${label}: ${value}`, { indent: 14, gapAfter: 0 });
    this.y -= 6;
    return this;
  }

  /**
   * Two signature boxes side by side, kept on one page with their captions; their rectangles are
   * recorded so the signer can place the visible signature there.
   */
  signatures(boxes: readonly { type: SignPlaceType; caption: string; name: string }[]): this {
    const needed = 40 + SIGN_BOX.height + 30;
    this.ensure(needed);
    this.y -= 20;
    const gap = (WIDTH - 2 * SIGN_BOX.width) / (boxes.length > 1 ? 1 : 2);
    boxes.forEach((b, i) => {
      const x = MARGIN.x + i * (SIGN_BOX.width + gap);
      const caption = this.bold.widthOfTextAtSize(b.caption, 10.5);
      this.page.drawText(b.caption, {
        x: x + (SIGN_BOX.width - caption) / 2,
        y: this.y - 10.5,
        size: 10.5,
        font: this.bold,
      });
      const boxY = this.y - 20 - SIGN_BOX.height;
      this.page.drawRectangle({
        x,
        y: boxY,
        width: SIGN_BOX.width,
        height: SIGN_BOX.height,
        borderColor: rgb(0.6, 0.6, 0.6),
        borderWidth: 0.5,
        borderDashArray: [3, 3],
      });
      const nameW = this.regular.widthOfTextAtSize(b.name, 10);
      this.page.drawText(b.name, {
        x: x + (SIGN_BOX.width - nameW) / 2,
        y: boxY - 14,
        size: 10,
        font: this.regular,
      });
      this.places.push({
        type: b.type,
        page_number: this.doc.getPageCount(),
        x,
        y: boxY,
        width: SIGN_BOX.width,
        height: SIGN_BOX.height,
      });
    });
    this.y -= needed;
    return this;
  }

  /** Number every page ("Trang 2/5 - Page 2 of 5") and answer the bytes and signature places. */
  async finish(footer: string): Promise<{ pdf: Uint8Array; sign_places: SignPlace[] }> {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const label = `${footer}   ·   Trang ${i + 1}/${pages.length} - Page ${i + 1} of ${pages.length}`;
      const w = this.regular.widthOfTextAtSize(label, 8);
      page.drawText(label, {
        x: (PAGE.width - w) / 2,
        y: 32,
        size: 8,
        font: this.regular,
        color: rgb(0.4, 0.4, 0.4),
      });
    });
    // No object streams: incremental signature updates (PAdES) read a classic xref table best.
    const pdf = await this.doc.save({ useObjectStreams: false });
    return { pdf, sign_places: this.places };
  }
}
