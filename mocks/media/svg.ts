/**
 * Deterministic SVG pictures: template thumbnails (a miniature of the template) and avatars with
 * initials. Both are pure functions of their input so the seed and every re-render are repeatable.
 */
import type { Media } from '#api/generated/model/index';
import { hashString } from '../seed/prng';

export const channelColours: Record<Media, string> = {
  email: '#2563eb',
  letter: '#7c3aed',
  call: '#0f766e',
  sms: '#c2410c',
  whatsapp: '#15803d',
};

const channelLabels: Record<Media, string> = {
  email: 'E-MAIL',
  letter: 'LETTER',
  call: 'CALL SCRIPT',
  sms: 'SMS',
  whatsapp: 'WHATSAPP',
};

/** Escapes markup and every non-ASCII character, so the SVG reads right whatever charset is assumed. */
function escapeXml(text: string): string {
  return text.replace(/[<>&'"]|[^\x20-\x7e]/gu, (c) => `&#${c.codePointAt(0)};`);
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

interface Block {
  kind: 'heading' | 'paragraph' | 'item' | 'table';
  length: number;
}

/** Reads the shape of the body (headings, paragraphs, list items, tables) from the markup. */
function blocksOf(hml: string): Block[] {
  const blocks: Block[] = [];
  const pattern = /<(h[1-6]|p|li|table)\b[^>]*>([\s\S]*?)<\/\1>/gi;
  for (const match of hml.matchAll(pattern)) {
    const tag = (match[1] ?? 'p').toLowerCase();
    const text = (match[2] ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
    const kind: Block['kind'] = tag.startsWith('h') ? 'heading' : tag === 'li' ? 'item' : tag === 'table' ? 'table' : 'paragraph';
    blocks.push({ kind, length: text.length });
  }
  if (blocks.length === 0 && hml.trim()) blocks.push({ kind: 'paragraph', length: hml.length });
  return blocks;
}

const WIDTH = 240;
const HEIGHT = 180;
const LINE_CHARS = 52;

export interface ThumbnailInput {
  name: string;
  media: readonly Media[];
  hml: string;
}

export function templateThumbnailSvg({ name, media, hml }: ThumbnailInput): string {
  const first = media[0];
  const colour = first ? channelColours[first] : '#64748b';
  const label = first ? channelLabels[first] : 'DRAFT';
  const bubble = first === 'sms' || first === 'whatsapp';
  const parts: string[] = [];
  let y = 58;
  const left = bubble ? 28 : 16;
  const right = WIDTH - (bubble ? 40 : 16);
  const span = right - left;
  for (const block of blocksOf(hml)) {
    if (y > HEIGHT - 12) break;
    if (block.kind === 'heading') {
      parts.push(`<rect x="${left}" y="${y}" width="${Math.min(span, 30 + block.length * 3)}" height="6" rx="2" fill="${colour}" opacity="0.7"/>`);
      y += 12;
      continue;
    }
    if (block.kind === 'table') {
      for (let row = 0; row < 3 && y < HEIGHT - 12; row++) {
        parts.push(`<rect x="${left}" y="${y}" width="${span}" height="8" fill="${row === 0 ? '#e2e8f0' : '#f1f5f9'}"/>`);
        y += 10;
      }
      y += 4;
      continue;
    }
    const indent = block.kind === 'item' ? 10 : 0;
    if (indent) parts.push(`<circle cx="${left + 3}" cy="${y + 2}" r="2" fill="#94a3b8"/>`);
    const lines = Math.max(1, Math.ceil(block.length / LINE_CHARS));
    for (let line = 0; line < lines && y < HEIGHT - 12; line++) {
      const last = line === lines - 1;
      const fraction = last ? ((block.length % LINE_CHARS) || LINE_CHARS) / LINE_CHARS : 1;
      const width = Math.max(24, Math.round((span - indent) * fraction));
      parts.push(`<rect x="${left + indent}" y="${y}" width="${width}" height="4" rx="2" fill="#cbd5e1"/>`);
      y += 8;
    }
    y += 5;
  }
  const frame = bubble
    ? `<rect x="18" y="50" width="${WIDTH - 48}" height="${Math.min(HEIGHT - 58, y - 48)}" rx="10" fill="#f8fafc" stroke="${colour}" stroke-opacity="0.4"/>`
    : '';
  // One dot per channel, in the header's top-right corner, on a white ring so the first shows.
  const dots = media
    .map((channel, i) => {
      const cx = WIDTH - 14 - (media.length - 1 - i) * 13;
      return `<circle cx="${cx}" cy="14" r="5" fill="#ffffff"/><circle cx="${cx}" cy="14" r="3.5" fill="${channelColours[channel]}"/>`;
    })
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(name)}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`,
    `<rect width="${WIDTH}" height="28" fill="${colour}"/>`,
    `<text x="12" y="18" font-family="system-ui, sans-serif" font-size="10" font-weight="700" letter-spacing="0.5" fill="#ffffff">${escapeXml(label)}</text>`,
    dots,
    `<text x="16" y="44" font-family="system-ui, sans-serif" font-size="11" font-weight="600" fill="#0f172a">${escapeXml(truncate(name, 34))}</text>`,
    frame,
    ...parts,
    `<rect x="0.5" y="0.5" width="${WIDTH - 1}" height="${HEIGHT - 1}" fill="none" stroke="#e2e8f0"/>`,
    '</svg>',
  ].join('');
}

const avatarPalette = ['#0ea5e9', '#8b5cf6', '#f97316', '#10b981', '#e11d48', '#6366f1', '#0d9488', '#ca8a04'];

export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** An administration's logo: a wordmark of its initials and name, in a colour of its own. */
export function logoSvg(name: string): string {
  const colour = avatarPalette[(hashString(name) >>> 8) % avatarPalette.length] ?? '#64748b';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="64" viewBox="0 0 320 64" role="img"',
    ` aria-label="${escapeXml(name)}">`,
    `<rect x="0" y="4" width="56" height="56" rx="12" fill="${colour}"/>`,
    '<text x="28" y="32" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="24" font-weight="700" fill="#ffffff">',
    escapeXml(initialsOf(name)),
    '</text>',
    `<text x="68" y="32" dy="0.35em" font-family="system-ui, sans-serif" font-size="18" font-weight="600" fill="${colour}">`,
    escapeXml(truncate(name, 28)),
    '</text></svg>',
  ].join('');
}

export function avatarSvg(name: string): string {
  const colour = avatarPalette[(hashString(name) >>> 8) % avatarPalette.length] ?? '#64748b';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img"',
    ` aria-label="${escapeXml(name)}">`,
    `<circle cx="48" cy="48" r="48" fill="${colour}"/>`,
    '<text x="48" y="48" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="36" font-weight="600" fill="#ffffff">',
    escapeXml(initialsOf(name)),
    '</text></svg>',
  ].join('');
}
