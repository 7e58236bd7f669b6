import { useEffect, useRef, type RefObject } from "react";

/**
 * Keyboard and screen-reader behaviour shared by every modal (issue 35 §1, ADR 085). A modal is
 * rendered on the server as a page section (no JavaScript: it works as one); once hydrated, the
 * innermost open modal makes the rest of the page `inert`, keeps Tab inside its panel, moves the
 * focus in on open and when a step replaces the focused control, and gives it back on close.
 */

interface OpenModal {
  root: HTMLElement;
  panel: HTMLElement;
  /** Where the focus goes back on close; null: the page's <main>. */
  trigger: HTMLElement | null;
}

/** Open modals, the innermost (last opened) last. */
const stack: OpenModal[] = [];
/** Elements this module made inert (never one the page made inert itself). */
const madeInert = new Set<Element>();
let watcher: MutationObserver | null = null;
/** The last control a pointer or key activated: Safari does not focus a clicked link or button. */
let lastActivated: HTMLElement | null = null;

/** Toasts stay out of `inert`, so what they announce while a modal is open is still heard. */
const KEEP = "script, style, link, template, [data-modal-keep]";
const FOCUSABLE =
  "a[href], area[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), " +
  "select:not([disabled]), textarea:not([disabled]), iframe, summary, [tabindex]:not([tabindex='-1'])";

const top = () => stack[stack.length - 1];

function isShown(element: HTMLElement): boolean {
  return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden";
}

/** The panel's Tab stops in order; of a radio group only the checked radio (or the first) is one. */
export function tabStops(panel: HTMLElement): HTMLElement[] {
  const stops: HTMLElement[] = [];
  const radioGroups = new Set<string>();
  for (const element of panel.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (element.tabIndex < 0 || element.closest("[inert]") || !isShown(element)) continue;
    if (element instanceof HTMLInputElement && element.type === "radio" && element.name) {
      const group = element.form ?? panel;
      const checked = group.querySelector<HTMLInputElement>(
        `input[type=radio][name="${CSS.escape(element.name)}"]:checked`,
      );
      if (checked ? checked !== element : radioGroups.has(element.name)) continue;
      radioGroups.add(element.name);
    }
    stops.push(element);
  }
  return stops;
}

/** Where focus goes when a step appears: a marked element, the step's heading, else the title. */
function stepTarget(panel: HTMLElement): HTMLElement {
  return (
    panel.querySelector<HTMLElement>("[data-modal-focus]") ?? panel.querySelector<HTMLElement>(".modal__title") ?? panel
  );
}

export function focusStep(panel: HTMLElement) {
  const target = stepTarget(panel);
  if (!target.hasAttribute("tabindex") && target.tabIndex < 0) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}

function applyInert() {
  for (const element of madeInert) element.removeAttribute("inert");
  madeInert.clear();
  watcher?.disconnect();
  const open = top();
  if (!open) return;
  watcher ??= new MutationObserver(applyInert);
  // Every ancestor's other children (header, main, footer, other modals…) become inert; a child
  // added later (a banner rendered after hydration) too, through the observer.
  for (let node: HTMLElement = open.root; node !== document.body && node.parentElement; node = node.parentElement) {
    const parent = node.parentElement;
    for (const sibling of parent.children) {
      if (sibling === node || sibling.hasAttribute("inert") || sibling.matches(KEEP)) continue;
      sibling.setAttribute("inert", "");
      madeInert.add(sibling);
    }
    watcher.observe(parent, { childList: true });
  }
}

function onKeyDown(event: KeyboardEvent) {
  const open = top();
  if (!open || event.key !== "Tab" || event.defaultPrevented) return;
  const stops = tabStops(open.panel);
  const active = document.activeElement;
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) {
    event.preventDefault();
    focusStep(open.panel);
    return;
  }
  if (!(active instanceof HTMLElement) || !open.panel.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (stops.includes(active)) {
    // Past either end the browser would leave the dialog: wrap round instead.
    if (event.shiftKey && active === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  } else {
    // The focus is on a heading or the panel itself: the neighbouring stop in document order.
    event.preventDefault();
    const next = event.shiftKey
      ? (stops.filter((stop) => follows(stop, active)).pop() ?? last)
      : (stops.find((stop) => follows(active, stop)) ?? first);
    next.focus();
  }
}

/** Whether `b` comes after `a` in document order (and is not its ancestor). */
const follows = (a: Node, b: Node) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) && !b.contains(a);

/** Focus that lands outside the innermost modal (a script, a stray click) is brought back. */
function onFocusIn(event: FocusEvent) {
  const open = top();
  const target = event.target;
  if (!open || !(target instanceof Node) || open.panel.contains(target)) return;
  if (target instanceof Element && target.closest(KEEP)) return;
  focusStep(open.panel);
}

function onActivate(event: Event) {
  const control = (event.target as Element | null)?.closest?.<HTMLElement>("a[href], button, summary, [tabindex]");
  if (control && !control.closest(".modal")) lastActivated = control;
}

function listen(on: boolean) {
  if (on) {
    document.addEventListener("keydown", onKeyDown, true);
    document.addEventListener("focusin", onFocusIn, true);
  } else {
    document.removeEventListener("keydown", onKeyDown, true);
    document.removeEventListener("focusin", onFocusIn, true);
  }
}

/** The element a modal opened from: the focused control, else the one last clicked. */
function triggerOf(root: HTMLElement): HTMLElement | null {
  const active = document.activeElement;
  const candidates = [active, lastActivated];
  lastActivated = null;
  for (const candidate of candidates) {
    if (candidate instanceof HTMLElement && candidate !== document.body && candidate.isConnected) {
      if (!root.contains(candidate) && !candidate.closest(".modal")) return candidate;
    }
  }
  return null;
}

function returnFocus(trigger: HTMLElement | null) {
  const open = top();
  if (open && !(trigger && open.panel.contains(trigger))) return focusStep(open.panel);
  if (trigger?.isConnected && !trigger.closest("[inert]") && isShown(trigger)) {
    trigger.focus({ preventScroll: true });
    if (document.activeElement === trigger) return;
  }
  // Opened by the URL alone (or its trigger is gone): the page's main landmark.
  const main = document.querySelector<HTMLElement>("main") ?? document.body;
  if (!main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
  main.focus({ preventScroll: true });
}

if (typeof document !== "undefined") {
  document.addEventListener("click", onActivate, true);
}

/**
 * Makes `panel` (inside `root`, the modal's outermost element) behave as a modal dialog while
 * mounted; `onEscape` (absent for blocking modals) runs when Escape is pressed in the innermost one.
 */
export function useModalFocus(root: RefObject<HTMLElement>, panel: RefObject<HTMLElement>, onEscape?: () => void) {
  const escape = useRef(onEscape);
  escape.current = onEscape;
  useEffect(() => {
    const rootElement = root.current;
    const panelElement = panel.current;
    if (!rootElement || !panelElement) return;
    const entry: OpenModal = { root: rootElement, panel: panelElement, trigger: triggerOf(rootElement) };
    stack.push(entry);
    if (stack.length === 1) listen(true);
    applyInert();
    // A modal from the URL is on screen before hydration: a player may already be typing in it.
    if (!panelElement.contains(document.activeElement)) focusStep(panelElement);
    // A new step (amount -> QR) takes the focus to its marked heading; a step that replaced the
    // focused control without one would leave the focus on <body>: it goes to the title.
    let marked = panelElement.querySelector("[data-modal-focus]");
    const lost = new MutationObserver(() => {
      const now = panelElement.querySelector("[data-modal-focus]");
      const fresh = now !== null && now !== marked;
      marked = now;
      const active = document.activeElement;
      const lostFocus = !active || active === document.body || (active instanceof HTMLElement && !isShown(active));
      if (top() === entry && (lostFocus || (fresh && panelElement.contains(active)))) focusStep(panelElement);
    });
    // `hidden`/`disabled` too: a step shown by hiding the previous one (registration's abort question).
    lost.observe(panelElement, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["hidden", "disabled"],
    });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && top() === entry && escape.current) escape.current();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      lost.disconnect();
      const wasInnermost = top() === entry;
      stack.splice(stack.indexOf(entry), 1);
      if (stack.length === 0) listen(false);
      applyInert();
      if (wasInnermost) returnFocus(entry.trigger);
    };
  }, [root, panel]);
}
