/**
 * Generated artwork of the sandbox: deterministic drawings for game thumbnails, banners, promotion
 * images, provider logos and theme tags. Each is drawn from the seeded data of the site and
 * is a pure function of it, so responses are immutable and carry a strong ETag. Every picture is
 * served as `.webp`, the raster the seeded catalogue points at (see raster.ts), and as `.svg`, its
 * source drawing.
 */
import express, { type Request, type Response, type Router } from "express";
import { createHash } from "node:crypto";
import type { Db } from "./db/index";
import { seedEpoch } from "./seed/index";
import { THEMES, esc } from "./seed/catalogue";
import { PROMO_ART, type PromoArt } from "./seed/content";
import { hashString } from "./seed/random";
import type { SandboxSite } from "./types";
import { webpOf } from "./raster";

const FONT = `font-family="system-ui,sans-serif" font-weight="700"`;

// ---------------------------------------------------------------- colour helpers

function hexToHsl(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  const r = ((n >> 16) & 255) / 255,
    g = ((n >> 8) & 255) / 255,
    b = (n & 255) / 255;
  const max = Math.max(r, g, b),
    min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

function hsl(h: number, s: number, l: number): string {
  h = ((h % 360) + 360) % 360;
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

function shift(hex: string, dh: number): string {
  const [h, s, l] = hexToHsl(hex);
  return hsl(h + dh, s, l);
}

// ---------------------------------------------------------------- symbols (drawn in a 100x100 box)

const SYMBOLS: Record<string, (a: string, b: string) => string> = {
  pyramid: (a, b) =>
    `<path d="M50 6 94 90H6Z" fill="${a}"/><path d="M50 6 94 90H50Z" fill="${b}" opacity=".45"/><path d="M28 48h44M17 69h66" stroke="${b}" stroke-width="3" opacity=".5"/><circle cx="50" cy="34" r="6" fill="#fff" opacity=".8"/>`,
  cherry: (a, b) =>
    `<path d="M32 54Q40 22 64 8M68 58Q62 30 64 8" stroke="#2f9e44" stroke-width="5" fill="none"/><path d="M64 8q20-6 28 8q-18 6-28-8z" fill="#51cf66"/><circle cx="32" cy="70" r="20" fill="${a}"/><circle cx="68" cy="74" r="20" fill="${a}"/><circle cx="25" cy="63" r="6" fill="#fff" opacity=".55"/><circle cx="61" cy="67" r="6" fill="#fff" opacity=".55"/><circle cx="68" cy="74" r="20" fill="${b}" opacity=".2"/>`,
  paw: (a) =>
    `<ellipse cx="50" cy="68" rx="24" ry="20" fill="${a}"/><circle cx="22" cy="40" r="10" fill="${a}"/><circle cx="40" cy="24" r="10" fill="${a}"/><circle cx="60" cy="24" r="10" fill="${a}"/><circle cx="78" cy="40" r="10" fill="${a}"/>`,
  coin: (a, b) =>
    `<circle cx="50" cy="50" r="44" fill="${a}"/><circle cx="50" cy="50" r="36" fill="none" stroke="${b}" stroke-width="3" opacity=".6"/><rect x="38" y="38" width="24" height="24" fill="${b}"/><circle cx="34" cy="30" r="7" fill="#fff" opacity=".45"/>`,
  compass: (a, b) =>
    `<circle cx="50" cy="50" r="44" fill="none" stroke="${a}" stroke-width="5"/><path d="M50 8 58 42 92 50 58 58 50 92 42 58 8 50 42 42Z" fill="${a}"/><path d="M50 8 58 42 50 50ZM92 50 58 58 50 50ZM50 92 42 58 50 50ZM8 50 42 42 50 50Z" fill="${b}" opacity=".5"/>`,
  bolt: (a, b) =>
    `<path d="M60 2 16 58H46L36 98 86 38H56Z" fill="${a}"/><path d="M60 2 46 58H16Z" fill="#fff" opacity=".35"/><path d="M36 98 56 38H86Z" fill="${b}" opacity=".35"/>`,
  mask: (a, b) =>
    `<path d="M50 30Q44 6 60 2Q56 18 66 28M50 30Q40 10 28 8Q40 20 40 30" fill="${b}"/><path d="M6 38Q50 20 94 38Q94 74 64 74Q50 62 36 74Q6 74 6 38Z" fill="${a}"/><ellipse cx="32" cy="48" rx="11" ry="7" fill="#1a0526"/><ellipse cx="68" cy="48" rx="11" ry="7" fill="#1a0526"/>`,
  clover: (a, b) =>
    `<path d="M50 56Q58 78 46 98" stroke="${b}" stroke-width="6" fill="none"/><circle cx="50" cy="30" r="18" fill="${a}"/><circle cx="28" cy="52" r="18" fill="${a}"/><circle cx="72" cy="52" r="18" fill="${a}"/><circle cx="50" cy="52" r="10" fill="${b}" opacity=".5"/>`,
  planet: (a, b) =>
    `<circle cx="50" cy="50" r="30" fill="${a}"/><path d="M24 38a30 30 0 0 1 46-12" stroke="#fff" stroke-width="4" fill="none" opacity=".4"/><ellipse cx="50" cy="52" rx="48" ry="12" fill="none" stroke="${b}" stroke-width="5" transform="rotate(-18 50 50)"/>`,
  candy: (a, b) =>
    `<path d="M26 50 4 32V68ZM74 50 96 32V68Z" fill="${b}"/><circle cx="50" cy="50" r="26" fill="${a}"/><path d="M32 32Q50 50 40 74M50 24Q66 48 56 76" stroke="#fff" stroke-width="5" fill="none" opacity=".6"/>`,
  gem: (a, b) =>
    `<path d="M24 16H76L96 40 50 94 4 40Z" fill="${a}"/><path d="M4 40H96M24 16 37 40 50 16 63 40 76 16M37 40 50 94 63 40" stroke="${b}" stroke-width="2.5" fill="none" opacity=".7"/><path d="M24 16H50L37 40H4Z" fill="#fff" opacity=".4"/>`,
  star: (a, b) =>
    `<path d="M50 4 62 36 96 38 70 60 79 94 50 75 21 94 30 60 4 38 38 36Z" fill="${a}"/><circle cx="50" cy="52" r="14" fill="${b}" opacity=".5"/>`,
  wheel: (a, b) =>
    `<circle cx="50" cy="50" r="46" fill="${b}"/><circle cx="50" cy="50" r="40" fill="none" stroke="${a}" stroke-width="10" stroke-dasharray="10.5 10.5"/><circle cx="50" cy="50" r="24" fill="${a}"/><path d="M50 28V72M28 50H72M34 34 66 66M66 34 34 66" stroke="${b}" stroke-width="3"/><circle cx="50" cy="50" r="6" fill="#fff"/>`,
  spade: (a, b) =>
    `<rect x="12" y="8" width="60" height="84" rx="8" fill="#fff" transform="rotate(-12 42 50)"/><rect x="30" y="8" width="60" height="84" rx="8" fill="#fff" stroke="${b}" stroke-width="2"/><path d="M60 22C46 38 38 46 38 56C38 66 50 70 57 62L53 76H67L63 62C70 70 82 66 82 56C82 46 74 38 60 22Z" fill="${a}"/>`,
  rocket: (a, b) =>
    `<path d="M40 78Q50 100 60 78Z" fill="#ffb703"/><path d="M50 4C66 18 72 40 67 72H33C28 40 34 18 50 4Z" fill="${a}"/><path d="M33 56 20 80H36ZM67 56 80 80H64Z" fill="${b}"/><circle cx="50" cy="36" r="9" fill="#cfe8ff" stroke="${b}" stroke-width="3"/>`,
};

const KIND_STYLE: Record<string, { colors: [string, string, string]; symbol: string }> = {
  ROULETTE: { colors: ["#ff5d5d", "#a4161a", "#1b0305"], symbol: "wheel" },
  BLACKJACK: { colors: ["#3ddc84", "#0b6e3a", "#021a0d"], symbol: "spade" },
  BACCARAT: { colors: ["#ffd166", "#1d3c8c", "#060b24"], symbol: "spade" },
  GAME_SHOW: { colors: ["#ffd43b", "#7b2ff7", "#16052e"], symbol: "wheel" },
  table_games: { colors: ["#63e6be", "#087f5b", "#01201a"], symbol: "spade" },
  crash: { colors: ["#ff9f43", "#c0392b", "#1d0a1f"], symbol: "rocket" },
};

function sparkles(seed: number, x0: number, w: number, h: number, n: number): string {
  let out = "";
  let s = seed;
  for (let i = 0; i < n; i++) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    const x = x0 + (s % w),
      y = 10 + ((s >>> 12) % (h - 20)),
      r = 3 + ((s >>> 24) % 5);
    out += `<path d="M${x} ${y - r * 2}L${x + r / 2} ${y - r / 2}L${x + r * 2} ${y}L${x + r / 2} ${y + r / 2}L${x} ${y + r * 2}L${x - r / 2} ${y + r / 2}L${x - r * 2} ${y}L${x - r / 2} ${y - r / 2}Z" fill="#fff" opacity=".${5 + (i % 4)}"/>`;
  }
  return out;
}

function rays(cx: number, cy: number, radius: number, count: number, rotation: number): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const a1 = ((i * 360) / count + rotation) * (Math.PI / 180);
    const a2 = a1 + (Math.PI / count) * 0.9;
    d += `M${cx} ${cy}L${(cx + radius * Math.cos(a1)).toFixed(0)} ${(cy + radius * Math.sin(a1)).toFixed(0)}L${(cx + radius * Math.cos(a2)).toFixed(0)} ${(cy + radius * Math.sin(a2)).toFixed(0)}Z`;
  }
  return `<path d="${d}" fill="#fff" opacity=".07"/>`;
}

/** Greedy word wrap into at most `maxLines` lines of about `width` characters. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + " " + word).length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else if (lines.length < maxLines) lines.push(word);
    else lines[lines.length - 1] = `${last} ${word}`;
  }
  return lines;
}

function fitSize(lines: string[], width: number, max: number, min: number): number {
  const longest = Math.max(...lines.map((l) => l.length), 1);
  const em = lines.some((l) => /[a-z]/.test(l)) ? 0.6 : 0.7;
  return Math.max(min, Math.min(max, Math.floor(width / (longest * em))));
}

// ---------------------------------------------------------------- pictures

export interface ThumbInput {
  code: string;
  name: string;
  provider: string;
  kind: string;
  theme: string | null;
  live: string | null;
}

/*
 * Advance widths (em) of a bold sans's capitals, as wide as DejaVu Sans Bold's, the font this
 * machine kind draws system-ui with: a flat 0.7 em per letter let names of wide letters
 * (MARSHMALLOW, WATERMELONS) run over both edges of the picture.
 */
const WIDE = new Map(
  Object.entries({ M: 1.0, W: 1.1, " ": 0.35, I: 0.38, J: 0.38, "&": 0.87, "-": 0.42, "'": 0.33, ".": 0.38, ":": 0.4 }),
);
const capsWidth = (line: string) => [...line].reduce((sum, ch) => sum + (WIDE.get(ch) ?? 0.8), 0);

/**
 * The width a thumbnail's name may take: the middle three quarters of the picture. Lobby groups of
 * the "column" style show a square thumbnail as a 3:4 tile (object-fit: cover), which cuts an
 * eighth off each side; a name wider than this lost its first and last letters there.
 */
export const TITLE_SAFE_WIDTH = 216;

/** The name on a thumbnail: up to three centred lines, sized to stay inside the safe width. */
export function thumbnailTitle(name: string): string {
  const lines = wrap(name.toUpperCase(), 13, 3);
  const widest = Math.max(...lines.map(capsWidth), 1);
  // The stroke (3) adds half its width on each side.
  const size = Math.max(11, Math.min(lines.length > 2 ? 24 : 30, Math.floor((TITLE_SAFE_WIDTH - 3) / widest)));
  const top = 236 - ((lines.length - 1) * size * 1.05) / 2 - 4;
  const text = lines
    .map((l, i) => `<text x="150" y="${(top + i * size * 1.05).toFixed(0)}" font-size="${size}">${esc(l)}</text>`)
    .join("");
  return `<g ${FONT} text-anchor="middle" fill="#fff" stroke="#000" stroke-opacity=".35" stroke-width="3" paint-order="stroke">${text}</g>`;
}

/**
 * A thumbnail carries the game's name and studio only. Live state, jackpot and featured tags are
 * printed by the tile itself, in the page language and state; a badge drawn into the picture
 * repeated them in English and sat under the tile's own tags.
 */
export function gameThumbnail(g: ThumbInput): string {
  const h = hashString(g.code);
  const style = (g.theme ? THEMES[g.theme] : undefined) ?? KIND_STYLE[g.live ?? g.kind] ?? KIND_STYLE.crash;
  const dh = (h % 41) - 20;
  const [c1, c2, c3] = style.colors.map((c) => shift(c, dh));
  const symbol =
    SYMBOLS[(g.theme && THEMES[g.theme]?.symbol) || (KIND_STYLE[g.live ?? g.kind]?.symbol ?? "star")] ?? SYMBOLS.star;
  const text = thumbnailTitle(g.name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="${h % 2}" y2="1"><stop offset="0" stop-color="${c2}"/><stop offset="1" stop-color="${c3}"/></linearGradient>` +
    `<radialGradient id="g" cx=".5" cy=".38" r=".5"><stop offset="0" stop-color="${c1}" stop-opacity=".75"/><stop offset="1" stop-color="${c1}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${c1}"/></linearGradient>` +
    `<linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c3}" stop-opacity="0"/><stop offset=".45" stop-color="${c3}" stop-opacity=".85"/><stop offset="1" stop-color="#000" stop-opacity=".9"/></linearGradient></defs>` +
    `<rect width="300" height="300" fill="url(#b)"/>${rays(150, 110, 260, 14, h % 30)}<rect width="300" height="300" fill="url(#g)"/>` +
    sparkles(h, 0, 300, 180, 5) +
    `<g transform="translate(88 28) scale(1.24)">${symbol("url(#s)", c3)}</g>` +
    `<rect y="170" width="300" height="130" fill="url(#f)"/>` +
    text +
    `<text x="150" y="286" font-size="12" fill="${c1}" text-anchor="middle" letter-spacing="2" ${FONT}>${esc(g.provider.toUpperCase())}</text>` +
    `<rect x="1" y="1" width="298" height="298" fill="none" stroke="#fff" stroke-opacity=".15" stroke-width="2"/></svg>`
  );
}

const ZONE_COLORS: Record<string, [string, string, string]> = {
  casino: ["#ffd43b", "#6a1bb3", "#12041f"],
  liveCasino: ["#ff8787", "#a51d2d", "#190307"],
  promotions: ["#69db7c", "#0c7b6b", "#021c18"],
};
const ZONE_SYMBOL: Record<string, string> = { casino: "gem", liveCasino: "wheel", promotions: "star" };

const PROMO_SYMBOLS = ["gem", "coin", "bolt", "cherry", "rocket", "wheel", "star", "clover", "planet", "candy"];

/**
 * A promotion card's own artwork: its slug's symbol and palette from the seed, or for a slug the
 * seed does not know one derived from the slug, so that no two cards of a page look the same.
 */
export function promotionArt(slug: string): PromoArt {
  const known = PROMO_ART.get(slug);
  if (known) return known;
  const seed = hashString(`promo:${slug}`);
  const base = Object.values(ZONE_COLORS)[seed % 3];
  const turn = ((seed >>> 4) % 9) * 12 - 48;
  return {
    symbol: PROMO_SYMBOLS[(seed >>> 8) % PROMO_SYMBOLS.length],
    colors: base.map((c) => shift(c, turn)) as [string, string, string],
  };
}

/**
 * Banner art. Banners carry their words in `content` HTML (translatable, readable by screen
 * readers), so their images are drawn without text. So are promotion cards: the promotions page
 * prints each title in the page language, and English words baked into the art would repeat it.
 */
export function bannerPicture(
  id: number,
  zone: string,
  title: string,
  subtitle: string,
  w: number,
  h: number,
  withText = false,
  look?: PromoArt,
): string {
  const seed = hashString(`${zone}:${id}`);
  const [c1, c2, c3] = look?.colors ?? (ZONE_COLORS[zone] ?? ZONE_COLORS.casino).map((c) => shift(c, (seed % 51) - 25));
  const symbol = SYMBOLS[look?.symbol ?? ""] ?? SYMBOLS[ZONE_SYMBOL[zone] ?? "gem"];
  const mobile = w < 400;
  const medium = !mobile && w < 1000;
  const textWidth = mobile ? 210 : medium ? 330 : 760;
  const titleLines = wrap(title, mobile ? 18 : medium ? 18 : 30, medium ? 3 : 2);
  const ts = fitSize(titleLines, textWidth, mobile ? 20 : medium ? 34 : 56, mobile ? 12 : 20);
  const subLines = mobile ? [] : wrap(subtitle, medium ? 34 : 60, 2);
  const ss = fitSize(subLines, textWidth, mobile ? 11 : medium ? 17 : 26, mobile ? 8 : 12);
  const x = mobile ? 14 : medium ? 32 : 64;
  const blockH = titleLines.length * ts * 1.1 + (subLines.length ? 8 + subLines.length * ss * 1.3 : 0);
  let y = (h - blockH) / 2 + ts * 0.9;
  let text = "";
  for (const l of titleLines) {
    text += `<text x="${x}" y="${y.toFixed(0)}" font-size="${ts}" fill="url(#t)">${esc(l)}</text>`;
    y += ts * 1.1;
  }
  y += 8 - ts * 0.1 + ss * 0.2;
  for (const l of subLines) {
    text += `<text x="${x}" y="${y.toFixed(0)}" font-size="${ss}" fill="#fff" fill-opacity=".85" font-weight="500">${esc(l)}</text>`;
    y += ss * 1.3;
  }
  const art = mobile ? { x: 250, y: 14, s: 0.9 } : medium ? { x: 390, y: 50, s: 1.9 } : { x: 960, y: 30, s: 2.4 };
  let coins = "";
  for (let i = 0; i < (mobile ? 3 : 6); i++) {
    const s = hashString(`${seed}:${i}`);
    const cx = (mobile ? 220 : medium ? 360 : 820) + (s % (mobile ? 130 : medium ? 230 : 460));
    const cy = 10 + ((s >>> 10) % (h - 20));
    const r = (mobile ? 5 : 12) + ((s >>> 20) % (mobile ? 6 : 16));
    coins += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${c1}" stroke="${c2}" stroke-width="${mobile ? 1.5 : 3}" opacity=".9"/><circle cx="${cx}" cy="${cy}" r="${(r * 0.6).toFixed(1)}" fill="none" stroke="${c2}" stroke-width="1.5" opacity=".6"/>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c3}"/><stop offset=".6" stop-color="${c2}"/><stop offset="1" stop-color="${c3}"/></linearGradient>` +
    `<radialGradient id="g" cx=".78" cy=".5" r=".45"><stop offset="0" stop-color="${c1}" stop-opacity=".6"/><stop offset="1" stop-color="${c1}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${c1}"/></linearGradient>` +
    `<linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${c1}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#b)"/>${rays(Math.round(w * 0.78), Math.round(h / 2), w * 0.6, 14, seed % 20)}<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    sparkles(seed, Math.round(w * (mobile ? 0.66 : 0.6)), Math.round(w * 0.36), h, mobile ? 2 : 5) +
    coins +
    `<g transform="translate(${art.x} ${art.y}) scale(${art.s})">${symbol("url(#s)", c3)}</g>` +
    (withText ? `<g ${FONT}>${text}</g>` : "") +
    `</svg>`
  );
}

export function providerLogo(name: string): string {
  const seed = hashString(name);
  const c = hsl(seed % 360, 0.75, 0.6);
  const size = Math.min(22, Math.floor(136 / (name.length * 0.62)));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64">` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f2430"/><stop offset="1" stop-color="#0d1016"/></linearGradient></defs>` +
    `<rect x="1" y="1" width="158" height="62" rx="12" fill="url(#b)" stroke="${c}" stroke-opacity=".5"/>` +
    `<text x="80" y="${36 + size / 3}" font-size="${size}" fill="#fff" text-anchor="middle" ${FONT}>${esc(name)}</text>` +
    `<rect x="60" y="50" width="40" height="3" rx="1.5" fill="${c}"/></svg>`
  );
}

export function tagPicture(tag: string, label: string): string {
  const theme = THEMES[tag];
  const [c1, c2, c3] = theme?.colors ?? ["#ffd43b", "#5f3dc4", "#140a33"];
  const symbol = SYMBOLS[theme?.symbol ?? "star"];
  const size = Math.min(20, Math.floor(150 / (label.length * 0.62)));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c2}"/><stop offset="1" stop-color="${c3}"/></linearGradient>` +
    `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${c1}"/></linearGradient></defs>` +
    `<rect width="160" height="160" rx="16" fill="url(#b)"/>${rays(80, 62, 140, 12, 0)}` +
    `<g transform="translate(45 18) scale(.7)">${symbol("url(#s)", c3)}</g>` +
    `<text x="80" y="140" font-size="${size}" fill="#fff" text-anchor="middle" ${FONT}>${esc(label)}</text></svg>`
  );
}

// ---------------------------------------------------------------- router

interface SiteArt {
  games: Map<string, ThumbInput>;
  banners: Map<number, { zone: string; title: string; subtitle: string }>;
  promotions: Map<number, { title: string; subtitle: string; slug: string }>;
  providers: Map<string, string>;
  tags: Map<string, string>;
  rendered: Map<string, { body: string | Buffer; etag: string }>;
}

async function loadSite(db: Db, site: SandboxSite): Promise<SiteArt> {
  const zoneKey = new Map(Object.entries(site.bannerZones).map(([k, v]) => [v, k]));
  const [games, banners, promotions, providers, tags] = await Promise.all([
    db.query<{
      game_code: string;
      name: string;
      display_name: string;
      game_type: string;
      theme: string | null;
      table_type: string | null;
    }>(
      `select g.game_code, g.name, p.display_name, g.game_type, g.theme, t.table_type
       from games g join providers p on p.site = g.site and p.vendor_code = g.vendor_code
       left join live_tables t on t.site = g.site and t.table_id = g.table_id where g.site = $1`,
      [site.id],
    ),
    db.query<{ id: number; zone: string; title: string; subtitle: string }>(
      "select id, zone, title, subtitle from banners where site = $1",
      [site.id],
    ),
    db.query<{ id: number; slug: string; title: Record<string, string>; description: Record<string, string> }>(
      "select id, slug, title, description from promotions where site = $1",
      [site.id],
    ),
    db.query<{ vendor_code: string; display_name: string }>(
      "select vendor_code, display_name from providers where site = $1",
      [site.id],
    ),
    db.query<{ tag: string; display_name: Record<string, string> }>(
      "select tag, display_name from tags where site = $1",
      [site.id],
    ),
  ]);
  return {
    games: new Map(
      games.map((g) => [
        g.game_code,
        {
          code: g.game_code,
          name: g.name,
          provider: g.display_name,
          kind: g.game_type,
          theme: g.theme,
          live: g.table_type,
        },
      ]),
    ),
    banners: new Map(
      banners.map((b) => [
        Number(b.id),
        { zone: zoneKey.get(b.zone) ?? "casino", title: b.title, subtitle: b.subtitle },
      ]),
    ),
    promotions: new Map(
      promotions.map((p) => [
        Number(p.id),
        { title: p.title.en ?? "", subtitle: p.description.en ?? "", slug: p.slug },
      ]),
    ),
    providers: new Map(providers.map((p) => [p.vendor_code, p.display_name])),
    tags: new Map(tags.map((t) => [t.tag, t.display_name.en ?? t.tag])),
    rendered: new Map(),
  };
}

export function assetRouter(db: Db, sites: SandboxSite[]): Router {
  const byId = new Map(sites.map((s) => [s.id, s]));
  const loaded = new Map<string, { epoch: number; art: Promise<SiteArt> }>();
  const artFor = (site: SandboxSite) => {
    const epoch = seedEpoch();
    let entry = loaded.get(site.id);
    if (!entry || entry.epoch !== epoch) {
      entry = { epoch, art: loadSite(db, site) };
      entry.art.catch(() => loaded.delete(site.id));
      loaded.set(site.id, entry);
    }
    return entry.art;
  };

  const serve = (draw: (art: SiteArt, name: string) => string | null) => async (req: Request, res: Response) => {
    const site = byId.get(req.params.site);
    const [, name, format] = /^(.+)\.(svg|webp)$/.exec(req.params.file ?? "") ?? [];
    if (!site || !name) return res.status(404).type("text/plain").send("not found");
    try {
      const art = await artFor(site);
      let hit = art.rendered.get(req.path);
      if (!hit) {
        const svg = draw(art, name);
        if (svg === null) return res.status(404).type("text/plain").send("not found");
        const body = format === "webp" ? await webpOf(svg) : svg;
        hit = { body, etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"` };
        art.rendered.set(req.path, hit);
      }
      res.set({
        "Content-Type": format === "webp" ? "image/webp" : "image/svg+xml",
        "Cache-Control": "public, max-age=31536000, immutable",
        ETag: hit.etag,
      });
      if (req.get("if-none-match") === hit.etag) return res.status(304).end();
      res.send(hit.body);
    } catch (error) {
      console.error("sandbox: asset failed", error);
      res.status(500).type("text/plain").send("asset error");
    }
  };

  const router = express.Router();
  router.get(
    "/:site/games/:file",
    serve((art, code) => {
      const g = art.games.get(code);
      return g ? gameThumbnail(g) : null;
    }),
  );
  router.get(
    "/:site/banners/:file",
    serve((art, name) => {
      const m = /^(\d+)-(desktop|mobile)$/.exec(name);
      const b = m ? art.banners.get(Number(m[1])) : undefined;
      if (!m || !b) return null;
      return m[2] === "desktop"
        ? bannerPicture(Number(m[1]), b.zone, b.title, b.subtitle, 1300, 300)
        : bannerPicture(Number(m[1]), b.zone, b.title, b.subtitle, 358, 116);
    }),
  );
  router.get(
    "/:site/promotions/:file",
    serve((art, id) => {
      const p = /^\d+$/.test(id) ? art.promotions.get(Number(id)) : undefined;
      return p
        ? bannerPicture(Number(id), "promotions", p.title, p.subtitle, 600, 300, false, promotionArt(p.slug))
        : null;
    }),
  );
  router.get(
    "/:site/providers/:file",
    serve((art, code) => {
      const name = art.providers.get(code);
      return name ? providerLogo(name) : null;
    }),
  );
  router.get(
    "/:site/tags/:file",
    serve((art, tag) => {
      const label = art.tags.get(tag);
      return label ? tagPicture(tag, label) : null;
    }),
  );
  return router;
}
