/**
 * The deterministic game catalogue of one site: providers, tags, games, lobbies, game groups
 * and live tables, as plain rows named like their table columns (sandbox/db/migrations/002).
 */
import { REELS } from "../provider/engine";
import type { SandboxSite } from "../types";
import { hashString, rng, slugify, type L10n, type Rng } from "./random";

export interface ProviderInfo {
  code: string;
  displayName: string;
  vendorId: number;
  prefix: string;
}

export const PROVIDERS: ProviderInfo[] = [
  { code: "pragmaticplay", displayName: "Pragmatic Play", vendorId: 101, prefix: "pp" },
  { code: "netent", displayName: "NetEnt", vendorId: 102, prefix: "ne" },
  { code: "redtiger", displayName: "Red Tiger", vendorId: 103, prefix: "rt" },
  { code: "relax", displayName: "Relax Gaming", vendorId: 104, prefix: "rx" },
  { code: "evolution", displayName: "Evolution", vendorId: 105, prefix: "evo" },
  { code: "playngo", displayName: "Play'n GO", vendorId: 106, prefix: "png" },
  { code: "hacksaw", displayName: "Hacksaw Gaming", vendorId: 107, prefix: "hs" },
  { code: "nolimitcity", displayName: "Nolimit City", vendorId: 108, prefix: "nlc" },
  { code: "pushgaming", displayName: "Push Gaming", vendorId: 109, prefix: "pg" },
  { code: "bigtimegaming", displayName: "Big Time Gaming", vendorId: 110, prefix: "btg" },
  { code: "quickspin", displayName: "Quickspin", vendorId: 111, prefix: "qs" },
  { code: "yggdrasil", displayName: "Yggdrasil", vendorId: 112, prefix: "ygg" },
  { code: "elk", displayName: "ELK Studios", vendorId: 113, prefix: "elk" },
  { code: "thunderkick", displayName: "Thunderkick", vendorId: 114, prefix: "tk" },
  { code: "playtech", displayName: "Playtech", vendorId: 115, prefix: "ptc" },
  { code: "spribe", displayName: "Spribe", vendorId: 116, prefix: "spb" },
];

export type Row = Record<string, unknown>;

export interface ThemeInfo {
  name: L10n;
  nouns: string[];
  symbol: string;
  colors: [string, string, string];
}

export const THEMES: Record<string, ThemeInfo> = {
  egypt: {
    name: { en: "Egypt", pb: "Egito", es: "Egipto" },
    symbol: "pyramid",
    colors: ["#f7c948", "#b7791f", "#3b1f05"],
    nouns: [
      "Pharaoh",
      "Scarab",
      "Cleopatra",
      "Sphinx",
      "Pyramids",
      "Anubis",
      "Nile",
      "Horus",
      "Osiris",
      "Sands",
      "Papyrus",
      "Karnak",
    ],
  },
  fruits: {
    name: { en: "Fruits", pb: "Frutas", es: "Frutas" },
    symbol: "cherry",
    colors: ["#ff6b6b", "#c81d4e", "#3d0418"],
    nouns: [
      "Cherries",
      "Melons",
      "Lemons",
      "Berries",
      "Fruits",
      "Plums",
      "Grapes",
      "Oranges",
      "Bananas",
      "Pineapples",
      "Mangoes",
      "Watermelons",
    ],
  },
  animals: {
    name: { en: "Animals", pb: "Animais", es: "Animales" },
    symbol: "paw",
    colors: ["#ffb347", "#d35400", "#2e1503"],
    nouns: [
      "Jaguar",
      "Tiger",
      "Buffalo",
      "Wolf",
      "Gorilla",
      "Rhino",
      "Eagle",
      "Lion",
      "Toucan",
      "Panther",
      "Bison",
      "Stallion",
      "Elephant",
      "Gator",
    ],
  },
  asian: {
    name: { en: "Asian", pb: "Asiático", es: "Asiático" },
    symbol: "coin",
    colors: ["#ff4d4d", "#a8071a", "#2a0000"],
    nouns: [
      "Dragon",
      "Koi",
      "Lotus",
      "Panda",
      "Samurai",
      "Jade",
      "Geisha",
      "Fortune Cat",
      "Lantern",
      "Emperor",
      "Phoenix",
      "Shogun",
    ],
  },
  adventure: {
    name: { en: "Adventure", pb: "Aventura", es: "Aventura" },
    symbol: "compass",
    colors: ["#7bd389", "#1e7b45", "#05220f"],
    nouns: [
      "Temple",
      "Explorer",
      "Treasure",
      "Jungle",
      "Pirates",
      "Compass",
      "Expedition",
      "Lost City",
      "Relics",
      "Voyage",
      "Caravan",
      "Atlantis",
    ],
  },
  mythology: {
    name: { en: "Mythology", pb: "Mitologia", es: "Mitología" },
    symbol: "bolt",
    colors: ["#8ec5ff", "#3056d3", "#0b1240"],
    nouns: [
      "Zeus",
      "Olympus",
      "Thor",
      "Medusa",
      "Odin",
      "Valkyrie",
      "Poseidon",
      "Titans",
      "Hercules",
      "Athena",
      "Asgard",
      "Kraken",
    ],
  },
  carnival: {
    name: { en: "Carnival", pb: "Carnaval", es: "Carnaval" },
    symbol: "mask",
    colors: ["#ff7ae0", "#9b1fd1", "#24053a"],
    nouns: [
      "Carnaval",
      "Samba",
      "Rio",
      "Fiesta",
      "Mardi Gras",
      "Maracas",
      "Parade",
      "Festa",
      "Tango",
      "Mariachi",
      "Frevo",
      "Confetti",
    ],
  },
  "irish-luck": {
    name: { en: "Irish Luck", pb: "Sorte Irlandesa", es: "Suerte Irlandesa" },
    symbol: "clover",
    colors: ["#8cff9e", "#13a34a", "#032b12"],
    nouns: [
      "Leprechaun",
      "Shamrock",
      "Rainbow",
      "Clover",
      "Emerald Isle",
      "Pot o' Gold",
      "Celtic",
      "Four Leaf",
      "Blarney",
      "Lucky Charms",
    ],
  },
  space: {
    name: { en: "Space", pb: "Espaço", es: "Espacio" },
    symbol: "planet",
    colors: ["#a78bfa", "#4c1d95", "#0c0426"],
    nouns: [
      "Galaxy",
      "Nebula",
      "Rocket",
      "Comet",
      "Cosmos",
      "Meteor",
      "Orbit",
      "Stardust",
      "Supernova",
      "Pulsar",
      "Asteroid",
    ],
  },
  candy: {
    name: { en: "Candy", pb: "Doces", es: "Dulces" },
    symbol: "candy",
    colors: ["#ffc2e2", "#e84393", "#3d0a24"],
    nouns: [
      "Candy",
      "Sugar",
      "Lollipops",
      "Gummies",
      "Donuts",
      "Cupcakes",
      "Sweets",
      "Marshmallow",
      "Jellybeans",
      "Toffee",
    ],
  },
  gems: {
    name: { en: "Gems", pb: "Joias", es: "Gemas" },
    symbol: "gem",
    colors: ["#67e8f9", "#0e7490", "#03222b"],
    nouns: [
      "Diamonds",
      "Rubies",
      "Sapphires",
      "Crystals",
      "Jewels",
      "Gems",
      "Opals",
      "Gold Bars",
      "Amethyst",
      "Emeralds",
    ],
  },
  western: {
    name: { en: "Wild West", pb: "Velho Oeste", es: "Viejo Oeste" },
    symbol: "star",
    colors: ["#f4a261", "#9c4a1a", "#2b1406"],
    nouns: [
      "Outlaw",
      "Sheriff",
      "Bandits",
      "Saloon",
      "Gold Rush",
      "Mustang",
      "Canyon",
      "Desperado",
      "Stagecoach",
      "Bounty",
    ],
  },
};

/** Spec §9 tag categories. */
export const CATEGORY_TAGS: Record<string, L10n> = {
  exclusive: { en: "Exclusive", pb: "Exclusivo", es: "Exclusivo" },
  "featured-slots": { en: "Featured", pb: "Destaque", es: "Destacado" },
  new: { en: "New", pb: "Novo", es: "Nuevo" },
  minislot: { en: "Mini Slot", pb: "Mini Slot", es: "Mini Slot" },
  promotion: { en: "Promotion", pb: "Promoção", es: "Promoción" },
  jackpot: { en: "Jackpot", pb: "Jackpot", es: "Bote" },
  hot: { en: "Hot", pb: "Em Alta", es: "Popular" },
  hidden: { en: "Hidden", pb: "Oculto", es: "Oculto" },
  footer: { en: "Footer", pb: "Rodapé", es: "Pie de página" },
};

const ADJECTIVES = [
  "Golden",
  "Wild",
  "Mighty",
  "Lucky",
  "Blazing",
  "Royal",
  "Mega",
  "Super",
  "Hot",
  "Sticky",
  "Frozen",
  "Electric",
  "Ancient",
  "Hidden",
  "Crazy",
  "Epic",
  "Grand",
  "Magic",
  "Neon",
  "Savage",
  "Sweet",
  "Silver",
  "Rising",
  "Raging",
  "Fire",
  "Thunder",
  "Midnight",
  "Cosmic",
  "Infinite",
  "Secret",
  "Big",
  "Jolly",
  "Shining",
  "Turbo",
  "Dancing",
  "Roaring",
  "Burning",
  "Crimson",
  "Mystic",
  "Wicked",
  "Fierce",
  "Glorious",
  "Twin",
  "Double",
  "Triple",
  "Sizzling",
  "Velvet",
  "Stellar",
];
const SUFFIXES = [
  "Bonanza",
  "Deluxe",
  "Riches",
  "Fortunes",
  "Hold & Win",
  "Rush",
  "Blitz",
  "Link",
  "Frenzy",
  "Gold",
  "Jackpot",
  "Spins",
  "Quest",
  "Stacks",
  "Reloaded",
  "Unleashed",
  "Legends",
  "Kingdom",
  "Party",
  "Cluster",
  "Xtreme",
  "Multiplier",
  "Showdown",
  "Vault",
  "Strike",
  "Heist",
  "Treasures",
  "Dynasty",
  "Wilds",
  "1000",
  "Max",
];
const PREFIX_PHRASES = [
  "Book of",
  "Rise of",
  "Legend of the",
  "Temple of",
  "Realm of",
  "Quest for the",
  "Age of",
  "Secrets of",
  "Curse of the",
  "Wrath of",
  "Return of the",
  "Chronicles of",
];
const TABLE_VARIANTS = [
  "European",
  "American",
  "French",
  "Multihand",
  "Classic",
  "VIP",
  "Speed",
  "Mini",
  "Double Ball",
  "Neon",
  "Royal",
  "Golden",
  "High Roller",
  "Single Deck",
  "Atlantic City",
  "Vegas Strip",
  "Premium",
  "Pro",
  "Zoom",
  "Diamond",
];
const TABLE_GAMES = [
  "Roulette",
  "Blackjack",
  "Baccarat",
  "Video Poker",
  "Casino Hold'em",
  "Three Card Poker",
  "Sic Bo",
  "Craps",
  "Red Dog",
  "Pai Gow",
];
const CRASH_NAMES = [
  "Sky Rocket",
  "Cosmo Crash",
  "Jet Climber",
  "Balloon Pop",
  "Plinko Drop",
  "Mines",
  "Hi-Lo Stars",
  "Dice Rush",
  "Goal Rush",
  "Limbo Lift",
  "Keno Blast",
  "Coin Flip",
  "Hot Line",
  "Turbo Mines",
  "Crash Pilot",
  "Space Runner",
  "Tower Climb",
  "Chicken Cross",
  "Penalty Kick",
  "Wheel of Luck",
  "Rocket Dice",
  "Mini Roulette Flash",
  "Hilo Cards",
  "Big Bass Crash",
  "Lucky Jet Set",
  "Zeppelin Ride",
  "Cash Cab",
  "Dragon Tower",
  "Sugar Crash",
  "Meteor Mines",
];
const SCRATCH_WORDS = ["Scratch", "Scratch Card", "Scratch Deluxe", "Instant Win", "Scratch & Win"];
const LIVE_PREFIXES = [
  "Speed",
  "Auto",
  "VIP",
  "Grand",
  "Salon",
  "Azure",
  "Ruby",
  "Emerald",
  "Mega",
  "Turbo",
  "Classic",
  "Prestige",
  "Golden",
  "Neon",
  "Royal",
  "Diamond",
  "Sapphire",
  "Velvet",
  "Lounge",
  "Club",
  "Platinum",
  "Crystal",
  "Fiesta",
  "Aurora",
  "Nordic",
  "Samba",
  "Copacabana",
  "Ipanema",
  "Madrid",
  "Monte Carlo",
  "Imperial",
  "Infinite",
  "Party",
];
const GAME_SHOWS = [
  "Money Wheel",
  "Fortune Wheel Live",
  "Dice Duel",
  "Coin Flip Live",
  "Treasure Wheel",
  "Bingo Blast Live",
  "Cash Drop Show",
  "Balloon Race Live",
  "Mega Multiplier Show",
  "Deal or Dash",
  "Boom City Live",
  "Sweet Wheel Live",
  "Football Studio Live",
  "Dragon Tiger Live",
  "Andar Bahar Live",
  "Super Sic Bo Live",
  "Crazy Coin Flip",
  "Golden Ball Draw",
  "Lucky Numbers Live",
  "Spin a Win Live",
  "Keno Live Show",
  "Cash or Crash Live",
  "Monster Wheel",
  "Funky Time Wheel",
  "Wheel of Riches Live",
];

const RED_NUMBERS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export interface Catalogue {
  providers: Row[];
  tags: Row[];
  games: Row[];
  lobbies: Row[];
  gameGroups: Row[];
  groupGames: Row[];
  liveTables: Row[];
}

type Kind = "slots" | "crash" | "table_games" | "scratch_cards" | "live_casino";
type LiveKind = "ROULETTE" | "BLACKJACK" | "BACCARAT" | "GAME_SHOW";

interface DraftGame {
  name: string;
  vendor: ProviderInfo;
  kind: Kind;
  theme: string | null;
  live?: LiveKind;
  tags: Set<string>;
}

export function providerInfo(code: string): ProviderInfo {
  const known = PROVIDERS.find((p) => p.code === code);
  if (known) return known;
  const vendorId = 900 + (hashString(code) % 99);
  return { code, displayName: code.charAt(0).toUpperCase() + code.slice(1), vendorId, prefix: code.slice(0, 4) };
}

function weighted<T>(r: Rng, entries: [T, number][]): T {
  const total = entries.reduce((s, [, w]) => s + w, 0);
  let x = r.next() * total;
  for (const [item, w] of entries) {
    x -= w;
    if (x < 0) return item;
  }
  return entries[entries.length - 1][0];
}

export function buildCatalogue(site: SandboxSite): Catalogue {
  const r = rng(`catalogue:${site.id}`);
  const order = [...site.providerOrder];
  for (const p of [...PROVIDERS].sort((a, b) => a.displayName.localeCompare(b.displayName))) {
    if (!order.includes(p.code)) order.push(p.code);
  }
  const vendors = order.map(providerInfo);
  const byCode = new Map(vendors.map((v) => [v.code, v]));
  const v = (code: string) => byCode.get(code) ?? providerInfo(code);
  const jitter = (w: number) => w * (0.7 + r.next() * 0.6);

  const slotWeights: [ProviderInfo, number][] = (
    [
      ["pragmaticplay", 260],
      ["netent", 170],
      ["redtiger", 150],
      ["relax", 110],
      ["playngo", 160],
      ["hacksaw", 120],
      ["nolimitcity", 80],
      ["pushgaming", 60],
      ["bigtimegaming", 50],
      ["quickspin", 90],
      ["yggdrasil", 120],
      ["elk", 60],
      ["thunderkick", 60],
      ["playtech", 150],
    ] as [string, number][]
  ).map(([c, w]) => [v(c), jitter(w)]);
  // providers named in the site's order but unknown to the seed still get a few slots
  for (const code of site.providerOrder) if (!PROVIDERS.some((p) => p.code === code)) slotWeights.push([v(code), 20]);

  const used = new Set<string>();
  const drafts: DraftGame[] = [];
  const add = (d: Omit<DraftGame, "tags">) => {
    used.add(d.name.toLowerCase());
    drafts.push({ ...d, tags: new Set() });
  };
  const unique = (make: () => string): string | null => {
    for (let attempt = 0; attempt < 40; attempt++) {
      const name = make();
      if (!used.has(name.toLowerCase())) return name;
    }
    return null;
  };
  const themeKeys = Object.keys(THEMES);

  // slots
  while (drafts.length < 1800) {
    const theme = r.pick(themeKeys);
    const nouns = THEMES[theme].nouns;
    const suffix = () => (r.chance(0.13) ? "Megaways" : r.pick(SUFFIXES));
    const name = unique(() => {
      const noun = r.pick(nouns);
      const p = r.next();
      if (p < 0.3) return `${r.pick(ADJECTIVES)} ${noun}`;
      if (p < 0.55) return `${noun} ${suffix()}`;
      if (p < 0.75) return `${r.pick(ADJECTIVES)} ${noun} ${suffix()}`;
      if (p < 0.9) return `${r.pick(PREFIX_PHRASES)} ${noun}`;
      const other = r.pick(nouns);
      return other === noun ? `${noun} ${suffix()}` : `${noun} & ${other}`;
    });
    if (name) add({ name, vendor: weighted(r, slotWeights), kind: "slots", theme });
  }
  // table games
  for (let i = 0; i < 90; i++) {
    const name = unique(() => `${r.pick(TABLE_VARIANTS)} ${r.pick(TABLE_GAMES)}`);
    if (name)
      add({
        name,
        vendor: v(
          weighted(r, [
            ["netent", 3],
            ["playtech", 3],
            ["pragmaticplay", 2],
            ["playngo", 2],
            ["evolution", 1],
            ["redtiger", 1],
          ]),
        ),
        kind: "table_games",
        theme: null,
      });
  }
  // crash and instant games
  for (const base of r.shuffle(CRASH_NAMES)) {
    const vendor = v(
      weighted(r, [
        ["spribe", 6],
        ["hacksaw", 2],
        ["pragmaticplay", 1],
        ["elk", 1],
      ]),
    );
    add({ name: base, vendor, kind: "crash", theme: null });
  }
  while (drafts.filter((d) => d.kind === "crash").length < 60) {
    const name = unique(
      () =>
        `${r.pick(["Turbo", "Mega", "Neon", "Lucky", "Hyper", "Rapid", "Mini", "Golden"])} ${r.pick(["Mines", "Plinko", "Crash", "Dice", "Limbo", "Hi-Lo", "Keno", "Tower", "Jet"])}`,
    );
    if (name)
      add({
        name,
        vendor: v(
          weighted(r, [
            ["spribe", 5],
            ["hacksaw", 2],
            ["pragmaticplay", 1],
          ]),
        ),
        kind: "crash",
        theme: null,
      });
  }
  // scratch cards
  for (let i = 0; i < 60; i++) {
    const theme = r.pick(themeKeys);
    const name = unique(() => `${r.pick(ADJECTIVES)} ${r.pick(THEMES[theme].nouns)} ${r.pick(SCRATCH_WORDS)}`);
    if (name)
      add({
        name,
        vendor: v(
          weighted(r, [
            ["hacksaw", 6],
            ["quickspin", 2],
            ["relax", 2],
          ]),
        ),
        kind: "scratch_cards",
        theme,
      });
  }
  // live casino
  const liveCounts: [LiveKind, number, string][] = [
    ["ROULETTE", 45, "Roulette"],
    ["BLACKJACK", 50, "Blackjack"],
    ["BACCARAT", 30, "Baccarat"],
    ["GAME_SHOW", 25, ""],
  ];
  const liveVendor = () =>
    v(
      weighted(r, [
        ["evolution", 6],
        ["pragmaticplay", 2.5],
        ["playtech", 1.5],
      ]),
    );
  for (const [live, count, word] of liveCounts) {
    const shows = r.shuffle(GAME_SHOWS);
    for (let i = 0; i < count; i++) {
      let name: string | null;
      if (live === "GAME_SHOW") name = used.has(shows[i].toLowerCase()) ? null : shows[i];
      else
        name =
          unique(() =>
            r.chance(0.25)
              ? `${word} ${r.int(1, 30)}`
              : `${r.pick(LIVE_PREFIXES)} ${word}${r.chance(0.3) ? ` ${r.int(2, 9)}` : ""}`,
          ) ?? `${word} Live ${i + 1}`;
      if (!name || used.has(name.toLowerCase())) name = `${word || "Show"} Live ${i + 1}`;
      add({ name, vendor: liveVendor(), kind: "live_casino", theme: null, live });
    }
  }

  // creation order: a deterministic shuffle; the newest are the last ones
  const created = r.shuffle(drafts.map((_, i) => i));
  const createdOrder = new Map<DraftGame, number>();
  created.forEach((draftIndex, position) => createdOrder.set(drafts[draftIndex], position + 1));

  // category tags
  const nonLive = drafts.filter((d) => d.kind !== "live_casino");
  const slots = drafts.filter((d) => d.kind === "slots");
  const lives = drafts.filter((d) => d.kind === "live_casino");
  const tagSome = (pool: DraftGame[], tag: string, n: number) =>
    r
      .shuffle(pool)
      .slice(0, n)
      .forEach((d) => d.tags.add(tag));
  const hidden = r.shuffle(slots).slice(0, 8);
  hidden.forEach((d) => d.tags.add("hidden"));
  const visibleSlots = slots.filter((d) => !d.tags.has("hidden"));
  const visibleNonLive = nonLive.filter((d) => !d.tags.has("hidden"));
  tagSome(visibleSlots, "featured-slots", 150);
  [...visibleNonLive]
    .sort((a, b) => createdOrder.get(b)! - createdOrder.get(a)!)
    .slice(0, 120)
    .forEach((d) => d.tags.add("new"));
  tagSome(visibleNonLive, "hot", 100);
  tagSome(lives, "hot", 12);
  visibleSlots.filter((d) => /Jackpot|Link|Hold & Win|Vault|Riches/.test(d.name)).forEach((d) => d.tags.add("jackpot"));
  tagSome(
    visibleSlots.filter((d) => !d.tags.has("jackpot")),
    "jackpot",
    30,
  );
  tagSome(visibleSlots, "exclusive", 40);
  drafts.filter((d) => d.kind === "scratch_cards" || d.kind === "crash").forEach((d) => d.tags.add("minislot"));
  tagSome(visibleNonLive, "promotion", 30);
  tagSome(
    visibleNonLive.filter((d) => d.tags.has("hot")),
    "footer",
    8,
  );
  for (const d of drafts) if (d.theme && d.kind !== "crash") d.tags.add(d.theme);

  // rows
  const perVendor = new Map<string, number>();
  const games: Row[] = [];
  const liveTables: Row[] = [];
  const gameRowByDraft = new Map<DraftGame, Row>();
  const tableCodes = new Set<string>();
  const usedCodes = new Set<string>();
  for (const d of drafts) {
    const n = (perVendor.get(d.vendor.code) ?? 0) + 1;
    perVendor.set(d.vendor.code, n);
    const gameId = d.vendor.vendorId * 10000 + n;
    const slug = slugify(d.name);
    let code = `${d.vendor.prefix}-${slug}`;
    for (let k = 2; usedCodes.has(code); k++) code = `${d.vendor.prefix}-${slug}-${k}`;
    usedCodes.add(code);
    let tableId: string | null = null;
    if (d.live) {
      do tableId = `${d.live.slice(0, 2).toLowerCase()}${r.next().toString(36).slice(2, 10)}`;
      while (tableCodes.has(tableId));
      tableCodes.add(tableId);
    }
    const rtp = d.kind === "live_casino" ? null : (94 + r.int(0, 380) / 100).toFixed(2);
    const row: Row = {
      site: site.id,
      game_code: code,
      game_id: gameId,
      table_id: tableId,
      pristine_game_id: tableId ? `${gameId}_${tableId}` : String(gameId),
      name: d.name,
      vendor_code: d.vendor.code,
      game_type: d.kind,
      theme: d.theme,
      has_demo: d.kind === "live_casino" ? false : !r.chance(0.05),
      aspect_ratio: d.kind !== "live_casino" && r.chance(0.03) ? 2 : 1,
      tags: [...d.tags],
      url: code.slice(d.vendor.prefix.length + 1),
      multilingual_url: Object.fromEntries(["en", "pb", "es"].map((l) => [l, code.slice(d.vendor.prefix.length + 1)])),
      thumb_width: 300,
      thumb_height: 300,
      description: describe(d, rtp, r),
      rtp,
      created_order: createdOrder.get(d)!,
    };
    games.push(row);
    gameRowByDraft.set(d, row);
    if (d.live && tableId) liveTables.push(liveTable(site, r, d.live, tableId, code));
  }

  // VIP tables: high limits
  const vip = r.shuffle(lives).slice(0, 24);
  for (const d of vip) {
    const t = liveTables.find((lt) => lt.game_code === gameRowByDraft.get(d)!.game_code)!;
    t.min_bet = (100 * r.int(1, 5)).toFixed(2);
    t.max_bet = (5000 * r.int(10, 40)).toFixed(2);
  }

  // lobbies and groups
  const groupBase = ((hashString(site.id) % 90) + 10) * 100;
  const lobbies: Row[] = [
    lobby(
      site,
      "casino",
      1,
      { en: "Casino", pb: "Cassino", es: "Casino" },
      { en: "casino", pb: "cassino", es: "casino" },
    ),
    lobby(
      site,
      "live-casino",
      2,
      { en: "Live Casino", pb: "Cassino ao Vivo", es: "Casino en Vivo" },
      { en: "live-casino", pb: "cassino-ao-vivo", es: "casino-en-vivo" },
    ),
  ];
  const code = (d: DraftGame) => gameRowByDraft.get(d)!.game_code as string;
  const tagged = (tag: string, pool = drafts) => pool.filter((d) => d.tags.has(tag));
  const newest = (pool: DraftGame[]) => [...pool].sort((a, b) => createdOrder.get(b)! - createdOrder.get(a)!);
  const visible = drafts.filter((d) => !d.tags.has("hidden"));
  type GroupSpec = [string, L10n, L10n, "column" | "square" | "other", DraftGame[]];
  const casinoGroups: GroupSpec[] = [
    [
      "featured-slots",
      { en: "Featured Slots", pb: "Slots em Destaque", es: "Tragamonedas Destacadas" },
      { en: "featured-slots", pb: "slots-em-destaque", es: "tragamonedas-destacadas" },
      "square",
      r.shuffle(tagged("featured-slots")),
    ],
    [
      "new",
      { en: "New Games", pb: "Novos Jogos", es: "Juegos Nuevos" },
      { en: "new", pb: "novos", es: "nuevos" },
      "square",
      newest(tagged("new")),
    ],
    [
      "hot",
      { en: "Hot Games", pb: "Jogos em Alta", es: "Juegos Populares" },
      { en: "hot", pb: "em-alta", es: "populares" },
      "square",
      r.shuffle(tagged("hot", visibleNonLive)),
    ],
    [
      "exclusive",
      { en: "Exclusives", pb: "Exclusivos", es: "Exclusivos" },
      { en: "exclusive", pb: "exclusivos", es: "exclusivos" },
      "column",
      r.shuffle(tagged("exclusive")),
    ],
    [
      "jackpot",
      { en: "Jackpots", pb: "Jackpots", es: "Botes" },
      { en: "jackpot", pb: "jackpots", es: "botes" },
      "other",
      r.shuffle(tagged("jackpot")).slice(0, 120),
    ],
    [
      "megaways",
      { en: "Megaways", pb: "Megaways", es: "Megaways" },
      { en: "megaways", pb: "megaways", es: "megaways" },
      "square",
      r.shuffle(visibleSlots.filter((d) => d.name.includes("Megaways"))).slice(0, 200),
    ],
    [
      "table-games",
      { en: "Table Games", pb: "Jogos de Mesa", es: "Juegos de Mesa" },
      { en: "table-games", pb: "jogos-de-mesa", es: "juegos-de-mesa" },
      "square",
      r.shuffle(visible.filter((d) => d.kind === "table_games")),
    ],
    [
      "crash-games",
      { en: "Crash & Instant", pb: "Crash e Instantâneos", es: "Crash e Instantáneos" },
      { en: "crash-games", pb: "jogos-crash", es: "juegos-crash" },
      "square",
      r.shuffle(visible.filter((d) => d.kind === "crash" || d.kind === "scratch_cards")).slice(0, 100),
    ],
    [
      "Recommended Games",
      { en: "Recommended Games", pb: "Jogos Recomendados", es: "Juegos Recomendados" },
      { en: "recommended-games", pb: "jogos-recomendados", es: "juegos-recomendados" },
      "square",
      r.shuffle([...new Set([...tagged("hot", visibleNonLive), ...tagged("featured-slots")])]).slice(0, 36),
    ],
  ];
  const liveOf = (k: LiveKind) => lives.filter((d) => d.live === k);
  // VIP Tables is a small group on purpose: fewer slides than a desktop carousel shows, as
  // operators' small groups are, so View more's width rule (spec §2) has a case to show.
  const liveGroups: GroupSpec[] = [
    [
      "top-live",
      { en: "Top Live Games", pb: "Top Jogos ao Vivo", es: "Top Juegos en Vivo" },
      { en: "top-live", pb: "top-ao-vivo", es: "top-en-vivo" },
      "column",
      r.shuffle(lives).slice(0, 24),
    ],
    [
      "roulette",
      { en: "Roulette", pb: "Roleta", es: "Ruleta" },
      { en: "roulette", pb: "roleta", es: "ruleta" },
      "square",
      r.shuffle(liveOf("ROULETTE")),
    ],
    [
      "blackjack",
      { en: "Blackjack", pb: "Blackjack", es: "Blackjack" },
      { en: "blackjack", pb: "blackjack", es: "blackjack" },
      "square",
      r.shuffle(liveOf("BLACKJACK")),
    ],
    [
      "baccarat",
      { en: "Baccarat", pb: "Bacará", es: "Baccarat" },
      { en: "baccarat", pb: "bacara", es: "baccarat" },
      "square",
      r.shuffle(liveOf("BACCARAT")),
    ],
    [
      "game-shows",
      { en: "Game Shows", pb: "Game Shows", es: "Concursos" },
      { en: "game-shows", pb: "game-shows", es: "concursos" },
      "other",
      r.shuffle(liveOf("GAME_SHOW")),
    ],
    [
      "vip-tables",
      { en: "VIP Tables", pb: "Mesas VIP", es: "Mesas VIP" },
      { en: "vip-tables", pb: "mesas-vip", es: "mesas-vip" },
      "square",
      vip.slice(0, 4),
    ],
  ];
  const gameGroups: Row[] = [];
  const groupGames: Row[] = [];
  const lobbyName = (l: L10n, lobbyLabel: L10n): L10n => ({
    en: `${l.en} | ${lobbyLabel.en} | ${site.name}`,
    pb: `${l.pb} | ${lobbyLabel.pb} | ${site.name}`,
    es: `${l.es} | ${lobbyLabel.es} | ${site.name}`,
  });
  let id = groupBase;
  for (const [lobbyKey, specs, label] of [
    ["casino", casinoGroups, { en: "Casino", pb: "Cassino", es: "Casino" }],
    ["live-casino", liveGroups, { en: "Live Casino", pb: "Cassino ao Vivo", es: "Casino en Vivo" }],
  ] as [string, GroupSpec[], L10n][]) {
    specs.forEach(([name, display, urls, style, members], index) => {
      id += 1;
      gameGroups.push({
        site: site.id,
        id,
        lobby_name: lobbyKey,
        name,
        display_name: display,
        multilingual_url: urls,
        game_asset_style: style,
        game_group_order: index + 1,
        meta_title: lobbyName(display, label),
        meta_tags: {
          en: `${display.en.toLowerCase()}, online casino, ${site.name}`,
          pb: `${display.pb.toLowerCase()}, cassino online, ${site.name}`,
          es: `${display.es.toLowerCase()}, casino online, ${site.name}`,
        },
        meta_description: {
          en: `Play ${members.length} ${display.en.toLowerCase()} at ${site.name}: top providers, instant play and fast withdrawals.`,
          pb: `Jogue ${members.length} jogos de ${display.pb.toLowerCase()} no ${site.name}: os melhores provedores, jogo instantâneo e saques rápidos.`,
          es: `Juega ${members.length} juegos de ${display.es.toLowerCase()} en ${site.name}: los mejores proveedores, juego instantáneo y retiros rápidos.`,
        },
      });
      members.forEach((d, i) =>
        groupGames.push({ site: site.id, group_id: id, game_code: code(d), game_order: i + 1 }),
      );
    });
  }

  const providers: Row[] = vendors.map((p, i) => ({
    site: site.id,
    vendor_code: p.code,
    display_name: p.displayName,
    vendor_name: p.displayName,
    vendor_id: p.vendorId,
    vendor_slug: slugify(p.displayName),
    sort_order: i + 1,
  }));
  const tags: Row[] = [
    ...Object.entries(CATEGORY_TAGS).map(([tag, name], i) => ({
      site: site.id,
      tag,
      kind: "category",
      display_name: name,
      sort_order: i + 1,
    })),
    ...r
      .shuffle(Object.keys(THEMES))
      .map((tag, i) => ({ site: site.id, tag, kind: "theme", display_name: THEMES[tag].name, sort_order: 100 + i })),
  ];
  return { providers, tags, games, lobbies, gameGroups, groupGames, liveTables };

  function lobby(s: SandboxSite, name: string, order: number, display: L10n, urls: L10n): Row {
    return {
      site: s.id,
      name,
      display_name: display,
      lobby_order: order,
      multilingual_url: urls,
      meta_title: { en: `${display.en} | ${s.name}`, pb: `${display.pb} | ${s.name}`, es: `${display.es} | ${s.name}` },
      meta_tags: {
        en: `${display.en.toLowerCase()}, slots, live dealer, ${s.name}`,
        pb: `${display.pb.toLowerCase()}, slots, crupiê ao vivo, ${s.name}`,
        es: `${display.es.toLowerCase()}, tragamonedas, crupier en vivo, ${s.name}`,
      },
      meta_description: {
        en: `${display.en} at ${s.name}: thousands of games from the best studios, playable in demo or for real money.`,
        pb: `${display.pb} no ${s.name}: milhares de jogos dos melhores estúdios, em modo demo ou com dinheiro real.`,
        es: `${display.es} en ${s.name}: miles de juegos de los mejores estudios, en modo demo o con dinero real.`,
      },
    };
  }
}

export function gameAssetPath(siteId: string, gameCode: string): string {
  return `/sandbox/assets/${siteId}/games/${gameCode}.webp`;
}

function liveTable(site: SandboxSite, r: Rng, kind: LiveKind, tableId: string, gameCode: string): Row {
  const results: { result: string; color: string }[] = [];
  for (let i = 0; i < 20 && kind !== "BLACKJACK"; i++) {
    if (kind === "ROULETTE") {
      const n = r.int(0, 36);
      results.push({ result: String(n), color: n === 0 ? "green" : RED_NUMBERS.has(n) ? "red" : "black" });
    } else if (kind === "BACCARAT") {
      const x = r.next();
      results.push(
        x < 0.46
          ? { result: "B", color: "red" }
          : x < 0.91
            ? { result: "P", color: "blue" }
            : { result: "T", color: "green" },
      );
    } else {
      const m = r.pick(["1x", "2x", "2x", "5x", "10x", "20x", "50x"]);
      results.push({ result: m, color: m === "1x" ? "yellow" : m === "2x" ? "blue" : m === "5x" ? "purple" : "gold" });
    }
  }
  const alwaysOpen = r.chance(0.8);
  const opening = `${String(r.int(8, 14)).padStart(2, "0")}:00`;
  const closing = `${String(r.int(0, 5)).padStart(2, "0")}:00`;
  const min = kind === "BLACKJACK" ? r.pick([5, 10, 25, 50]) : r.pick([0.2, 0.5, 1, 2]);
  return {
    site: site.id,
    table_id: tableId,
    game_code: gameCode,
    table_type: kind,
    table_open: alwaysOpen ? true : r.chance(0.5),
    last20_results: results,
    available_seats: kind === "BLACKJACK" ? r.int(0, 7) : null,
    min_bet: min.toFixed(2),
    max_bet: (kind === "BLACKJACK" ? r.pick([2500, 5000, 10000]) : r.pick([2000, 5000, 10000, 20000])).toFixed(2),
    table_times: alwaysOpen
      ? { openingTime: "00:00", closingTime: "24:00", timeZone: "GMT", alwaysOpen: true }
      : { openingTime: opening, closingTime: closing, timeZone: "GMT", alwaysOpen: false },
    currency: site.currencySymbol,
    currency_code: site.currencyCode,
  };
}

const VOLATILITY: Record<string, L10n> = {
  low: { en: "low", pb: "baixa", es: "baja" },
  medium: { en: "medium", pb: "média", es: "media" },
  high: { en: "high", pb: "alta", es: "alta" },
};
const FEATURES: L10n[] = [
  {
    en: "free spins with a growing multiplier",
    pb: "rodadas grátis com multiplicador crescente",
    es: "giros gratis con multiplicador creciente",
  },
  {
    en: "sticky wilds that stay put for the whole bonus",
    pb: "wilds fixos que permanecem durante todo o bônus",
    es: "comodines fijos que permanecen durante todo el bono",
  },
  {
    en: "cascading reels and tumbling wins",
    pb: "rolos em cascata e ganhos em sequência",
    es: "rodillos en cascada y ganancias encadenadas",
  },
  {
    en: "a hold-and-win bonus with four jackpots",
    pb: "um bônus hold-and-win com quatro jackpots",
    es: "un bono hold-and-win con cuatro botes",
  },
  { en: "expanding symbols and re-spins", pb: "símbolos expansivos e re-spins", es: "símbolos expansivos y re-giros" },
  {
    en: "a bonus buy and random multipliers up to 500x",
    pb: "compra de bônus e multiplicadores aleatórios de até 500x",
    es: "compra de bono y multiplicadores aleatorios de hasta 500x",
  },
  {
    en: "cluster pays on a 7x7 grid",
    pb: "pagamentos em cluster numa grade 7x7",
    es: "pagos por grupos en una cuadrícula de 7x7",
  },
];

function describe(d: DraftGame, rtp: string | null, r: Rng): L10n {
  const p = d.vendor.displayName;
  if (d.kind === "live_casino") {
    return {
      en: `<p>${esc(d.name)} by ${esc(p)} is streamed live in HD from a professional studio, with friendly dealers and real-time chat. Place your bets before the timer runs out and follow every round up close.</p>`,
      pb: `<p>${esc(d.name)}, da ${esc(p)}, é transmitido ao vivo em HD de um estúdio profissional, com crupiês simpáticos e chat em tempo real. Faça suas apostas antes do tempo acabar e acompanhe cada rodada de perto.</p>`,
      es: `<p>${esc(d.name)} de ${esc(p)} se transmite en directo y en HD desde un estudio profesional, con crupieres amables y chat en tiempo real. Haz tus apuestas antes de que termine el tiempo y sigue cada ronda de cerca.</p>`,
    };
  }
  if (d.kind !== "slots") {
    const kind: L10n =
      d.kind === "table_games"
        ? { en: "table game", pb: "jogo de mesa", es: "juego de mesa" }
        : d.kind === "crash"
          ? { en: "instant game", pb: "jogo instantâneo", es: "juego instantáneo" }
          : { en: "scratch card", pb: "raspadinha", es: "rasca y gana" };
    return {
      en: `<p>${esc(d.name)} is a fast ${kind.en} from ${esc(p)}. Simple rules, quick rounds and an RTP of ${rtp}%.</p>`,
      pb: `<p>${esc(d.name)} é um ${kind.pb} rápido da ${esc(p)}. Regras simples, rodadas rápidas e RTP de ${rtp}%.</p>`,
      es: `<p>${esc(d.name)} es un ${kind.es} rápido de ${esc(p)}. Reglas sencillas, rondas rápidas y un RTP del ${rtp}%.</p>`,
    };
  }
  const vol = VOLATILITY[r.pick(["low", "medium", "high", "high"])];
  const feature = r.pick(FEATURES);
  // Every sandbox slot plays on the provider's one grid: the text says its real reel count. The
  // draw stays, so that every later seeded value (and the catalogue the tests know) is unchanged.
  r.pick([3, 5, 5, 5, 6, 7]);
  const reels = REELS;
  const theme = THEMES[d.theme ?? "gems"].name;
  return {
    en: `<p>${esc(d.name)} is a ${reels}-reel ${theme.en.toLowerCase()} slot from ${esc(p)} with ${feature.en}.</p><ul><li>RTP: ${rtp}%</li><li>Volatility: ${vol.en}</li></ul>`,
    pb: `<p>${esc(d.name)} é um slot de ${reels} rolos com tema ${theme.pb.toLowerCase()} da ${esc(p)}, com ${feature.pb}.</p><ul><li>RTP: ${rtp}%</li><li>Volatilidade: ${vol.pb}</li></ul>`,
    es: `<p>${esc(d.name)} es una tragamonedas de ${reels} rodillos con temática ${theme.es.toLowerCase()} de ${esc(p)}, con ${feature.es}.</p><ul><li>RTP: ${rtp}%</li><li>Volatilidad: ${vol.es}</li></ul>`,
  };
}

export function esc(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}
