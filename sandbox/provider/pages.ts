/**
 * HTML of the provider's game pages. The markup is the static frame; static/slot.js and
 * static/roulette.js bring it to life from the JSON config embedded in the page. Texts in the
 * launch language (en, pt, es).
 */
import { esc } from "../seed/catalogue";
import type { MoneyFormat } from "../seed/random";
import { CHIPS, LINES, PAYTABLE, SLOT_STAKES, SYMBOLS, slotRtp } from "./engine";

type Lang = "en" | "pt" | "es";

const TEXTS = {
  en: {
    cashBalance: "Cash balance",
    demoBalance: "Demo balance",
    win: "Win",
    stake: "Stake",
    spin: "Spin",
    paytable: "Paytable",
    close: "Close game",
    lobby: "Back to lobby",
    demo: "Demo",
    real: "Real money",
    lines: "10 lines, paying left to right. Wins are multiples of the line bet (stake ÷ 10).",
    rtp: "Return to player",
    of: "of a kind",
    noFunds: "Not enough balance for this stake.",
    expired: "This game session is over. Launch the game again.",
    error: "Something went wrong. Please try again.",
    totalBet: "Total bet",
    clear: "Clear",
    undo: "Undo",
    history: "History",
    placeBets: "Place your bets",
    red: "Red",
    black: "Black",
    even: "Even",
    odd: "Odd",
    dozen: "Dozen",
    youWin: "You win",
    noWin: "No win",
    sessionOver: "Session over",
    needsJavaScript: "This game needs JavaScript. Turn it on in your browser to play.",
  },
  pt: {
    cashBalance: "Saldo em dinheiro",
    demoBalance: "Saldo de demonstração",
    win: "Ganho",
    stake: "Aposta",
    spin: "Girar",
    paytable: "Tabela de pagamentos",
    close: "Fechar jogo",
    lobby: "Voltar ao lobby",
    demo: "Demo",
    real: "Dinheiro real",
    lines: "10 linhas, pagando da esquerda para a direita. Os ganhos são múltiplos da aposta por linha (aposta ÷ 10).",
    rtp: "Retorno ao jogador",
    of: "iguais",
    noFunds: "Saldo insuficiente para esta aposta.",
    expired: "Esta sessão de jogo terminou. Abra o jogo novamente.",
    error: "Algo deu errado. Tente novamente.",
    totalBet: "Aposta total",
    clear: "Limpar",
    undo: "Desfazer",
    history: "Histórico",
    placeBets: "Façam suas apostas",
    red: "Vermelho",
    black: "Preto",
    even: "Par",
    odd: "Ímpar",
    dozen: "Dúzia",
    youWin: "Você ganhou",
    noWin: "Sem ganho",
    sessionOver: "Sessão encerrada",
    needsJavaScript: "Este jogo precisa de JavaScript. Ative-o no seu navegador para jogar.",
  },
  es: {
    cashBalance: "Saldo en efectivo",
    demoBalance: "Saldo de demostración",
    win: "Premio",
    stake: "Apuesta",
    spin: "Girar",
    paytable: "Tabla de pagos",
    close: "Cerrar juego",
    lobby: "Volver al lobby",
    demo: "Demo",
    real: "Dinero real",
    lines:
      "10 líneas que pagan de izquierda a derecha. Los premios son múltiplos de la apuesta por línea (apuesta ÷ 10).",
    rtp: "Retorno al jugador",
    of: "iguales",
    noFunds: "Saldo insuficiente para esta apuesta.",
    expired: "Esta sesión de juego ha terminado. Abre el juego de nuevo.",
    error: "Algo salió mal. Inténtalo de nuevo.",
    totalBet: "Apuesta total",
    clear: "Borrar",
    undo: "Deshacer",
    history: "Historial",
    placeBets: "Hagan sus apuestas",
    red: "Rojo",
    black: "Negro",
    even: "Par",
    odd: "Impar",
    dozen: "Docena",
    youWin: "Has ganado",
    noWin: "Sin premio",
    sessionOver: "Sesión terminada",
    needsJavaScript: "Este juego necesita JavaScript. Actívalo en tu navegador para jugar.",
  },
} satisfies Record<Lang, Record<string, string>>;

export type Texts = (typeof TEXTS)["en"];
export const textsFor = (lang: string): Texts => TEXTS[(lang in TEXTS ? lang : "en") as Lang];

export interface PageConfig {
  token: string;
  kind: "slot" | "roulette";
  mode: "real" | "demo";
  lang: Lang;
  gameName: string;
  balance: number;
  /** The brand's money format (spec §5) and the factor its stakes and chips are scaled by. */
  money: MoneyFormat & { scale: number };
  history: number[];
  /**
   * The launch asked for no provider bar (`bar=hidden`, docs/contract/games.md): the site's own
   * window bar already names the game and carries close and lobby, so a second bar only costs height.
   */
  hideBar?: boolean;
}

/** JSON safe inside a <script type="application/json"> element. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

const infoButton = (t: Texts) =>
  `<button type="button" class="icon" id="info" title="${esc(t.paytable)}" aria-label="${esc(t.paytable)}"><svg viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" stroke-width="2"/><path d="M11 10h2v8h-2zM11 6h2v2h-2z"/></svg></button>`;

function bar(c: PageConfig, t: Texts): string {
  if (c.hideBar) return "";
  return `<header class="bar">
  <button type="button" class="icon" id="lobby" title="${esc(t.lobby)}" aria-label="${esc(t.lobby)}"><svg viewBox="0 0 24 24"><path d="M3 11 12 3l9 8v10h-6v-6H9v6H3z"/></svg></button>
  <h1>${esc(c.gameName)}</h1>
  <span class="badge">${esc(c.mode === "demo" ? t.demo : t.real)}</span>
  ${c.kind === "slot" ? infoButton(t) : ""}
  <button type="button" class="icon" id="close" title="${esc(t.close)}" aria-label="${esc(t.close)}"><svg viewBox="0 0 24 24"><path d="M5 6.4 6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6 10.6 12z"/></svg></button>
</header>`;
}

function frame(c: PageConfig, nonce: string, body: string): string {
  const t = textsFor(c.lang);
  const config = {
    ...c,
    texts: t,
    stakes: SLOT_STAKES.map((s) => s * c.money.scale),
    chips: CHIPS.map((s) => s * c.money.scale),
    lines: LINES,
    symbols: SYMBOLS,
    paytable: PAYTABLE,
  };
  return `<!doctype html>
<html lang="${c.lang === "pt" ? "pt-BR" : c.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(c.gameName)}</title>
<link rel="stylesheet" href="/sandbox/provider/static/provider.css">
<link rel="stylesheet" href="/sandbox/provider/static/${c.kind}.css">
</head>
<body class="${c.kind} mode-${c.mode}${c.hideBar ? " no-bar" : ""}" inert>
${bar(c, t)}
${body}
<div class="toast" id="toast" role="status" aria-live="polite" hidden></div>
<noscript><p class="noscript" role="alert">${esc(t.needsJavaScript)}</p></noscript>
<script type="application/json" id="config">${jsonForScript(config)}</script>
<script nonce="${nonce}" src="/sandbox/provider/static/common.js"></script>
<script nonce="${nonce}" src="/sandbox/provider/static/${c.kind}.js"></script>
</body>
</html>`;
}

/**
 * The game's balance is the cash wallet (real) or the launch's play money (demo), not the total the
 * site's header shows (cash and bonuses): its label says which, so the two figures do not clash.
 */
const meters = (t: Texts, mode: PageConfig["mode"]) => `
  <div class="meter"><span>${esc(mode === "real" ? t.cashBalance : t.demoBalance)}</span><strong id="balance">–</strong></div>
  <div class="meter win"><span>${esc(t.win)}</span><strong id="win">–</strong></div>`;

export function slotPage(c: PageConfig, nonce: string): string {
  const t = textsFor(c.lang);
  const pct = (slotRtp() * 100).toFixed(2);
  const rows = [...SYMBOLS]
    .reverse()
    .map(
      (s) =>
        `<tr><td><i class="sym" data-symbol="${s}"></i></td>${PAYTABLE[s].map((m) => `<td>×${m}</td>`).join("")}</tr>`,
    )
    .join("");
  return frame(
    c,
    nonce,
    `
<main class="stage">
  <div class="cabinet"><div class="reels" id="reels"></div><svg class="paylines" id="paylines" viewBox="0 0 500 300" preserveAspectRatio="none"></svg></div>
</main>
<footer class="controls">
  ${c.hideBar ? infoButton(t) : ""}${meters(t, c.mode)}
  <div class="stake"><button type="button" id="stake-down" aria-label="−">−</button><div class="meter"><span>${esc(t.stake)}</span><strong id="stake">–</strong></div><button type="button" id="stake-up" aria-label="+">+</button></div>
  <button type="button" class="spin" id="spin"><svg viewBox="0 0 24 24"><path d="M12 4V1L8 5l4 4V6a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8z"/></svg><span>${esc(t.spin)}</span></button>
</footer>
<section class="paytable" id="paytable" hidden>
  <div class="sheet">
    <h2>${esc(t.paytable)}</h2>
    <table><thead><tr><th></th><th>3 ${esc(t.of)}</th><th>4 ${esc(t.of)}</th><th>5 ${esc(t.of)}</th></tr></thead><tbody>${rows}</tbody></table>
    <p>${esc(t.lines)}</p><p>${esc(t.rtp)}: ${pct}%</p>
    <button type="button" id="paytable-close">OK</button>
  </div>
</section>`,
  );
}

export function roulettePage(c: PageConfig, nonce: string): string {
  const t = textsFor(c.lang);
  return frame(
    c,
    nonce,
    `
<main class="stage">
  <section class="wheel-area">
    <div class="wheel-box"><svg class="wheel" id="wheel" viewBox="-100 -100 200 200"></svg><div class="pointer"></div><div class="result" id="result"></div></div>
    <div class="history"><span>${esc(t.history)}</span><ol id="history"></ol></div>
  </section>
  <section class="board" id="board" aria-label="${esc(t.placeBets)}"></section>
</main>
<footer class="controls">
  ${meters(t, c.mode)}
  <div class="meter"><span>${esc(t.totalBet)}</span><strong id="total">–</strong></div>
  <div class="chips" id="chips"></div>
  <button type="button" id="undo" class="ghost">${esc(t.undo)}</button>
  <button type="button" id="clear" class="ghost">${esc(t.clear)}</button>
  <button type="button" class="spin" id="spin"><svg viewBox="0 0 24 24"><path d="M12 4V1L8 5l4 4V6a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8z"/></svg><span>${esc(t.spin)}</span></button>
</footer>`,
  );
}

/** A small page for an unknown or expired token (HTTP 410). */
export function expiredPage(lang: string, nonce: string): string {
  const t = textsFor(lang);
  return `<!doctype html><html lang="${esc(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(t.sessionOver)}</title>
<link rel="stylesheet" href="/sandbox/provider/static/provider.css"></head>
<body class="expired"><main class="notice"><h1>${esc(t.sessionOver)}</h1><p>${esc(t.expired)}</p>
<button type="button" id="lobby" class="spin">${esc(t.lobby)}</button></main>
<script type="application/json" id="config">${jsonForScript({ texts: t })}</script>
<script nonce="${nonce}" src="/sandbox/provider/static/common.js"></script></body></html>`;
}
