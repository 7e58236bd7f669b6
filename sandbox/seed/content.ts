/** Banners, static pages, policies and promotions of one site, as rows of migration 002. */
import type { SandboxSite } from "../types";
import { esc, type Row } from "./catalogue";
import { PAGE_PATHS, pageText } from "./pages";
import { contentLanguages, formatMoney, hashString, rng, type L10n, type Lang } from "./random";

type ZoneKey = keyof SandboxSite["bannerZones"];

interface BannerTemplate {
  title: (m: (n: number) => string) => L10n;
  subtitle: L10n;
  cta: L10n;
  button: string;
  targetUrl?: string;
}

const BANNERS: Record<ZoneKey, BannerTemplate[]> = {
  casino: [
    {
      title: (m) => ({
        en: `Welcome bonus up to ${m(1000)}`,
        pb: `Bônus de boas-vindas de até ${m(1000)}`,
        es: `Bono de bienvenida de hasta ${m(1000)}`,
      }),
      subtitle: {
        en: "100% on your first deposit plus 100 free spins",
        pb: "100% no primeiro depósito e mais 100 rodadas grátis",
        es: "100% en tu primer depósito y 100 giros gratis",
      },
      cta: { en: "Join now", pb: "Cadastre-se", es: "Regístrate" },
      button: "register",
    },
    {
      title: () => ({ en: "10% weekly cashback", pb: "10% de cashback toda semana", es: "10% de reembolso semanal" }),
      subtitle: {
        en: "Get part of your losses back every Monday, no strings attached",
        pb: "Receba parte das perdas de volta toda segunda-feira, sem rollover",
        es: "Recupera parte de tus pérdidas cada lunes, sin condiciones",
      },
      cta: { en: "Deposit", pb: "Depositar", es: "Depositar" },
      button: "deposit",
    },
    {
      title: () => ({ en: "Fresh games every week", pb: "Jogos novos toda semana", es: "Juegos nuevos cada semana" }),
      subtitle: {
        en: "Be the first to spin the latest releases from the top studios",
        pb: "Seja o primeiro a girar os lançamentos dos melhores estúdios",
        es: "Sé el primero en girar los estrenos de los mejores estudios",
      },
      cta: { en: "Play now", pb: "Jogar agora", es: "Jugar ahora" },
      button: "games",
      targetUrl: "/casino/new",
    },
    {
      title: (m) => ({
        en: `Prize drops worth ${m(50000)}`,
        pb: `Prêmios surpresa de ${m(50000)}`,
        es: `Premios sorpresa por ${m(50000)}`,
      }),
      subtitle: {
        en: "Random cash prizes on selected slots, every day",
        pb: "Prêmios em dinheiro aleatórios em slots selecionados, todos os dias",
        es: "Premios en efectivo al azar en tragamonedas seleccionadas, cada día",
      },
      cta: { en: "See promotions", pb: "Ver promoções", es: "Ver promociones" },
      button: "promotions",
    },
    {
      title: (m) => ({
        en: `Slot tournament: ${m(20000)} prize pool`,
        pb: `Torneio de slots: ${m(20000)} em prêmios`,
        es: `Torneo de tragamonedas: ${m(20000)} en premios`,
      }),
      subtitle: {
        en: "Climb the leaderboard and win a share of the pool",
        pb: "Suba no ranking e leve parte do prêmio",
        es: "Sube en la clasificación y llévate parte del premio",
      },
      cta: { en: "Log in", pb: "Entrar", es: "Entrar" },
      button: "login",
      targetUrl: "/promotions",
    },
  ],
  liveCasino: [
    {
      title: (m) => ({
        en: `Live casino welcome: ${m(500)}`,
        pb: `Boas-vindas no ao vivo: ${m(500)}`,
        es: `Bienvenida en vivo: ${m(500)}`,
      }),
      subtitle: {
        en: "A bonus made for roulette, blackjack and game shows",
        pb: "Um bônus feito para roleta, blackjack e game shows",
        es: "Un bono pensado para ruleta, blackjack y concursos",
      },
      cta: { en: "Join now", pb: "Cadastre-se", es: "Regístrate" },
      button: "register",
    },
    {
      title: () => ({ en: "Roulette, live in HD", pb: "Roleta ao vivo em HD", es: "Ruleta en vivo en HD" }),
      subtitle: {
        en: "Real dealers, real wheels, around the clock",
        pb: "Crupiês reais e roletas reais, 24 horas por dia",
        es: "Crupieres reales y ruletas reales, a cualquier hora",
      },
      cta: { en: "Take a seat", pb: "Sente-se", es: "Siéntate" },
      button: "livegames",
      targetUrl: "/live-casino/roulette",
    },
    {
      title: () => ({ en: "VIP tables are open", pb: "Mesas VIP abertas", es: "Mesas VIP abiertas" }),
      subtitle: {
        en: "Higher limits and dedicated dealers for high rollers",
        pb: "Limites maiores e crupiês exclusivos para grandes apostadores",
        es: "Límites más altos y crupieres dedicados para grandes apostadores",
      },
      cta: { en: "Deposit", pb: "Depositar", es: "Depositar" },
      button: "deposit",
    },
    {
      title: () => ({
        en: "Blackjack cashback 5%",
        pb: "Cashback de 5% no blackjack",
        es: "Reembolso del 5% en blackjack",
      }),
      subtitle: {
        en: "Every weekend on all live blackjack tables",
        pb: "Todo fim de semana em todas as mesas de blackjack ao vivo",
        es: "Cada fin de semana en todas las mesas de blackjack en vivo",
      },
      cta: { en: "Log in", pb: "Entrar", es: "Entrar" },
      button: "login",
    },
    {
      title: (m) => ({
        en: `Game show nights: ${m(10000)} in prizes`,
        pb: `Noites de game show: ${m(10000)} em prêmios`,
        es: `Noches de concursos: ${m(10000)} en premios`,
      }),
      subtitle: {
        en: "Spin the wheel with our hosts every evening",
        pb: "Gire a roda com nossos apresentadores todas as noites",
        es: "Gira la rueda con nuestros presentadores cada noche",
      },
      cta: { en: "See promotions", pb: "Ver promoções", es: "Ver promociones" },
      button: "promotions",
    },
  ],
  promotions: [
    {
      title: (m) => ({
        en: `Welcome package up to ${m(1500)}`,
        pb: `Pacote de boas-vindas de até ${m(1500)}`,
        es: `Paquete de bienvenida de hasta ${m(1500)}`,
      }),
      subtitle: {
        en: "Spread over your first three deposits",
        pb: "Dividido nos seus três primeiros depósitos",
        es: "Repartido en tus tres primeros depósitos",
      },
      cta: { en: "Join now", pb: "Cadastre-se", es: "Regístrate" },
      button: "register",
    },
    {
      title: () => ({
        en: "Friday reload: 50% extra",
        pb: "Recarga de sexta: 50% a mais",
        es: "Recarga del viernes: 50% extra",
      }),
      subtitle: {
        en: "Top up on Friday and play with more",
        pb: "Deposite na sexta e jogue com mais",
        es: "Deposita el viernes y juega con más",
      },
      cta: { en: "Deposit", pb: "Depositar", es: "Depositar" },
      button: "deposit",
    },
    {
      title: () => ({
        en: "50 free spins every Tuesday",
        pb: "50 rodadas grátis toda terça",
        es: "50 giros gratis cada martes",
      }),
      subtitle: {
        en: "On the slot of the week, no code needed",
        pb: "No slot da semana, sem código",
        es: "En la tragamonedas de la semana, sin código",
      },
      cta: { en: "Log in", pb: "Entrar", es: "Entrar" },
      button: "login",
    },
    {
      title: (m) => ({
        en: `Monthly race: ${m(25000)}`,
        pb: `Corrida mensal: ${m(25000)}`,
        es: `Carrera mensual: ${m(25000)}`,
      }),
      subtitle: {
        en: "Every bet earns points on the leaderboard",
        pb: "Cada aposta vale pontos no ranking",
        es: "Cada apuesta suma puntos en la clasificación",
      },
      cta: { en: "Play now", pb: "Jogar agora", es: "Jugar ahora" },
      button: "games",
      targetUrl: "/casino/hot",
    },
  ],
};

const POLICIES: {
  type: string;
  version: string;
  url: string;
  title: L10n;
  page?: "terms" | "privacy" | "cookie-policy";
  body?: L10n;
}[] = [
  {
    type: "terms and conditions",
    version: "2.1",
    url: "terms",
    page: "terms",
    title: { en: "Terms and conditions", pb: "Termos e condições", es: "Términos y condiciones" },
  },
  {
    type: "privacy policy",
    version: "1.3",
    url: "privacy",
    page: "privacy",
    title: { en: "Privacy policy", pb: "Política de privacidade", es: "Política de privacidad" },
  },
  {
    type: "cookie policy",
    version: "1.0",
    url: "cookie-policy",
    page: "cookie-policy",
    title: { en: "Cookie policy", pb: "Política de cookies", es: "Política de cookies" },
  },
  {
    type: "bonus rules",
    version: "1.2",
    url: "bonus-rules",
    title: { en: "Bonus rules", pb: "Regras de bônus", es: "Reglas de bonos" },
    body: {
      en: "<h2>General bonus rules</h2><ul><li>One welcome bonus per person, household and payment method.</li><li>Bonus funds must be wagered 30 times within 30 days before they can be withdrawn.</li><li>The maximum bet while a bonus is active is 10% of the bonus amount.</li><li>Slots count 100% towards wagering; table and live games count 10%.</li></ul>",
      pb: "<h2>Regras gerais de bônus</h2><ul><li>Um bônus de boas-vindas por pessoa, endereço e forma de pagamento.</li><li>O saldo de bônus deve ser apostado 30 vezes em até 30 dias antes do saque.</li><li>A aposta máxima com bônus ativo é de 10% do valor do bônus.</li><li>Slots contam 100% para o rollover; jogos de mesa e ao vivo contam 10%.</li></ul>",
      es: "<h2>Reglas generales de bonos</h2><ul><li>Un bono de bienvenida por persona, domicilio y método de pago.</li><li>El saldo de bono debe apostarse 30 veces en 30 días antes de poder retirarse.</li><li>La apuesta máxima con un bono activo es el 10% del importe del bono.</li><li>Las tragamonedas cuentan un 100% para el requisito; los juegos de mesa y en vivo, un 10%.</li></ul>",
    },
  },
  {
    type: "marketing communication preferences",
    version: "1.0",
    url: "marketing-preferences",
    title: {
      en: "Marketing communication preferences",
      pb: "Preferências de comunicação de marketing",
      es: "Preferencias de comunicaciones comerciales",
    },
    body: {
      en: "<h2>Your choices</h2><p>We send offers by email, SMS and phone only if you agree. You can change your preferences at any time in your account's preference centre; changes take effect within 24 hours.</p>",
      pb: "<h2>Suas escolhas</h2><p>Enviamos ofertas por e-mail, SMS e telefone apenas com a sua autorização. Você pode mudar suas preferências a qualquer momento na central de preferências da conta; as mudanças valem em até 24 horas.</p>",
      es: "<h2>Tus opciones</h2><p>Solo te enviamos ofertas por correo, SMS o teléfono si lo aceptas. Puedes cambiar tus preferencias cuando quieras en el centro de preferencias de tu cuenta; los cambios se aplican en un plazo de 24 horas.</p>",
    },
  },
  {
    type: "sports betting rules",
    version: "1.0",
    url: "sports-betting-rules",
    title: { en: "Sports betting rules", pb: "Regras de apostas esportivas", es: "Reglas de apuestas deportivas" },
    body: {
      en: "<h2>Settlement</h2><p>Bets are settled on the official result at the end of regular time unless the market says otherwise. Void markets are refunded at odds of 1.00.</p><h2>Errors</h2><p>Bets placed at obviously wrong odds may be settled at the correct odds.</p>",
      pb: "<h2>Liquidação</h2><p>As apostas são liquidadas pelo resultado oficial ao fim do tempo regulamentar, salvo indicação do mercado. Mercados anulados são reembolsados com odd 1,00.</p><h2>Erros</h2><p>Apostas feitas com odds claramente erradas podem ser liquidadas pela odd correta.</p>",
      es: "<h2>Liquidación</h2><p>Las apuestas se liquidan según el resultado oficial al final del tiempo reglamentario, salvo que el mercado indique otra cosa. Los mercados anulados se reembolsan a cuota 1,00.</p><h2>Errores</h2><p>Las apuestas realizadas con cuotas claramente erróneas pueden liquidarse a la cuota correcta.</p>",
    },
  },
  {
    type: "fund protection plan",
    version: "1.0",
    url: "fund-protection",
    title: {
      en: "Protection of player funds",
      pb: "Proteção dos fundos dos jogadores",
      es: "Protección de los fondos de los jugadores",
    },
    body: {
      en: "<p>Player balances are held in separate bank accounts from operational funds. This meets the regulator's requirements for a <strong>medium</strong> level of protection.</p>",
      pb: "<p>Os saldos dos jogadores ficam em contas bancárias separadas dos recursos operacionais, atendendo ao nível <strong>médio</strong> de proteção exigido pelo regulador.</p>",
      es: "<p>Los saldos de los jugadores se mantienen en cuentas bancarias separadas de los fondos operativos, lo que cumple el nivel de protección <strong>medio</strong> exigido por el regulador.</p>",
    },
  },
];

interface PromoTemplate {
  slug: string;
  /** The card's own artwork (sandbox/assets.ts): a symbol and a palette of light, mid and dark. */
  art: PromoArt;
  title: (m: (n: number) => string) => L10n;
  description: L10n;
  button: string;
  code?: string;
}

export interface PromoArt {
  symbol: string;
  colors: [string, string, string];
}

const PROMOS: PromoTemplate[] = [
  {
    slug: "welcome-bonus",
    art: { symbol: "gem", colors: ["#ffd43b", "#6a1bb3", "#12041f"] },
    button: "register",
    code: "WELCOME100",
    title: (m) => ({
      en: `100% welcome bonus up to ${m(1000)}`,
      pb: `Bônus de boas-vindas de 100% até ${m(1000)}`,
      es: `Bono de bienvenida del 100% hasta ${m(1000)}`,
    }),
    description: {
      en: "Double your first deposit and get 100 free spins on our slot of the week.",
      pb: "Dobre seu primeiro depósito e ganhe 100 rodadas grátis no slot da semana.",
      es: "Duplica tu primer depósito y consigue 100 giros gratis en la tragamonedas de la semana.",
    },
  },
  {
    slug: "weekly-cashback",
    art: { symbol: "coin", colors: ["#69db7c", "#0c7b6b", "#021c18"] },
    button: "deposit",
    title: () => ({ en: "10% weekly cashback", pb: "10% de cashback semanal", es: "10% de reembolso semanal" }),
    description: {
      en: "Every Monday we return 10% of last week's net casino losses as real money.",
      pb: "Toda segunda devolvemos 10% das perdas líquidas da semana anterior em dinheiro real.",
      es: "Cada lunes te devolvemos el 10% de las pérdidas netas de la semana anterior en dinero real.",
    },
  },
  {
    slug: "friday-reload",
    art: { symbol: "bolt", colors: ["#ffa94d", "#c2255c", "#1f0410"] },
    button: "deposit",
    code: "FRIDAY50",
    title: (m) => ({
      en: `Friday reload: 50% up to ${m(300)}`,
      pb: `Recarga de sexta: 50% até ${m(300)}`,
      es: `Recarga del viernes: 50% hasta ${m(300)}`,
    }),
    description: {
      en: "Deposit on Friday and we add half again as bonus funds.",
      pb: "Deposite na sexta e adicionamos metade do valor em bônus.",
      es: "Deposita el viernes y te añadimos la mitad en bono.",
    },
  },
  {
    slug: "tuesday-free-spins",
    art: { symbol: "cherry", colors: ["#ff8787", "#1971c2", "#04101f"] },
    button: "login",
    title: () => ({
      en: "50 free spins every Tuesday",
      pb: "50 rodadas grátis toda terça",
      es: "50 giros gratis cada martes",
    }),
    description: {
      en: "Log in on Tuesday and play the slot of the week to unlock your spins.",
      pb: "Entre na terça e jogue o slot da semana para liberar suas rodadas.",
      es: "Entra el martes y juega la tragamonedas de la semana para desbloquear tus giros.",
    },
  },
  {
    slug: "monthly-race",
    art: { symbol: "rocket", colors: ["#74c0fc", "#364fc7", "#070b24"] },
    button: "games",
    title: (m) => ({
      en: `Monthly slot race: ${m(25000)}`,
      pb: `Corrida mensal de slots: ${m(25000)}`,
      es: `Carrera mensual de tragamonedas: ${m(25000)}`,
    }),
    description: {
      en: "Every spin earns points; the top 100 players share the prize pool.",
      pb: "Cada giro vale pontos; os 100 melhores dividem o prêmio.",
      es: "Cada giro suma puntos; los 100 mejores se reparten el premio.",
    },
  },
  {
    slug: "live-casino-weekend",
    art: { symbol: "wheel", colors: ["#f783ac", "#a51d2d", "#190307"] },
    button: "livegames",
    title: (m) => ({
      en: `Live weekend: ${m(10000)} in prizes`,
      pb: `Fim de semana ao vivo: ${m(10000)} em prêmios`,
      es: `Fin de semana en vivo: ${m(10000)} en premios`,
    }),
    description: {
      en: "Play any live table from Friday to Sunday for a chance at daily cash prizes.",
      pb: "Jogue em qualquer mesa ao vivo de sexta a domingo e concorra a prêmios diários.",
      es: "Juega en cualquier mesa en vivo de viernes a domingo y opta a premios diarios.",
    },
  },
];

const PROMO_TERMS: L10n = {
  en: "<ul><li>Open to players aged 18 and over.</li><li>Bonus funds must be wagered 30 times within 30 days.</li><li>Bonus rules and the general terms apply.</li></ul>",
  pb: "<ul><li>Válido para maiores de 18 anos.</li><li>O bônus deve ser apostado 30 vezes em até 30 dias.</li><li>Aplicam-se as regras de bônus e os termos gerais.</li></ul>",
  es: "<ul><li>Válido para mayores de 18 años.</li><li>El bono debe apostarse 30 veces en 30 días.</li><li>Se aplican las reglas de bonos y los términos generales.</li></ul>",
};

const SEE_ALL_RULES: L10n = {
  en: "General bonus rules",
  pb: "Regras gerais de bônus",
  es: "Reglas generales de bonos",
};

/**
 * The banner's CMS link. Two promotions-zone banners carry spec §2 data links instead (the front
 * end turns `link=deposit` into the cashier, a path into that page with prevUrl); the casino and
 * live-casino banners link to the promotions page, and say so.
 */
function bannerLink(zone: ZoneKey, t: BannerTemplate, lang: Lang): string {
  if (zone !== "promotions")
    return `<a class="banner-link" href="{{site_url}}/promotions">${esc(ALL_PROMOTIONS[lang])}</a>`;
  if (t.button === "deposit") return `<a class="banner-link" data-link="link=deposit">${esc(t.cta[lang])}</a>`;
  // The welcome bonus is always among a site's promotions, so its terms page always exists.
  if (t.button === "register")
    return `<a class="banner-link" data-link="link=/page/bonus-tnc-welcome-bonus">${esc(SEE_TERMS[lang])}</a>`;
  return "";
}

// Named for where it goes: the banner's own button already says what the offer asks for.
const ALL_PROMOTIONS: L10n = { en: "All promotions", pb: "Todas as promoções", es: "Todas las promociones" };

const SEE_TERMS: L10n = { en: "Bonus terms", pb: "Termos do bônus", es: "Términos del bono" };

const TNC_HEAD: L10n = { en: "Terms and conditions", pb: "Termos e condições", es: "Términos y condiciones" };
const TNC_CODE: L10n = { en: "Bonus code", pb: "Código do bônus", es: "Código del bono" };
const TNC_NO_CODE: L10n = {
  en: "No bonus code is needed: the offer is applied to your account automatically.",
  pb: "Não é preciso código: a oferta é aplicada automaticamente na sua conta.",
  es: "No hace falta código: la oferta se aplica automáticamente a tu cuenta.",
};

export interface Content {
  banners: Row[];
  staticPages: Row[];
  policies: Row[];
  promotions: Row[];
}

/** Each promotion's artwork by slug, for the art server; promotions of other slugs get a derived one. */
export const PROMO_ART: ReadonlyMap<string, PromoArt> = new Map(PROMOS.map((p) => [p.slug, p.art]));

export function buildContent(site: SandboxSite): Content {
  const r = rng(`content:${site.id}`);
  const langs = contentLanguages(site.languages);
  if (!langs.includes("en")) langs.push("en");
  // The brand's own format in every language; amounts scaled to the currency's size (CLP: ×100).
  const money = (_lang: Lang) => (n: number) => formatMoney(n * site.moneyScale, site.currency);
  const all: Lang[] = ["en", "pb", "es"];
  const localize = (f: (lang: Lang) => string): L10n => ({ en: f("en"), pb: f("pb"), es: f("es") });

  // banners: the same templates per language so the carousel matches across languages
  const banners: Row[] = [];
  let id = ((hashString(site.id) % 900) + 100) * 100;
  for (const zone of ["casino", "liveCasino", "promotions"] as ZoneKey[]) {
    const chosen = r.shuffle(BANNERS[zone]).slice(0, r.int(3, Math.min(5, BANNERS[zone].length)));
    for (const lang of langs) {
      chosen.forEach((t, i) => {
        id += 1;
        const title = t.title(money(lang))[lang];
        const subtitle = t.subtitle[lang];
        banners.push({
          site: site.id,
          id,
          zone: site.bannerZones[zone],
          language: lang,
          sort_order: i + 1,
          title,
          subtitle,
          image_path: `/sandbox/assets/${site.id}/banners/${id}-desktop.webp`,
          mobile_image: `/sandbox/assets/${site.id}/banners/${id}-mobile.webp`,
          button: t.button,
          target_url: t.targetUrl ?? null,
          content: `<div class="banner-content" data-image="{{image_path}}"><h2>${esc(title)}</h2><p>${esc(subtitle)}</p>${bannerLink(zone, t, lang)}</div>`,
        });
      });
    }
  }

  const promoCount = r.int(4, 6);
  const promoBase = ((hashString(`promo:${site.id}`) % 900) + 100) * 10;
  const chosenPromos = [PROMOS[0], ...r.shuffle(PROMOS.slice(1)).slice(0, promoCount - 1)];

  // Static pages: every routed language. The footer only in the default language and English, so
  // every brand with another language shows spec §4's fallback to the English footer there.
  const staticPages: Row[] = [];
  for (const lang of langs) {
    for (const path of PAGE_PATHS) {
      if (path === "footer" && lang !== site.defaultLanguage && lang !== "en") continue;
      const p = pageText(lang, path, site);
      staticPages.push({
        site: site.id,
        url_path: path,
        language: lang,
        head: p.head,
        content: p.content,
        meta_title: p.metaTitle,
        meta_tags: p.metaTags,
        meta_description: p.metaDescription,
      });
    }
    // Spec §2 static-page kind bonus-tnc-*: each promotion's terms.
    for (const p of chosenPromos) {
      const title = p.title(money(lang))[lang];
      const code = p.code
        ? `<p>${esc(TNC_CODE[lang])}: <strong>${esc(p.code)}</strong></p>`
        : `<p>${esc(TNC_NO_CODE[lang])}</p>`;
      staticPages.push({
        site: site.id,
        url_path: `bonus-tnc-${p.slug}`,
        language: lang,
        head: `${TNC_HEAD[lang]}: ${title}`,
        content: `<p>${esc(p.description[lang])}</p>${code}${PROMO_TERMS[lang]}<p><a href="{{site_url}}/policy/bonus-rules">${esc(SEE_ALL_RULES[lang])}</a></p>`,
        meta_title: `${TNC_HEAD[lang]}: ${title} | ${site.name}`,
        meta_tags: "",
        meta_description: p.description[lang],
      });
    }
  }

  const policies: Row[] = POLICIES.map((p, i) => ({
    site: site.id,
    policy_type: p.type,
    policy_version_id: p.version,
    url: p.url,
    title: p.title,
    content: p.page ? localize((lang) => pageText(lang, p.page!, site).content) : p.body!,
    sort_order: i + 1,
  }));

  const promotions: Row[] = chosenPromos.map((p, i) => ({
    site: site.id,
    id: promoBase + i + 1,
    slug: p.slug,
    sort_order: i + 1,
    title: Object.fromEntries(all.map((l) => [l, p.title(money(l))[l]])),
    description: p.description,
    terms: PROMO_TERMS,
    image_path: `/sandbox/assets/${site.id}/promotions/${promoBase + i + 1}.webp`,
    button: p.button,
    bonus_code: p.code ?? null,
    starts_at: "2025-01-01T00:00:00Z",
    ends_at: i % 2 === 0 ? null : "2027-12-31T23:59:59Z",
  }));

  return { banners, staticPages, policies, promotions };
}
