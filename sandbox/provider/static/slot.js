/* The sandbox slot: 5×3 reels, 10 lines; outcomes come from the server. */
(function () {
  "use strict";
  var G = window.Game,
    config = G.config,
    t = config.texts,
    $ = G.$;
  var NS = "http://www.w3.org/2000/svg";
  var LINE_COLORS = [
    "#ffd166",
    "#06d6a0",
    "#ef476f",
    "#4cc9f0",
    "#f72585",
    "#b5e48c",
    "#ff9f1c",
    "#9d4edd",
    "#2ec4b6",
    "#e9c46a",
  ];
  var SPRITE =
    '<svg xmlns="' +
    NS +
    '" class="sprite" aria-hidden="true"><defs>' +
    '<radialGradient id="g-red" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#ff8a8a"/><stop offset=".5" stop-color="#e0182d"/><stop offset="1" stop-color="#7a0010"/></radialGradient>' +
    '<radialGradient id="g-yellow" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fff7b0"/><stop offset=".55" stop-color="#ffd60a"/><stop offset="1" stop-color="#c79100"/></radialGradient>' +
    '<radialGradient id="g-orange" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#ffd29a"/><stop offset=".55" stop-color="#ff8c1a"/><stop offset="1" stop-color="#b34700"/></radialGradient>' +
    '<radialGradient id="g-plum" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#e2a8ff"/><stop offset=".55" stop-color="#8e2de2"/><stop offset="1" stop-color="#3c0b66"/></radialGradient>' +
    '<linearGradient id="g-gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff1a8"/><stop offset=".5" stop-color="#f5b700"/><stop offset="1" stop-color="#a86b00"/></linearGradient>' +
    '<linearGradient id="g-gem" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e0fbff"/><stop offset=".5" stop-color="#38d9f5"/><stop offset="1" stop-color="#0a6c9e"/></linearGradient>' +
    "</defs>" +
    '<symbol id="sym-cherry" viewBox="0 0 100 100"><path d="M48 18c-4 18-14 32-24 42M50 18c6 16 14 28 24 38" stroke="#3a7d1e" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M50 18c10-10 26-10 34-2-10 8-24 8-34 2z" fill="#4caf50"/><circle cx="28" cy="68" r="17" fill="url(#g-red)"/><circle cx="72" cy="64" r="17" fill="url(#g-red)"/><circle cx="22" cy="62" r="4" fill="#fff" opacity=".7"/><circle cx="66" cy="58" r="4" fill="#fff" opacity=".7"/></symbol>' +
    '<symbol id="sym-lemon" viewBox="0 0 100 100"><path d="M10 52C14 28 38 18 60 22s34 18 32 30c-4 24-30 34-52 30S8 70 10 52z" fill="url(#g-yellow)" stroke="#b38600" stroke-width="2"/><path d="M6 52l8-4M94 50l-8-4" stroke="#b38600" stroke-width="4" stroke-linecap="round"/><ellipse cx="38" cy="38" rx="12" ry="5" fill="#fff" opacity=".6" transform="rotate(-15 38 38)"/></symbol>' +
    '<symbol id="sym-orange" viewBox="0 0 100 100"><circle cx="50" cy="56" r="34" fill="url(#g-orange)"/><path d="M50 22c2-8 8-12 16-12-2 8-8 12-16 12z" fill="#43a047"/><circle cx="38" cy="42" r="6" fill="#fff" opacity=".55"/><g fill="#c05600" opacity=".5"><circle cx="60" cy="60" r="1.6"/><circle cx="68" cy="50" r="1.6"/><circle cx="52" cy="72" r="1.6"/><circle cx="40" cy="66" r="1.6"/><circle cx="70" cy="68" r="1.6"/></g></symbol>' +
    '<symbol id="sym-plum" viewBox="0 0 100 100"><ellipse cx="50" cy="58" rx="30" ry="34" fill="url(#g-plum)"/><path d="M50 26c-2 10 0 20 2 28" stroke="#5a189a" stroke-width="2" fill="none"/><path d="M50 24c6-10 16-12 24-8-6 8-16 10-24 8z" fill="#2e7d32"/><ellipse cx="38" cy="44" rx="7" ry="10" fill="#fff" opacity=".45"/></symbol>' +
    '<symbol id="sym-bell" viewBox="0 0 100 100"><path d="M50 12c-4 0-6 3-6 6-14 4-22 18-22 34 0 12-4 18-10 24h76c-6-6-10-12-10-24 0-16-8-30-22-34 0-3-2-6-6-6z" fill="url(#g-gold)" stroke="#8a5a00" stroke-width="2.5"/><circle cx="50" cy="84" r="8" fill="url(#g-gold)" stroke="#8a5a00" stroke-width="2.5"/><path d="M34 40c2-8 8-14 14-16" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".7" fill="none"/></symbol>' +
    '<symbol id="sym-bar" viewBox="0 0 100 100"><rect x="8" y="30" width="84" height="40" rx="8" fill="#1b1b2f" stroke="url(#g-gold)" stroke-width="5"/><text x="50" y="61" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="28" fill="url(#g-gold)">BAR</text></symbol>' +
    '<symbol id="sym-seven" viewBox="0 0 100 100"><path d="M20 16h62v12L50 88H30l32-56H20z" fill="url(#g-red)" stroke="#5a0008" stroke-width="4" stroke-linejoin="round"/><path d="M26 21h48" stroke="#fff" stroke-width="3" opacity=".6"/></symbol>' +
    '<symbol id="sym-diamond" viewBox="0 0 100 100"><path d="M28 18h44l20 22-42 48L8 40z" fill="url(#g-gem)" stroke="#075985" stroke-width="2.5" stroke-linejoin="round"/><path d="M8 40h84M28 18l10 22 12 48 12-48 10-22M38 40l12-22 12 22" stroke="#e0fbff" stroke-width="2" fill="none" opacity=".8"/></symbol>' +
    "</svg>";
  document.body.insertAdjacentHTML("afterbegin", SPRITE);
  var icon = function (s) {
    return '<svg viewBox="0 0 100 100"><use href="#sym-' + s + '"/></svg>';
  };
  document.querySelectorAll(".sym").forEach(function (el) {
    el.innerHTML = icon(el.getAttribute("data-symbol"));
  });

  var symbols = config.symbols;
  var rnd = function () {
    return symbols[Math.floor(Math.random() * symbols.length)];
  };
  var reelsEl = $("reels"),
    linesEl = $("paylines");
  var grid = [0, 1, 2, 3, 4].map(function () {
    return [rnd(), rnd(), rnd()];
  });
  var strips = grid.map(function () {
    var reel = document.createElement("div");
    reel.className = "reel";
    var strip = document.createElement("div");
    strip.className = "strip";
    reel.appendChild(strip);
    reelsEl.appendChild(reel);
    return strip;
  });
  var fill = function (strip, list) {
    strip.innerHTML = list
      .map(function (s) {
        return '<div class="cell">' + icon(s) + "</div>";
      })
      .join("");
  };
  strips.forEach(function (strip, i) {
    fill(strip, grid[i]);
  });

  var stakes = config.stakes,
    stakeIdx = Math.max(0, stakes.indexOf(100));
  var balance = config.balance,
    busy = false,
    dead = false;
  var render = function () {
    $("balance").textContent = G.fmt(balance);
    $("stake").textContent = G.fmt(stakes[stakeIdx]);
    $("stake-down").disabled = busy || stakeIdx === 0;
    $("stake-up").disabled = busy || stakeIdx === stakes.length - 1;
    $("spin").disabled = busy || dead;
  };
  $("win").textContent = G.fmt(0);
  render();

  var clearWins = function () {
    linesEl.innerHTML = "";
    reelsEl.classList.remove("has-win");
    document.querySelectorAll(".cell.hit").forEach(function (c) {
      c.classList.remove("hit");
    });
  };
  var showWins = function (lines) {
    lines.forEach(function (w) {
      var rows = config.lines[w.line];
      var pts = rows
        .map(function (row, reel) {
          return 50 + reel * 100 + "," + (50 + row * 100);
        })
        .join(" ");
      var pl = document.createElementNS(NS, "polyline");
      pl.setAttribute("points", pts);
      pl.setAttribute("stroke", LINE_COLORS[w.line % LINE_COLORS.length]);
      linesEl.appendChild(pl);
      for (var r = 0; r < w.count; r++) strips[r].children[rows[r]].classList.add("hit");
    });
    if (lines.length) reelsEl.classList.add("has-win");
  };
  var startSpin = function () {
    strips.forEach(function (strip, i) {
      var list = grid[i].slice();
      for (var k = 0; k < 12 + i * 3; k++) list.push(rnd());
      list = list.concat(grid[i]);
      fill(strip, list);
      strip.style.setProperty("--from", (-(list.length - 3) / list.length) * 100 + "%");
      strip.style.setProperty("--speed", 0.35 + list.length * 0.012 + "s");
      strip.classList.remove("land");
      strip.classList.add("spinning");
    });
  };
  var stopReels = function (final, done) {
    strips.forEach(function (strip, i) {
      setTimeout(
        function () {
          strip.classList.remove("spinning");
          strip.style.removeProperty("--from");
          fill(strip, final[i]);
          void strip.offsetWidth;
          strip.classList.add("land");
          if (i === strips.length - 1) setTimeout(done, 260);
        },
        420 + i * 230,
      );
    });
  };
  var spin = function () {
    if (busy || dead) return;
    var stake = stakes[stakeIdx];
    if (stake > balance) return G.toast(t.noFunds, "warn");
    busy = true;
    clearWins();
    balance -= stake;
    $("win").textContent = G.fmt(0);
    render();
    startSpin();
    G.bet({ stake: stake })
      .then(function (round) {
        grid = round.result.reels;
        stopReels(grid, function () {
          busy = false;
          balance = round.balance;
          showWins(round.result.lines);
          if (round.win > 0) G.countUp($("win"), round.win, 900);
          render();
        });
      })
      .catch(function (error) {
        stopReels(grid, function () {
          busy = false;
          balance += stake;
          render();
        });
        G.failure(error, function () {
          dead = true;
        });
      });
  };
  $("spin").addEventListener("click", spin);
  $("stake-down").addEventListener("click", function () {
    if (stakeIdx > 0) {
      stakeIdx--;
      render();
    }
  });
  $("stake-up").addEventListener("click", function () {
    if (stakeIdx < stakes.length - 1) {
      stakeIdx++;
      render();
    }
  });
  document.addEventListener("keydown", function (e) {
    if ((e.code === "Space" || e.code === "Enter") && $("paytable").hidden && e.target === document.body) {
      e.preventDefault();
      spin();
    }
  });
  $("info").addEventListener("click", function () {
    $("paytable").hidden = false;
  });
  $("paytable-close").addEventListener("click", function () {
    $("paytable").hidden = true;
  });
  $("paytable").addEventListener("click", function (e) {
    if (e.target === $("paytable")) $("paytable").hidden = true;
  });
  G.ready();
})();
