// The paper as a Word document (docx library): Title and Heading styles (Word's navigation pane shows
// the outline), each [n] an internal link to its reference's bookmark, the cover on the first page,
// references as a numbered list, the document's language from the paper's, right-to-left paragraphs
// for Arabic and Urdu.
import {
  AlignmentType,
  Bookmark,
  Document,
  ExternalHyperlink,
  Footer,
  HeadingLevel,
  ImageRun,
  InternalHyperlink,
  LevelFormat,
  Packer,
  Paragraph,
  type ParagraphChild,
  TextRun,
} from "docx";
import { COVER_HEIGHT, COVER_WIDTH } from "../../common/constants";
import { labelsFor, languageTag } from "./labels";
import type { Block, Colophon, Inline, Paper } from "./paper";

const HEADINGS = [HeadingLevel.HEADING_2, HeadingLevel.HEADING_3, HeadingLevel.HEADING_4] as const;
const EAST_ASIAN = new Set(["ja", "zh-cn"]);
/** Width of the cover on the page, in pixels at 96 dpi (12.7 cm: with the title, it fits page 1 of A4 and Letter). */
const COVER_ON_PAGE = 480;

/** The bookmark a citation [n] links to. */
export const referenceBookmark = (n: number) => `ref_${n}`;

/** Height of the logo in the footer, in pixels at 96 dpi. */
const LOGO_ON_PAGE = 14;

/** The .docx file of a paper; `cover` is the cover image (PNG) when there is one. */
export async function paperDocx(
  paper: Paper,
  options: { cover: Uint8Array | null; colophon: Colophon },
): Promise<Uint8Array> {
  const labels = labelsFor(paper.locale);
  // Only right-to-left papers carry the bidi marks (a false mark on every run is noise to Word).
  const rtl = paper.rtl ? true : undefined;
  const cited = new Set(paper.references.map((r) => r.n));
  const para = (
    children: ParagraphChild[],
    extra: Omit<ConstructorParameters<typeof Paragraph>[0] & object, "children"> = {},
  ) => new Paragraph({ ...extra, bidirectional: rtl, children });
  const run = (text: string) => new TextRun({ text, rightToLeft: rtl });
  const inlines = (list: Inline[]): ParagraphChild[] =>
    list.map((i) =>
      i.kind === "text"
        ? run(i.text)
        : cited.has(i.n)
          ? new InternalHyperlink({
              anchor: referenceBookmark(i.n),
              children: [new TextRun({ text: `[${i.n}]`, style: "Hyperlink", rightToLeft: rtl })],
            })
          : run(`[${i.n}]`),
    );
  const block = (b: Block): Paragraph => {
    if (b.kind === "heading")
      return para(inlines(b.inlines), { heading: HEADINGS[Math.min(b.level, 3) - 1] });
    if (b.kind === "item") return para(inlines(b.inlines), { numbering: { reference: "bullets", level: 0 } });
    return para(inlines(b.inlines));
  };

  const children: Paragraph[] = [para([run(paper.title)], { heading: HeadingLevel.TITLE })];
  if (options.cover) {
    children.push(
      para(
        [
          new ImageRun({
            type: "png",
            data: options.cover,
            transformation: {
              width: COVER_ON_PAGE,
              height: Math.round((COVER_ON_PAGE * COVER_HEIGHT) / COVER_WIDTH),
            },
            altText: { name: "cover", title: paper.title, description: paper.title },
          }),
        ],
        { alignment: AlignmentType.CENTER },
      ),
    );
  }
  if (paper.summary.length) {
    children.push(
      para([run(labels.summary)], { heading: HeadingLevel.HEADING_1 }),
      ...paper.summary.map(block),
    );
  }
  for (const section of paper.sections) {
    children.push(
      para([run(section.title)], { heading: HeadingLevel.HEADING_1 }),
      ...section.blocks.map(block),
    );
  }
  if (paper.references.length) {
    children.push(para([run(labels.references)], { heading: HeadingLevel.HEADING_1 }));
    for (const r of paper.references) {
      const link = /^https?:\/\//.test(r.url)
        ? [
            run(" "),
            new ExternalHyperlink({
              link: r.url,
              children: [new TextRun({ text: r.url, style: "Hyperlink" })],
            }),
          ]
        : r.url
          ? [run(` (${r.url})`)]
          : [];
      children.push(
        para([new Bookmark({ id: referenceBookmark(r.n), children: [run(r.title || r.url)] }), ...link], {
          numbering: { reference: "references", level: 0 },
        }),
      );
    }
  }

  // Every page's footer: the product's logo and "Written with …", linked to the app.
  const { colophon } = options;
  const logo = colophon.logo;
  const footer = new Footer({
    children: [
      para(
        [
          ...(logo
            ? [
                new ImageRun({
                  type: "png",
                  data: logo.png,
                  transformation: {
                    width: Math.round((LOGO_ON_PAGE * logo.width) / logo.height),
                    height: LOGO_ON_PAGE,
                  },
                  altText: { name: "logo", title: colophon.name, description: colophon.name },
                }),
                run(" "),
              ]
            : []),
          new ExternalHyperlink({
            link: colophon.url,
            children: [
              new TextRun({
                text: labels.writtenWith.replace("{{appName}}", colophon.name),
                size: 16,
                color: "71717A",
                rightToLeft: rtl,
              }),
            ],
          }),
        ],
        { alignment: AlignmentType.CENTER },
      ),
    ],
  });

  const tag = languageTag(paper.locale);
  const document = new Document({
    title: paper.title,
    creator: colophon.name,
    styles: {
      default: {
        document: {
          run: {
            language: {
              value: tag,
              ...(EAST_ASIAN.has(paper.locale) ? { eastAsia: tag } : {}),
              ...(rtl ? { bidirectional: tag } : {}),
            },
          },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: "references",
          levels: [{ level: 0, format: LevelFormat.DECIMAL, text: "%1.", alignment: AlignmentType.START }],
        },
        {
          reference: "bullets",
          levels: [{ level: 0, format: LevelFormat.BULLET, text: "•", alignment: AlignmentType.START }],
        },
      ],
    },
    sections: [{ properties: {}, footers: { default: footer }, children }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
