/* Shared by the sandbox provider's games: config, money format, bet call, parent messages. */
(function () {
  "use strict";
  var config = JSON.parse(document.getElementById("config").textContent);
  var $ = function (id) {
    return document.getElementById(id);
  };
  // The lobby framing us: on another origin when the games have a host of their own, as a real
  // provider's do (ADR 021). Messages go to that origin only; frame-ancestors limits who it can be.
  var lobbyOrigin = (function () {
    if (location.ancestorOrigins && location.ancestorOrigins.length) return location.ancestorOrigins[0];
    try {
      return document.referrer ? new URL(document.referrer).origin : location.origin;
    } catch {
      return location.origin;
    }
  })();
  var post = function (message) {
    if (window.parent && window.parent !== window) window.parent.postMessage(message, lobbyOrigin);
  };
  // Money as the brand writes it (spec §5: symbol, separators, decimals), whatever the language:
  // the lobby's header shows the same figures the same way.
  var m = config.money;
  var fmt = function (minor) {
    var fixed = Math.abs(minor / 100)
      .toFixed(m.decimals)
      .split(".");
    var number = fixed[0].replace(/\B(?=(\d{3})+(?!\d))/g, m.thousandsSeparator);
    if (fixed[1]) number += m.decimalSeparator + fixed[1];
    var gap = m.space ? "\u00a0" : "";
    var body = m.position === "before" ? m.symbol + gap + number : number + gap + m.symbol;
    return (minor < 0 ? "-" : "") + body;
  };
  var toastTimer = 0;
  var toast = function (text, kind) {
    var el = $("toast");
    if (!el) return;
    el.textContent = text;
    el.className = "toast " + (kind || "info");
    el.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(function () {
      el.hidden = true;
    }, 3500);
  };
  /** A fresh id for a round: a retry of the same payload sends it again and is charged once. */
  var roundId = function () {
    if (window.crypto && window.crypto.randomUUID) return window.crypto.randomUUID();
    return Date.now().toString(36) + "-" + Math.random().toString(36).slice(2, 12);
  };
  /** POST a bet; resolves to the settled round or rejects with an Error carrying .code. */
  var bet = function (payload) {
    payload.token = config.token;
    payload.clientRoundId = payload.clientRoundId || roundId();
    return fetch("/sandbox/provider/api/bet", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(payload),
      credentials: "same-origin",
    }).then(function (res) {
      return res
        .json()
        .catch(function () {
          return {};
        })
        .then(function (body) {
          if (res.ok && body.status === "SUCCESS") return body;
          var error = new Error(body.message || "bet failed");
          error.code = body.errorCode || "TECHNICAL_ERROR";
          throw error;
        });
    });
  };
  /** The message for a failed bet; disables play when the session is over. */
  var failure = function (error, disable) {
    var t = config.texts;
    if (error.code === "INSUFFICIENT_FUNDS") return toast(t.noFunds, "warn");
    if (error.code === "INVALID_TOKEN") {
      disable();
      return toast(t.expired, "error");
    }
    toast(t.error, "error");
  };
  /** Animates a number element from its value to `to` (minor units). */
  var countUp = function (el, to, ms) {
    var start = performance.now();
    var step = function (now) {
      var k = Math.min(1, (now - start) / ms);
      el.textContent = fmt(Math.round(to * (1 - Math.pow(1 - k, 3))));
      if (k < 1) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  };
  var lobby = $("lobby");
  if (lobby)
    lobby.addEventListener("click", function () {
      post({ type: "backToLobby" });
    });
  var close = $("close");
  if (close)
    close.addEventListener("click", function () {
      post({ type: "closeGame" });
    });
  var requestSize = function () {
    post({ type: "requestSize", width: 1280, height: 720 });
  };
  if (document.readyState === "complete") requestSize();
  else window.addEventListener("load", requestSize);
  // The page arrives inert: a tap on a control before the game's script has wired it would be lost
  // silently (the frame is drawn before its scripts run). Each game calls ready() when it is.
  var ready = function () {
    document.body.removeAttribute("inert");
  };
  window.Game = {
    config: config,
    $: $,
    fmt: fmt,
    toast: toast,
    bet: bet,
    failure: failure,
    countUp: countUp,
    post: post,
    ready: ready,
  };
})();
