import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { emotionLabel } from '@moodcraft/core/emotions/catalogue';
import type { MoodReport } from '@moodcraft/core/data/report';
import { BAND_LABELS, CHECK_IN_CREDIT, INSTRUMENTS } from '@moodcraft/core/checkins/instruments';
import { dayKey } from '@moodcraft/core/stats/days';

/**
 * The clinician report as a PDF (pdfkit): tagged (headings, paragraphs, tables with header
 * cells, the chart as a figure with a text alternative, page numbers as artifacts), with the
 * document's language and title, in DejaVu Sans so any script a person writes in prints. A
 * screen reader reads it as a document, and `pdftotext` gets its words.
 */
const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const INK = '#1f2937';
const MUTED = '#4b5563';
const LINE = '#2563eb';
const GRID = '#d1d5db';

type Report = Omit<MoodReport, 'expiresAt'> & { expiresAt?: string };
type Doc = InstanceType<typeof PDFDocument>;
type Struct = ReturnType<Doc['struct']>;

const longDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

const TREND_WORDS = {
  improving: 'improving over the period',
  stable: 'about the same over the period',
  declining: 'lower towards the end of the period',
} as const;

/** A moment as its calendar day in the person's time zone, e.g. "5 Oct 2026". */
const dayOf = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  }).format(new Date(iso));

/** Each day's average pleasantness, oldest first. */
export function dailyMood(report: Report) {
  const days = new Map<string, number[]>();
  for (const e of report.timeline) {
    const key = dayKey(new Date(e.date), report.timeZone);
    (days.get(key) ?? days.set(key, []).get(key)!).push(e.pleasantness);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, values]) => ({
      day,
      mood: Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10,
    }));
}

/** The chart in words, for a screen reader and for the text of the PDF. */
export function chartDescription(points: { day: string; mood: number }[]) {
  if (!points.length) return 'No moods were logged in this period.';
  const low = points.reduce((a, b) => (b.mood < a.mood ? b : a));
  const high = points.reduce((a, b) => (b.mood > a.mood ? b : a));
  return `Daily average mood on ${points.length} day${points.length === 1 ? '' : 's'} with entries, on a scale from 1 (very unpleasant) to 10 (very pleasant): lowest ${low.mood} on ${longDay(low.day)}, highest ${high.mood} on ${longDay(high.day)}, first ${points[0]!.mood} and last ${points.at(-1)!.mood}.`;
}

function heading(doc: Doc, parent: Struct, level: 'H1' | 'H2', text: string) {
  doc.moveDown(level === 'H1' ? 0 : 1);
  doc
    .font('Bold')
    .fontSize(level === 'H1' ? 20 : 14)
    .fillColor(INK)
    .text(text, { structParent: parent, structType: level });
  doc.moveDown(0.3);
}

function paragraph(doc: Doc, parent: Struct, text: string, color = INK) {
  doc
    .font('Body')
    .fontSize(10.5)
    .fillColor(color)
    .text(text, { structParent: parent, structType: 'P' });
}

function table(doc: Doc, parent: Struct, header: string[], rows: string[][], widths: number[]) {
  doc.font('Body').fontSize(10).fillColor(INK);
  // pdfkit tags a table (Table, TR, TH with its scope, TD) under `structParent`; its types lag
  const options = {
    structParent: parent,
    columnStyles: widths.map((width) => ({ width })),
    defaultStyle: { border: [0, 0, 0.5, 0], borderColor: GRID, padding: [4, 6, 4, 0] },
    data: [
      header.map((text) => ({
        text,
        type: 'TH' as const,
        scope: 'column',
        font: { src: BOLD },
      })),
      ...rows,
    ],
  };
  doc.table(options as unknown as Parameters<Doc['table']>[0]);
  doc.moveDown(0.5);
}

function chart(doc: Doc, parent: Struct, points: { day: string; mood: number }[]) {
  const figure = doc.struct('Figure', { alt: chartDescription(points) });
  parent.add(figure);
  const left = doc.page.margins.left + 28;
  const width = doc.page.width - doc.page.margins.right - left;
  const height = 150;
  if (doc.y + height + 40 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y + 6;
  const y = (mood: number) => top + height - ((mood - 1) / 9) * height;
  // days apart on the page as they were apart in time
  const time = (day: string) => Date.parse(`${day}T00:00:00Z`);
  const first = points.length ? time(points[0]!.day) : 0;
  const span = points.length ? time(points.at(-1)!.day) - first : 0;
  const x = (i: number) =>
    span === 0 ? left + width / 2 : left + ((time(points[i]!.day) - first) / span) * width;
  figure.add(doc.markStructureContent('Figure'));
  doc.save().lineWidth(0.5).strokeColor(GRID);
  for (const level of [1, 4, 7, 10]) {
    doc
      .moveTo(left, y(level))
      .lineTo(left + width, y(level))
      .stroke();
    doc
      .font('Body')
      .fontSize(8)
      .fillColor(MUTED)
      .text(String(level), doc.page.margins.left, y(level) - 4, {
        width: 20,
        align: 'right',
        lineBreak: false,
      });
  }
  if (points.length) {
    doc.lineWidth(1.5).strokeColor(LINE);
    points.forEach((p, i) => (i ? doc.lineTo(x(i), y(p.mood)) : doc.moveTo(x(i), y(p.mood))));
    if (points.length > 1) doc.stroke();
    doc.fillColor(LINE);
    points.forEach((p, i) => doc.circle(x(i), y(p.mood), 2).fill());
    doc.fontSize(8).fillColor(MUTED);
    doc.text(longDay(points[0]!.day), left, top + height + 6, { lineBreak: false });
    const last = longDay(points.at(-1)!.day);
    doc.text(last, left + width - doc.widthOfString(last), top + height + 6, { lineBreak: false });
  }
  doc.restore();
  doc.endMarkedContent();
  figure.end();
  doc.x = doc.page.margins.left;
  doc.y = top + height + 24;
}

/** The report of `report`, as the bytes of a PDF file. */
export function reportPdf(report: Report): Promise<Buffer> {
  const title = `Mood report for ${report.name}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    tagged: true,
    lang: 'en-GB',
    displayTitle: true,
    pdfVersion: '1.7',
    bufferPages: true,
    info: {
      Title: title,
      Author: report.name,
      Subject: `Moods logged from ${report.from} to ${report.to}`,
      Creator: 'MoodCraft',
    },
  });
  doc.registerFont('Body', FONT);
  doc.registerFont('Bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const document = doc.struct('Document');
  doc.addStructure(document);
  const intro = doc.struct('Sect');
  document.add(intro);
  heading(doc, intro, 'H1', title);
  paragraph(
    doc,
    intro,
    `${longDay(report.from)} to ${longDay(report.to)} · times in ${report.timeZone.replace(/_/g, ' ')} · made ${longDay(report.generatedAt.slice(0, 10))}`,
    MUTED,
  );
  doc.moveDown(0.4);
  paragraph(
    doc,
    intro,
    `What ${report.name} logged in MoodCraft, a mood diary. Mood is how pleasant a moment felt, from 1 (very unpleasant) to 10 (very pleasant). These are a person's own notes, not a clinical measure or a diagnosis.`,
  );
  intro.end();

  const summary = doc.struct('Sect');
  document.add(summary);
  heading(doc, summary, 'H2', 'Summary');
  const s = report.summary;
  paragraph(
    doc,
    summary,
    s.entries
      ? `${s.entries} entr${s.entries === 1 ? 'y' : 'ies'} on ${s.daysWithEntries} day${s.daysWithEntries === 1 ? '' : 's'}. Average mood ${s.averageMood.toFixed(1)} of 10, ${TREND_WORDS[s.trend]}.`
      : 'No moods were logged in this period.',
  );
  summary.end();

  const points = dailyMood(report);
  if (points.length) {
    const moods = doc.struct('Sect');
    document.add(moods);
    heading(doc, moods, 'H2', 'Mood over the period');
    paragraph(doc, moods, chartDescription(points), MUTED);
    chart(doc, moods, points);
    moods.end();
  }

  if (report.distribution.length) {
    const feelings = doc.struct('Sect');
    document.add(feelings);
    heading(doc, feelings, 'H2', 'Feelings logged most');
    table(
      doc,
      feelings,
      ['Feeling', 'Times', 'Share of entries'],
      report.distribution.map((d) => [
        emotionLabel(d.emotion),
        String(d.count),
        `${d.percentage}%`,
      ]),
      [220, 100, 163],
    );
    feelings.end();
  }

  if (report.factorImpact.length) {
    const factors = doc.struct('Sect');
    document.add(factors);
    heading(doc, factors, 'H2', 'What went with their mood');
    paragraph(
      doc,
      factors,
      'The average mood of the entries that named each contributing factor (factors named at least twice). They went together; this does not say one caused the other.',
      MUTED,
    );
    doc.moveDown(0.3);
    table(
      doc,
      factors,
      ['Contributing factor', 'Entries', 'Average mood'],
      report.factorImpact.map((f) => [f.factor, String(f.count), `${f.average.toFixed(1)} of 10`]),
      [220, 100, 163],
    );
    factors.end();
  }

  if (report.trackers?.length) {
    const tracked = doc.struct('Sect');
    document.add(tracked);
    heading(doc, tracked, 'H2', 'Trackers');
    table(
      doc,
      tracked,
      ['Tracker', 'Days logged', 'In the period'],
      report.trackers.map((t) => [
        t.unit ? `${t.name} (${t.unit})` : t.name,
        String(t.days),
        t.kind === 'yes-no'
          ? `yes on ${t.yesDays} of ${t.days} days`
          : `average ${t.average}${t.unit ? ` ${t.unit}` : ''}`,
      ]),
      [220, 100, 163],
    );
    if (report.trackerLinks.length) {
      paragraph(
        doc,
        tracked,
        'What went with the mood (they went together; this does not say one caused the other):',
        MUTED,
      );
      doc.moveDown(0.2);
      for (const line of report.trackerLinks) paragraph(doc, tracked, `• ${line}`);
    }
    tracked.end();
  }

  if (report.checkIns?.length) {
    const checkIns = doc.struct('Sect');
    document.add(checkIns);
    heading(doc, checkIns, 'H2', 'Check-ins');
    paragraph(
      doc,
      checkIns,
      `Standard questionnaires ${report.name} answered in MoodCraft, oldest first, scored with their usual severity bands. PHQ-9 item 9 asks about thoughts of being better off dead or of self-harm (0 not at all, 1 several days, 2 more than half the days, 3 nearly every day). ${CHECK_IN_CREDIT}`,
      MUTED,
    );
    doc.moveDown(0.3);
    table(
      doc,
      checkIns,
      ['Date', 'Questionnaire', 'Total', 'Severity', 'Item 9'],
      report.checkIns.map((c) => [
        dayOf(c.date, report.timeZone),
        INSTRUMENTS[c.instrument].name,
        `${c.total} of ${INSTRUMENTS[c.instrument].maxTotal}`,
        BAND_LABELS[c.band],
        c.item9 === null ? '—' : String(c.item9),
      ]),
      [110, 100, 80, 120, 73],
    );
    checkIns.end();
  }

  if (report.notes?.length) {
    const notes = doc.struct('Sect');
    document.add(notes);
    heading(doc, notes, 'H2', 'Notes');
    for (const note of report.notes) {
      const when = new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: report.timeZone,
      }).format(new Date(note.date));
      doc
        .font('Bold')
        .fontSize(10)
        .fillColor(INK)
        .text(when, { structParent: notes, structType: 'P' });
      paragraph(doc, notes, note.text);
      doc.moveDown(0.5);
    }
    notes.end();
  }
  document.end();

  // page numbers: decoration, not content
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.markContent('Artifact', { type: 'Pagination' });
    // below the bottom margin, where a line of text would otherwise start a new page
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const bottom = doc.page.height - margin + 20;
    doc
      .font('Body')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${title} · page ${i + 1} of ${range.count}`, doc.page.margins.left, bottom, {
        lineBreak: false,
      });
    doc.page.margins.bottom = margin;
    doc.endMarkedContent();
  }
  doc.end();
  return done;
}
