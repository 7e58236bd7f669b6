/* The sandbox European roulette: wheel, betting board, chips; results come from the server. */
(function () {
  "use strict";
  var G = window.Game,
    config = G.config,
    t = config.texts,
    $ = G.$;
  var NS = "http://www.w3.org/2000/svg";
  var ORDER = [
    0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29,
    7, 28, 12, 35, 3, 26,
  ];
  var RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
  var color = function (n) {
    return n === 0 ? "green" : RED.indexOf(n) >= 0 ? "red" : "black";
  };
  var STEP = 360 / ORDER.length;
  var el = function (name, attrs, parent) {
    var node = document.createElementNS(NS, name);
    Object.keys(attrs).forEach(function (k) {
      node.setAttribute(k, attrs[k]);
    });
    if (parent) parent.appendChild(node);
    return node;
  };
  var polar = function (r, deg) {
    var a = ((deg - 90) * Math.PI) / 180;
    return [r * Math.cos(a), r * Math.sin(a)];
  };

  // wheel
  var wheel = $("wheel");
  el("circle", { r: 99, class: "rim" }, wheel);
  var rotor = el("g", { class: "rotor" }, wheel);
  ORDER.forEach(function (n, i) {
    var a0 = i * STEP - STEP / 2,
      a1 = a0 + STEP;
    var p0 = polar(90, a0),
      p1 = polar(90, a1),
      q1 = polar(58, a1),
      q0 = polar(58, a0);
    el(
      "path",
      { d: "M" + p0 + "A90,90 0 0 1 " + p1 + "L" + q1 + "A58,58 0 0 0 " + q0 + "Z", class: "pocket " + color(n) },
      rotor,
    );
    var pos = polar(80, i * STEP);
    var label = el(
      "text",
      { x: pos[0], y: pos[1], transform: "rotate(" + i * STEP + " " + pos[0] + " " + pos[1] + ")", class: "num" },
      rotor,
    );
    label.textContent = String(n);
  });
  el("circle", { r: 58, class: "cone" }, rotor);
  el("circle", { r: 20, class: "hub" }, rotor);
  for (var s = 0; s < 8; s++) {
    var sp = polar(52, s * 45);
    el("line", { x1: 0, y1: 0, x2: sp[0], y2: sp[1], class: "spoke" }, rotor);
  }
  var ball = el("circle", { cx: 0, cy: -64, r: 5, class: "ball" }, wheel);
  var rotation = 0;

  // board
  var board = $("board");
  var bets = {},
    stack = [],
    chip = config.chips[1] || config.chips[0];
  var cell = function (label, bet, cls, area) {
    var b = document.createElement("button");
    b.type = "button";
    b.className = "cell " + (cls || "");
    b.textContent = label;
    b.dataset.key = bet.type + ":" + (bet.value === undefined ? "" : bet.value);
    b.style.gridArea = area;
    board.appendChild(b);
    b.addEventListener("click", function () {
      place(b.dataset.key);
    });
    return b;
  };
  cell("0", { type: "number", value: 0 }, "green zero", "1 / 1 / 4 / 2");
  for (var n = 1; n <= 36; n++) {
    var col = Math.ceil(n / 3) + 1,
      row = 3 - ((n - 1) % 3);
    cell(String(n), { type: "number", value: n }, color(n), row + " / " + col + " / " + (row + 1) + " / " + (col + 1));
  }
  ["1–12", "13–24", "25–36"].forEach(function (label, i) {
    cell(label, { type: "dozen", value: i + 1 }, "outside", "4 / " + (2 + i * 4) + " / 5 / " + (6 + i * 4));
  });
  [
    ["1–18", "low", ""],
    [t.even, "even", ""],
    [t.red, "red", "red"],
    [t.black, "black", "black"],
    [t.odd, "odd", ""],
    ["19–36", "high", ""],
  ].forEach(function (o, i) {
    cell(o[0], { type: o[1] }, "outside " + o[2], "5 / " + (2 + i * 2) + " / 6 / " + (4 + i * 2));
  });

  // chips
  var chipsEl = $("chips");
  config.chips.forEach(function (value, i) {
    var b = document.createElement("button");
    b.type = "button";
    b.className = "chip c" + i + (value === chip ? " on" : "");
    b.textContent = value >= 100 ? String(value / 100) : (value / 100).toFixed(2).replace(/^0/, "");
    b.title = G.fmt(value);
    b.addEventListener("click", function () {
      chip = value;
      chipsEl.querySelectorAll(".chip").forEach(function (c) {
        c.classList.toggle("on", c === b);
      });
    });
    chipsEl.appendChild(b);
  });

  var balance = config.balance,
    busy = false,
    dead = false,
    history = config.history.slice();
  var total = function () {
    return Object.keys(bets).reduce(function (s, k) {
      return s + bets[k];
    }, 0);
  };
  var render = function () {
    $("balance").textContent = G.fmt(balance);
    $("total").textContent = G.fmt(total());
    board.querySelectorAll(".cell").forEach(function (c) {
      var amount = bets[c.dataset.key];
      var badge = c.querySelector(".stake");
      if (!amount) {
        if (badge) badge.remove();
        return;
      }
      if (!badge) {
        badge = document.createElement("span");
        badge.className = "stake";
        c.appendChild(badge);
      }
      badge.textContent = amount >= 100 ? String(Math.round(amount / 100)) : (amount / 100).toFixed(2);
    });
    $("spin").disabled = busy || dead;
    $("undo").disabled = busy || !stack.length;
    $("clear").disabled = busy || !stack.length;
    $("history").innerHTML = history
      .map(function (h) {
        return '<li class="' + color(h) + '">' + h + "</li>";
      })
      .join("");
  };
  var place = function (key) {
    if (busy || dead) return;
    if (total() + chip > balance) return G.toast(t.noFunds, "warn");
    bets[key] = (bets[key] || 0) + chip;
    stack.push([key, chip]);
    board.querySelectorAll(".cell.won").forEach(function (c) {
      c.classList.remove("won");
    });
    render();
  };
  $("undo").addEventListener("click", function () {
    var last = stack.pop();
    if (!last) return;
    bets[last[0]] -= last[1];
    if (bets[last[0]] <= 0) delete bets[last[0]];
    render();
  });
  $("clear").addEventListener("click", function () {
    bets = {};
    stack = [];
    render();
  });

  var showResult = function (round) {
    var r = round.result;
    var res = $("result");
    res.textContent = String(r.number);
    res.className = "result show " + r.color;
    history.unshift(r.number);
    history = history.slice(0, 12);
    r.bets.forEach(function (b) {
      if (!b.win) return;
      var key = b.type + ":" + (b.value === undefined || b.value === null ? "" : b.value);
      var c = board.querySelector('[data-key="' + key + '"]');
      if (c) c.classList.add("won");
    });
    balance = round.balance;
    $("win").textContent = G.fmt(0);
    if (round.win > 0) G.countUp($("win"), round.win, 900);
    else G.toast(t.noWin, "info");
  };
  var spin = function () {
    if (busy || dead) return;
    var stake = total();
    if (!stake) return G.toast(t.placeBets, "info");
    if (stake > balance) return G.toast(t.noFunds, "warn");
    busy = true;
    balance -= stake;
    $("result").className = "result";
    wheel.classList.add("spinning");
    render();
    var list = Object.keys(bets).map(function (key) {
      var parts = key.split(":");
      var bet = { type: parts[0], amount: bets[key] };
      if (parts[1] !== "") bet.value = Number(parts[1]);
      return bet;
    });
    G.bet({ stake: stake, bets: list })
      .then(function (round) {
        var i = ORDER.indexOf(round.result.number);
        var target = -i * STEP;
        var delta = (((target - rotation) % 360) + 360) % 360;
        rotation += 1440 + delta;
        rotor.style.transform = "rotate(" + rotation + "deg)";
        setTimeout(function () {
          wheel.classList.remove("spinning");
          busy = false;
          showResult(round);
          render();
        }, 4300);
      })
      .catch(function (error) {
        wheel.classList.remove("spinning");
        busy = false;
        balance += stake;
        render();
        G.failure(error, function () {
          dead = true;
        });
      });
  };
  $("spin").addEventListener("click", spin);
  $("win").textContent = G.fmt(0);
  void ball;
  render();
  G.ready();
})();
