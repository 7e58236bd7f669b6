import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import type * as Router from "@remix-run/router";

// The server loads the router's CommonJS build, the file patches/@remix-run+router+*.patch changes (ADR 031).
const router = createRequire(import.meta.url)("@remix-run/router") as typeof Router;

const ids = (matches: ReturnType<typeof Router.matchRoutes>) => matches?.map((m) => m.route.id) ?? null;

describe("route matching on the server (patched @remix-run/router)", () => {
  const routes = [
    {
      id: "root",
      path: "",
      children: [
        { id: "home", index: true },
        {
          id: "lang",
          path: ":lang",
          children: [
            { id: "lobby", path: "jogos" },
            { id: "group", path: ":lobby/:group" },
            { id: "splat", path: "*" },
          ],
        },
      ],
    },
  ];

  it("matches as the router always has: static before dynamic, params, splats, index routes", () => {
    expect(ids(router.matchRoutes(routes, "/"))).toEqual(["root", "home"]);
    expect(ids(router.matchRoutes(routes, "/pb/jogos"))).toEqual(["root", "lang", "lobby"]);
    expect(router.matchRoutes(routes, "/pb/cassino/novos")?.at(-1)?.params).toEqual({
      lang: "pb",
      lobby: "cassino",
      group: "novos",
    });
    expect(router.matchRoutes(routes, "/pb/a/b/c")?.at(-1)?.params).toMatchObject({ lang: "pb", "*": "a/b/c" });
    expect(ids(router.matchRoutes(routes, "/PB/JOGOS"))).toEqual(["root", "lang", "lobby"]);
  });

  it("ranks a routes array once: a tree changed in place after its first match keeps its first ranking", () => {
    const tree = [{ id: "a", path: "/a" }];
    expect(router.matchRoutes(tree, "/b")).toBeNull();
    tree.push({ id: "b", path: "/b" });
    expect(router.matchRoutes(tree, "/b")).toBeNull();
    expect(ids(router.matchRoutes([...tree], "/b"))).toEqual(["b"]);
  });

  it("keeps compiled patterns apart by case sensitivity and by end", () => {
    expect(router.matchPath({ path: "/Jogos", caseSensitive: true }, "/jogos")).toBeNull();
    expect(router.matchPath({ path: "/Jogos", caseSensitive: false }, "/jogos")).not.toBeNull();
    expect(router.matchPath({ path: "/pb", end: true }, "/pb/jogos")).toBeNull();
    expect(router.matchPath({ path: "/pb", end: false }, "/pb/jogos")?.pathnameBase).toBe("/pb");
    expect(router.matchPath("/pb/:lobby", "/pb/jogos")?.params).toEqual({ lobby: "jogos" });
    expect(router.matchPath("/pb/:lobby", "/pb/cassino")?.params).toEqual({ lobby: "cassino" });
  });
});
