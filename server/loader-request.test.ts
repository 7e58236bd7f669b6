import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// The server loads server-runtime's CommonJS build, the file patches/@remix-run+server-runtime+*.patch changes (ADR 044).
type RouteCall<Kind extends string> = (
  args: { [K in Kind]: (args: { request: Request }) => unknown } & {
    request: Request;
    params: object;
    routeId: string;
    singleFetch: boolean;
    loadContext: object;
  },
) => Promise<unknown>;
const { callRouteLoader, callRouteAction } = createRequire(import.meta.url)(
  "@remix-run/server-runtime/dist/data.js",
) as {
  callRouteLoader: RouteCall<"loader">;
  callRouteAction: RouteCall<"action">;
};

const received = (request: Request) =>
  callRouteLoader({
    loader: ({ request }) => ({ request }),
    request,
    params: {},
    routeId: "routes/x",
    singleFetch: true,
    loadContext: {},
  }) as Promise<{ request: Request }>;

describe("the request a loader gets (patched @remix-run/server-runtime)", () => {
  it("is the request itself when there is no index or _routes parameter to strip", async () => {
    const request = new Request("http://solbet.localhost/pb/jogos?page=2&q=book");
    expect((await received(request)).request).toBe(request);
  });

  it("is still a copy without the empty index and the _routes parameters when they are there", async () => {
    const controller = new AbortController();
    const request = new Request("http://solbet.localhost/pb/jogos?index&page=2&_routes=root", {
      signal: controller.signal,
      headers: { cookie: "a=1" },
    });
    const copy = (await received(request)).request;
    expect(copy).not.toBe(request);
    expect(new URL(copy.url).search).toBe("?page=2");
    expect(copy.headers.get("cookie")).toBe("a=1");
    controller.abort();
    expect(copy.signal.aborted).toBe(true);
  });

  it("gives an action the posted body, through the request itself", async () => {
    const request = new Request("http://solbet.localhost/pb/login", {
      method: "POST",
      body: new URLSearchParams({ email: "a@b.test" }),
    });
    const form = (await callRouteAction({
      action: ({ request }) => request.formData(),
      request,
      params: {},
      routeId: "routes/login",
      singleFetch: true,
      loadContext: {},
    })) as FormData;
    expect(form.get("email")).toBe("a@b.test");
  });
});
